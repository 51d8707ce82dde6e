/**
 * Whether the device has a connection, as TanStack Query sees it (its onlineManager follows the
 * browser's `online`/`offline` events and pauses queries and mutations while offline, resuming
 * them when the connection returns). The server renders every page as online.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** True while the device is online (re-renders on change). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** True while the device is online (outside components). */
export const isOnline = (): boolean => onlineManager.isOnline();
