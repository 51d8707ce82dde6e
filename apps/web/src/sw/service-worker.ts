/**
 * The shop's service worker (issue 26, decision 067), built by vite.config.ts into dist/sw.js with
 * the precache list injected at `self.__WB_MANIFEST` (Workbox's injectManifest convention).
 *
 * - **Precache**: only the app shell — the entry script, the chunks index.html preloads, the
 *   stylesheet, the icons and the offline page of each language.
 * - **Pages** (navigations): the route table's public, non-private pages rendered on the server
 *   (home, lists, products, help...) network first with a 3 s timeout, then the copy kept on this
 *   device, marked `<html data-offline>` so the layout's banner says "Offline — prices may have
 *   changed"; any other page straight from the network. A page never seen, offline: the offline
 *   page in the shopper's language.
 * - **Product images** (/media/): cache first, at most 150 (and 30 days).
 * - **Built files** (/assets/, hashed): cache first, at most 150.
 * - **Catalog reads** (/api/products, heroes, brands, countries, shop settings, exchange rates,
 *   FAQ): stale-while-revalidate; online, a copy older than 30 s (the app's own staleTime) is not
 *   shown, the network answers; offline, the last copy is.
 * - **Never kept**: an answer marked `private` or `no-store` (every answer for a signed-in
 *   shopper, checkout, payments, account, orders, back office: the server marks them), anything
 *   not listed above (it goes to the network untouched), and anything but a 200.
 * - **Updates**: a new worker waits; the page says so and, at the shopper's next navigation,
 *   sends `SKIP_WAITING` and reloads into the new version (lib/service-worker.ts).
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { matchRoute } from '../lib/route-table';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The cache names (a version suffix would drop every copy; the shapes have not changed). */
const CACHES = { pages: 'phonexport-pages', images: 'phonexport-images', assets: 'phonexport-assets', catalog: 'phonexport-catalog' } as const;

const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'];
const DAY_S = 24 * 60 * 60;
/** Online, a catalog copy older than this is not shown (the app's staleTime, app.tsx). */
const CATALOG_FRESH_MS = 30_000;
/** How long a page waits for the network before the copy on this device is shown. */
const PAGE_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page the shop may keep on this device: a public, non-private page the server renders. */
function keepsPage(url: URL): boolean {
  const match = matchRoute(url.pathname);
  return !!match && match.route.access === 'public' && match.route.ssr && match.route.private !== true;
}

/** Whether an answer may be kept: a 200 that no header marks private or not to be stored. */
function shareable(response: Response): boolean {
  return response.status === 200 && !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}

const shareableOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (shareable(response) ? response : null) };

/** The kept page marked as shown from this device (`<html data-offline>`): the layout's banner shows, before any script runs. */
const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.text();
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(html.replace(/<html\b/, '<html data-offline=""'), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** Online, a catalog copy older than CATALOG_FRESH_MS is not shown (the network answers); offline any copy is. */
const freshWhileOnline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse || !self.navigator.onLine) return cachedResponse ?? null;
    const date = Date.parse(cachedResponse.headers.get('date') ?? '');
    return Number.isFinite(date) && Date.now() - date <= CATALOG_FRESH_MS ? cachedResponse : null;
  },
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_S,
  // Pages vary by cookie and language; the device has one shopper's.
  matchOptions: { ignoreVary: true },
  plugins: [shareableOnly, markedOffline, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && keepsPage(url), pages);
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: CACHES.images, plugins: [shareableOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [shareableOnly, new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] }),
);

/** The public catalog reads kept for offline use. */
const CATALOG = /^\/api\/(products|products\/[^/]+|heroes|brands|countries|shop-settings|exchange-rates|help\/faq)$/;
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && CATALOG.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalog,
    plugins: [shareableOnly, freshWhileOnline, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

/** The shopper's language: the cookie the footer and Settings write, else the browser's, else English. */
async function shopperLanguage(): Promise<string> {
  try {
    const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
    const cookie = await store?.get('phonexport-language');
    if (cookie && LANGUAGES.includes(cookie.value)) return cookie.value;
  } catch {
    // No cookie store in this browser.
  }
  const browser = (self.navigator.language ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.includes(browser) ? browser : 'en';
}

// A navigation the network could not answer and no copy could: the offline page in the shopper's language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const language = await shopperLanguage();
  return (await matchPrecache(`/pwa/offline/${language}`)) ?? (await matchPrecache('/pwa/offline/en')) ?? Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  // The page asks at the shopper's next navigation (lib/service-worker.ts): the new version takes over.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The first page of a visit was loaded before this worker existed: it is kept now (a revalidation, 304 when unchanged).
  if (type === 'KEEP_PAGE' && event.source && 'url' in event.source) {
    const url = new URL(event.source.url);
    if (keepsPage(url)) event.waitUntil(pages.handleAll({ request: new Request(url.href, { credentials: 'same-origin' }), event })[1].catch(() => undefined));
  }
});

// A new worker controls the open pages at once (a first visit's page too: its later requests are kept).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
