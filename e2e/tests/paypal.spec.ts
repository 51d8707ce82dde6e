/**
 * Paying through PayPal (issue 7) against the local PayPal stand-in: this spec starts the stand-in
 * and a second shop server configured for it (PAYPAL_* settings), then a customer pays with the
 * PayPal button; the stand-in's SDK approves as PayPal's window would, and our server captures.
 * Also: the spec's 'Failed to load' when the SDK cannot load, and 'Payment Failed' (with a refund)
 * when PayPal captures another amount.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
// mainDataDir: the main journey server's data folder, whose drawn images are reused.
import { dataDir as mainDataDir } from '../playwright.config';
import { ports } from '../ports';
import { test, newCustomer, shot, signInAdminRequest } from './fixtures';

const shopPort = ports.paypalShop;
const standInPort = ports.paypalStandIn;
const shopUrl = `http://localhost:${shopPort}`;
const standInUrl = `http://127.0.0.1:${standInPort}`;
const repo = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(os.tmpdir(), `phonexport-e2e-paypal-${shopPort}`);

interface StandInState {
  orders: { id: string; amount: { value: string }; capture: { id: string; status: string; amount: { value: string } } | null }[];
  refunds: { captureId: string }[];
  capturedNotRefunded: { id: string }[];
}

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function standIn(): Promise<StandInState> {
  return (await (await fetch(`${standInUrl}/stand-in/state`)).json()) as StandInState;
}

async function program(body: Record<string, unknown>): Promise<void> {
  await fetch(`${standInUrl}/stand-in/program`, { method: 'POST', body: JSON.stringify(body) });
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: shopUrl });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The seed skips images that exist: copying the main server's spares drawing them all again.
  const mainMedia = path.join(mainDataDir, 'media');
  if (fs.existsSync(mainMedia)) fs.cpSync(mainMedia, path.join(dataDir, 'media'), { recursive: true });
  start(['apps/server/test/stand-ins/paypal-stand-in.ts'], { PORT: String(standInPort) });
  await waitFor(`${standInUrl}/stand-in/state`, 30_000);
  start(['apps/server/src/main.ts'], {
    PORT: String(shopPort),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'admin-e2e-password',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: shopUrl,
    PAYPAL_CLIENT_ID: 'stand-in-client-id',
    PAYPAL_CLIENT_SECRET: 'stand-in-client-secret',
    PAYPAL_ENVIRONMENT: 'sandbox',
    PAYPAL_API_BASE: standInUrl,
    PAYPAL_SDK_URL: `${standInUrl}/sdk/js`,
    PAYPAL_WEBHOOK_ID: 'stand-in-webhook-id',
  });
  await waitFor(`${shopUrl}/api/health`, 220_000);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The seed skips images that exist: copying the main server's spares drawing them all again.
  const mainMedia = path.join(mainDataDir, 'media');
  if (fs.existsSync(mainMedia)) fs.cpSync(mainMedia, path.join(dataDir, 'media'), { recursive: true });
});

/** Signs a new customer up through the API (the browser keeps the cookie) and fills a one-line cart. */
async function customerWithCart(page: Page): Promise<void> {
  const c = newCustomer();
  const res = await page.request.post('/api/accounts/register', {
    headers: { origin: shopUrl },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true },
  });
  expect(res.status()).toBe(201);
  await page.goto('/products');
  await page.getByRole('link', { name: /Galaxy/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Galaxy/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Street address').fill('12 Jan Smuts Avenue');
  await page.getByLabel('City').fill('Johannesburg');
  await page.getByLabel('Zip / Postal code').fill('2196');
  await page.getByLabel('Country').selectOption('ZA');
  await page.getByLabel('Phone', { exact: true }).fill('+27 82 555 0101');
}

test('a customer pays with PayPal: the server creates and captures, one order', async ({ page }) => {
  await customerWithCart(page);
  const paypalButton = page.getByTestId('paypal-buttons').getByRole('button', { name: 'PayPal' });
  await expect(paypalButton).toBeVisible();
  await expect(page.getByText('PayPal sandbox:')).toBeVisible();
  await expect(page.getByText('Test mode:')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);

  // No address yet: the spec's 'Required Fields', and PayPal is not asked.
  await page.getByLabel('Street address').fill('');
  const ordersBefore = (await standIn()).orders.length;
  await paypalButton.click();
  await expect(page.getByText('Required Fields', { exact: true })).toBeVisible();
  expect((await standIn()).orders.length).toBe(ordersBefore);

  await fillAddress(page);
  const total = (await page.getByTestId('order-total').textContent())!.trim();
  await shot(page, 'paypal-checkout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'paypal-checkout-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await paypalButton.click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const state = await standIn();
  const paid = state.orders.at(-1)!;
  expect(paid.capture?.status).toBe('COMPLETED');
  expect(`$${paid.capture!.amount.value}`).toBe(total.replace(/,/g, ''));
  await expect(page.getByText(`…${paid.capture!.id.slice(-10)}`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await shot(page, 'paypal-confirmation');

  // The order is in the history, paid through PayPal.
  const orders = (await (await page.request.get('/api/orders')).json()) as { paymentId: string; paymentMethod: string }[];
  expect(orders.filter((o) => o.paymentId === paid.capture!.id)).toEqual([expect.objectContaining({ paymentMethod: 'PayPal' })]);
  expect(state.capturedNotRefunded.map((c) => c.id)).toContain(paid.capture!.id);
});

test('PayPal captures another amount: Payment Failed, the money is refunded, the cart stays', async ({ page }) => {
  await customerWithCart(page);
  await fillAddress(page);
  await program({ op: 'capture', kind: 'amount', value: '1.00' });
  await page.getByTestId('paypal-buttons').getByRole('button', { name: 'PayPal' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const state = await standIn();
  const last = state.orders.at(-1)!;
  expect(last.capture!.amount.value).toBe('1.00');
  expect(state.refunds.map((r) => r.captureId)).toContain(last.capture!.id);
  await shot(page, 'paypal-payment-failed');
});

test("an exchange's difference is paid with PayPal's buttons on the order page, for the server's amount", async ({ page, browser }) => {
  // A PayPal order, delivered.
  await customerWithCart(page);
  await fillAddress(page);
  await page.getByTestId('paypal-buttons').getByRole('button', { name: 'PayPal' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orders = (await (await page.request.get('/api/orders')).json()) as { id: string; createdAt: string }[];
  const orderId = orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!.id;
  const staff = await browser.newContext({ baseURL: shopUrl });
  await signInAdminRequest(staff.request, shopUrl);
  expect((await staff.request.post(`/api/admin/orders/${orderId}/status`, { headers: { origin: shopUrl }, data: { status: 'delivered' } })).status()).toBe(200);

  // The customer asks to exchange it for a dearer variant; staff approve.
  const returnable = (await (await page.request.get(`/api/orders/${orderId}/returns`)).json()) as {
    items: { orderItemId: string; unitPriceCents: number; exchangeOptions: { variantId: string; priceCents: number; inStock: boolean }[] }[];
  };
  const item = returnable.items[0]!;
  const dearer = item.exchangeOptions.find((o) => o.inStock && o.priceCents > item.unitPriceCents)!;
  expect(dearer, 'a dearer variant in stock').toBeDefined();
  const difference = ((dearer.priceCents - item.unitPriceCents) / 100).toFixed(2);
  const asked = await page.request.post(`/api/orders/${orderId}/returns`, {
    headers: { origin: shopUrl },
    data: { reason: 'changed_mind', resolution: 'exchange', lines: [{ orderItemId: item.orderItemId, quantity: 1, serial: '356938035643809', exchangeVariantId: dearer.variantId }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const request = (await asked.json()) as { id: string };
  const approved = await staff.request.post(`/api/admin/returns/${request.id}/approve`, { headers: { origin: shopUrl }, data: { instructions: 'Send the phone back; the new one ships once the difference is paid.' } });
  expect(approved.status()).toBe(200);

  // The order page shows PayPal's buttons for the difference; approving pays it once.
  await page.goto(`/orders/${orderId}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const due = page.getByTestId('exchange-due');
  await expect(due).toContainText(`$${difference}`);
  const button = due.getByTestId('paypal-buttons').getByRole('button', { name: 'PayPal' });
  await expect(button).toBeVisible();
  await expect(due.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await due.scrollIntoViewIfNeeded();
  await shot(page, 'paypal-exchange-difference-390');
  await button.click();
  await expect(page.getByTestId('exchange-paid')).toHaveText(`Difference paid: $${difference}`);
  await expect(page.getByTestId('exchange-due')).toHaveCount(0);
  await shot(page, 'paypal-exchange-difference-paid-390');

  const state = await standIn();
  const paid = state.orders.at(-1)!;
  expect(paid.capture?.status).toBe('COMPLETED');
  expect(paid.capture!.amount.value).toBe(difference);
  const card = (await (await staff.request.get(`/api/admin/returns/${request.id}`)).json()) as { differencePaidCents: number; differenceDueCents: number };
  expect(card).toMatchObject({ differencePaidCents: dearer.priceCents - item.unitPriceCents, differenceDueCents: 0 });
  await staff.close();
});

test("PayPal's script cannot load: 'Failed to load', no buttons", async ({ page }) => {
  await program({ op: 'sdk', kind: 'error', status: 503 });
  await customerWithCart(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toBeVisible();
  await expect(page.getByTestId('paypal-buttons').getByRole('button')).toHaveCount(0);
  await shot(page, 'paypal-failed-to-load');
});
