/**
 * Prices in the shopper's own currency (issue 22), at 390 px (mobile) and 1280 px (desktop): a
 * visitor who picks Zambia in the cart sees kwacha on the list, product, cart and checkout pages,
 * in the server's first HTML too; the footer's Currency control switches every price to rand; a
 * purchase says plainly that USD is charged and the order shows both amounts; Settings keeps the
 * choice across devices; the back office's Currencies screen sets a manual rate shoppers then see.
 * Screenshots of the product page and checkout in MWK (the longest numbers) for people to look at.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatUsd as usd } from '@phonexport/domain/money';
import { formatApprox, showAmount, type DisplayCurrency, type DisplayRate } from '@phonexport/domain/currency';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDir } from '../playwright.config';
import { test, checkoutFromProduct, gotoHydrated, registerCustomer, screenshotDir, shot, signInAdminRequest, signInAsAdmin } from './fixtures';

/** Where the journeys' server writes its mail (no SMTP server configured). */
const outbox = path.join(dataDir, 'outbox');

/** A screenshot of one part of the page, at full size (the full-page ones are long). */
const part = (locator: Locator, name: string) => locator.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

interface ListedProduct {
  id: string;
  name: string;
  priceCents: number;
  maxPriceCents: number;
  defaultVariant: { id: string; stock: number; priceCents: number } | null;
}

async function rates(request: APIRequestContext): Promise<DisplayRate[]> {
  const res = await request.get('/api/exchange-rates');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rates: DisplayRate[] }).rates;
}

/** The text the shop shows for `cents` in `currency` ('card': whole units), as the shopper's browser writes it. */
function shown(cents: number, currency: DisplayCurrency, all: DisplayRate[], style: 'card' | 'exact' = 'exact'): string {
  const amount = showAmount(cents, currency, all);
  expect(amount.approximate, `${currency} has a fresh rate`).toBe(true);
  return formatApprox(amount.minor, amount.currency, 'en', { fraction: style === 'card' ? 'never' : 'auto' });
}

/** A product whose only price is `priceCents` (no range) and that is in stock. */
async function singlePriced(request: APIRequestContext): Promise<ListedProduct> {
  const list = (await (await request.get('/api/products?limit=40')).json()) as { items: ListedProduct[] };
  return list.items.find((p) => p.maxPriceCents === p.priceCents && p.defaultVariant && p.defaultVariant.stock > 3)!;
}

/** The first HTML the server sends for `path` with the browser's cookies (before any script). */
async function firstHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('<div id="root">'));
}

/** Every price on the page fits on its line and inside the screen: nothing wraps inside an amount or overflows. */
async function expectPricesFit(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
  const boxes = await page.locator('[data-price] .whitespace-nowrap, span.whitespace-nowrap[data-price]').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const line = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5;
        return { text: el.textContent, right: r.right, left: r.left, height: r.height, line };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  for (const b of boxes) {
    expect(b.right, `${b.text} inside the screen`).toBeLessThanOrEqual(width);
    expect(b.left, `${b.text} inside the screen`).toBeGreaterThanOrEqual(0);
    expect(b.height, `${b.text} on one line`).toBeLessThan(b.line * 1.6);
  }
}

const footerCurrency = (page: Page): Locator => page.getByTestId('footer-currency');

