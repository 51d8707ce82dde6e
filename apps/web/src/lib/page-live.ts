/**
 * When the page is live: `<html data-hydrated>`, set by app.tsx's HydrationMark once React has
 * taken the server's page, which then sends HYDRATED_EVENT on `window` (decisions 064, 088). Code
 * that must not compete with the page's own scripts on a slow link (a part below the first screen,
 * the service worker, rules needed only when the shopper acts) waits for it.
 */

/** Sent on `window` once the page is live, when `<html data-hydrated>` is set (app.tsx). */
export const HYDRATED_EVENT = 'phonexport:hydrated';

/** Whether the page is live (`<html data-hydrated>`); always on the server, which renders every part at once. */
export const isLive = (): boolean => typeof document === 'undefined' || document.documentElement.hasAttribute('data-hydrated');

/** Resolves once the page is live (at once when it already is, and on the server). */
export const whenLive = (): Promise<void> => (isLive() ? Promise.resolve() : new Promise((resolve) => window.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true })));
