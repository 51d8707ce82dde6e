/**
 * How much JavaScript a first visit to a storefront route costs over the wire: the journey
 * (tests/pages.spec.ts, budget 150 KB per route) and `npm run bench:bytes` measure the same way.
 * A fresh browser context per route (an empty cache, as on a first visit); every script response
 * counted as its transferred body (compressed) plus its response headers, in bytes.
 */
import type { Browser } from '@playwright/test';

/** The storefront routes measured, with a real product's id for the product page. */
export const storefrontRoutes = (productId: string): string[] => ['/', '/products', `/product/${productId}`, '/cart', '/checkout'];

/** The route's name in reports: `/product/{id}` for any product page. */
export const routeLabel = (route: string): string => (route.startsWith('/product/') ? '/product/{id}' : route);

/** One script a page loaded: its address, content encoding and bytes over the wire (body + headers). */
export interface ScriptTransfer {
  url: string;
  encoding: string | undefined;
  bytes: number;
}

/** The scripts a first visit to `route` of the shop at `baseURL` loads, once the network is idle. */
export async function scriptsOnFirstVisit(browser: Browser, baseURL: string, route: string): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const responses: import('@playwright/test').Response[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') responses.push(res);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const scripts: ScriptTransfer[] = [];
    for (const res of responses) {
      const sizes = await res.request().sizes();
      scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'], bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    }
    return scripts;
  } finally {
    await context.close();
  }
}
