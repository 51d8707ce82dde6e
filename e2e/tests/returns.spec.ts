/**
 * Issue 27: self-service returns. A customer returns a dead-on-arrival phone with a photo and its
 * IMEI, staff approve, receive, inspect and refund it on /admin/returns, and the customer sees
 * "Refunded" with the amount (390 px; the back office at 768 px). At 1280 px: an exchange for
 * another colour, and a return outside its window refused with the reason and the date it closed.
 * Screenshots: e2e/screenshots/returns-*.png and admin-returns-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test, gotoHydrated, registerCustomer, shot, signInAdminRequest, signInAsAdmin, type Customer } from './fixtures';

/** An 8×8 PNG, as a phone's photo would be for the server (decoded and re-encoded). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWOQwwEYhpYEAMtAFoFwq0+gAAAAAElFTkSuQmCC', 'base64');
const IMEI = '356938035643809';
/** A 1.2 s WebM clip recorded by Chromium from a canvas (the API tests' fixture). */
const CLIP = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/server/test/support/fixtures/return-clip.webm'));

interface Variant {
  id: string;
  color: string;
  storage: string;
  priceCents: number;
  stock: number;
}

/** The Galaxy A56 (seeded) and two of its 128GB colours at the same price. */
async function a56(request: APIRequestContext): Promise<{ name: string; graphite: Variant; olive: Variant }> {
  const list = (await (await request.get('/api/products?search=Galaxy%20A56&limit=5')).json()) as { items: { id: string; name: string }[] };
  const product = list.items.find((p) => /A56/.test(p.name))!;
  const detail = (await (await request.get(`/api/products/${product.id}`)).json()) as { name: string; variants: Variant[] };
  const pick = (color: string) => detail.variants.find((v) => v.color === color && v.storage === '128GB')!;
  return { name: detail.name, graphite: pick('Awesome Graphite'), olive: pick('Awesome Olive') };
}

