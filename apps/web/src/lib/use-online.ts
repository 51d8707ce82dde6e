/**
 * Whether the device has a connection, as the browser says (`navigator.onLine` and its
 * `online`/`offline` events; TanStack Query's onlineManager follows the same events to pause and
 * resume its reads). Without the data layer, so a cart made live as an island (decision 093) reads
 * it too. The server renders every page as online.
 */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the device is online (re-renders on change). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** True while the device is online (outside components). */
export const isOnline = (): boolean => navigator.onLine;
