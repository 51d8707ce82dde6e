/**
 * Issue 23's rough edges and input rules, at 390 px (mobile project) and 1280 px (desktop project):
 * checkout keeps the cart's destination and shows old → new before paying when the shopper picks an
 * address elsewhere; phone numbers are checked per country and stored in E.164; every storefront
 * form shows its limits and the message naming field and limit; long unbroken words wrap; the
 * floating widgets never sit over a control on any storefront page; a tracking number typed with
 * spaces is found.
 */
import { expect, type Page } from '@playwright/test';
import { test, gotoHydrated, placeOrderAs, registerCustomer, shot, signInAdminRequest, scrollClearOfWidgets } from './fixtures';

interface ProductList {
  items: { id: string; name: string; defaultVariant: { id: string; stock: number } | null }[];
}
interface Quote {
  totals: { shippingCents: number; dutyCents: number; totalCents: number };
}

/** A product in stock (more than `min`), from the API. */
async function productInStock(page: Page, min: number) {
  const list = (await (await page.request.get('/api/products?limit=20')).json()) as ProductList;
  return list.items.find((p) => p.defaultVariant && p.defaultVariant.stock > min)!;
}

/** '$1,234.50', or 'Free' for nothing: how the shop writes a US dollar amount. */
const usd = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

/** The width of the project (390 or 1280). */
const widthOf = (page: Page) => page.viewportSize()!.width;

test('checkout keeps the cart destination; an address in another country shows old → new before paying', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await registerCustomer(page.request, origin);
  // Amounts read in US dollars: the shopper chose USD, so the cart's country does not switch the shown currency (issue 22).
  await page.context().addCookies([{ name: 'phonexport-currency', value: 'USD', url: origin }]);
  await page.addInitScript(() => localStorage.setItem('phonexport.currency-picked', '1'));
  // The saved (default) address is in Lesotho; the cart is priced for Zambia.
  const saved = await page.request.post('/api/addresses', {
    headers: { origin },
    data: { name: 'Palesa Mokoena', street: '7 Kingsway', city: 'Maseru', zipCode: '100', countryCode: 'LS', phone: '5812 3456', isDefault: true },
  });
  expect(saved.status()).toBe(201);
  expect(((await saved.json()) as { phone: string }).phone).toBe('+26658123456');

  const product = await productInStock(page, 2);
  const quote = async (countryCode: string) =>
    (await (
      await page.request.post('/api/cart/quote', {
        headers: { origin },
        data: { lines: [{ variantId: product.defaultVariant!.id, quantity: 1 }], countryCode, shippingOption: 'standard', includeDuty: true },
      })
    ).json()) as Quote;
  const [zm, ls] = [await quote('ZM'), await quote('LS')];

  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.locator('#destination').selectOption('ZM');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The cart's Zambia stays: the Lesotho address is offered, not chosen; a new address starts in Zambia.
  const lesotho = page.getByRole('radio', { name: /7 Kingsway/ });
  await expect(lesotho).not.toBeChecked();
  await expect(page.locator('#countryCode')).toHaveValue('ZM');
  await expect(page.getByTestId('destination-notice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Pay ${usd(zm.totals.totalCents)}` })).toBeVisible();
  // The standard option card and the summary say the same shipping.
  const standard = page.locator('label').filter({ has: page.getByRole('radio', { name: /Standard Shipping/ }) });
  await expect(standard).toContainText(usd(zm.totals.shippingCents));

  // Picking the Lesotho address tells what changes, before paying.
  await lesotho.check();
  const notice = page.getByTestId('destination-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading')).toHaveText('Destination changed: Zambia → Lesotho');
  await expect(notice.getByTestId('destination-shippingCents')).toHaveText(`${usd(zm.totals.shippingCents)} → ${usd(ls.totals.shippingCents)}`);
  await expect(notice.getByTestId('destination-dutyCents')).toHaveText(`${usd(zm.totals.dutyCents)} → ${usd(ls.totals.dutyCents)}`);
  await expect(notice.getByTestId('destination-totalCents')).toHaveText(`${usd(zm.totals.totalCents)} → ${usd(ls.totals.totalCents)}`);
  await expect(standard).toContainText(usd(ls.totals.shippingCents));
  const pay = page.getByRole('button', { name: `Pay ${usd(ls.totals.totalCents)}` });
  await expect(pay).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await shot(page, `input-rules-destination-notice-${widthOf(page)}`);

  await pay.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  // The confirmation card names the method chosen (standard), not the express courier.
  await expect(page.getByRole('heading', { name: 'Standard Shipping' })).toBeVisible();
  await expect(page.getByText('Express courier shipping')).toHaveCount(0);
});

