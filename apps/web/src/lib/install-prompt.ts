/**
 * The browser's offer to install the shop as an app (issue 26): Chromium fires
 * `beforeinstallprompt` once the install criteria are met (manifest, icons, service worker). The
 * event is kept (its default, the browser's own mini-infobar, prevented) so the account menu can
 * show **Install app** only while an offer exists, and `promptInstall` opens the browser's dialog.
 * After the dialog (or `appinstalled`) the offer is gone: the entry disappears.
 */
import { useSyncExternalStore } from 'react';

/** The non-standard event Chromium fires (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

let listening = false;

/** Starts listening for the browser's install offer (app-start.tsx, app/islands.tsx: before React renders; once, however often called). */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the browser offers to install the shop now (false on the server and before the offer). */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}

/** Opens the browser's install dialog; resolves with the shopper's answer ('unavailable' without an offer). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome;
}
