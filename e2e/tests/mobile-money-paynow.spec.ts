/**
 * Mobile money in Zimbabwe (issue 25, decision 070) at 390 px, against the shop's local Paynow
 * stand-in (test mode, Paynow's test numbers): a Harare customer pays with EcoCash — the operator
 * found from 077, the button "Pay $… with EcoCash" in USD, the waiting screen, then the
 * confirmation; 0774444444 is told "not enough money" at once; staff cancelling a Paynow order see
 * on it that the money must be paid back by hand (no refund API). A payment cancelled on the phone
 * (0773333333 answers after 30 s) is covered by the API tests.
 */
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, chooseMobileMoney, registerCustomer, shot, signInAsAdmin, toCheckoutWith, view } from './fixtures';

interface ProductList { items: { id: string; defaultVariant: { id: string; stock: number } }[] }

const HARARE = { street: '15 Samora Machel Avenue', city: 'Harare', zipCode: '00263', countryCode: 'ZW', phone: '+263 77 111 1111' };

test('a Zimbabwean customer pays with EcoCash through Paynow: waiting screen, then the confirmation', async ({ page }) => {
  await registerCustomer(page.request, baseURL);
  await toCheckoutWith(page, HARARE);

  await page.getByRole('radio', { name: 'Mobile money' }).check();
  await expect(page.getByTestId('momo-test-mode')).toContainText('0771111111 approves');
  // Both operators of Zimbabwe are offered; the number's prefix (077) picks EcoCash.
  await expect(page.getByLabel('Operator').locator('option')).toHaveText(['EcoCash', 'OneMoney']);
  await page.getByLabel('Mobile money number').fill('0771111111');
  await expect(page.getByText('Found from your number')).toBeVisible();
  await expect(page.getByLabel('Operator')).toHaveValue('ECOCASH_ZWE');
  const pay = page.getByTestId('momo-pay');
  // Charged in US dollars, the order's own total.
  await expect(pay).toHaveText(/^Pay \$[\d,]+\.\d\d with EcoCash$/);
  const amount = (await pay.textContent())!.replace(/^Pay /, '').replace(/ with EcoCash$/, '');
  await view(page, 'momo-pay', 'paynow-390-form-view');

  // The operator can be changed.
  await page.getByLabel('Operator').selectOption('ONEMONEY_ZWE');
  await expect(pay).toHaveText(`Pay ${amount} with OneMoney`);
  await page.getByLabel('Operator').selectOption('ECOCASH_ZWE');

  await pay.click();
  const waiting = page.getByTestId('momo-waiting');
  await expect(waiting.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByTestId('momo-amount')).toHaveText(amount);
  await expect(waiting).toContainText('EcoCash');
  await expect(waiting).toContainText('+263 ••• ••• 111');
  await view(page, 'momo-waiting', 'paynow-390-waiting-view');

  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
  await shot(page, 'paynow-390-confirmation');
  const orders = (await (await page.request.get('/api/orders')).json()) as { paymentMethod: string; paymentDetails: { operator: string; account: string; providerTransactionId: string } | null }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentMethod: 'Mobile money', paymentDetails: { operator: 'EcoCash', account: '+263 ••• ••• 111' } });
  expect(orders[0]!.paymentDetails!.providerTransactionId).toMatch(/^\d+$/);
});

test('an insufficient balance is told at once; the cart is kept', async ({ page }) => {
  await registerCustomer(page.request, baseURL);
  await toCheckoutWith(page, HARARE);
  await chooseMobileMoney(page, '0774444444', 'ECOCASH_ZWE');
  await page.getByTestId('momo-pay').click();
  const failed = page.getByTestId('momo-failed');
  await expect(failed.getByTestId('momo-reason')).toHaveText('There is not enough money in this mobile money account. Nothing was charged.');
  await expect(failed.getByText('Your cart is kept.')).toBeVisible();
  await view(page, 'momo-failed', 'paynow-390-no-funds-view');
});

test('staff cancel a Paynow order: the order says the money must be paid back by hand (768 px)', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const c = await registerCustomer(request, baseURL!, { withPhone: true });
  const list = (await (await request.get('/api/products?category=tablets&brand=samsung&limit=5')).json()) as ProductList;
  const variantId = list.items.find((p) => p.defaultVariant.stock > 2)!.defaultVariant.id;
  const started = await request.post('/api/checkout/mobile-money', {
    headers: { origin: baseURL! },
    data: {
      lines: [{ variantId, quantity: 1 }],
      shippingOption: 'standard',
      address: { name: `${c.firstName} ${c.lastName}`, street: '15 Samora Machel Avenue', city: 'Harare', zipCode: '00263', countryCode: 'ZW', phone: '+263 77 111 1111' },
      idempotencyKey: `e2e-paynow-${Date.now()}`,
      mobileMoney: { phoneNumber: '0771111111', operator: 'ECOCASH_ZWE' },
    },
  });
  expect(started.status()).toBe(201);
  const { checkoutId } = (await started.json()) as { checkoutId: string };
  // The stand-in approves 0771111111 after 5 s, as Paynow's test mode does.
  await expect.poll(async () => ((await (await request.get(`/api/checkout/mobile-money/${checkoutId}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe('paid');
  const order = ((await (await request.get(`/api/checkout/mobile-money/${checkoutId}`)).json()) as { order: { orderNumber: string; totalCents: number } }).order;

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(order.orderNumber);
  await page.getByRole('button', { name: `Cancel order ${order.orderNumber}` }).click();
  const total = `$${(order.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await page.getByRole('dialog', { name: 'Cancel Order' }).getByRole('button', { name: `Cancel and refund ${total}` }).click();
  await expect(page.getByText(`Pay ${total} back to the customer by hand`, { exact: false })).toBeVisible();
  // Let the toast finish sliding in before the picture.
  await page.waitForTimeout(600);
  await shot(page, 'paynow-768-manual-refund-toast');
  await expect(page.getByRole('button', { name: `Cancel order ${order.orderNumber}` })).toBeDisabled();
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const manual = details.getByText(/^Manual refund: pay [\d.]+ USD back by hand to EcoCash \+263 ••• ••• 111 \(Paynow reference \d+\)\. Paynow has no refund API for this payment\.$/);
  await expect(manual).toBeVisible();
  await manual.scrollIntoViewIfNeeded();
  await shot(page, 'paynow-768-manual-refund');
});
