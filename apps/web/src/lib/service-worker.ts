/**
 * The page's side of the service worker (src/sw/service-worker.ts; issue 26, decision 067).
 * - Registered once the page is loaded and live (it never competes with the page's own scripts).
 * - A first visit's page was loaded before the worker existed: once it is active the page asks it
 *   to keep this page (`KEEP_PAGE`), so the page opens offline too.
 * - A new version (a deploy) installs in the background and waits: the shopper is told it starts
 *   on their next page; at the next navigation (a tap on a link, or any route change) the page
 *   lets it take over (`SKIP_WAITING`) and loads the new page from it (a full load: new scripts, no
 *   mix of two versions).
 */
import { t } from '../i18n/i18n';
import { HYDRATED_EVENT, isLive } from './page-live';
import { toast } from './toast';
import { isPlainClick } from './plain-click';

/** A new version installed and waiting for the shopper's next navigation. */
let waiting: ServiceWorker | null = null;
/** The page shown (path and query): a navigation is a change of it. */
let at = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/**
 * Lets the waiting version take over (`SKIP_WAITING`), then loads `next` (path, query and hash) in
 * full from it, at its `controllerchange`.
 * - Chromium parks a new worker in "waiting" when a fetch reaches the outgoing worker at the moment
 *   it hands over (a card's prefetch at the tap, an image), and the change may come late or never:
 *   after TAKEOVER_WAIT_MS the page is loaded anyway, through the outgoing worker.
 * - That outgoing worker may then be stopped with the page's request in it (the request never
 *   ends, and the page would wait for good): when the change comes after that, `next` is asked
 *   again, from the new version. The page still shown is the proof the first request did not end.
 */
function takeOver(next: string): void {
  if (!waiting) return;
  let asked = false;
  const load = () => {
    asked = true;
    window.location.assign(next);
  };
  navigator.serviceWorker.addEventListener('controllerchange', load, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  waiting = null;
  window.setTimeout(() => asked || load(), TAKEOVER_WAIT_MS);
}

/** How long the page waits for the new version to take over before it loads the next page anyway (ms). */
const TAKEOVER_WAIT_MS = 1500;

/**
 * A tap on a link of the shop while a new version waits: the app does not render the next page
 * itself (its chunks and data would be fetched through the outgoing worker during the hand-over);
 * the page stays still while the new version takes over, then the link's page loads in full.
 * Listens in the capture phase on the document, before the router's links see the click.
 */
function onLinkClick(event: MouseEvent): void {
  if (!waiting || !isPlainClick(event)) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
  event.preventDefault();
  event.stopPropagation();
  takeOver(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * Called at each navigation (app-start.tsx, with the path and query shown): a navigation the links did
 * not catch (a redirect, a form's result) lets a waiting version take over too.
 */
export function navigated(next: string): void {
  if (next === at) return;
  at = next;
  takeOver(next);
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

  document.addEventListener('click', onLinkClick, true);
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
  if (isLive()) start();
  else window.addEventListener(HYDRATED_EVENT, () => (document.readyState === 'complete' ? start() : window.addEventListener('load', start, { once: true })), { once: true });
}