test('a visitor who picks Zambia sees kwacha everywhere, server-rendered, and switches to rand in the footer', async ({ page, request }) => {
  const all = await rates(request);
  const product = await singlePriced(request);

  // The cart's destination chooses the currency while the shopper has not picked one.
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(usd(product.priceCents));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Shipping destination').selectOption('ZM');
  const line = page.locator('[data-price="ZMW"]').first();
  await expect(line).toHaveText(shown(product.priceCents, 'ZMW', all));
  await expect(page.getByTestId('order-total')).toContainText('≈');
  await expect(page.getByTestId('order-total').locator('[data-price-usd]')).toHaveText(/^\(\$[\d,]+\.\d\d\)$/);
  await expect(footerCurrency(page)).toHaveValue('ZMW');

  // The list and the product page arrive in kwacha in the first HTML, before any script.
  const listHtml = await firstHtml(page, '/products');
  const list = (await (await request.get('/api/products?limit=20')).json()) as { items: ListedProduct[] };
  const firstCard = list.items.find((p) => p.maxPriceCents === p.priceCents)!;
  expect(listHtml).toContain(shown(firstCard.priceCents, 'ZMW', all, 'card'));
  expect(listHtml).not.toContain(`>${usd(firstCard.priceCents).replace(/\.00$/, '')}<`);
  const productHtml = await firstHtml(page, `/product/${product.id}`);
  expect(productHtml).toContain(shown(product.priceCents, 'ZMW', all));
  const cartHtml = await firstHtml(page, '/cart');
  expect(cartHtml).toMatch(/<option value="ZMW" selected="">/);

  // In the browser: the list and the product page in kwacha, hydrated without a mismatch.
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await gotoHydrated(page, '/products');
  await expect(page.getByRole('article').filter({ hasText: firstCard.name }).first().locator('[data-price]')).toHaveText(shown(firstCard.priceCents, 'ZMW', all, 'card'));
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(shown(product.priceCents, 'ZMW', all));
  expect(problems).toEqual([]);

  // The footer's Currency control: rand on every price.
  await footerCurrency(page).selectOption('ZAR');
  await expect(page.getByTestId('product-price')).toHaveText(shown(product.priceCents, 'ZAR', all));
  await gotoHydrated(page, '/products');
  await expect(page.getByRole('article').filter({ hasText: firstCard.name }).first().locator('[data-price]')).toHaveText(shown(firstCard.priceCents, 'ZAR', all, 'card'));
  expect(await firstHtml(page, `/product/${product.id}`)).toContain(shown(product.priceCents, 'ZAR', all));
  // A pick outlasts the cart's country.
  await gotoHydrated(page, '/cart');
  await page.getByLabel('Shipping destination').selectOption('MW');
  await expect(footerCurrency(page)).toHaveValue('ZAR');
  await expect(page.locator('[data-price="ZAR"]').first()).toHaveText(shown(product.priceCents, 'ZAR', all));
});

