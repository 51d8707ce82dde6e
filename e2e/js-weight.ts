/**
 * How much JavaScript a first visit to a storefront route costs over the wire: the journey
 * (tests/pages.spec.ts) and `npm run bench:bytes` measure the same way. A fresh browser context
 * per route (an empty cache, as on a first visit); every script response counted as its
 * transferred body (compressed) plus its response headers, in bytes. A script is "before
 * interactive" when the browser asked for it before the page became live (the
 * `phonexport:hydrated` performance mark app.tsx sets with `<html data-hydrated>`, decision 064, or
 * on a page made live by islands the `phonexport:islands` mark, once they are, decision 090):
 * what the shopper waits for before a tap acts (issue 26: at most 80 KB); the rest (the reviews
 * below the page, a dialog's code...) arrives after.
 */
import type { Browser, Page, Response } from '@playwright/test';

/** The storefront routes measured, with a real product's id for the product page. */
export const storefrontRoutes = (productId: string): string[] => ['/', '/products', `/product/${productId}`, '/cart', '/checkout'];

/** The route's name in reports: `/product/{id}` for any product page. */
export const routeLabel = (route: string): string => (route.startsWith('/product/') ? '/product/{id}' : route);

/** One script a page loaded: its address, content encoding and bytes over the wire (body + headers). */
export interface ScriptTransfer {
  url: string;
  encoding: string | undefined;
  bytes: number;
  /** Asked for before the page became live. */
  beforeInteractive: boolean;
}

/** The bytes of `scripts` asked for before the page became live. */
export const bytesBeforeInteractive = (scripts: ScriptTransfer[]): number => scripts.filter((s) => s.beforeInteractive).reduce((sum, s) => sum + s.bytes, 0);

/**
 * The scripts a first visit to `route` of the shop at `baseURL` loads, once the network is idle;
 * `locale` (e.g. 'fr-FR') is the browser's language, which a first visit's Accept-Language names.
 */
export async function scriptsOnFirstVisit(browser: Browser, baseURL: string, route: string, locale?: string): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({ baseURL, ...(locale ? { locale } : {}) });
  try {
    const page = await context.newPage();
    const responses = scriptResponses(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await untilQuiet(page, responses);
    // A page made live by its islands (app/islands.tsx, decision 090) is live when they are; another when the app is.
    const live = await page.evaluate(() =>
      Math.min(...['phonexport:islands', 'phonexport:hydrated'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.POSITIVE_INFINITY)),
    );
    return await transfers(page, responses, live);
  } finally {
    await context.close();
  }
}

/** The script responses `page` gets from now on, as they come. */
function scriptResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') responses.push(res);
  });
  return responses;
}

/**
 * Waits until no script has answered for a second: the parts asked for once a page is live
 * (decision 088) may start after the network was first idle, on a busy machine.
 */
async function untilQuiet(page: Page, responses: Response[]): Promise<void> {
  for (let seen = responses.length, quiet = 0; quiet < 1_000; ) {
    await page.waitForTimeout(250);
    quiet = responses.length === seen ? quiet + 250 : 0;
    seen = responses.length;
  }
}

/**
 * `responses` of the page's current document as transfers, each before interactive when the
 * browser asked for it before `liveAt` (ms since the document's start, as the page's resource
 * timing says when each was asked for).
 */
async function transfers(page: Page, responses: Response[], liveAt: number): Promise<ScriptTransfer[]> {
  const started = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])));
  const out: ScriptTransfer[] = [];
  for (const res of responses) {
    const sizes = await res.request().sizes();
    out.push({ url: res.url(), encoding: res.headers()['content-encoding'], bytes: sizes.responseBodySize + sizes.responseHeadersSize, beforeInteractive: (started[res.url()] ?? 0) < liveAt });
  }
  return out;
}

/** What checkout costs a shopper who reaches it with a cart: from the cart, and on a reload (bytes over the wire, body + headers). */
export interface CheckoutOnTheWay {
  /** Scripts asked for from the tap on Proceed to Checkout until checkout's address form shows. */
  fromCart: ScriptTransfer[];
  /** Scripts asked for by a reload of checkout until it is live again (the browser's cache kept, no service worker). */
  reload: ScriptTransfer[];
}

/**
 * Checkout as a shopper reaches it (issue 26, decision 098): a cart lives on the device, so a first
 * visit to /checkout has nothing to check out; a shopper with a cart has visited the shop before.
 * In a fresh context with no service worker (so every byte counted is one the browser's own cache
 * did not save): a customer registered through the API from `baseURL`, a first visit to the
 * product page `productId`, Add to Cart (which opens the cart), then Proceed to Checkout, then a
 * reload of checkout. `locale` as for `scriptsOnFirstVisit`. Throws when a step's control or
 * checkout's form does not show (within Playwright's 30 s).
 */
export async function checkoutOnTheWay(browser: Browser, baseURL: string, productId: string, locale?: string): Promise<CheckoutOnTheWay> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...(locale ? { locale } : {}) });
  try {
    const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const registered = await context.request.post('/api/accounts/register', {
      headers: { origin: new URL(baseURL).origin },
      data: { firstName: 'Thandi', lastName: 'Dlamini', email: `bytes.${id}@example.com`, password: 'secret-pass-1', confirmPassword: 'secret-pass-1', terms: true },
    });
    if (registered.status() !== 201) throw new Error(`registering a customer answered ${registered.status()}`);
    const page = await context.newPage();
    const responses = scriptResponses(page);
    // The buttons' names in the shopper's language (the shop answers in the one the browser names, else English).
    const language = ['es', 'fr', 'de', 'zh'].find((l) => locale?.startsWith(l)) ?? 'en';
    const texts = ((await import(`../apps/web/src/i18n/locales/${language}-storefront.ts`)) as { default: { common: { addToCart: string }; cart: { proceed: string } } }).default;

    await page.goto(`/product/${productId}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: texts.common.addToCart, exact: true }).first().click();
    await page.waitForURL(/\/cart$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await untilQuiet(page, responses);
    const atCart = responses.length;
    await page.getByRole('button', { name: texts.cart.proceed, exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('input#street').waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    await untilQuiet(page, responses);
    const fromCart = await transfers(page, responses.slice(atCart), shownAt);

    const beforeReload = responses.length;
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await untilQuiet(page, responses);
    const live = await page.evaluate(() => performance.getEntriesByName('phonexport:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY);
    const reload = await transfers(page, responses.slice(beforeReload), live);
    return { fromCart, reload };
  } finally {
    await context.close();
  }
}
