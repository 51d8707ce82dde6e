/**
 * A tap made while a storefront page is still the server's HTML acts once the page is live, once
 * (decision 064), in the cases that used to lose it: a tap that begins before the page is live and
 * ends after it (the page no longer jumps to the top when it becomes live, pulling the button away
 * from under the finger), and a tap on a device whose language was kept only in localStorage (its
 * page is hydrated in the served language and then turns to its own, instead of being rendered
 * anew, which replaced the tapped button). The app's scripts are held back on the network here, as
 * a slow connection would; no service worker is installed (it would serve them from the device).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import de from '../../apps/web/src/i18n/locales/de';
import en from '../../apps/web/src/i18n/locales/en';

test.use({ serviceWorkers: 'block' });

const hydrated = (page: Page) => page.locator('html[data-hydrated]');
const cartLines = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('phonexport.cart') ?? '[]') as unknown[]).length);

/** Holds every script of the app back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function productInStock(page: Page): Promise<{ id: string; name: string }> {
  const list = (await (await page.request.get('/api/products?limit=10')).json()) as { items: { id: string; name: string; defaultVariant: { stock: number } | null }[] };
  return list.items.find((p) => (p.defaultVariant?.stock ?? 0) > 2)!;
}

test('a tap on Add to Cart that begins before the page is live and ends after it adds the product once, and the page stays where it was scrolled', async ({ page }) => {
  const product = await productInStock(page);
  const release = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: en.common.addToCart });
  // The shopper scrolls to the button (below the fold on a phone) and puts a finger on it.
  await button.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  expect(await hydrated(page).count()).toBe(0);
  // The scripts arrive and the page becomes live under the finger: nothing moves.
  release();
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(en.messages.addedTitle)).toHaveCount(1);
  expect(await cartLines(page)).toBe(1);
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
});

test('on a device whose language was kept before the language cookie, a tap before the page is live still acts once, and the page turns to its language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('phonexport-language', 'de'));
  const product = await productInStock(page);
  const release = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  // The server had no cookie to read: its page is in English. Tapped twice while the scripts are on their way: kept once.
  const button = page.getByRole('button', { name: en.common.addToCart });
  await button.click();
  await button.click();
  expect(await hydrated(page).count()).toBe(0);
  release();
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: de.cart.title })).toBeVisible();
  expect(await cartLines(page)).toBe(1);
  // The choice is in the cookie now: the next page comes from the server in German.
  expect((await page.context().cookies()).find((c) => c.name === 'phonexport-language')?.value).toBe('de');
  expect(await (await page.request.get(`/product/${product.id}`)).text()).toContain('<html lang="de">');
});

test('a kept tap is replayed only once React has finished the work it started (commit and effects), and not at all if the shopper taps again first', async ({ page }) => {
  // The page stays the server's HTML: its scripts never arrive. What React does when it hydrates is
  // played here by hand, so that the moment between "the button has its props" and "its effects
  // have run" (a listener its click handler relies on, as the floating chat button's) lasts as long
  // as the test wants instead of a few milliseconds under load (the cause of a lost early tap).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/help', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: en.widgets.openChat });
  await button.click();
  await button.click();
  const play = (afterTaps: number) =>
    page.evaluate((afterTaps) => {
      const w = window as unknown as { taps: number; finish: (() => void) | null };
      const b = document.querySelector<HTMLButtonElement>(`button[aria-label="Open chat"]`)!;
      w.taps = 0;
      w.finish = null;
      // React hydrates the button: its props are on the node, its effects have not run yet.
      Object.assign(b, { __reactProps$test: {} });
      b.addEventListener('click', () => (w.taps += afterTaps));
      document.documentElement.dataset.hydrated = 'true';
      window.dispatchEvent(new CustomEvent('phonexport:hydrated', { detail: { afterReact: (fn: () => void) => (w.finish = fn) } }));
    }, afterTaps);
  await play(1);
  await page.waitForFunction(() => (window as unknown as { finish: unknown }).finish !== null);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { taps: number }).taps)).toBe(0);
  await page.evaluate(() => (window as unknown as { finish: () => void }).finish());
  expect(await page.evaluate(() => (window as unknown as { taps: number }).taps)).toBe(1);

  // Again, but the shopper taps the live button before React is done: that tap acts, and the kept one is dropped.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await button.click();
  await play(1);
  await page.waitForFunction(() => (window as unknown as { finish: unknown }).finish !== null);
  await button.click();
  await page.evaluate(() => (window as unknown as { finish: () => void }).finish());
  expect(await page.evaluate(() => (window as unknown as { taps: number }).taps)).toBe(1);
});

test('a tap on a part that hydrates after the page is live (the floating chat button) is kept until that part is hydrated, then acts once', async ({ page }) => {
  // The parts below or beside the first screen (decision 088) are held back on the network; the rest arrives.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(floating-widgets|reviews-section)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const product = await productInStock(page);
  await page.goto(`/product/${product.id}`);
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  // Live, with the chat button and the reviews still the server's HTML.
  const chat = page.getByRole('button', { name: en.widgets.openChat });
  await expect(page.locator('[data-deferred]').getByRole('heading', { name: en.reviews.heading })).toBeVisible();
  expect(await chat.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps$')))).toBe(false);
  await chat.click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  release();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText('Please login to start a chat conversation')).toHaveCount(1);
});
