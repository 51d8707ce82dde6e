/**
 * Every shopper gets the page rendered on the server in their language (issue 23, decision 055):
 * a visitor who chose French or Chinese in the footer's Language control and a signed-in customer
 * who chose it in Settings get home, the list, a product page and the help centre's FAQ in that language in the first
 * HTML (`<html lang>`, title and texts), and the page hydrates without an error. What a shopper
 * types before the scripts arrive (5 s late here) is kept and acted on: the help search filters,
 * the header search finds, and a button tapped then acts once the page is live (decision 064). A
 * page carries one `<title>`.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { filterFaq } from '@phonexport/domain/help';
import en from '../../apps/web/src/i18n/locales/en';
import fr from '../../apps/web/src/i18n/locales/fr';
import zh from '../../apps/web/src/i18n/locales/zh';
import { test, gotoHydrated, registerCustomer, shot, watchErrors } from './fixtures';

const LOCALES = { fr, zh } as const;
type Lang = keyof typeof LOCALES;
const NAMES: Record<Lang, string> = { fr: 'Français', zh: '中文' };

async function someProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  return ((await (await request.get('/api/products?limit=1')).json()) as { items: { id: string; name: string }[] }).items[0]!;
}

/** The first HTML of `url` (the context's cookies sent): in `lang`, its texts in #root, one title. */
async function expectFirstHtmlIn(request: APIRequestContext, url: string, lang: Lang, title?: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  expect(html, url).toContain(`<html lang="${lang}">`);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<title>/g)?.length, url).toBe(1);
  if (title) expect(head, url).toContain(`<title>${title}`);
  const root = html.slice(html.indexOf('<div id="root">'));
  // Rendered on the server, in the language: the footer's headings and the Language control's label.
  expect(root, url).toContain(`>${LOCALES[lang].footer.quickLinks}<`);
  expect(root, url).toContain(`>${LOCALES[lang].settings.language}<`);
  expect(root, url).not.toContain(`>${en.footer.quickLinks}<`);
  return res.headers()['cache-control'] ?? '';
}

/** Opens the page in the browser: it hydrates in `lang` without logging an error, with one <title>. */
async function expectHydratedIn(page: Page, url: string, lang: Lang): Promise<void> {
  const problems = watchErrors(page);
  await gotoHydrated(page, url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: LOCALES[lang].footer.quickLinks })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('title:not(svg title)').length)).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(problems, url).toEqual([]);
}

for (const lang of ['fr', 'zh'] as const) {
  test(`a visitor who picks ${NAMES[lang]} in the footer gets home, list and product rendered in it`, async ({ page }) => {
    const product = await someProduct(page.request);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByLabel(en.settings.language).selectOption(lang);
    // The page turns at once, and the choice is kept in the cookie the server reads.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: LOCALES[lang].footer.quickLinks })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'phonexport-language')?.value).toBe(lang);

    expect(await expectFirstHtmlIn(page.request, '/', lang, LOCALES[lang].routes.titles.home)).toBe('no-cache');
    await expectFirstHtmlIn(page.request, '/products', lang, LOCALES[lang].routes.titles.products);
    await expectFirstHtmlIn(page.request, `/product/${product.id}`, lang, product.name);
    for (const url of ['/', '/products', `/product/${product.id}`]) await expectHydratedIn(page, url, lang);

    // The help centre's FAQ is database content, read in the language too: in the first HTML and live.
    const faq = ((await (await page.request.get(`/api/help/faq?lang=${lang}`)).json()) as { items: { question: string }[] }).items;
    const englishFaq = ((await (await page.request.get('/api/help/faq')).json()) as { items: { question: string }[] }).items;
    const helpHtml = await (await page.request.get('/help')).text();
    expect(helpHtml).toContain(faq[0]!.question);
    expect(helpHtml).not.toContain(englishFaq[0]!.question);
    await expectHydratedIn(page, '/help', lang);
    await expect(page.getByRole('main').getByText(faq[0]!.question, { exact: true })).toBeVisible();

    // Screenshots of home and product in the language, at 390 and 1280 px.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await gotoHydrated(page, '/');
      await shot(page, `ssr-home-${lang}-${width}`);
      await gotoHydrated(page, `/product/${product.id}`);
      await shot(page, `ssr-product-${lang}-${width}`);
    }
  });

  test(`a signed-in customer who picks ${NAMES[lang]} in Settings gets their pages rendered in it`, async ({ page, baseURL }) => {
    const product = await someProduct(page.request);
    await registerCustomer(page.request, baseURL!);
    await gotoHydrated(page, '/settings');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PATCH');
    await page.getByRole('main').getByLabel(en.settings.language).selectOption(lang);
    expect((await saved).status()).toBe(200);
    // Settings decide, not the cookie: without it the server still renders in the saved language.
    await page.context().clearCookies({ name: 'phonexport-language' });

    for (const url of ['/', '/products', `/product/${product.id}`, '/orders', '/addresses']) {
      // The customer's pages carry their session: never kept by a shared cache.
      expect(await expectFirstHtmlIn(page.request, url, lang), url).toBe('private, no-store');
    }
    // The session is in the first HTML's state, so the account-dependent parts render alike on both sides.
    const orders = await (await page.request.get('/orders')).text();
    expect(orders).toMatch(/<script type="application\/json" id="ssr-state">[^<]*"email"/);
    for (const url of ['/', '/products', `/product/${product.id}`, '/orders']) await expectHydratedIn(page, url, lang);
  });
}

