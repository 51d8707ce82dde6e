/**
 * Providers and routes, shared by the browser (app-start.tsx) and the server's rendering
 * (entry-server.tsx). Every page is loaded on demand, so a first visit downloads only
 * the shell and the page it opens.
 */
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { unstable_LowPriority, unstable_scheduleCallback } from 'scheduler';
import { retryDelay, shouldRetry } from '../lib/api';
import { Layout } from './layout';
import { HYDRATED_EVENT, isLive } from '../lib/page-live';
import { setAppActions } from '../lib/island';
import { announceAdded } from '../lib/use-add-to-cart';
import { ROUTES, type RouteEntry, type RouteId } from '../lib/route-table';
import { NotFoundPage, ROUTE_VIEWS } from './route-views';
import { RequireAuth } from '../features/accounts/require-auth';
import { Spinner } from '../components/spinner';
import { RouteBoundary } from '../components/route-error';
import { LazyToaster } from '../components/lazy-toaster';
import { adoptDeviceTime, loadTexts } from '../i18n/i18n';
import { RatesProvider } from '../lib/currency';

/** A query client with the shop's defaults (one per page load; one per request on the server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // §9: retention 5 minutes; 3 retries with exponential delay capped at 30 s (never for 4xx).
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });

// The back office's own texts come with its layout, before any of its screens renders (issue 26: not in the
// storefront's script), with those of the customer's pages its screens share (orders, exchanges, mobile money).
const AdminLayout = lazy(async () => {
  const [layout] = await Promise.all([import('./admin-layout'), loadTexts(['account', 'backOffice'])]);
  return { default: layout.AdminLayout };
});

/** A route object of the table's entry: its path relative to `base`, its page. */
const routeOf = (entry: RouteEntry, base: string): RouteObject => {
  const { Page } = ROUTE_VIEWS[entry.id as RouteId];
  const path = entry.path === base ? undefined : entry.path.slice(base === '/' ? 1 : base.length + 1);
  return path === undefined ? { index: true, element: <Page /> } : { path, element: <Page /> };
};
const entries = (access: RouteEntry['access']) => (ROUTES as readonly RouteEntry[]).filter((r) => r.access === access);

/**
 * Every screen's route (storefront spec §2, back office spec §2), built from the route table
 * (lib/route-table.ts): staff pages inside the back office's layout, the others inside the shop's,
 * a customer's own pages behind the sign-in guard; any other path is the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    element: (
      <RouteBoundary>
        <Suspense fallback={<Spinner />}>
          <AdminLayout />
        </Suspense>
      </RouteBoundary>
    ),
    // Back office (back office spec §2): its own layout and chunks, never part of a storefront page.
    children: [...entries('staff').map((r) => routeOf(r, '/admin')), { path: '*', element: <NotFoundPage /> }],
  },
  {
    element: (
      <RouteBoundary>
        <Layout />
      </RouteBoundary>
    ),
    children: [
      {
        // A page that fails (e.g. its chunk did not arrive) shows the error inside the shop's layout.
        element: (
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          ...entries('public').map((r) => routeOf(r, '/')),
          { element: <RequireAuth />, children: entries('customer').map((r) => routeOf(r, '/')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The routes (React Router's declarative mode: the app loads no data through the router, its
 * pages read with TanStack Query, so the data router's code is not sent; issue 26). Inside a
 * BrowserRouter (app-start.tsx) or a StaticRouter (entry-server.tsx).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Once the page is live, does what the islands' actions left to the app (lib/island.tsx): an
 * island's Add to Cart is said and opens the cart, as the app's own does; a navigation goes
 * through the app's router. Inside the router, beside AppRoutes.
 */
export function GiveAppActions() {
  const navigate = useNavigate();
  useEffect(() => {
    const give = () =>
      setAppActions({
        announce: announceAdded,
        navigate: (to, state) => void navigate(to, state ? { state } : undefined),
      });
    if (isLive()) give();
    else window.addEventListener(HYDRATED_EVENT, give, { once: true });
    return () => window.removeEventListener(HYDRATED_EVENT, give);
  }, [navigate]);
  return null;
}

/** Tags React's server rendering places in the page as resources (image preloads, scripts, styles), never hydrated as elements. */
const RESOURCE_TAGS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE']);

/** React has hydrated `el` (or rendered it): it has put the element's props on the node. Resources count as done. */
const hydratedElement = (el: Element) => RESOURCE_TAGS.has(el.tagName) || Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/**
 * Resolves once React has hydrated every element of `root` (checked every frame), or after
 * `maxMs`. The root hydrates first and `<html data-hydrated>` is set then; each Suspense boundary
 * of the server's HTML (the page itself, the floating widgets, the reviews) hydrates in a later
 * pass. A change that every component reads (the language, the time zone) waits for this: made
 * while a boundary is still server HTML, it would hydrate with other texts than the server's, be
 * rendered anew and replace the elements a kept tap points at (decision 064).
 */
export function whenPageHydrated(root: Element, maxMs = 10_000): Promise<void> {
  const end = performance.now() + maxMs;
  let waitingFor: Element | null = null;
  return new Promise((resolve) => {
    const check = () => {
      if (!waitingFor?.isConnected || hydratedElement(waitingFor)) waitingFor = [...root.querySelectorAll('*')].find((el) => !hydratedElement(el)) ?? null;
      if (!waitingFor || performance.now() >= end) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

/**
 * Marks `<html data-hydrated>` once React has taken over the page (hydrated from the server's HTML,
 * or rendered here): before that, a server-rendered button shows but does not act yet, and a tap on
 * it is kept by index.html's inline script and replayed once React has hydrated that button (the
 * page's own Suspense boundaries hydrate after this; decision 064).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // When the page became live, for the JavaScript-weight measures (e2e/js-weight.ts: scripts asked for before it).
    performance.mark(HYDRATED_EVENT);
    // The taps kept before this (index.html's inline script, decision 064) are tapped again as their elements hydrate,
    // each once React has also run that element's effects (the listeners its handlers count on).
    window.dispatchEvent(new CustomEvent<HydratedDetail>(HYDRATED_EVENT, { detail: { afterReact } }));
    // Dates rendered in the server's guess of the zone (UTC on a first visit) and relative times counted from the
    // server's render turn to this device's zone and clock, once every part is hydrated.
    const root = document.getElementById('root');
    if (root) void whenPageHydrated(root).then(adoptDeviceTime);
  }, []);
  return null;
}

/** Sent on `window` once the page is live (detail: HydratedDetail); index.html's inline script replays the taps it kept. */
export { HYDRATED_EVENT };

/** The detail of HYDRATED_EVENT. */
export interface HydratedDetail {
  /**
   * Runs `fn` once React has done the work it has already started or queued: the render and commit
   * of a Suspense boundary being hydrated, then the effects of that commit. An element's props are on
   * its node during the render, before the commit; its effects (a listener its click handler relies
   * on, as the floating chat button's) run later still, in a task of React's scheduler. A replayed tap
   * waits for this, queued at low priority in the same scheduler, so it runs after them (decision 064).
   */
  afterReact: (fn: () => void) => void;
}

const afterReact: HydratedDetail['afterReact'] = (fn) => {
  unstable_scheduleCallback(unstable_LowPriority, () => fn());
};

/** The app around its router (`children`): the query client, the shop's exchange rates and the toaster. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RatesProvider>{children}</RatesProvider>
      <LazyToaster />
      {/* Last: its effect runs after every other one of the first render, so the page's listeners are in place. */}
      <HydrationMark />
    </QueryClientProvider>
  );
}
