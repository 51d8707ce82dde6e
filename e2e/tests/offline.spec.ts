/**
 * Issue 26 (decision 067): the shop installable and usable offline on a phone (390 px). Each test
 * has a fresh context; the service worker installs on the first page and keeps what the shopper
 * opens. Offline is the context's offline mode (pages, workers and all).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test, openCheckoutFrom, registerCustomer, shot } from './fixtures';

/** Waits until the service worker controls `page` (installed, active, claimed). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30_000 });
}

/** The id and name of a product with stock. */
async function someProduct(page: Page): Promise<{ id: string; name: string }> {
  const list = (await (await page.request.get('/api/products?brand=samsung&limit=5')).json()) as { items: { id: string; name: string; defaultVariant: { stock: number } | null }[] };
  return list.items.find((p) => (p.defaultVariant?.stock ?? 0) > 3)!;
}

test('install criteria: the manifest is linked from the first HTML, has its fields, and its icons load', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose?: string }[]; shortcuts: { url: string }[] };
  expect(manifest).toMatchObject({ name: 'PhoneXport', short_name: 'PhoneXport', start_url: '/', display: 'standalone', theme_color: '#1d4ed8' });
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/products', '/cart', '/orders']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    const bytes = await image.body();
    // PNG width and height are big-endian at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([w, h]);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
  // The browser finds the manifest and a service worker controlling the page.
  await page.goto('/');
  await controlled(page);
  const linked = await page.evaluate(async () => (await fetch((document.querySelector('link[rel=manifest]') as HTMLLinkElement).href)).ok);
  expect(linked).toBe(true);
});

test('a product page visited online opens offline with the banner', async ({ page, context }) => {
  const product = await someProduct(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await controlled(page);
  // Kept by the worker once it is active (the first page of the visit: KEEP_PAGE).
  await expect.poll(() => page.evaluate(async (path) => !!(await caches.match(path, { ignoreVary: true })), `/product/${product.id}`)).toBe(true);
  await expect(page.getByTestId('offline-banner')).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText('Offline — prices may have changed');
  // The page is live (its scripts came from the device too).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await shot(page, 'offline-product-390');
  await context.setOffline(false);
});

test('a page never visited shows the offline page in the shopper’s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'phonexport-language', value: 'fr', url: baseURL! }]);
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  await page.goto('/help');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await shot(page, 'offline-page-390');
  await context.setOffline(false);
});