test('phone numbers are checked per country and kept in E.164 (checkout, address book, settings)', async ({ page, baseURL }) => {
  await registerCustomer(page.request, baseURL!);
  const product = await productInStock(page, 2);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.locator('#destination').selectOption('ZM');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel('Full name').fill('Mwila Banda');
  await page.getByLabel('Street address').fill('12 Cairo Road');
  await page.getByLabel('City').fill('Lusaka');
  await page.getByLabel('Zip / Postal code').fill('10101');
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('call me maybe');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid phone number.').first()).toBeVisible();
  // A Zambian number written the national way is read in Zambia.
  await phone.fill('0977 123456');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('+260977123456')).toBeVisible();

  // The address book: the same rule in the chosen country.
  await gotoHydrated(page, '/addresses');
  await page.getByRole('button', { name: /Add (New )?Address/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Mwila Banda');
  await dialog.getByLabel('Street address').fill('3 Great East Rd');
  await dialog.getByLabel('City').fill('Lusaka');
  await dialog.getByLabel('ZIP / Postal code').fill('10101');
  await dialog.getByLabel('Country').selectOption('ZM');
  await dialog.getByLabel('Phone').fill('12');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog.getByText('Please enter a valid phone number.').first()).toBeVisible();
  await dialog.getByLabel('Phone').fill('097 555 0101');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('+260975550101')).toBeVisible();

  // Settings: no country is known there, so the number needs its country code.
  await gotoHydrated(page, '/settings');
  const settingsPhone = page.locator('#settings-phone');
  await settingsPhone.fill('082 555 0101');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the phone number with its country code' })).toBeVisible();
  await settingsPhone.fill('+27 82 555 0101');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { phone: string };
  expect(me.phone).toBe('+27825550101');
});

