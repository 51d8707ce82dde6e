/**
 * A real catalog imported as an owner would (issue 24): 430 real Android devices of 20 makers
 * (e2e/fixtures/real-catalog.ts; names in Chinese, Japanese and Cyrillic script and with spaces)
 * with a drawn photo each, in one ZIP. One preview (new brands, rows without a maker refused
 * with their lines), one confirmation, a progress bar, no 429; meanwhile another shopper's
 * requests never wait more than 1 s. Then the storefront lists, searches and shows the devices
 * with their photos. Preview and progress photographed at 390, 768 and 1280.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { buildRealCatalogZip, MAKERS } from '../fixtures/real-catalog';
import { test, catalogSnapshot, removeCatalogAddedSince, shot, signInAdminRequest, signInAsAdmin, type CatalogSnapshot } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

// The import's products and brands are removed afterwards, even after a failure or a timeout: a
// retry meets the same catalog (its brands new again), and so do the journeys after this one.
let before: CatalogSnapshot | undefined;
test.beforeEach(async ({ request }) => {
  await signInAdminRequest(request, baseURL);
  before = await catalogSnapshot(request, baseURL);
});
test.afterEach(async ({ request }, testInfo) => {
  if (!before) return;
  testInfo.setTimeout(testInfo.timeout + 60_000); // some 430 deletions, after a test that may have used its whole time
  const removed = await removeCatalogAddedSince(request, baseURL, before);
  console.info(`[catalog-import journey] removed ${removed.products} products and ${removed.brands} brands it added`);
});

/** Asks the shop what a shopper would, every 100 ms, until stopped: the slowest answer (ms) and any non-200. */
function shopperTraffic() {
  let stopped = false;
  let max = 0;
  let count = 0;
  const failures: string[] = [];
  const done = (async () => {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' } });
    const urls = ['/api/health', '/api/products?limit=12', '/api/brands'];
    for (let i = 0; !stopped; i++) {
      const url = urls[i % urls.length]!;
      const started = performance.now();
      const res = await api.get(url);
      max = Math.max(max, performance.now() - started);
      count++;
      if (res.status() !== 200) failures.push(`${url}: ${res.status()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await api.dispose();
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { max, count, failures };
    },
  };
}

test('the owner imports a real catalog ZIP in one preview and one confirmation; the storefront shows it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { zip, rows, withoutMakerLines } = await buildRealCatalogZip();
  const throttled: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 429) throttled.push(res.url());
  });

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Import products' }).click();
  await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();

  const traffic = shopperTraffic();
  try {
    // ---- One preview.
    await page.getByLabel('CSV or ZIP file').setInputFiles({ name: 'real-catalog.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('heading', { name: 'Preview of real-catalog.zip' })).toBeVisible({ timeout: 120_000 });
    const errors = page.locator('.card').filter({ has: page.getByRole('heading', { name: /problems? \(/ }) });
    await expect(errors.getByRole('heading')).toHaveText(`${withoutMakerLines.length} problems (their rows are skipped)`);
    for (const line of withoutMakerLines) {
      await expect(errors.getByRole('listitem').filter({ hasText: `Line ${line}` })).toContainText('Column brand: the maker is required');
    }
    const brands = page.locator('.card').filter({ has: page.getByRole('heading', { name: /new brands?$/ }) });
    for (const name of ['富士通', 'シャープ', '魅族', '京セラ', 'Билайн', 'Sony mobile', 'LG Electronics']) await expect(brands.getByText(name, { exact: false }).first()).toBeVisible();
    await expect(page.locator('.card').filter({ hasText: 'Photos matched' })).toContainText(`${rows.length} / ${rows.length}`);
    const confirm = page.getByRole('button', { name: /^Import \d+ products$/ });
    const label = (await confirm.textContent()) ?? '';
    const products = Number(/Import (\d+) products/.exec(label)?.[1]);
    expect(products).toBeGreaterThan(400);
    for (const [width, height] of [[1280, 800], [768, 1024], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await expect(page.getByRole('heading', { name: 'Preview of real-catalog.zip' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `catalog-import-preview-${width}`);
    }

    // ---- One confirmation; the progress bar follows the background import.
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', String(products));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(0);
    for (const [width, height] of [[1280, 800], [768, 1024], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await expect(bar).toBeVisible();
      await shot(page, `catalog-import-progress-${width}`);
    }
    await expect(page.getByText('Import complete')).toBeVisible({ timeout: 240_000 });
    await expect(page.getByText(/^\d+ created, \d+ updated\.$/)).toBeVisible();
    await shot(page, 'catalog-import-done-390');
  } finally {
    const t = await traffic.stop();
    console.info(`[catalog-import journey] shopper requests: ${t.count}, slowest ${t.max.toFixed(0)} ms, failures: ${t.failures.length}`);
    expect(t.failures).toEqual([]);
    expect(t.max).toBeLessThan(1000);
  }
  expect(throttled).toEqual([]);

  // ---- The storefront: the new brand's products with their photos, search, and a product page.
  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const strip = (await (await shopper.request.get('/api/brands')).json()) as { slug: string; name: string }[];
  const fujitsu = strip.find((b) => b.name === '富士通');
  expect(fujitsu, 'the strip lists 富士通 once it has visible products').toBeDefined();
  expect(Object.values(MAKERS).filter((m) => strip.some((b) => b.name.toLowerCase() === m.toLowerCase())).length).toBeGreaterThanOrEqual(15);
  await shopper.goto(`/products?brand=${fujitsu!.slug}`);
  await expect(shopper.getByRole('heading', { name: '富士通' })).toBeVisible();
  const cards = shopper.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText('富士通')).toBeVisible();
  const img = cards.first().locator('img');
  await expect(img).toHaveAttribute('src', /\/media\/uploads\/products\//);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await shot(shopper, 'catalog-import-brand-390');

  const arrows = rows.find((r) => r.maker === '富士通' && /ARROWS/.test(r.name))!;
  await shopper.goto(`/products?search=${encodeURIComponent(arrows.name)}`);
  const found = shopper.getByRole('article').filter({ has: shopper.getByRole('heading', { name: arrows.name, exact: true }) });
  await expect(found.first()).toBeVisible();
  await found.first().getByRole('link', { name: arrows.name }).click();
  await expect(shopper.getByRole('heading', { name: arrows.name, level: 1 })).toBeVisible();
  const photo = shopper.locator('main img[src*="/media/uploads/products/"]').first();
  await expect.poll(() => photo.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await expect(shopper.getByText(arrows.display)).toBeVisible();
  await shot(shopper, 'catalog-import-product-390');
  await shopper.close();
});
