/**
 * Pages the server rendered become live as islands (issue 26, decisions 090 and 091): a product
 * page's purchase panel and gallery, home's hero carousel and the product cards of home and the
 * product list act before the whole app has arrived, the whole app then hydrates the rest of the
 * page and leaves them as the shopper left them, and a tap elsewhere waits for it. The whole app's entry
 * (`index-*.js`, app-start.tsx) is held back on the network here, as a slow connection would; no
 * service worker is installed (it would serve the scripts from the device).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en';
import { test, watchErrors } from './fixtures';

test.use({ serviceWorkers: 'block' });

interface Detail {
  id: string;
  name: string;
  images: string[];
  variants: { color: string; storage: string; stock: number }[];
}

/** A product with at least two colours in stock and two images. */
async function productWithChoices(page: Page): Promise<Detail & { colours: string[] }> {
  const list = (await (await page.request.get('/api/products?limit=40')).json()) as { items: { id: string }[] };
  for (const { id } of list.items) {
    const detail = (await (await page.request.get(`/api/products/${id}`)).json()) as Detail;
    const colours = [...new Set(detail.variants.filter((v) => v.stock > 2).map((v) => v.color))];
    if (colours.length >= 2 && detail.images.length >= 2) return { ...detail, colours };
  }
  throw new Error('no product with two colours and two images in the seeded catalog');
}

/** Holds the scripts back: the whole app's entry until `app()`, the others (the islands' way, the app's chunks) until `islands()`. */
async function holdScripts(page: Page, { islandsToo = false } = {}): Promise<{ islands: () => void; app: () => void }> {
  let islands!: () => void;
  let app!: () => void;
  const islandsGo = islandsToo ? new Promise<void>((resolve) => (islands = resolve)) : Promise.resolve();
  const appGo = new Promise<void>((resolve) => (app = resolve));
  if (!islandsToo) islands = () => {};
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await (/\/assets\/index-[\w-]+\.js$/.test(route.request().url()) ? appGo : islandsGo);
    await route.continue();
  });
  return { islands, app };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');
const liveIslands = (page: Page) => page.locator('[data-island-live]');
const colourButtons = (page: Page) => page.locator('fieldset', { has: page.locator('legend', { hasText: en.product.colour }) }).getByRole('button');
const counter = (page: Page) => page.locator('[data-island="gallery"]').getByText(/^\d+ \/ \d+$/);
const cart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('phonexport.cart') ?? '[]') as { name: string; color: string; quantity: number }[]);

/** The paths the page asked for before its islands were live (the `phonexport:islands` mark). */
const askedBeforeLive = (page: Page) =>
  page.evaluate(() => {
    const live = performance.getEntriesByName('phonexport:islands')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < live)
      .map((e) => new URL(e.name).pathname);
  });

/** Opens a product page with two colours while the whole app is held back, once its islands are live; its errors are watched. */
async function openWithAppHeld(page: Page) {
  const errors = watchErrors(page);
  const product = await productWithChoices(page);
  const hold = await holdScripts(page);
  await page.goto(`/product/${product.id}`);
  await expect(liveIslands(page)).toHaveCount(2);
  return { errors, product, hold };
}

test('before the whole app arrives, the choosers, the gallery and Add to Cart act; the app then says so and opens the cart', async ({ page }) => {
  const { errors, product, hold } = await openWithAppHeld(page);
  expect(await hydrated(page).count()).toBe(0);

  const second = colourButtons(page).filter({ hasText: product.colours[1]! });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('legend', { hasText: en.product.colour })).toContainText(product.colours[1]!);
  await page.getByRole('button', { name: en.gallery.next }).click();
  await expect(counter(page)).toHaveText(`2 / ${product.images.length}`);

  // Add to Cart puts the chosen variant in the cart at once; the toast and the cart page come with the app.
  await page.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).map((l) => [l.name, l.color, l.quantity])).toEqual([[product.name, product.colours[1], 1]]);
  expect(await hydrated(page).count()).toBe(0);
  // Nothing of the whole app (its entry, the router, the data layer) was asked for before the islands were live.
  const early = await askedBeforeLive(page);
  expect(early.filter((p) => /\/assets\/(index|query|chunk)-[\w-]*\.js$/.test(p))).toEqual([]);
  expect(early.filter((p) => /\/assets\/islands-[\w-]*\.js$/.test(p))).toHaveLength(1);

  hold.app();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByText(en.messages.addedTitle)).toHaveCount(1);
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  expect((await cart(page)).length).toBe(1);
  expect(errors).toEqual([]);
});

