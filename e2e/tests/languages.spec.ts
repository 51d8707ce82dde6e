/**
 * Every storefront page in each of the five languages (issue 23, decision 056). A visitor chooses
 * the language (kept on the device, as the footer and Settings controls keep it) and home, the
 * product list, a product, the cart, checkout, help and the 404 page show no English text of the
 * interface: the visible text is compared against the English texts of the locale file (product
 * names and brands are data, not interface texts, so they are not among them). A signed-in
 * customer switches language in Settings and reads the orders, an order and its invoice (and the
 * invoice PDF) in that language. Screenshots of home, product, checkout and orders in French and
 * Chinese at 390 and 1280 px are written to e2e/screenshots.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en';
import es from '../../apps/web/src/i18n/locales/es';
import fr from '../../apps/web/src/i18n/locales/fr';
import de from '../../apps/web/src/i18n/locales/de';
import zh from '../../apps/web/src/i18n/locales/zh';
import { flattenTexts, type TextTree } from '../../apps/web/src/i18n/locales/merge-texts';
import { baseURL } from '../playwright.config';
import { test, placeOrderViaApi, registerCustomer, shot } from './fixtures';

const LOCALES = { es, fr, de, zh } as unknown as Record<string, TextTree>;


/**
 * The English interface phrases a page in `lng` must not show: each English text cut at its
 * {{values}} and <0> marks into pieces of two words or more, leaving out the texts this language
 * writes the same way (a French 'Total' is English 'Total' too).
 */