/** The customer signed in on `request` buys one unit of `variantId`, shipped to Gaborone (the shop's own windows apply there). */
async function buy(request: APIRequestContext, origin: string, c: Customer, variantId: string): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  const placed = await request.post('/api/checkout', {
    headers: { origin },
    data: {
      lines: [{ variantId, quantity: 1 }],
      shippingOption: 'standard',
      address: { name: `${c.firstName} ${c.lastName}`, street: '1 Main Rd', city: 'Gaborone', zipCode: '0000', countryCode: 'BW', phone: c.phone },
      idempotencyKey: `e2e-return-${Date.now()}-${Math.random()}`,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: string; orderNumber: string; totalCents: number };
}

/**
 * Delivers the order: staff set it Delivered now, or (`daysAgo`) record the courier's delivery scan
 * with the time it happened.
 */
async function delivered(browser: Browser, origin: string, orderId: string, daysAgo = 0): Promise<void> {
  const staff = await browser.newContext({ baseURL: origin });
  await signInAdminRequest(staff.request, origin);
  const res = daysAgo
    ? await staff.request.post(`/api/admin/orders/${orderId}/shipment-events`, {
        headers: { origin },
        data: { status: 'Delivered', statusCode: 'delivered', description: 'Delivered to the customer', occurredAt: new Date(Date.now() - daysAgo * 24 * 3_600_000).toISOString() },
      })
    : await staff.request.post(`/api/admin/orders/${orderId}/status`, { headers: { origin }, data: { status: 'delivered' } });
  expect(res.status()).toBeLessThan(300);
  await staff.close();
}

/** Staff open /admin/returns (all statuses) and find the request of `orderNumber`. */
async function staffCard(page: Page, orderNumber: string) {
  await page.goto('/admin/returns');
  await page.getByRole('button', { name: /^All \(/ }).click();
  await page.getByLabel('Search returns').fill(orderNumber);
  const card = page.getByRole('article', { name: `Return for order ${orderNumber}` });
  await expect(card).toBeVisible();
  return card;
}

/** One step of the staff: the card's button for it, then the dialog's. */
async function step(page: Page, orderNumber: string, action: RegExp, dialogButton: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const card = page.getByRole('article', { name: `Return for order ${orderNumber}` });
  await card.getByRole('button', { name: action }).click();
  // A form dialog, or the confirmation's alert dialog (Mark received).
  const dialog = page.getByRole(dialogButton === 'Mark received' ? 'alertdialog' : 'dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: dialogButton, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the return form of `orderId` and asks, for `reason`, to exchange its one `phoneName` (IMEI given) for the variant `variantId`. */
async function askExchange(page: Page, orderId: string, phoneName: string, reason: string, variantId: string): Promise<void> {
  await gotoHydrated(page, `/orders/${orderId}/return`);
  await page.getByLabel('Reason').selectOption(reason);
  await page.getByLabel('Exchange for another variant').check();
  await page.getByLabel(`Quantity of ${phoneName} to return`).selectOption('1');
  await page.getByLabel(`IMEI or serial number of ${phoneName}`).fill(IMEI);
  await page.getByLabel(`Exchange ${phoneName} for`).selectOption(variantId);
}

test('a dead-on-arrival phone is returned with a photo and its IMEI, approved, received, inspected and refunded', async ({ page, baseURL, browser }) => {
  const c = await registerCustomer(page.request, baseURL!, { withPhone: true });
  const phone = await a56(page.request);
  const order = await buy(page.request, baseURL!, c, phone.graphite.id);
  await delivered(browser, baseURL!, order.id);

  // The action is a link in the server's first HTML: it works before the scripts arrive.
  expect(await (await page.request.get(`/orders/${order.id}`)).text()).toContain(`href="/orders/${order.id}/return"`);
  await gotoHydrated(page, `/orders/${order.id}`);
  await page.getByRole('link', { name: 'Return or exchange' }).click();
  await expect(page.getByRole('heading', { name: 'Return or exchange', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveValue('dead_on_arrival');
  await page.getByLabel(`Quantity of ${phone.name} to return`).selectOption('1');
  await page.getByLabel(`IMEI or serial number of ${phone.name}`).fill(IMEI);
  await page.getByLabel('What happened? (optional)').fill('The phone does not switch on, even after charging all night.');
  await page.getByLabel('Photos (up to 5)').setInputFiles({ name: 'dead-phone.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText('1 of 5 photos added')).toBeVisible();
  await page.getByLabel('Short video (optional)').setInputFiles({ name: 'dead-phone.webm', mimeType: 'video/webm', buffer: CLIP });
  await expect(page.getByRole('button', { name: 'Remove dead-phone.webm' })).toBeVisible();
  const price = `$${(phone.graphite.priceCents / 100).toFixed(2)}`;
  await expect(page.getByTestId('return-estimate')).toContainText(price);
  await shot(page, 'returns-request-390');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order.id}$`));
  const section = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(section).toContainText('Requested');

  // Staff, on a tablet-width back office.
  const staff = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const admin = await staff.newPage();
  await signInAsAdmin(admin);
  const card = await staffCard(admin, order.orderNumber);
  await expect(card).toContainText(IMEI);
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  // The customer's video plays in the card (decoded by the browser: it has a duration).
  const video = card.locator('video[aria-label="Video 1 from the customer"]');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await shot(admin, 'admin-returns-768');
  await step(admin, order.orderNumber, /^Approve return/, 'Approve', (d) => d.getByLabel('Return instructions for the customer').fill('Print the label we mailed you and drop the phone at any DHL point.'));
  await step(admin, order.orderNumber, /received$/, 'Mark received');
  await step(admin, order.orderNumber, /^Record inspection/, 'Record inspection', (d) => d.getByLabel('Activation lock removed (phones, tablets, computers)').check());
  await step(admin, order.orderNumber, /^Refund return/, 'Refund');
  await expect(card).toContainText(`Refunded ${price}`);
  await staff.close();

  // The customer sees it refunded, with the amount and the whole timeline.
  await gotoHydrated(page, `/orders/${order.id}`);
  await expect(section.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(section).toContainText(`Refunded ${price}`);
  for (const s of ['Requested', 'Approved', 'Received', 'Inspected']) await expect(section.getByRole('list', { name: 'Timeline' })).toContainText(s);
  await expect(page.getByRole('link', { name: 'Return or exchange' })).toHaveCount(0);
  await shot(page, 'returns-order-refunded-390');
});

test('an exchange for a dearer variant: the difference shown before sending, paid by the customer, shipped only once paid', async ({ page, baseURL, browser }) => {
  const c = await registerCustomer(page.request, baseURL!, { withPhone: true });
  const phone = await a56(page.request);
  const list = (await (await page.request.get('/api/products?search=Galaxy%20A56&limit=5')).json()) as { items: { id: string; name: string }[] };
  const product = (await (await page.request.get(`/api/products/${list.items.find((p) => /A56/.test(p.name))!.id}`)).json()) as { variants: Variant[] };
  const bigger = product.variants.find((v) => v.color === 'Awesome Graphite' && v.storage === '256GB')!;
  const difference = `$${((bigger.priceCents - phone.graphite.priceCents) / 100).toFixed(2)}`;
  const order = await buy(page.request, baseURL!, c, phone.graphite.id);
  await delivered(browser, baseURL!, order.id);

  await askExchange(page, order.id, phone.name, 'changed_mind', bigger.id);
  await expect(page.getByTestId('exchange-difference')).toHaveText(`You pay ${difference} more`);
  await expect(page.getByTestId('return-estimate')).toHaveCount(0);
  await shot(page, 'returns-exchange-dearer-390');
  await page.getByRole('button', { name: 'Send request' }).click();
  const section = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(section.getByTestId('exchange-due')).toContainText(`You pay ${difference} more`);
  await expect(section.getByTestId('exchange-due')).toContainText('You can pay the difference once your exchange is approved.');

  const staff = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const admin = await staff.newPage();
  await signInAsAdmin(admin);
  await staffCard(admin, order.orderNumber);
  await step(admin, order.orderNumber, /^Approve return/, 'Approve', (d) => d.getByLabel('Return instructions for the customer').fill('Send the 128GB phone back; the 256GB one ships once the difference is paid.'));
  const card = admin.getByRole('article', { name: `Return for order ${order.orderNumber}` });
  await expect(card.getByTestId('difference-status')).toHaveText(`Awaiting payment · ${difference}`);
  await step(admin, order.orderNumber, /received$/, 'Mark received');
  await step(admin, order.orderNumber, /^Record inspection/, 'Record inspection', (d) => d.getByLabel('Activation lock removed (phones, tablets, computers)').check());
  // Not paid yet: no way to ship it.
  await expect(card.getByRole('button', { name: /^Ship exchange/ })).toHaveCount(0);

  await gotoHydrated(page, `/orders/${order.id}`);
  await section.getByRole('button', { name: `Pay ${difference}` }).click();
  await expect(section.getByTestId('exchange-paid')).toHaveText(`Difference paid: ${difference}`);
  await expect(section.getByRole('button', { name: `Pay ${difference}` })).toHaveCount(0);
  await shot(page, 'returns-exchange-paid-390');

  await admin.reload();
  await staffCard(admin, order.orderNumber);
  await expect(card.getByTestId('difference-status')).toHaveText(`Difference paid · ${difference}`);
  await shot(admin, 'admin-returns-difference-paid-768');
  await step(admin, order.orderNumber, /^Ship exchange/, 'Ship exchange', (d) => d.getByLabel('Shipping note for the customer (carrier, tracking number)').fill('DHL 1Z999AA10123456785'));
  await staff.close();

  await gotoHydrated(page, `/orders/${order.id}`);
  await expect(section.getByText('Exchanged', { exact: true }).first()).toBeVisible();
  await expect(section.getByTestId('exchange-paid')).toHaveText(`Difference paid: ${difference}`);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('an exchange for another colour: approved, received, inspected and shipped', async ({ page, baseURL, browser }) => {
    const c = await registerCustomer(page.request, baseURL!, { withPhone: true });
    const phone = await a56(page.request);
    const order = await buy(page.request, baseURL!, c, phone.graphite.id);
    await delivered(browser, baseURL!, order.id);

    await askExchange(page, order.id, phone.name, 'wrong_item', phone.olive.id);
    await expect(page.getByTestId('return-estimate')).toContainText('$0.00');
    await shot(page, 'returns-exchange-1280');
    await page.getByRole('button', { name: 'Send request' }).click();
    const section = page.getByRole('region', { name: 'Returns and exchanges' });
    await expect(section).toContainText('128GB, Awesome Olive');

    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await staffCard(admin, order.orderNumber);
    await step(admin, order.orderNumber, /^Approve return/, 'Approve', (d) => d.getByLabel('Return instructions for the customer').fill('Send the Graphite phone back; the Olive one ships when it arrives.'));
    await step(admin, order.orderNumber, /received$/, 'Mark received');
    await step(admin, order.orderNumber, /^Record inspection/, 'Record inspection', (d) => d.getByLabel('Activation lock removed (phones, tablets, computers)').check());
    await shot(admin, 'admin-returns-1280');
    await step(admin, order.orderNumber, /^Ship exchange/, 'Ship exchange', (d) => d.getByLabel('Shipping note for the customer (carrier, tracking number)').fill('DHL 1Z999AA10123456784'));
    await staff.close();

    await gotoHydrated(page, `/orders/${order.id}`);
    await expect(section.getByText('Exchanged', { exact: true }).first()).toBeVisible();
    await expect(section).toContainText('DHL 1Z999AA10123456784');
  });

  test('staff add a return-policy rule and a final-sale entry, save, then remove them (1280 and 768 px)', async ({ browser }) => {
    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await gotoHydrated(admin, '/admin/returns');
    const policy = admin.getByRole('region', { name: 'Return policy' });
    const rows = policy.getByRole('button', { name: /^Remove rule / });
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const form = policy.getByRole('form', { name: 'Add a rule' });
    await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption('accessories');
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('MW');
    await form.getByRole('checkbox', { name: 'Damaged', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Not as described', exact: true }).check();
    await form.getByRole('spinbutton', { name: 'Window from delivery', exact: true }).fill('30');
    await form.getByRole('combobox', { name: 'Return shipping paid by', exact: true }).selectOption('customer');
    await form.getByRole('spinbutton', { name: 'Restocking fee %', exact: true }).fill('5');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(rows).toHaveCount(before + 2);
    // The same rule again is refused before it reaches the server.
    await form.getByRole('checkbox', { name: 'Damaged', exact: true }).check();
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(form.getByRole('alert')).toHaveText('Another rule already covers this category, country and reason');
    await form.getByRole('checkbox', { name: 'Damaged', exact: true }).uncheck();
    await form.getByLabel('Final sale: this category cannot be returned in this country').check();
    await form.getByRole('button', { name: 'Add final sale' }).click();
    await expect(policy.getByRole('button', { name: 'Remove final sale of Accessories in Malawi' })).toBeVisible();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect(admin.getByText('Return policy saved for new orders')).toBeVisible();
    await admin.reload();
    await expect(rows).toHaveCount(before + 2);
    await expect(policy.getByLabel(`Restocking fee of rule ${before + 1}`)).toHaveValue('5');
    await shot(admin, 'admin-return-policy-rules-1280');
    await admin.setViewportSize({ width: 768, height: 1024 });
    await shot(admin, 'admin-return-policy-rules-768');

    // Removed again, and saved: a new version without them.
    await policy.getByRole('button', { name: `Remove rule ${before + 2}` }).click();
    await policy.getByRole('button', { name: `Remove rule ${before + 1}` }).click();
    await policy.getByRole('button', { name: 'Remove final sale of Accessories in Malawi' }).click();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect(admin.getByText('Return policy saved for new orders').first()).toBeVisible();
    await admin.reload();
    await expect(rows).toHaveCount(before);
    await expect(policy.getByText('No category is final sale.')).toBeVisible();
    await staff.close();
  });

  test('a change of mind ten days after delivery is refused with the reason and the day it closed', async ({ page, baseURL, browser }) => {
    const c = await registerCustomer(page.request, baseURL!, { withPhone: true });
    const phone = await a56(page.request);
    const order = await buy(page.request, baseURL!, c, phone.graphite.id);
    await delivered(browser, baseURL!, order.id, 10);

    // A warranty fault is still open (6 months), so the action is there; a change of mind is not.
    await gotoHydrated(page, `/orders/${order.id}`);
    await page.getByRole('link', { name: 'Return or exchange' }).click();
    await page.getByLabel('Reason').selectOption('changed_mind');
    await expect(page.getByText(/^Could be returned for this reason until /)).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${phone.name} to return`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a reason and at least one item.');
    await shot(page, 'returns-window-1280');

    // The server refuses it too, whatever a client sends.
    const res = await page.request.post(`/api/orders/${order.id}/returns`, {
      headers: { origin: baseURL! },
      data: { reason: 'changed_mind', lines: [{ orderItemId: ((await (await page.request.get(`/api/orders/${order.id}`)).json()) as { items: { id: string }[] }).items[0]!.id, quantity: 1, serial: IMEI }] },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('This item cannot be returned for this reason any more');
  });
});