test('the whole app hydrates around the islands, which keep their elements, the colour chosen, the image shown and the focus', async ({ page }) => {
  const { errors, product, hold } = await openWithAppHeld(page);
  await page.getByRole('button', { name: en.gallery.next }).click();
  await expect(counter(page)).toHaveText(`2 / ${product.images.length}`);
  const second = colourButtons(page).filter({ hasText: product.colours[1]! });
  await second.click();
  await expect(second).toBeFocused();
  // The very elements on screen are kept (a finger on one of them stays on it).
  await second.evaluate((el) => el.setAttribute('data-seen-before', ''));

  hold.app();
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(liveIslands(page)).toHaveCount(2);
  await expect(second).toHaveAttribute('data-seen-before', '');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toBeFocused();
  await expect(counter(page)).toHaveText(`2 / ${product.images.length}`);
  // They act as before: back to the first colour, the next image; the app's Share beside them acts too.
  const first = colourButtons(page).filter({ hasText: product.colours[0]! });
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await page.waitForTimeout(600); // the gallery's 500 ms transition lock
  await page.getByRole('button', { name: en.gallery.next }).click();
  await expect(counter(page)).toHaveText(`${(2 % product.images.length) + 1} / ${product.images.length}`);
  await page.getByRole('button', { name: en.share.button }).click();
  await expect(page.getByRole('dialog', { name: en.share.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on the panel before the islands are live acts once they are; a tap outside them (Share) waits for the whole app', async ({ page }) => {
  const product = await productWithChoices(page);
  const hold = await holdScripts(page, { islandsToo: true });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const second = colourButtons(page).filter({ hasText: product.colours[1]! });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'false');

  hold.islands();
  await expect(liveIslands(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: en.share.button }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  hold.app();
  await expect(page.getByRole('dialog', { name: en.share.title })).toBeVisible({ timeout: 30_000 });
  await expect(second).toHaveAttribute('aria-pressed', 'true');
});

/** The cards whose Add to Cart can be tapped. */
const addableCards = (page: Page) =>
  page.locator('[data-island="card"]').filter({ has: page.getByRole('button', { name: en.common.addToCart, disabled: false }) });
/** The page's window is the same one (no page load since `markWindow`). */
const markWindow = (page: Page) => page.evaluate(() => ((window as { kept?: boolean }).kept = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as { kept?: boolean }).kept === true);

test('home before the whole app arrives: the hero carousel turns and a featured card’s Add to Cart fills the cart; the app then says so once, and a card’s link goes through its router', async ({ page }) => {
  const errors = watchErrors(page);
  const hold = await holdScripts(page);
  await page.goto('/');
  const cards = page.locator('[data-island="card"]');
  // The hero and every featured card are live.
  await expect(liveIslands(page)).toHaveCount((await cards.count()) + 1);
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await hydrated(page).count()).toBe(0);

  const dot = (n: number) => page.getByRole('button', { name: en.home.goToSlide.replace('{{n}}', String(n)) });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: en.home.nextSlide }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).toHaveAttribute('aria-current', 'false');

  const card = addableCards(page).first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).map((l) => [l.name, l.quantity])).toEqual([[name, 1]]);
  // Nothing of the whole app was asked for before the islands were live.
  const early = await page.evaluate(() => {
    const live = performance.getEntriesByName('phonexport:islands')[0]!.startTime;
    return performance.getEntriesByType('resource').filter((e) => e.startTime < live).map((e) => new URL(e.name).pathname);
  });
  expect(early.filter((p) => /\/assets\/(index|query|chunk)-[\w-]*\.js$/.test(p))).toEqual([]);

  hold.app();
  // A card's Add to Cart says so and stays on the page (storefront spec §5): the toast comes with the app.
  await expect(page.getByText(en.messages.addedTitle)).toHaveCount(1, { timeout: 30_000 });
  await hydrated(page).waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/$/);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  // The island's card link now goes through the app's router: the product page opens without a page load.
  await markWindow(page);
  const link = card.getByRole('link', { name });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('the product list before the whole app arrives: each card is live and adds to the cart; once the app runs, Load More adds the app’s own cards, and both kinds act', async ({ page }) => {
  const errors = watchErrors(page);
  const hold = await holdScripts(page);
  await page.goto('/products');
  const cards = page.locator('[data-island="card"]');
  const first = await cards.count();
  expect(first).toBeGreaterThan(2);
  await expect(liveIslands(page)).toHaveCount(first);

  const card = addableCards(page).first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: en.common.addToCart }).click();
  await card.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).map((l) => [l.name, l.quantity])).toEqual([[name, 2]]);

  hold.app();
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByText(en.messages.addedTitle)).toHaveCount(1);
  await expect(page.getByText(en.messages.updatedTitle)).toHaveCount(1);
  await expect(liveIslands(page)).toHaveCount(first);

  // Load More: the next cards are the app's own (no island), and their Add to Cart acts as the app's does.
  await page.getByRole('button', { name: en.productList.loadMore }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  await expect(liveIslands(page)).toHaveCount(first);
  const later = page
    .locator('[data-island="card"]:not([data-island-live])')
    .filter({ has: page.getByRole('button', { name: en.common.addToCart, disabled: false }) })
    .first();
  const laterName = (await later.getByRole('heading').textContent())!;
  await later.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).map((l) => l.name)).toContain(laterName);
  // The island card still acts.
  await card.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).find((l) => l.name === name)?.quantity).toBe(3);
  expect(errors).toEqual([]);
});

