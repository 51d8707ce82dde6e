/**
 * Shared helpers for the journeys: unique customer identities, signing up and in (through the
 * API or the forms) and a screenshot helper that writes to e2e/screenshots (looked at by people,
 * not compared by the tests). What the helpers create through the API (customers, orders) is
 * removed when the worker ends: journeys import `test` from here, whose worker fixture does it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from '../playwright.config';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** The back office account of the journeys' server (its ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN = { email: 'admin@phonexport.local', password: 'admin-e2e-password' };

/**
 * Sections the browser skips until they near the viewport (`below-fold` in styles.css) are drawn
 * for a whole-page picture, as a person scrolling down would see them; a full-page capture does not
 * scroll, so they would come out blank.
 */
export const DRAW_BELOW_FOLD = '.below-fold, .below-fold-card { content-visibility: visible !important; }';

/** A whole-page screenshot `name`.png in e2e/screenshots, every section drawn. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, style: DRAW_BELOW_FOLD });
}

export function newCustomer() {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { firstName: 'Thandi', lastName: 'Dlamini', email: `thandi.${id}@example.com`, password: 'secret-pass-1', phone: '+27 82 555 0101' };
}

export type Customer = ReturnType<typeof newCustomer>;

/** A surname no other journey's customer has (letters only, as names are checked), for finding one customer in a staff list. */
export function uniqueSurname(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `Dlamini ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** What the helpers below created in this worker: the customers (with the session they registered with) and the orders. */
const made = { customers: [] as { email: string; password: string; cookies: string }[], orders: [] as string[] };

/**
 * Removes what the helpers created in this worker, at `origin`: each order is cancelled by the admin
 * (its units go back to stock, its payment is refunded; an order already cancelled, delivered or
 * refunding is left as it is: 409), then each customer deletes their account (their orders stay,
 * anonymised, as for any shopper who leaves) with the session they registered with, or signing in
 * again when a journey signed it out. A customer a journey already deleted is skipped (401).
 * Throws on any other answer.
 */
export async function removeMade(request: APIRequest, origin: string): Promise<{ orders: number; customers: number }> {
  const { orders, customers } = made;
  made.orders = [];
  made.customers = [];
  let cancelled = 0;
  let deleted = 0;
  if (orders.length) {
    const admin = await request.newContext({ baseURL: origin });
    await signInAdminRequest(admin, origin);
    for (const id of orders) {
      const res = await admin.post(`${origin}/api/admin/orders/${id}/cancel`, { headers: { origin }, data: {} });
      if (res.ok()) cancelled++;
      else if (res.status() !== 409) throw new Error(`cancelling order ${id}: ${res.status()} ${await res.text()}`);
    }
    await admin.dispose();
  }
  for (const c of customers) {
    const ctx = await request.newContext({ baseURL: origin });
    const remove = (headers: Record<string, string> = {}) => ctx.delete(`${origin}/api/account`, { headers: { origin, ...headers }, data: { confirm: true } });
    let res = await remove({ cookie: c.cookies });
    if (res.status() === 401) {
      const signIn = await ctx.post(`${origin}/api/auth/sign-in/email`, { headers: { origin }, data: { email: c.email, password: c.password } });
      if (signIn.status() === 401) {
        await ctx.dispose();
        continue; // the journey deleted the account itself
      }
      res = await remove();
    }
    if (!res.ok()) throw new Error(`deleting customer ${c.email}: ${res.status()} ${await res.text()}`);
    deleted++;
    await ctx.dispose();
  }
  return { orders: cancelled, customers: deleted };
}

/** Playwright's `test` with a worker fixture that removes what the helpers created once the worker's journeys are done ({@link removeMade}). */
export const test = base.extend<object, { removeMade: void }>({
  removeMade: [
    async ({ playwright }, use, workerInfo) => {
      await use();
      const removed = await removeMade(playwright.request, workerInfo.project.use.baseURL!);
      console.log(`removed what the journeys' helpers made: ${removed.orders} orders cancelled, ${removed.customers} customers deleted`);
    },
    { scope: 'worker', auto: true },
  ],
});

/**
 * Registers a new customer through the API from `origin` (the shop's address); `request` keeps
 * the session cookie, so it is signed in as them. `withPhone` also sends the phone number.
 * Fails the test unless the server answers 201.
 */
export async function registerCustomer(request: APIRequestContext, origin: string, { withPhone = false, lastName }: { withPhone?: boolean; lastName?: string } = {}): Promise<Customer> {
  const c = { ...newCustomer(), ...(lastName ? { lastName } : {}) };
  const res = await request.post(`${origin}/api/accounts/register`, {
    headers: { origin },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true, ...(withPhone ? { phone: c.phone } : {}) },
  });
  expect(res.status()).toBe(201);
  const cookies = (await request.storageState()).cookies.filter((k) => origin.includes(k.domain)).map((k) => `${k.name}=${k.value}`).join('; ');
  made.customers.push({ email: c.email, password: c.password, cookies });
  return c;
}

