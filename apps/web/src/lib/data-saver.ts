/**
 * Data saver (issue 26, decision 067): smaller product images (a lower-resolution source, no
 * larger candidates), no slideshow autoplay, list images below the first rows loaded on tap, and
 * nothing fetched ahead. Kept per device in the `phonexport-data-saver` cookie (`on` / `off`) so
 * the server renders pages with it; without the cookie the server turns it on when the browser
 * sends `Save-Data: on` (web-routes.ts). The server hands its decision to the page
 * (`SsrState.dataSaver`); a page the browser renders alone reads the cookie, then the browser's
 * own Save-Data setting (`navigator.connection.saveData`).
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** The cookie holding the choice: `on` or `off`. */
export const DATA_SAVER_COOKIE = 'phonexport-data-saver';

/** In a list, the images from this position on (0-based; the first two rows of the phone grid load) wait for a tap in data-saver mode. */
export const DEFER_IMAGES_FROM = 4;

let browserValue = false;
const listeners = new Set<() => void>();
const DataSaverContext = createContext<boolean | null>(null);

/** Gives the server's rendering of one request its data-saver mode (entry-server.tsx). */
export function DataSaverProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return createElement(DataSaverContext.Provider, { value }, children);
}

/** The choice in this device's cookie, or null when none was made. */
export function cookieDataSaver(): boolean | null {
  const value = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)`).exec(document.cookie)?.[1];
  return value === undefined ? null : value === 'on';
}

/** The browser's start (app-start.tsx, app/islands.tsx): the server's decision when it rendered the page, else the cookie, else the browser's Save-Data. */
export function startDataSaver(served: boolean | undefined): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  browserValue = served ?? cookieDataSaver() ?? connection?.saveData === true;
}

/** Turns data saver on or off on this device (the cookie, for the server's next page) and re-renders what depends on it. */
export function setDataSaver(on: boolean): void {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=31536000; samesite=lax`;
  browserValue = on;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => browserValue;

/** Whether data saver is on (the request's on the server, the device's in the browser). */
export function useDataSaver(): boolean {
  const provided = useContext(DataSaverContext);
  const own = useSyncExternalStore(subscribe, snapshot, snapshot);
  return provided ?? own;
}
