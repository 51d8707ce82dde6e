/**
 * The page's side of the service worker (src/sw/service-worker.ts; issue 26, decision 067).
 * - Registered once the page is loaded and live (it never competes with the page's own scripts).
 * - A first visit's page was loaded before the worker existed: once it is active the page asks it
 *   to keep this page (`KEEP_PAGE`), so the page opens offline too.
 * - A new version (a deploy) installs in the background and waits: the shopper is told it starts
 *   on their next page; at the next navigation the page lets it take over (`SKIP_WAITING`) and
 *   loads the new page from it (a full load: new scripts, no mix of two versions).
 */
import { t } from '../i18n/i18n';
import { toast } from './toast';

/** Set once the page is live (app.tsx's HydrationMark); the event it sends. */
const HYDRATED_EVENT = 'phonexport:hydrated';

/** A new version installed and waiting for the shopper's next navigation. */
let waiting: ServiceWorker | null = null;
/** The page shown (path and query): a navigation is a change of it. */
let at = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/**
 * Called at each navigation (main.tsx, with the path and query shown): a waiting version takes
 * over now and the page the shopper asked for is loaded from it.
 */
export function navigated(next: string): void {
  if (next === at) return;
  at = next;
  if (!waiting) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener('controllerchange', () => window.location.assign(next), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  waiting = null;
}

/** Registers the service worker (production builds, browsers that have them) and follows its updates. */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const controlled = sw.controller !== null;

  const announce = (worker: ServiceWorker) => {
    if (waiting) return;
    waiting = worker;
    toast.info(t('pwa.updateReady'), { id: 'sw-update' });
  };

  const register = async () => {
    const registration = await sw.register('/sw.js');
    // A worker installed before this page (another tab, an earlier visit) and waiting for its turn.
    if (registration.waiting && controlled) announce(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // Installed while an older one controls this page: a new version waits.
        if (installing.state === 'installed' && sw.controller) announce(installing);
      });
    });
    if (!controlled) {
      const ready = await sw.ready;
      ready.active?.postMessage({ type: 'KEEP_PAGE' });
    }
  };
  const start = () => void register().catch((err: unknown) => console.warn('Service worker not registered', err));
  if (document.documentElement.hasAttribute('data-hydrated')) start();
  else window.addEventListener(HYDRATED_EVENT, () => (document.readyState === 'complete' ? start() : window.addEventListener('load', start, { once: true })), { once: true });
}