/**
 * Places an order of one unit of an in-stock product as `customer` (signed in on `request`), sent
 * to Gaborone by standard shipping; fails the test unless 201. Answers the order's id and number.
 */
export async function placeOrderAs(request: APIRequestContext, origin: string, customer: Customer): Promise<{ id: string; orderNumber: string }> {
  const products = (await (await request.get(`${origin}/api/products?limit=5`)).json()) as { items: { defaultVariant: { id: string; stock: number } | null }[] };
  const variantId = products.items.find((p) => p.defaultVariant && p.defaultVariant.stock > 2)!.defaultVariant!.id;
  const placed = await request.post(`${origin}/api/checkout`, {
    headers: { origin },
    data: {
      lines: [{ variantId, quantity: 1 }],
      shippingOption: 'standard',
      address: { name: `${customer.firstName} ${customer.lastName}`, street: '1 Main Rd', city: 'Gaborone', zipCode: '0000', countryCode: 'BW', phone: customer.phone },
      idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: string };
  made.orders.push(order.id);
  return order;
}

/** Signs `request` in as the admin through the API; fails the test unless 200. */
/** Errors the page logs (console errors and uncaught exceptions), for "hydration logs no error": a hydration that differs from the server's HTML reports one. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Opens `url` and waits until the page is hydrated (a server-rendered page's controls act only then). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Scrolls to the page's end until the floating widgets stand clear of every control (they step
 * aside, inert, while one is under them: decision 057), once the page is live. Content still
 * arriving (reviews, a list's next rows) moves the end further down, so the scroll is repeated
 * until they are free.
 */
export async function scrollClearOfWidgets(page: Page): Promise<void> {
  // Once live: the widgets' own check runs after hydration, and the page may have grown by then.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const widgets = page.getByTestId('floating-widgets');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(widgets).toBeVisible({ timeout: 1_000 });
    await expect(widgets).not.toHaveAttribute('data-aside', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function signInAdminRequest(request: APIRequestContext, origin: string): Promise<void> {
  const res = await request.post(`${origin}/api/auth/sign-in/email`, { headers: { origin }, data: ADMIN });
  expect(res.status()).toBe(200);
}

/** The catalog's product ids and brand slugs at one moment, for {@link removeCatalogAddedSince}. */
export interface CatalogSnapshot {
  productIds: Set<string>;
  brandSlugs: Set<string>;
}

/** Every product id (paged 100 at a time) and brand slug the back office lists; `request` is signed in as the admin. */
export async function catalogSnapshot(request: APIRequestContext, origin: string): Promise<CatalogSnapshot> {
  const productIds = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const res = await request.get(`${origin}/api/admin/products?limit=100&offset=${offset}`);
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { items: { id: string }[]; total: number };
    for (const p of page.items) productIds.add(p.id);
    if (page.items.length < 100) break;
  }
  const res = await request.get(`${origin}/api/admin/brands`);
  expect(res.status()).toBe(200);
  const brandSlugs = new Set(((await res.json()) as { slug: string }[]).map((b) => b.slug));
  return { productIds, brandSlugs };
}

/**
 * Deletes, through the back office's API, the products and then the brands that were not in
 * `before`: a journey that imports a catalog leaves the shop as it found it, so a retry (CI
 * retries once) or the next journey meets the same catalog. Products the journey changed are not
 * restored. Answers how many products and brands were removed.
 */
export async function removeCatalogAddedSince(request: APIRequestContext, origin: string, before: CatalogSnapshot): Promise<{ products: number; brands: number }> {
  const now = await catalogSnapshot(request, origin);
  const products = [...now.productIds].filter((id) => !before.productIds.has(id));
  for (const id of products) {
    const res = await request.delete(`${origin}/api/admin/products/${id}`, { headers: { origin } });
    expect(res.status(), `DELETE product ${id}`).toBe(200);
  }
  const brands = [...now.brandSlugs].filter((slug) => !before.brandSlugs.has(slug));
  for (const slug of brands) {
    const res = await request.delete(`${origin}/api/admin/brands/${encodeURIComponent(slug)}`, { headers: { origin } });
    expect(res.status(), `DELETE brand ${slug}`).toBe(200);
  }
  return { products: products.length, brands: brands.length };
}

/** Opens /admin signed out, is sent to /login, signs in as the admin and lands on the Dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** From the sign-in page: 'Create an account', the register form filled in for `customer`, then Create Account. */
export async function signUpWithForm(page: Page, customer: Customer): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password').fill(customer.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  made.customers.push({ email: customer.email, password: customer.password, cookies: '' });
}

/**
 * The customer signed in on `request` orders one unit of a listed product in stock through the
 * API (test provider, standard shipping to Cape Town), with an idempotency key starting with
 * `keyPrefix`. Fails the test unless 201; answers the order's id and number.
 */
export async function placeOrderViaApi(request: APIRequestContext, origin: string, keyPrefix: string): Promise<{ id: string; orderNumber: string }> {
  const list = (await (await request.get(`${origin}/api/products?limit=20`)).json()) as { items: { defaultVariant: { id: string; stock: number } }[] };
  const variant = list.items.find((p) => p.defaultVariant.stock > 3)!.defaultVariant;
  const placed = await request.post(`${origin}/api/checkout`, {
    headers: { origin },
    data: {
      lines: [{ variantId: variant.id, quantity: 1 }],
      shippingOption: 'standard',
      address: { name: 'Thandi Dlamini', street: '12 Long Street', city: 'Cape Town', zipCode: '8001', countryCode: 'ZA', phone: '+27 82 555 0101' },
      idempotencyKey: `${keyPrefix}${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: string };
  made.orders.push(order.id);
  return order;
}

/** What the screen shows now (not the whole page): the element `testId` scrolled into the middle, saved as `name`.png. */
export async function view(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** A delivery address of the checkout form: its street, city, postal code, country (ISO code) and phone. */
export interface CheckoutAddress {
  street: string;
  city: string;
  zipCode: string;
  countryCode: string;
  phone: string;
}

/**
 * From the page of `productId`: adds it to the cart, picks `destination` (a country code) as the
 * cart's shipping destination when given, and proceeds to the checkout page (its address not filled
 * in). `hydrated`: the product page is opened with gotoHydrated.
 */
export async function openCheckoutFrom(page: Page, productId: string, { hydrated = false, destination }: { hydrated?: boolean; destination?: string } = {}): Promise<void> {
  if (hydrated) await gotoHydrated(page, `/product/${productId}`);
  else await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  if (destination !== undefined) await page.getByLabel('Shipping destination').selectOption(destination);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/**
 * From the page of `productId`: adds it to the cart, picks `address.countryCode` as the cart's
 * shipping destination when `pickDestination`, proceeds to checkout and fills in `address` (its
 * phone when given). `hydrated`: the product page is opened with gotoHydrated.
 */
export async function checkoutFromProduct(
  page: Page,
  productId: string,
  address: Omit<CheckoutAddress, 'phone'> & { phone?: string },
  { hydrated = false, pickDestination = false }: { hydrated?: boolean; pickDestination?: boolean } = {},
): Promise<void> {
  await openCheckoutFrom(page, productId, { hydrated, destination: pickDestination ? address.countryCode : undefined });
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Zip / Postal code').fill(address.zipCode);
  await page.getByLabel('Country').selectOption(address.countryCode);
  if (address.phone !== undefined) await page.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
}

/**
 * Puts a Samsung tablet with stock in the cart from its page and opens checkout with `address`
 * filled in (the mobile money journeys: a destination where mobile money is offered).
 */
export async function toCheckoutWith(page: Page, address: CheckoutAddress): Promise<void> {
  const list = (await (await page.request.get('/api/products?category=tablets&brand=samsung&limit=5')).json()) as { items: { id: string; defaultVariant: { stock: number } }[] };
  const product = list.items.find((p) => p.defaultVariant.stock > 2)!;
  await checkoutFromProduct(page, product.id, address);
}

/**
 * On the checkout page: chooses Mobile money as the payment, types `number` as the mobile money
 * number and waits until the operator found from it is `operator` (e.g. 'MTN_MOMO_ZMB').
 */
export async function chooseMobileMoney(page: Page, number: string, operator: string): Promise<void> {
  await page.getByRole('radio', { name: 'Mobile money' }).check();
  await page.getByLabel('Mobile money number').fill(number);
  await expect(page.getByLabel('Operator')).toHaveValue(operator);
}

/** A mail file's text with quoted-printable soft line breaks and =XX escapes undone (bytes as latin1 characters). */
const unquote = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * Waits (15 s at most, then fails the test with `what` as the message) for a mail in the server's
 * outbox folder (DATA_DIR/outbox: the journeys' server has no SMTP server) that `pick` accepts;
 * `pick` is given each mail's decoded text (quoted-printable undone, read as UTF-8) and answers
 * what the caller wants from it, or null when it is not the mail. Answers `pick`'s answer.
 */
export async function outboxMail<T>(pick: (text: string) => T | null, what: string): Promise<T> {
  const dir = path.join(dataDir, 'outbox');
  let found: T | null = null;
  await expect
    .poll(
      async () => {
        for (const f of await fs.readdir(dir).catch(() => [] as string[])) {
          found = pick(Buffer.from(unquote(await fs.readFile(path.join(dir, f), 'latin1')), 'latin1').toString('utf8'));
          if (found !== null) return true;
        }
        return false;
      },
      { timeout: 15_000, message: what },
    )
    .toBe(true);
  return found!;
}