/** Records (page clock, ms) when the whole app's entry script is put in the page: `window.appAt`. */
async function watchAppStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLScriptElement && /\/assets\/index-[\w-]+\.js$/.test(n.src)) (window as { appAt?: number }).appAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}
const appAt = (page: Page) => page.evaluate(() => (window as { appAt?: number }).appAt ?? null);

test('a page made live by islands runs the whole app only when it is wanted: its files come once the islands are live, and it runs by itself once the page has been idle, or at once at a tap outside the islands, which then acts', async ({ page }) => {
  const errors = watchErrors(page);
  await watchAppStart(page);

  // Left alone: the app's files are fetched once the islands are live, and it runs only once the page has loaded and been idle for 3 s.
  await page.goto('/products');
  await expect(liveIslands(page)).toHaveCount(20);
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/index-"]')).toHaveCount(1);
  expect(await appAt(page)).toBeNull();
  expect(await hydrated(page).count()).toBe(0);
  await hydrated(page).waitFor({ state: 'attached', timeout: 20_000 });
  const idle = await page.evaluate(() => ({ at: (window as { appAt?: number }).appAt!, loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd }));
  expect(idle.at - idle.loaded).toBeGreaterThanOrEqual(3000);

  // A tap outside the islands before then (More Filters): the app runs at once, and the tap, kept, opens the filters.
  await page.goto('/products');
  await expect(liveIslands(page)).toHaveCount(20);
  expect(await appAt(page)).toBeNull();
  const tappedAt = await page.evaluate(() => performance.now());
  const more = page.getByRole('button', { name: en.productList.moreFilters });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('search').getByRole('searchbox', { name: en.productList.search })).toBeVisible();
  expect((await appAt(page))! - tappedAt).toBeLessThan(1000);
  expect(errors).toEqual([]);
});

