/**
 * Page-level tests of the storefront (issue 28): a page is rendered as the shopper's browser renders
 * it — the whole app (providers, the shop's layout, the route table's routes) at a URL, in English —
 * against a fake API that answers by method and path as the server's contracts do and records every
 * request, so a test can assert what the page shows and what it asked for.
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';
import { App, AppRoutes, createQueryClient, GiveAppActions } from '../../src/app/app';
import { preloadPage } from '../../src/app/route-views';
import { startI18nWith } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en';

/** An answer of the fake API: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body: unknown;
}

/** A request the page made: method, path, query and parsed JSON body. */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** `'GET /api/products/:id'` → an answer, or a function of the request and its path parameters. */
export type Routes = Record<string, Answer | ((req: Seen, params: Record<string, string>) => Answer)>;

const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
    else if (want[i] !== got[i]) return null;
  }
  return params;
};

/**
 * Puts a fake API in place of `fetch` for this test: each request is answered by the first route
 * whose method and path match (`:name` matches one segment), else 404 `{ message: 'Not found' }`
 * and listed in `unanswered`. Restored after the test.
 */
export function fakeApi(routes: Routes): { seen: Seen[]; unanswered: string[] } {
  const seen: Seen[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const req: Seen = { method, path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null };
    seen.push(req);
    for (const [key, answer] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ');
      const params = m === method ? matchPath(pattern!, url.pathname) : null;
      if (!params) continue;
      const { status = 200, body } = typeof answer === 'function' ? answer(req, params) : answer;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    unanswered.push(`${method} ${url.pathname}`);
    return new Response(JSON.stringify({ error: 'Not Found', message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return { seen, unanswered };
}

// Pages load their code on demand and the machines that run the suite are shared: wait up to 10 s for what a page shows.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // sonner keeps its toasts in module state: a toast of the last test would hold the next one's back.
  sonner.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Loads the code of the pages at `paths` (as the browser fetches a page's chunk) before the tests
 * of a file, so that what a test waits for is the page, not the first compile of its modules.
 */
export function preloadPages(...paths: string[]): void {
  beforeAll(() => Promise.all(paths.map(preloadPage)), 120_000);
}

/** Renders the whole app at `url` (path and query) in English, as a fresh page load (app-start.tsx's tree in a memory router): a new query cache, no retries. */
export function renderPage(url: string): RenderResult {
  startI18nWith('en', en);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <App queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <GiveAppActions />
      </MemoryRouter>
    </App>,
  );
}