test('the cart changed offline syncs on reconnect, priced by the server', async ({ page, context }) => {
  const product = await someProduct(page);
  const server = (await (await page.request.get(`/api/products/${product.id}`)).json()) as { variants: { id: string; priceCents: number; stock: number }[] };
  await page.goto(`/product/${product.id}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByText('Subtotal')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveText(/changes to your cart are kept on this device/);
  // The device's copy of the price is not what counts: the server prices the cart again.
  await page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('phonexport.cart')!) as { price: number }[];
    localStorage.setItem('phonexport.cart', JSON.stringify(lines.map((l) => ({ ...l, price: 1 }))));
  });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await shot(page, 'offline-cart-390');

  const variantId = await page.evaluate(() => (JSON.parse(localStorage.getItem('phonexport.cart')!) as { variantId: string }[])[0]!.variantId);
  const unit = server.variants.find((v) => v.id === variantId)!.priceCents;
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/cart/quote') && (r.request().postDataJSON() as { lines: { quantity: number }[] }).lines[0]!.quantity === 2);
  await context.setOffline(false);
  const answer = (await (await quoted).json()) as { lines: { unitPriceCents: number }[]; totals: { subtotalCents: number } };
  expect(answer.lines[0]!.unitPriceCents).toBe(unit);
  expect(answer.totals.subtotalCents).toBe(unit * 2);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  // The device's copy follows the server's price.
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('phonexport.cart')!) as { price: number; quantity: number }[])[0])).toMatchObject({ price: unit, quantity: 2 });
});

test('checkout offline says it needs a connection, sends nothing and keeps what was typed', async ({ page, context, baseURL }) => {
  await registerCustomer(page.request, baseURL!);
  const product = await someProduct(page);
  await openCheckoutFrom(page, product.id);
  await page.getByLabel('Street address').fill('12 Jacaranda Street');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toHaveText(/Checkout needs a connection/);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push(r.url());
  });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Checkout needs a connection. Everything you typed is kept: place the order when you are back online.').last()).toBeVisible();
  await shot(page, 'offline-checkout-390');
  expect(sent.filter((u) => u.includes('/api/checkout'))).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByLabel('Street address')).toHaveValue('12 Jacaranda Street');
});

/** Bytes of product images (/media/) a first visit of `path` loads in `page`, once the network is quiet. */
async function imageBytes(page: Page, path: string): Promise<{ bytes: number; urls: string[] }> {
  const responses: import('@playwright/test').Response[] = [];
  const listener = (r: import('@playwright/test').Response) => {
    if (r.url().includes('/media/') && r.request().resourceType() === 'image') responses.push(r);
  };
  page.on('response', listener);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', listener);
  let bytes = 0;
  for (const r of responses) bytes += (await r.request().sizes()).responseBodySize;
  return { bytes, urls: responses.map((r) => r.url()) };
}

test('data saver: on with Save-Data, smaller images (bytes measured), list images below the first rows on tap, and the switch survives a reload', async ({ browser, baseURL }) => {
  const normal = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const saving = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, extraHTTPHeaders: { 'Save-Data': 'on' } });
  try {
    const plainPage = await normal.newPage();
    const full = await imageBytes(plainPage, '/products');
    await expect(plainPage.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'false');

    const page = await saving.newPage();
    const lite = await imageBytes(page, '/products');
    await expect(page.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'true');
    console.log(`Product list images, first visit at 390 px: ${full.bytes} B (${full.urls.length}) without data saver, ${lite.bytes} B (${lite.urls.length}) with it`);
    expect(lite.urls.every((u) => u.endsWith('/thumb.webp'))).toBe(true);
    expect(lite.bytes).toBeLessThan(full.bytes / 2);
    // Below the first rows, a tap loads the image.
    const placeholders = page.getByTestId('load-image');
    const waiting = await placeholders.count();
    expect(waiting).toBeGreaterThan(0);
    await placeholders.first().scrollIntoViewIfNeeded();
    await shot(page, 'data-saver-list-390');
    const loaded = page.waitForResponse((r) => r.url().endsWith('/thumb.webp'));
    await placeholders.first().click();
    await loaded;
    await expect(placeholders).toHaveCount(waiting - 1);

    // The shopper turns it off; a reload keeps the choice (the cookie wins over Save-Data).
    await page.getByTestId('data-saver-switch').click();
    await expect(page.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('load-image')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'false');

    // And without Save-Data, turning it on survives a reload too.
    await plainPage.getByTestId('data-saver-switch').click();
    await expect(plainPage.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'true');
    await plainPage.reload();
    await expect(plainPage.getByTestId('data-saver-switch')).toHaveAttribute('aria-checked', 'true');
    await expect(plainPage.getByTestId('load-image').first()).toBeVisible();
  } finally {
    await normal.close();
    await saving.close();
  }
});

test('data saver: the home page’s offers and a product’s gallery fetch only the image on screen; the next comes when the shopper moves to it', async ({ browser, baseURL }) => {
  const saving = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, extraHTTPHeaders: { 'Save-Data': 'on' } });
  const normal = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await saving.newPage();
    // The offers as the shop shows them now (other journeys of this server may have added some, with or without an image).
    const offers = ((await (await page.request.get('/api/heroes')).json()) as { imageUrl: string | null }[]).map((h) => h.imageUrl);
    const later = offers.findIndex((url, i) => i > 0 && url !== null);
    expect(later, 'an offer after the first has an image').toBeGreaterThan(0);
    const isOffer = (url: string) => offers.some((o) => o !== null && url.endsWith(o));

    const plain = await imageBytes(await normal.newPage(), '/');
    const home = await imageBytes(page, '/');
    // Without data saver the images of the next offers come ahead (autoplay); with it only the one on screen.
    expect(home.urls.filter(isOffer).map((u) => new URL(u).pathname)).toEqual(offers[0] ? [offers[0]] : []);
    expect(plain.urls.filter(isOffer).length).toBeGreaterThan(home.urls.filter(isOffer).length);
    const arrived = page.waitForResponse((r) => r.url().endsWith(offers[later]!));
    for (let i = 1; i <= later; i++) {
      await page.getByRole('button', { name: 'Next slide' }).click();
      // The first tap loads the page's scripts (data saver, decision 083) and is replayed once the page is live.
      if (i === 1) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('group', { name: new RegExp(`^${i + 1} of`) })).toHaveAttribute('aria-hidden', 'false');
    }
    await arrived;
    await expect(page.getByRole('group', { name: new RegExp(`^${later + 1} of`) }).getByRole('img')).toBeVisible();
    await shot(page, 'data-saver-hero-390');

    // A product with several images (other journeys of this server may have imported products with one, listed first):
    // the gallery fetches the first, and the second when the shopper moves to it.
    let product: { id: string; images: string[] } | undefined;
    for (let offset: number | null = 0; !product && offset !== null; ) {
      const list = (await (await page.request.get(`/api/products?limit=50&offset=${offset}`)).json()) as { items: { id: string; images: string[] }[]; nextOffset: number | null };
      product = list.items.find((p) => p.images.length > 1);
      offset = list.nextOffset;
    }
    if (!product) throw new Error('no product with more than one image');
    const gallery = (url: string) => url.includes('/media/products/') && url.endsWith('/card.webp');
    const shown = await imageBytes(page, `/product/${product.id}`);
    expect(shown.urls.filter(gallery)).toHaveLength(1);
    const next = page.waitForResponse((r) => gallery(r.url()) && !shown.urls.includes(r.url()));
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await next;
    await expect(page.getByRole('group', { name: /^2 of/ }).getByRole('img')).toBeVisible();
  } finally {
    await saving.close();
    await normal.close();
  }
});

test('data saver: a whole page comes without its scripts until the shopper acts; a tap then is kept, and a device holding a cart gets them at once', async ({ browser, baseURL }) => {
  const saving = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, extraHTTPHeaders: { 'Save-Data': 'on' } });
  try {
    const page = await saving.newPage();
    const product = await someProduct(page);
    const scripts: string[] = [];
    let bytes = 0;
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      void r.request().sizes().then((s) => (bytes += s.responseBodySize + s.responseHeadersSize), () => undefined);
    });

    // The product page: all of it in the first HTML, and no script while the shopper reads and scrolls.
    await page.goto(`/product/${product.id}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-act');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading reviews' })).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    console.log(`Data-saver product page, first visit without its scripts: ${bytes} B`);
    expect(bytes).toBeLessThan(60_000);
    await shot(page, 'data-saver-no-scripts-390');

    // A link is a plain navigation: the next page comes without scripts too.
    await page.getByRole('link', { name: 'All products' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    // The first act on a control loads them; it is kept and done once the page is live. Here a click
    // alone, without pointer or key, as a screen reader activates a button (the carousel journey taps).
    await page.goto(`/product/${product.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to Cart' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('line-quantity')).toHaveText('1');
    expect(scripts.length).toBeGreaterThan(0);

    // This device now holds a cart (its badge and page read it in the browser): a whole page loads its scripts at once.
    await page.goto(`/product/${product.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  } finally {
    await saving.close();
  }
});

test('a new deploy’s service worker waits, says so, and takes over at the next navigation without a broken page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/products');
  await controlled(page);
  // The next deploy: the built worker with other bytes (a browser installs a worker whose script changed). The
  // server reads it from the build at each request; the build's own copies are put back after the test.
  // (A route of the test cannot stand in: the browser fetches a worker's script outside the page.)
  const deploy = nextDeploy();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(page.getByText('A new version of the shop is ready: it starts on your next page.')).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
    await shot(page, 'update-ready-390');

    // The shopper moves on: the new version takes over and loads the page they asked for.
    const product = page.getByRole('article').first();
    const name = (await product.getByRole('heading').textContent())!.trim();
    // A full load of that page from the new version (not only the app's own navigation).
    const loaded = page.waitForEvent('load');
    await product.getByRole('link', { name }).click();
    await loaded;
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return r?.waiting === null && r?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    })).toBe(true);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // The page works under the new version.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(errors).toEqual([]);
  } finally {
    deploy.undo();
  }
});

/** Changes the built service worker (dist/sw.js and its .br and .gz copies) as a new deploy would; `undo` puts the build's back. */
function nextDeploy(): { undo: () => void } {
  const file = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
  const copies = [file, `${file}.br`, `${file}.gz`].filter((f) => fs.existsSync(f));
  const saved = new Map(copies.map((f) => [f, fs.readFileSync(f)]));
  const next = Buffer.concat([saved.get(file)!, Buffer.from('\n// the next deploy\n')]);
  fs.writeFileSync(file, next);
  if (saved.has(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(next));
  if (saved.has(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(next));
  return { undo: () => saved.forEach((data, f) => fs.writeFileSync(f, data)) };
}