test('the cart before the whole app arrives (decision 093): its lines change, the server prices them, and Proceed to Checkout asks for the app, which goes to sign-in', async ({ page }) => {
  const errors = watchErrors(page);
  const product = await productWithChoices(page);
  // A line in the cart, added on a product page with the whole app.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: en.common.addToCart }).click();
  await expect.poll(async () => (await cart(page)).length).toBe(1);

  const hold = await holdScripts(page);
  await page.goto('/cart');
  await expect(page.locator('[data-island="cart"][data-island-live]')).toHaveCount(1);
  expect(await hydrated(page).count()).toBe(0);
  const main = page.getByRole('main');
  // The island read the server's quote itself: the summary is there, priced for one item.
  await expect(main.getByText(en.summary.subtotal_one.replace('{{count}}', '1'))).toBeVisible();
  await main.getByRole('button', { name: en.cart.increase }).click();
  await expect(main.getByTestId('line-quantity')).toHaveText('2');
  await expect(main.getByText(en.summary.subtotal_other.replace('{{count}}', '2'))).toBeVisible();
  expect((await cart(page))[0]!.quantity).toBe(2);
  expect(await hydrated(page).count()).toBe(0);
  // Nothing of the whole app (its entry, the router, the data layer) was asked for before the cart was live.
  const early = await askedBeforeLive(page);
  expect(early.filter((p) => /\/assets\/(index|query|chunk|islands)-[\w-]*\.js$/.test(p))).toEqual([]);
  expect(early.filter((p) => /\/assets\/cart-islands-[\w-]*\.js$/.test(p))).toHaveLength(1);

  // A visitor's Proceed to Checkout: the app, once it runs, says to sign in and opens sign-in.
  await main.getByRole('button', { name: en.cart.proceed }).click();
  hold.app();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText(en.messages.signInRequired)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe(() => {
  // The failing answers are the route's: once the app runs, its service worker would fetch the quote past it.
  test.use({ serviceWorkers: 'block' });
  test('a cart whose prices cannot be had says so, asks again on Try Again, and shows them once the server answers: as an island and in the app', async ({ page }) => {
    const product = await productWithChoices(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: en.common.addToCart }).click();
    await expect.poll(async () => (await cart(page)).length).toBe(1);

    // The quote's answers fail (a proxy's 503) until `down` is false.
    let down = true;
    let asked = 0;
    await page.route('**/api/cart/quote', (route) => {
      asked++;
      return down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }) : route.fallback();
    });
    const hold = await holdScripts(page);
    await page.goto('/cart');
    await expect(page.locator('[data-island="cart"][data-island-live]')).toHaveCount(1);
    const main = page.getByRole('main');
    const failed = main.getByRole('alert').filter({ hasText: en.summary.loadFailed });
    // Asked again 3 times (1, 2 and 4 s apart, as the app does), then said.
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(asked).toBe(4);
    await expect(main.getByRole('button', { name: en.cart.proceed })).toBeDisabled();
    down = false;
    await failed.getByRole('button', { name: en.common.tryAgain }).click();
    await expect(main.getByText(en.summary.subtotal_one.replace('{{count}}', '1'))).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expect(main.getByRole('button', { name: en.cart.proceed })).toBeEnabled();
    expect(await hydrated(page).count()).toBe(0);

    // The app's cart page (navigations inside the app: to the list, back to the cart) says the same with its own reads.
    hold.app();
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    down = true;
    const before = asked;
    const go = (path: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await go('/products');
    await expect(page.locator('[data-island="cart"]')).toHaveCount(0);
    await go('/cart');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(asked - before).toBe(4);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    down = false;
    await failed.getByRole('button', { name: en.common.tryAgain }).click();
    await expect(main.getByText(en.summary.subtotal_one.replace('{{count}}', '1'))).toBeVisible();
    await expect(main.getByRole('button', { name: en.cart.proceed })).toBeEnabled();
  });
});

/** Scrolls a card of the column under the floating widgets (`widgets`) to their height. */
const cardUnder = (widgets: Locator) =>
  widgets.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const card = Array.from(document.querySelectorAll('[data-island="card"] a[href]')).find((a) => a.getBoundingClientRect().right > box.left + 8)!;
    window.scrollBy(0, card.getBoundingClientRect().top - box.top - 8);
  });

test('before the whole app runs, the floating widgets of the server’s page step aside from a card under them, and come back where nothing is', async ({ page }) => {
  const errors = watchErrors(page);
  const hold = await holdScripts(page);
  await page.goto('/products');
  await expect(liveIslands(page)).toHaveCount(20);
  const widgets = page.getByTestId('floating-widgets');
  await cardUnder(widgets);
  await expect(widgets).toHaveAttribute('data-aside', 'true');
  await expect(widgets).toHaveCSS('opacity', '0');
  // At the page's end nothing is under them: they are back, and tappable.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(widgets).not.toHaveAttribute('data-aside');
  await expect(page.getByRole('button', { name: en.widgets.needHelp })).toBeVisible();
  expect(await hydrated(page).count()).toBe(0);
  hold.app();
  await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
  // The widgets' own watch took over: a card under them again puts them aside.
  await cardUnder(widgets);
  await expect(widgets).toHaveAttribute('data-aside', 'true');
  expect(errors).toEqual([]);
});
