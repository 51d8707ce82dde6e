/**
 * The server's rendering of pages (issue 16, decisions 045 and 055). The API server imports the
 * build of this file (dist/server/entry-server.js) at run time and, for a route the table marks
 * `ssr` (lib/route-table.ts), calls `render` with the request (`RenderRequest`: URL, language,
 * the session the server read once, time zone...) and `get`, its in-process reads of the API
 * (the services, with the session's user for the customer's own data; no HTTP). The page's
 * queries (its route view's `prefetch`, the same query options the hooks use) are answered first,
 * then the app is rendered with React Router's StaticRouter in the request's language and
 * streamed once complete, with the dehydrated query cache, the language and the time zone beside
 * it (app/ssr-state.ts), so the browser hydrates the same words without fetching the data again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Language } from '@phonexport/domain/settings';
import type { MeDto } from '@phonexport/contracts/accounts';
import type { RenderRequest, RenderedPage, ServerGet } from '@phonexport/contracts/page-render';
import { App, AppRoutes, createQueryClient } from './app/app';
import { ROUTE_VIEWS, preloadPage } from './app/route-views';
import { ssrStateScript } from './app/ssr-state';
import { ApiError } from './lib/api';
import type { ApiGet } from './lib/api-client';
import { meKey } from './lib/use-me';
import { publicSettingsQuery } from './lib/shop';
import { exchangeRatesQuery, SsrCurrencyContext } from './lib/currency';
import { DataSaverProvider } from './lib/data-saver';
import { matchRoute, type RouteId } from './lib/route-table';
import { CART_ISLAND_TEXT_KEYS, islandTexts } from './app/island-texts';
import { addTexts, I18nProvider, setScopeSource, translatorOf, type I18nScope } from './i18n/i18n';
import en from './i18n/locales/en';
import es from './i18n/locales/es';
import fr from './i18n/locales/fr';
import de from './i18n/locales/de';
import zh from './i18n/locales/zh';

// The server knows every text of every language (the browser loads each part when a page needs it); each request
// reads its language's, and nothing shared changes.
const TEXTS = { en, es, fr, de, zh };
for (const [language, texts] of Object.entries(TEXTS)) addTexts(language as Language, texts);

/** The islands' texts in each language (English's where one is missing) for `keys`, for the state of a page with islands. */
const textsOf = (keys?: readonly string[]) => Object.fromEntries(Object.entries(TEXTS).map(([language, texts]) => [language, islandTexts(texts, en, keys)])) as Record<Language, object>;
const CATALOG_TEXTS = textsOf();
/** The routes whose page, rendered here, becomes live as islands (app/islands.tsx, app/cart-islands.tsx), with their islands' texts. */
const ISLAND_ROUTES = new Map<RouteId, Record<Language, object>>([
  ['home', CATALOG_TEXTS],
  ['products', CATALOG_TEXTS],
  ['product', CATALOG_TEXTS],
  ['productAlias', CATALOG_TEXTS],
  ['cart', textsOf(CART_ISLAND_TEXT_KEYS)],
]);

/** The translate function of `language` (i18n.ts: its texts, then English's). */
export { translatorOf };

// `t` and `currentLanguage` called outside a component (e.g. a date helper) read the scope of the
// request being rendered: each render runs inside its own AsyncLocalStorage context.
const scopes = new AsyncLocalStorage<I18nScope>();
setScopeSource(() => scopes.getStore());

/** Whether the route table renders `pathname` on the server. */
export function rendersOnServer(pathname: string): boolean {
  return matchRoute(pathname)?.route.ssr ?? false;
}

/** Answers the queries the page at `url` shows first, through `get`; the session is already known. */
async function prefetch(qc: QueryClient, url: URL, get: ApiGet, session: MeDto | null, language: Language): Promise<void> {
  // The /api/session answer (lib/use-me.ts) is the user the server read once for this request.
  qc.setQueryData(meKey, session);
  const match = matchRoute(url.pathname);
  const view = match ? ROUTE_VIEWS[match.route.id as RouteId] : undefined;
  // Every page shows prices in the visitor's currency (issue 22): the rates come with the first HTML.
  const reads: Promise<unknown>[] = [qc.prefetchQuery(publicSettingsQuery(get)), qc.prefetchQuery(exchangeRatesQuery(get))];
  if (view?.prefetch) reads.push(...view.prefetch({ qc, get, params: match!.params, search: url.searchParams, language }));
  reads.push(preloadPage(url.pathname));
  await Promise.all(reads);
  // A read that failed or was left to the browser is dropped, so both render it as still loading.
  for (const query of qc.getQueryCache().findAll({ predicate: (q) => q.state.status !== 'success' })) qc.getQueryCache().remove(query);
}

/**
 * Renders the page of `request` with data read through `serverGet`. Resolves once the whole page
 * is ready to stream; rejects when the app cannot render (the caller sends the shell).
 */
export async function render(request: RenderRequest, serverGet: ServerGet): Promise<RenderedPage> {
  const full = new URL(request.url, 'http://localhost');
  const get = (async (path: string, req?: Parameters<ServerGet>[1]) => {
    const answer = await serverGet(path, { params: req?.params, query: req?.query });
    if (!answer) throw new ApiError(0, 'Left to the browser');
    if (answer.status >= 400) throw ApiError.from(answer.status, '', answer.body);
    return answer.body;
  }) as ApiGet;
  const scope: I18nScope = { language: request.language, t: translatorOf(request.language), timeZone: request.timeZone, now: Date.now() };

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await prefetch(queryClient, full, get, request.session, request.language);
  const routeId = matchRoute(full.pathname)?.route.id as RouteId | undefined;
  const pageTexts = routeId === undefined ? undefined : ISLAND_ROUTES.get(routeId);

  return scopes.run(
    scope,
    () =>
      new Promise<RenderedPage>((resolve, reject) => {
        const stream = renderToPipeableStream(
          <StrictMode>
            <I18nProvider scope={scope}>
              <App queryClient={queryClient}>
                <SsrCurrencyContext value={request.currency ?? 'USD'}>
                  <DataSaverProvider value={request.dataSaver ?? false}>
                    <StaticRouter location={request.url}>
                      <AppRoutes />
                    </StaticRouter>
                  </DataSaverProvider>
                </SsrCurrencyContext>
              </App>
            </I18nProvider>
          </StrictMode>,
          {
            // Every boundary inline, however large: no out-of-order chunks, so no inline scripts
            // (the CSP allows none) and the whole page is there before any script runs.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady: () =>
              resolve({
                pipe: (destination) => stream.pipe(destination),
                stateScript: ssrStateScript({
                  queries: dehydrate(queryClient),
                  language: request.language,
                  timeZone: request.timeZone,
                  renderedAt: scope.now,
                  dataSaver: request.dataSaver ?? false,
                  texts: pageTexts?.[request.language],
                }),
              }),
            onShellError: reject,
            onError: (err) => {
              console.error('Server rendering failed', err);
            },
          },
        );
      }),
  );
}

/** The page request and the server's reads, as the contract names them (packages/contracts/src/page-render.ts). */
export type { RenderRequest, RenderedPage, ServerGet };