function englishPhrases(lng: string): string[] {
  const english = flattenTexts(en as unknown as TextTree);
  const other = flattenTexts(LOCALES[lng]!);
  const same = new Set<string>();
  for (const text of other.values()) same.add(text);
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    const translated = other.get(key) ?? other.get(key.replace(/_one$/, '_other'));
    if (translated === text) continue;
    for (const piece of text.split(/\{\{\w+\}\}|<\/?\d+>|[.:!?()…"“”‘’]/)) {
      const p = piece.trim().replace(/\s+/g, ' ');
      if (p.split(' ').length >= 2 && /[a-z]/i.test(p) && ![...same].some((s) => s.includes(p))) phrases.add(p);
    }
  }
  return [...phrases];
}

/** The English phrases visible on the page (its text as a reader sees it, and the accessible labels). */
async function englishOnPage(page: Page, lng: string): Promise<string[]> {
  const text = await page.evaluate(() => {
    // Content the shop writes in the back office (hero slides) is shown as written, like product data.
    const content = Array.from(document.querySelectorAll<HTMLElement>('[data-shop-content]'));
    for (const el of content) el.style.display = 'none';
    const labels = Array.from(document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))
      .filter((el) => !el.closest('[data-shop-content]'))
      .map((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' \n '),
    );
    const all = `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
    for (const el of content) el.style.display = '';
    return all;
  });
  const phrases = englishPhrases(lng);
  const words = text.replace(/\s+/g, ' ');
  return phrases.filter((p) => new RegExp(`(^|[^\\p{L}])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(words));
}

const LANGS = ['es', 'fr', 'de', 'zh'] as const;
const origin = () => baseURL;

async function chooseLanguage(page: Page, lng: string) {
  // The device keeps the choice (the footer's and Settings' Language controls write the same key).
  await page.addInitScript((l) => localStorage.setItem('phonexport-language', l), lng);
}

async function settle(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

for (const lng of LANGS) {
  test(`a visitor in ${lng} reads home, list, product, cart, checkout, help and 404 without English`, async ({ page }) => {
    await chooseLanguage(page, lng);
    const check = async (what: string) => {
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await englishOnPage(page, lng), `${what} in ${lng}`).toEqual([]);
    };

    await page.goto('/');
    await expect(page.locator('#featured-title')).toBeVisible();
    await check('home');
    if (lng === 'fr' || lng === 'zh') await shot(page, `languages-${lng}-home-390`);

    await page.goto('/products');
    await expect(page.locator('article').first()).toBeVisible();
    await check('product list');

    await page.locator('article h3 a').first().click();
    await expect(page.getByTestId('product-price')).toBeVisible();
    await check('product');
    if (lng === 'fr' || lng === 'zh') await shot(page, `languages-${lng}-product-390`);

    await page.locator('main button.btn-primary.w-full').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await check('cart');

    await page.goto('/help');
    await check('help');

    await page.goto('/no-such-page');
    await expect(page.getByText('404')).toBeVisible();
    await check('404');
  });
}

for (const lng of LANGS) {
  test(`a customer in ${lng} (chosen in Settings) reads checkout, orders, an order and its invoice without English`, async ({ page }) => {
    await registerCustomer(page.request, origin());
    const order = await placeOrderViaApi(page.request, origin(), `lang-${lng}-`);
    // Settings → Language, as a customer does it (the session cookie is shared with the page).
    await page.goto('/settings');
    await settle(page);
    await page.locator('select').filter({ has: page.locator('option[value="zh"]') }).first().selectOption(lng);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const check = async (what: string) => {
      await settle(page);
      expect(await englishOnPage(page, lng), `${what} in ${lng}`).toEqual([]);
    };

    await page.goto('/orders');
    await expect(page.locator('main a', { hasText: order.orderNumber })).toBeVisible();
    await check('orders');
    if (lng === 'fr' || lng === 'zh') await shot(page, `languages-${lng}-orders-390`);

    await page.goto(`/order-detail/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
    await check('order detail');

    await page.goto('/invoices');
    await page.locator('a[href^="/invoice-detail/"]').first().click();
    await expect(page.locator('#invoice-title')).toBeVisible();
    await check('invoice');

    // The PDF the Download button fetches, in the same language (Accept-Language from the app).
    const download = page.waitForEvent('download');
    await page.locator('button.btn-primary').first().click();
    const file = path.join(os.tmpdir(), `invoice-${lng}-${Date.now()}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const english of ['Bill to', 'Invoice number', 'Payment method', 'Issue date', 'Due date', 'Thank you for shopping']) expect(text, `PDF in ${lng}`).not.toContain(english);
    fs.rmSync(file);

    // Checkout with the cart holding a product (added from its page).
    await page.goto('/products');
    await page.locator('article h3 a').first().click();
    await expect(page.getByTestId('product-price')).toBeVisible();
    await settle(page);
    await page.locator('main button.btn-primary.w-full').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/checkout');
    await expect(page.locator('main form')).toBeVisible();
    await check('checkout');
    if (lng === 'fr' || lng === 'zh') {
      await shot(page, `languages-${lng}-checkout-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [name, url] of [
        ['checkout', '/checkout'],
        ['orders', '/orders'],
        ['home', '/'],
        ['product', `/products`],
      ] as const) {
        await page.goto(url);
        if (name === 'product') {
          await page.locator('article h3 a').first().click();
          await expect(page.getByTestId('product-price')).toBeVisible();
        }
        await settle(page);
        await shot(page, `languages-${lng}-${name}-1280`);
      }
    }
  });
}

test('one item reads as one (never "1 items") in every language', async ({ page }) => {
  await registerCustomer(page.request, origin());
  await placeOrderViaApi(page.request, origin(), 'plural-');
  for (const [lng, one] of [
    ['en', '1 item'],
    ['es', '1 artículo'],
    ['fr', '1 article'],
    ['de', '1 Artikel'],
    ['zh', '1 件商品'],
  ] as const) {
    // A signed-in customer's language is their saved setting: chosen in Settings.
    await page.goto('/settings');
    await settle(page);
    await page.locator('select').filter({ has: page.locator('option[value="zh"]') }).first().selectOption(lng);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await page.goto('/orders');
    await settle(page);
    await expect(page.locator('main')).toContainText(one);
    await expect(page.locator('main')).not.toContainText('1 items');
  }
});
