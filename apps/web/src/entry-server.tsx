/**
 * The server's rendering of storefront pages (issue 16; decision 045). The API server imports the
 * build of this file (dist/server/entry-server.js) at run time and, for the routes
 * `rendersOnServer` accepts, calls `render` with the page's URL and `get`, its in-process reads
 * of the public API (the catalog service etc.; no HTTP). The page's queries (the same query
 * options the hooks use) are answered first, then the app is rendered with React Router's static
 * handler and streamed once complete, with the dehydrated query cache beside it (app/ssr-state.ts)
 * so the browser hydrates without fetching the same data again. Pages render in English; account
 * and back-office pages are left to the browser.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App, createQueryClient, routes } from './app/app';
import { ssrStateScript } from './app/ssr-state';
import { ApiError } from './lib/api';
import type { ApiGet } from './lib/api-client';
import type { QueryValue } from './lib/api';
import { meQuery } from './lib/use-me';
import { publicSettingsQuery } from './lib/shop';
import { countriesQuery } from './lib/use-countries';
import { heroesQuery } from './features/catalog/api/use-heroes';
import { featuredProductsQuery } from './features/catalog/api/use-featured-products';
import { productPagesQuery } from './features/catalog/api/use-product-pages';
import { productQuery } from './features/catalog/api/use-product';
import { filtersFromParams } from './features/catalog/product-filters';
import { faqQuery } from './features/help/api/use-faq';
import { exchangeRatesQuery, SsrCurrencyContext } from './lib/currency';
import type { DisplayCurrency } from '@phonexport/domain/currency';

/**
 * The server's read of a public GET contract path, in-process: `{ status, body }` as the API would
 * answer (body as JSON would carry it), or undefined when the server leaves it to the browser
 * (e.g. /api/session for a signed-in customer).
 */
export type ServerGet = (
  path: string,
  request: { params?: Record<string, string | number>; query?: Record<string, QueryValue> },
) => Promise<{ status: number; body: unknown } | undefined>;

/** A rendered page: `pipe` streams the app's HTML (the inside of #root); `stateScript` goes after it. */
export interface RenderedPage {
  pipe: (destination: NodeJS.WritableStream) => void;
  stateScript: string;
}

const PRODUCT = /^\/products?\/([^/]+)\/?$/;
/** Storefront pages rendered on the server (storefront §2: home, list, detail, cart, help, policies, legal pages). */
const STOREFRONT = /^\/(|products|cart|help|policies|terms|privacy)\/?$/;

/** Whether the server renders `pathname` (storefront pages); others get the HTML shell the browser renders. */
export function rendersOnServer(pathname: string): boolean {
  return STOREFRONT.test(pathname) || PRODUCT.test(pathname);
}

/** Answers the queries the page at `url` shows first, through `get`. */
async function prefetch(qc: QueryClient, url: URL, get: ApiGet): Promise<void> {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const reads: Promise<unknown>[] = [qc.prefetchQuery(publicSettingsQuery(get)), qc.prefetchQuery(meQuery(get)), qc.prefetchQuery(exchangeRatesQuery(get))];
  const product = PRODUCT.exec(path);
  if (path === '/') reads.push(qc.prefetchQuery(heroesQuery(get)), qc.prefetchQuery(featuredProductsQuery(get)));
  else if (path === '/products') reads.push(qc.prefetchInfiniteQuery(productPagesQuery(filtersFromParams(url.searchParams), get)));
  else if (product) reads.push(qc.prefetchQuery(productQuery(decodeURIComponent(product[1]!), get)));
  else if (path === '/help') reads.push(qc.prefetchQuery(faqQuery(get)));
  else if (path === '/policies' || path === '/cart') reads.push(qc.prefetchQuery(countriesQuery(get)));
  await Promise.all(reads);
  // A read that failed or was left to the browser is dropped, so both render it as still loading.
  for (const query of qc.getQueryCache().findAll({ predicate: (q) => q.state.status !== 'success' })) qc.getQueryCache().remove(query);
}

/**
 * Renders the page at `url` (path and query) with data read through `serverGet`, prices in
 * `options.currency` (the visitor's currency cookie, issue 22; USD when absent). Resolves once the
 * whole page is ready to stream; rejects when the app cannot render (the caller sends the shell).
 */
export async function render(url: string, serverGet: ServerGet, options: { currency?: DisplayCurrency } = {}): Promise<RenderedPage> {
  const full = new URL(url, 'http://localhost');
  const get = (async (path: string, request?: Parameters<ServerGet>[1]) => {
    const answer = await serverGet(path, { params: request?.params, query: request?.query });
    if (!answer) throw new ApiError(0, 'Left to the browser');
    if (answer.status >= 400) throw ApiError.from(answer.status, '', answer.body);
    return answer.body;
  }) as ApiGet;

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await prefetch(queryClient, full, get);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(full));
  if (context instanceof Response) throw new Error(`The route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <App queryClient={queryClient}>
          <SsrCurrencyContext value={options.currency ?? 'USD'}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SsrCurrencyContext>
        </App>
      </StrictMode>,
      {
        // Every boundary inline, however large: no out-of-order chunks, so no inline scripts
        // (the CSP allows none) and the whole page is there before any script runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => resolve({ pipe: (destination) => stream.pipe(destination), stateScript: ssrStateScript({ queries: dehydrate(queryClient) }) }),
        onShellError: reject,
        onError: (err) => {
          console.error('Server rendering failed', err);
        },
      },
    );
  });
}