test('the footer control works before the scripts: a plain form the server answers in the new currency', async ({ browser, request }) => {
  const all = await rates(request);
  const product = await singlePriced(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(usd(product.priceCents));
  // Nothing sticks out of the screen, the form's button included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await footerCurrency(page).selectOption('BWP');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Set currency' }).click();
  await expect(page.getByTestId('product-price')).toHaveText(shown(product.priceCents, 'BWP', all));
  // Kept in the cookie for the next page.
  await page.goto('/products');
  await expect(page.locator('[data-price="BWP"]').first()).toBeVisible();
  await context.close();
});

test('a purchase in kwacha: the checkout says USD is charged, the order shows both amounts', async ({ page, request }) => {
  const all = await rates(request);
  const product = await singlePriced(request);
  await gotoHydrated(page, '/');
  const shop = new URL(page.url()).origin;
  await registerCustomer(page.request, shop, { withPhone: true });

  await checkoutFromProduct(page, product.id, { street: 'Plot 12, Cairo Road', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM' }, { hydrated: true, pickDestination: true });

  const total = page.getByTestId('order-total');
  await expect(total).toContainText('≈');
  const charged = (await total.locator('[data-price-usd]').textContent())!.replace(/[()]/g, '');
  const totalCents = Math.round(Number(charged.replace(/[$,]/g, '')) * 100);
  await expect(total.locator('[data-price="ZMW"] > span').first()).toHaveText(shown(totalCents, 'ZMW', all));
  await expect(page.getByTestId('charge-notice')).toHaveText(`You pay ${usd(totalCents)} (USD). Your bank or PayPal may use its own rate.`);
  await expect(page.getByRole('button', { name: `Pay ${usd(totalCents)}` })).toBeVisible();
  await shot(page, `currency-checkout-zmw-${page.viewportSize()!.width}`);

  const placed = page.waitForRequest((r) => r.url().endsWith('/api/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: `Pay ${usd(totalCents)}` }).click();
  expect((await placed).postDataJSON()).toMatchObject({ displayCurrency: 'ZMW' });
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const note = page.getByTestId('charged-note');
  await expect(note).toContainText(`Charged: ${usd(totalCents)} (USD)`);
  await expect(note).toContainText(`Shown to you as ${shown(totalCents, 'ZMW', all)}`.replace(/\u00a0/g, ' '), { useInnerText: true });

  // The order detail: both amounts, at the rate frozen on the order.
  const orders = (await (await page.request.get('/api/orders')).json()) as { id: string; orderNumber: string; displayCurrency: string; exchangeRate: number; currency: string; totalCents: number }[];
  const order = orders[0]!;
  expect(order).toMatchObject({ currency: 'USD', displayCurrency: 'ZMW', totalCents: totalCents });
  await gotoHydrated(page, `/orders/${order.id}`);
  await expect(page.getByTestId('totals-total')).toContainText(shown(totalCents, 'ZMW', all));
  await expect(page.getByTestId('totals-total').locator('[data-price-usd]')).toHaveText(`(${usd(totalCents)})`);
  await expect(page.getByTestId('charged-note')).toContainText(`Charged: ${usd(totalCents)} (USD)`);
  await shot(page, `currency-order-zmw-${page.viewportSize()!.width}`);

  // The invoice page: the charged USD total with the shown kwacha beside it.
  const kwacha = shown(totalCents, 'ZMW', all);
  const invoices = (await (await page.request.get('/api/invoices')).json()) as { id: string; orderId: string }[];
  const invoice = invoices.find((i) => i.orderId === order.id)!;
  await gotoHydrated(page, `/invoices/${invoice.id}`);
  await expect(page.getByTestId('totals-total')).toHaveText(`${usd(totalCents)}(${kwacha})`);
  await expect(page.getByTestId('shown-total-note')).toContainText(`Shown to you as ${kwacha}`.replace(/\u00a0/g, ' '), { useInnerText: true });
  await shot(page, `currency-invoice-zmw-${page.viewportSize()!.width}`);
  // The invoice PDF: USD total, and the kwacha one (the PDF's font has no '≈').
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
  expect(pdf.status()).toBe(200);
  const pdfFile = path.join(os.tmpdir(), `currency-invoice-${invoice.id}.pdf`);
  fs.writeFileSync(pdfFile, await pdf.body());
  const pdfText = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
  fs.rmSync(pdfFile);
  expect(pdfText).toContain(usd(totalCents));
  expect(pdfText).toMatch(new RegExp(`Approx\\. in ZMW\\s+${kwacha.replace(/^≈\u00a0/, '').replace(/\u00a0/g, '\\s')}`));
  // The confirmation e-mail (the outbox): the charged total and the one shown at checkout.
  await expect(async () => {
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const mail = mails.find((raw) => raw.includes(`Order #${order.orderNumber} confirmed`));
    expect(mail, 'the order confirmation mail').toBeTruthy();
    const text = mail!.replace(/=\r?\n/g, '').replace(/=C2=A0/g, '\u00a0').replace(/=E2=89=88/g, '≈');
    expect(text).toContain(usd(totalCents));
    expect(text).toContain(`Shown at checkout in ZMW (approximate; charged in USD)`);
    expect(text).toContain(kwacha);
  }).toPass({ timeout: 20_000 });
});

test('Settings keeps the currency across devices', async ({ page, browser }) => {
  await gotoHydrated(page, '/');
  const shop = new URL(page.url()).origin;
  const customer = await registerCustomer(page.request, shop);
  const all = await rates(page.request);
  const product = await singlePriced(page.request);

  await gotoHydrated(page, '/settings');
  const select = page.locator('#currency');
  await expect(select).toHaveValue('USD');
  await expect(page.getByText('Prices are shown in this currency as an estimate. You are charged in US dollars (USD).')).toBeVisible();
  await select.selectOption('MWK');
  await expect(page.getByText('Settings Saved').first()).toBeVisible();
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(shown(product.priceCents, 'MWK', all));

  // Another device: signed in as the same customer, nothing chosen there yet.
  const other = await browser.newContext({ viewport: page.viewportSize()! });
  const second = await other.newPage();
  const signIn = await second.request.post(`${shop}/api/auth/sign-in/email`, { headers: { origin: shop }, data: { email: customer.email, password: customer.password } });
  expect(signIn.status()).toBe(200);
  await gotoHydrated(second, `/product/${product.id}`);
  await expect(second.getByTestId('product-price')).toHaveText(shown(product.priceCents, 'MWK', all));
  await gotoHydrated(second, '/settings');
  await expect(second.locator('#currency')).toHaveValue('MWK');
  // A change from the footer on that device is saved for the account too.
  await footerCurrency(second).selectOption('ZAR');
  await expect.poll(async () => ((await (await second.request.get('/api/settings')).json()) as { preferences: { currency: string } }).preferences.currency).toBe('ZAR');
  await other.close();
});

test('the product page and checkout in MWK fit the screen (screenshots looked at by people)', async ({ page, request }) => {
  const all = await rates(request);
  // The dearest product: the longest kwacha numbers.
  const list = (await (await request.get('/api/products?limit=50')).json()) as { items: ListedProduct[] };
  const dear = list.items.filter((p) => p.defaultVariant && p.defaultVariant.stock > 1).sort((a, b) => b.maxPriceCents - a.maxPriceCents)[0]!;
  await gotoHydrated(page, '/');
  const shop = new URL(page.url()).origin;
  await registerCustomer(page.request, shop, { withPhone: true });
  await gotoHydrated(page, `/product/${dear.id}?currency=MWK`);
  await expect(page.getByTestId('product-price')).toContainText('MK');
  await expectPricesFit(page);
  await shot(page, `currency-product-mwk-${page.viewportSize()!.width}`);
  await part(page.getByTestId('product-price').locator('..'), `currency-product-price-mwk-${page.viewportSize()!.width}`);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('order-total')).toContainText('MK');
  await expectPricesFit(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Country').selectOption('MW');
  await expect(page.getByTestId('order-total')).toContainText('MK');
  await expect(page.getByTestId('charge-notice')).toBeVisible();
  await expectPricesFit(page);
  await shot(page, `currency-checkout-mwk-${page.viewportSize()!.width}`);
  await part(page.locator('section[aria-labelledby="summary-title"]'), `currency-checkout-summary-mwk-${page.viewportSize()!.width}`);
  await part(page.locator('section[aria-labelledby="shipping-title"]'), `currency-checkout-shipping-mwk-${page.viewportSize()!.width}`);
  expect(all.find((r) => r.currency === 'MWK')).toBeTruthy();
});

test('the back office sets a manual rate that shoppers then see, and refuses a bad one with its field message', async ({ page, browser, request }) => {
  const product = await singlePriced(request);
  await signInAsAdmin(page);
  // Below 1024 px the menu is a drawer (decision 060): open the screen by its address.
  await page.goto('/admin/currencies');
  await expect(page).toHaveURL(/\/admin\/currencies$/);
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  // A table row from 640 px, a card on a phone.
  const zmwRow = page.locator('tr, li').filter({ hasText: 'Zambian kwacha' });
  await expect(zmwRow).toBeVisible();
  await shot(page, `currency-admin-${page.viewportSize()!.width}`);

  await zmwRow.getByRole('button', { name: /Edit ZMW/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Manual rate (units per USD)').fill('-3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's field message, read with the field.
  await expect(dialog.getByLabel('Manual rate (units per USD)')).toHaveAccessibleDescription(/The rate must be greater than 0\./);
  await dialog.getByLabel('Manual rate (units per USD)').fill('30');
  await dialog.getByLabel('Rounding').selectOption('none');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Currency saved')).toBeVisible();
  await expect(zmwRow).toContainText('Manual');

  // A shopper in kwacha now sees the manual rate.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await gotoHydrated(shopperPage, `/product/${product.id}?currency=ZMW`);
  const expected = formatApprox(product.priceCents * 30, 'ZMW', 'en');
  await expect(shopperPage.getByTestId('product-price')).toHaveText(expected);
  await shopper.close();

  // Back to the service's rate, so the other journeys see the shop as it was.
  const origin = new URL(page.url()).origin;
  await signInAdminRequest(request, origin);
  const back = await request.put(`${origin}/api/admin/currencies/ZMW`, { headers: { origin }, data: { manualRate: null, rounding: 'whole', enabled: true } });
  expect(back.status()).toBe(200);
});