test("a shopper's first visit downloads the texts of their language only: a French page no English (decision 087)", async ({ browser, request }) => {
  const product = await someProduct(request);
  for (const [locale, own, other] of [['fr-FR', 'fr', 'en'], ['en-US', 'en', 'fr']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const problems = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, `/product/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', own);
    await expect(page.getByRole('button', { name: (own === 'fr' ? fr : en).common.addToCart })).toBeVisible();
    expect(scripts.filter((s) => s.includes(`/${own}-storefront-`)), locale).toHaveLength(1);
    expect(scripts.filter((s) => s.includes(`/${other}-storefront-`)), locale).toEqual([]);
    expect(problems, locale).toEqual([]);
    await context.close();
  }
});

test.describe('typed before the scripts arrive', () => {
  /** Holds every script of the app back by `ms`, as a slow connection would. */
  // These journeys hold the app's scripts back on the network; an installed service worker would serve them from the
  // device instead (issue 26; offline.spec.ts covers it), so none is installed here.
  test.use({ serviceWorkers: 'block' });
  async function delayScripts(page: Page, ms = 5_000): Promise<void> {
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }
  const hydrated = (page: Page) => page.locator('html[data-hydrated]');

  test('the help search filters what was typed while the page was loading', async ({ page }) => {
    const faq = ((await (await page.request.get('/api/help/faq')).json()) as { items: Parameters<typeof filterFaq>[0] }).items;
    const word = 'refund';
    const expected = filterFaq(faq, 'all', word).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(faq.length);

    await delayScripts(page);
    await page.goto('/help', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search help articles' });
    await box.pressSequentially(word);
    expect(await hydrated(page).count()).toBe(0);
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(box).toHaveValue(word);
    await expect(page.getByLabel(`${expected} ${expected === 1 ? "question" : "questions"}`)).toBeVisible(); // real plurals (issue 23)
    await expect(page.locator('#faq-title ~ ul > li')).toHaveCount(expected);

    // Text that matches nothing: "No results found", not the whole list.
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search help articles' }).pressSequentially('zzzzqqqq');
    expect(await hydrated(page).count()).toBe(0);
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('a tap on a button before the page is live is acted on once it is: Add to Cart, then Open chat', async ({ page }) => {
    const product = await someProduct(page.request);
    await delayScripts(page, 3_000);
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    // The server-rendered button, tapped while the scripts are still on their way.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await hydrated(page).count()).toBe(0);
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.getByText('Added to Cart')).toBeVisible();
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('phonexport.cart') ?? '[]') as unknown[]).length)).toBe(1);

    // A visitor's early tap on Open chat asks them to sign in, as a tap on a live page would.
    await page.goto('/help', { waitUntil: 'commit' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Open chat' }).click();
    expect(await hydrated(page).count()).toBe(0);
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByText('Please login to start a chat conversation')).toBeVisible();
  });

  test('a theme and a currency chosen in Settings before the page is live apply and are saved once it is', async ({ page, baseURL }) => {
    await registerCustomer(page.request, baseURL!);
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/api/settings')) patches.push(r.postData() ?? '');
    });
    await delayScripts(page, 3_000);
    await page.goto('/settings', { waitUntil: 'commit' });
    // The theme's radios are inside their labels: a tap on "Dark" checks its radio in the server's HTML.
    await page.getByText('Dark', { exact: true }).click();
    await page.getByRole('region', { name: 'Preferences' }).getByLabel('Currency').selectOption('ZAR');
    expect(await hydrated(page).count()).toBe(0);
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect.poll(async () => ((await (await page.request.get('/api/settings')).json()) as { preferences: object }).preferences).toMatchObject({ theme: 'dark', currency: 'ZAR' });
    // Each saved once, as chosen.
    expect(patches.map((p) => JSON.parse(p) as object).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([{ preferences: { currency: 'ZAR' } }, { preferences: { theme: 'dark' } }]);
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the header search finds what was typed before the page was live, and works as a plain form before it', async ({ page }) => {
      const term = 'galaxy';
      const { total } = (await (await page.request.get(`/api/products?search=${term}&limit=1`)).json()) as { total: number };
      expect(total).toBeGreaterThan(0);
      const all = ((await (await page.request.get('/api/products?limit=1')).json()) as { total: number }).total;
      expect(total).toBeLessThan(all);
      const countText = `${total} ${total === 1 ? 'product' : 'products'}`;

      await delayScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await search.pressSequentially(term);
      expect(await hydrated(page).count()).toBe(0);
      await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
      await expect(search).toHaveValue(term);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products\\?search=${term}$`));
      await expect(page.getByText(countText, { exact: true })).toBeVisible();

      // Before any script: Enter submits the form, and the server renders the filtered list.
      await page.goto('/', { waitUntil: 'commit' });
      await search.pressSequentially(term);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products\\?search=${term}$`));
      await expect(page.getByText(countText, { exact: true })).toBeVisible();
      expect(await hydrated(page).count()).toBe(0);
    });
  });
});