/** Fills `field` with `length` characters and expects the limit message and a value cut at `max`, said so. */
async function expectLimit(page: Page, field: ReturnType<Page['locator']>, max: number, message: string) {
  await field.fill('x'.repeat(max + 50));
  expect((await field.inputValue()).length).toBe(max);
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

test('over-long input on every storefront form: the field stops at its limit and says so', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // Visitor forms: register, sign in, forgot password, track order.
  await gotoHydrated(page, '/register');
  await expectLimit(page, page.getByLabel('First name'), 60, 'First name must be at most 60 characters.');
  await expectLimit(page, page.getByLabel('Email'), 254, 'Email must be at most 254 characters.');
  await expectLimit(page, page.getByLabel('Confirm password'), 128, 'Password must be at most 128 characters.');
  await shot(page, `input-rules-limit-message-${widthOf(page)}`);
  await gotoHydrated(page, '/login');
  await expectLimit(page, page.getByLabel('Email'), 254, 'Email must be at most 254 characters.');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectLimit(page, page.locator('#reset-email'), 254, 'Email must be at most 254 characters.');
  await gotoHydrated(page, '/track-order');
  await expectLimit(page, page.getByLabel('Tracking number'), 60, 'Tracking number must be at most 60 characters.');

  // Customer forms: profile, password, address book, checkout, review, chat.
  await registerCustomer(page.request, baseURL!);
  await gotoHydrated(page, '/settings');
  await expectLimit(page, page.locator('#displayName'), 100, 'Display name must be at most 100 characters.');
  await expectLimit(page, page.locator('#newPassword'), 128, 'Password must be at most 128 characters.');
  await gotoHydrated(page, '/addresses');
  await page.getByRole('button', { name: /Add (New )?Address/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expectLimit(page, dialog.getByLabel('Street address'), 200, 'Street must be at most 200 characters.');
  await expectLimit(page, dialog.getByLabel('Company'), 120, 'Company must be at most 120 characters.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const product = await productInStock(page, 2);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectLimit(page, page.getByLabel('Street address'), 200, 'Street must be at most 200 characters.');
  await expectLimit(page, page.getByLabel('City'), 100, 'City must be at most 100 characters.');

  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const review = page.getByRole('dialog', { name: 'Write a Review' });
  await expectLimit(page, review.getByLabel('Title'), 100, 'Title must be at most 100 characters.');
  await review.press('Escape');

  // The chat button steps aside over the page's controls; at the end of the page it is free.
  await scrollClearOfWidgets(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expectLimit(page, page.getByLabel('Message', { exact: true }), 2000, 'Message must be at most 2000 characters.');
});

test('long unbroken words wrap: no page is wider than the screen and the tab bar stays', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await registerCustomer(page.request, origin);
  const long = (n: number) => 'W'.repeat(n);
  expect((await page.request.put('/api/settings/profile', { headers: { origin }, data: { displayName: long(100) } })).status()).toBe(200);
  const address = await page.request.post('/api/addresses', {
    headers: { origin },
    data: { name: long(120), company: long(120), street: long(200), city: long(100), zipCode: '1'.repeat(20), countryCode: 'ZA', phone: '+27 82 555 0101' },
  });
  expect(address.status()).toBe(201);
  const width = widthOf(page);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  for (const url of ['/account', '/addresses', '/settings', `/products?search=${long(500)}`, `/help`]) {
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(), url).toBeLessThanOrEqual(width);
    if (width < 1024) await expect(page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Cart' }) }).last()).toBeInViewport();
  }
  // A 500-character search typed into the list's box stops at its limit and leaves the list as wide as the screen.
  await gotoHydrated(page, '/products');
  const search = page.getByPlaceholder('Search for phones').filter({ visible: true });
  if (await search.count()) {
    await search.fill(long(500));
    expect((await search.inputValue()).length).toBe(100);
    await search.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(await pageWidth()).toBeLessThanOrEqual(width);
  }
  await gotoHydrated(page, '/account');
  await shot(page, `input-rules-long-words-${width}`);
});

/**
 * Every visible control (link, button, field, label, anything focusable) the shown floating
 * widgets overlap, scrolling the page top to bottom by half a screen.
 */
async function widgetsOverControls(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.floor(page.viewportSize()!.height / 2);
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The widgets decide at most once a frame after a scroll.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(50);
    const hits = await page.evaluate(() => {
      const widgets = document.querySelector('[data-testid="floating-widgets"]');
      if (!widgets || widgets.hasAttribute('data-aside')) return [];
      const buttons = Array.from(widgets.querySelectorAll('button')).map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0);
      const controls = Array.from(document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button], [role=link], [tabindex]:not([tabindex="-1"])'));
      const out: string[] = [];
      for (const c of controls) {
        if (widgets.contains(c) || !(c as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = c.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        for (const b of buttons) {
          if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom) {
            out.push(`${c.tagName.toLowerCase()} "${(c.textContent ?? c.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" at ${Math.round(window.scrollY)}`);
          }
        }
      }
      return out;
    });
    for (const h of hits) found.add(h);
    if (y + step >= height + step) break;
  }
  return [...found];
}

test('the floating widgets never sit over a button, link or field on any storefront page', async ({ page, baseURL, browser }) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  // Visitor pages first (signed out).
  const visitor = await browser.newPage({ viewport: page.viewportSize()! });
  for (const url of ['/', '/products', '/login', '/register', '/help', '/policies', '/terms', '/privacy', '/track-order', '/no-such-page']) {
    await gotoHydrated(visitor, `${origin}${url}`);
    await visitor.waitForLoadState('networkidle');
    expect(await widgetsOverControls(visitor), url).toEqual([]);
  }
  await visitor.close();

  // A customer with an order, an invoice and something in the cart.
  const customer = await registerCustomer(page.request, origin, { withPhone: true });
  const order = await placeOrderAs(page.request, origin, customer);
  const invoices = (await (await page.request.get('/api/invoices')).json()) as { id: string }[] | { items: { id: string }[] };
  const invoiceId = (Array.isArray(invoices) ? invoices : invoices.items)[0]?.id;
  const product = await productInStock(page, 2);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const pages = ['/', '/products', `/product/${product.id}`, '/cart', '/checkout', '/account', '/orders', `/order-detail/${order.id}`, '/invoices', '/addresses', '/settings', '/help', '/policies', '/track-order'];
  if (invoiceId) pages.push(`/invoice-detail/${invoiceId}`);
  for (const url of pages) {
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    expect(await widgetsOverControls(page), url).toEqual([]);
  }
  // The widgets are still there for the shopper where nothing is under them: the end of a page.
  await gotoHydrated(page, '/account');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: 'Need Help' })).toBeVisible();
});

test('a tracking number entered with spaces in the back office is found by Track Package typed the same way', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const customer = await registerCustomer(page.request, origin);
  const order = await placeOrderAs(page.request, origin, customer);
  const staff = await page.context().browser()!.newContext();
  await signInAdminRequest(staff.request, origin);
  const set = await staff.request.post(`${origin}/api/admin/orders/${order.id}/status`, { headers: { origin }, data: { status: 'shipped', trackingNumber: '1Z 999 AA1 01 2345 6784' } });
  expect(set.status(), await set.text()).toBeLessThan(300);
  await staff.close();

  await gotoHydrated(page, '/track-order');
  await page.getByLabel('Tracking number').fill('1Z 999 AA1 01 2345 6784');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Please enter a valid tracking number.')).toHaveCount(0);
  await expect(page.getByText('1Z999AA10123456784', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tracking history' })).toBeVisible();
});
