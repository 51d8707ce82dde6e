/**
 * Pages as a crawler and a second tab see them: tags in the first HTML response, not-found pages,
 * cart sync across tabs, and the JavaScript weight of storefront routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test, screenshotDir } from './fixtures';
import { bytesBeforeInteractive, checkoutOnTheWay, routeLabel, scriptsOnFirstVisit, storefrontRoutes } from '../js-weight';

test('a product page has its title, description, social and canonical tags before any script runs', async ({ request, baseURL }) => {
  const list = (await (await request.get('/api/products?brand=iphone&limit=1')).json()) as { items: { id: string; name: string }[] };
  const product = list.items[0]!;
  const res = await request.get(`/product/${product.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${product.name}`);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
  expect(html).toContain(`<meta property="og:title" content="${product.name}`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp">/);
  expect(html).toContain('<meta property="product:price:currency" content="USD">');
  expect(html).toContain('<meta name="robots" content="index, follow">');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${product.id}">`);

  const missing = await request.get('/product/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('noindex');
});

test('unknown paths show the not-found page with a link home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown product shows Product Not Found with a way back to the list', async ({ page }) => {
  await page.goto('/product/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the cart badge follows a change made in another tab', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await shop.goto('/products');
  await other.goto('/');
  await expect(other.getByTestId('cart-badge')).toHaveCount(0);
  await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(other.getByTestId('cart-badge')).toHaveText('1');
});

test('storefront routes load at most 140 KB of JavaScript over the wire before they are interactive (home, the product list, a product page and the cart 80 KB), 205 KB in all; the reviews and floating widgets come after', async ({ browser, request, baseURL }) => {
  const list = (await (await request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
  const figures: Record<string, { beforeInteractive: number; total: number }> = {};
  for (const route of storefrontRoutes(list.items[0]!.id)) {
    const scripts = await scriptsOnFirstVisit(browser, baseURL!, route);
    let total = 0;
    for (const script of scripts) {
      expect(script.encoding, `${script.url} is compressed`).toMatch(/br|gzip/);
      total += script.bytes;
    }
    const early = bytesBeforeInteractive(scripts);
    figures[routeLabel(route)] = { beforeInteractive: early, total };
    // The parts below or beside the first screen hydrate once the page is live (decision 088): asked for after it.
    const later = scripts.filter((s) => /\/assets\/(reviews-section|floating-widgets)-/.test(s.url));
    expect(later.map((s) => new URL(s.url).pathname.split('-')[0]), `the floating widgets load on ${route}`).toContain('/assets/floating');
    expect(later.filter((s) => s.beforeInteractive).map((s) => s.url), `asked for before ${route} is live`).toEqual([]);
    // Issue 26 asked for 80 KB before a page is interactive; React and React DOM alone weigh about 59 KB over the wire,
    // the router 13 KB and TanStack Query 10 KB, so 80 KB is not reached without replacing them (decisions 067, 073).
    // These bounds stop growth from the 131-149 KB (before interactive; checkout 169 KB) and 131-205 KB (in all)
    // measured when they were set (decision 073: the reviews' and checkout's own message tables, the roles without the
    // staff table, the back office's and the customer pages' English with those pages).
    // Decision 088 (the reviews and floating widgets after the page is live) took them to 126-133 KB (checkout 163 KB).
    // Checkout, a page the browser renders, has more of its own; its phone rules (libphonenumber, 25 KB) come once it is
    // live (lib/phone-rules.ts), which took it from 163 KB to 137 KB.
    // A product page becomes live as islands (decision 090): the purchase panel and the gallery, without the router,
    // TanStack Query or the storefront texts script: 74.5 KB when it was built, within issue 26's 80 KB. Home (the hero
    // carousel and the featured cards) and the product list (its cards) became islands too (decision 091): 77.0 KB.
    // The cart became live as an island too (decision 093): its screen, with the quote read without the data layer.
    const islands = route === '/' || route === '/products' || route.startsWith('/product/') || route === '/cart';
    const budget = islands ? 80 : route === '/checkout' ? 144 : 140;
    expect(early, `JavaScript before ${route} is interactive`).toBeLessThanOrEqual(budget * 1024);
    // The rules are the `phone-*.js` of 25 KB; lib/phone-rules.ts and lucide's Phone icon are `phone-*.js` chunks under 1 KB.
    const rules = (s: { url: string; bytes: number }) => /\/assets\/phone-/.test(s.url) && s.bytes > 20_000;
    if (route === '/checkout') expect(scripts.filter((s) => s.beforeInteractive && rules(s)), 'phone rules before checkout is live').toEqual([]);
    expect(total, `JavaScript on ${route}`).toBeLessThanOrEqual(205 * 1024);
  }
  fs.mkdirSync(screenshotDir, { recursive: true });
  fs.writeFileSync(path.join(screenshotDir, 'js-weight.json'), JSON.stringify(figures, null, 2));
  console.log('JavaScript over the wire (bytes):', figures);
});

test('checkout, reached with a cart, asks for at most 80 KB of JavaScript before its form shows: from the cart, and on a reload', async ({ browser, request, baseURL }) => {
  // A cart lives on the device, so a first visit to /checkout has nothing to check out (decision 098): a shopper with a
  // cart came through the shop. A first visit to a product page, Add to Cart, Proceed to Checkout, then a reload.
  const list = (await (await request.get('/api/products?limit=20')).json()) as { items: { id: string; defaultVariant: { stock: number } }[] };
  const product = list.items.find((p) => p.defaultVariant.stock > 2)!;
  const { fromCart, reload } = await checkoutOnTheWay(browser, baseURL!, product.id);
  const checkoutChunk = fromCart.find((s) => /\/assets\/checkout-page-/.test(s.url));
  expect(checkoutChunk?.beforeInteractive, 'checkout\'s own code is asked for on the tap').toBe(true);
  expect(bytesBeforeInteractive(fromCart), 'JavaScript from the tap on Proceed to Checkout until its form shows').toBeLessThanOrEqual(80 * 1024);
  // The reload is answered by the browser's cache (hashed files, kept a year): no script crosses the network again.
  expect(reload.length, 'scripts the reload asked for').toBeGreaterThan(0);
  expect(bytesBeforeInteractive(reload), 'JavaScript over the wire before a reloaded checkout is live').toBeLessThanOrEqual(80 * 1024);
  console.log('Checkout with a cart, JavaScript over the wire before it is live (bytes):', { fromCart: bytesBeforeInteractive(fromCart), reload: bytesBeforeInteractive(reload) });
});

test('a product page asks for its scripts only once its stylesheet and main image have arrived', async ({ page, request }) => {
  // Issue 26, decision 073: on a slow connection the stylesheet and the largest image do not share the bandwidth with the scripts.
  const list = (await (await request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
  await page.goto(`/product/${list.items[0]!.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!.currentSrc;
    return {
      firstScript: Math.min(...entries.filter((e) => e.name.endsWith('.js')).map((e) => e.startTime)),
      stylesheet: entries.find((e) => e.name.endsWith('.css'))!.responseEnd,
      image: entries.find((e) => e.name === main)!.responseEnd,
    };
  });
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheet);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.image);
});
