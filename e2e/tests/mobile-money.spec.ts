/**
 * Mobile money (issue 25) at 390 px, against the shop's local pawaPay stand-in (test mode, its
 * sandbox numbers): a Zambian customer pays with MTN MoMo, sees "Approve the payment on your
 * phone" with the amount in kwacha and a countdown, then the confirmation; a declined number shows
 * its own message, the cart is kept, and a second try with another number places exactly one order.
 */
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, chooseMobileMoney, registerCustomer, shot, toCheckoutWith, view } from './fixtures';

const LUSAKA = { street: '12 Cairo Road', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 555 0101' };

test('a Zambian customer pays with MTN MoMo: waiting screen, then the confirmation', async ({ page }) => {
  await registerCustomer(page.request, baseURL);
  await toCheckoutWith(page, LUSAKA);

  await page.getByRole('radio', { name: 'Mobile money' }).check();
  await expect(page.getByText('Test mode:')).toBeVisible();
  await page.getByLabel('Mobile money number').fill('076 345 6789');
  // The operator is found from the number and shown; the button names the amount in kwacha.
  await expect(page.getByText('Found from your number')).toBeVisible();
  await expect(page.getByLabel('Operator')).toHaveValue('MTN_MOMO_ZMB');
  const pay = page.getByTestId('momo-pay');
  await expect(pay).toHaveText(/^Pay K\s[\d,]+(\.\d\d)? with MTN MoMo$/);
  const amount = (await pay.textContent())!.replace(/^Pay /, '').replace(/ with MTN MoMo$/, '');
  await pay.scrollIntoViewIfNeeded();
  await view(page, 'momo-pay', 'momo-390-form-view');
  await shot(page, 'momo-390-form');

  await pay.click();
  const waiting = page.getByTestId('momo-waiting');
  await expect(waiting.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByTestId('momo-amount')).toHaveText(amount);
  await expect(page.getByTestId('momo-countdown')).toHaveText(/Time left: [0-3]:\d\d/);
  await waiting.scrollIntoViewIfNeeded();
  await view(page, 'momo-waiting', 'momo-390-waiting-view');
  await shot(page, 'momo-390-waiting');

  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 20_000 });
  await shot(page, 'momo-390-confirmation');
  const orders = (await (await page.request.get('/api/orders')).json()) as { paymentMethod: string; paymentDetails: { operator: string; account: string; providerTransactionId: string } | null }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentMethod: 'Mobile money', paymentDetails: { operator: 'MTN MoMo', account: '+260 ••• ••• 789' } });
});

test('a declined number shows its message; another number then places exactly one order', async ({ page }) => {
  await registerCustomer(page.request, baseURL);
  await toCheckoutWith(page, LUSAKA);
  await chooseMobileMoney(page, '0763456039', 'MTN_MOMO_ZMB');
  await page.getByTestId('momo-pay').click();

  const failed = page.getByTestId('momo-failed');
  await expect(failed.getByTestId('momo-reason')).toHaveText('The payment was declined on your phone. Nothing was charged.', { timeout: 20_000 });
  await expect(failed.getByText('Your cart is kept.')).toBeVisible();
  await failed.scrollIntoViewIfNeeded();
  await view(page, 'momo-failed', 'momo-390-declined-view');
  await shot(page, 'momo-390-declined');

  await failed.getByRole('button', { name: 'Use another number' }).click();
  await expect(page.getByLabel('Mobile money number')).toBeFocused();
  await page.getByLabel('Mobile money number').fill('0763456789');
  await expect(page.getByTestId('momo-pay')).toHaveText(/with MTN MoMo$/);
  await page.getByTestId('momo-pay').click();
  await expect(page.getByTestId('momo-waiting')).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 20_000 });
  const orders = (await (await page.request.get('/api/orders')).json()) as unknown[];
  expect(orders).toHaveLength(1);
});

test('at 1280 px the mobile money form and waiting screen sit in the checkout column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerCustomer(page.request, baseURL);
  await toCheckoutWith(page, LUSAKA);
  // A sandbox number that never answers: the waiting screen stays.
  await chooseMobileMoney(page, '0763456129', 'MTN_MOMO_ZMB');
  await view(page, 'momo-pay', 'momo-1280-form');
  await page.getByTestId('momo-pay').click();
  await expect(page.getByTestId('momo-waiting')).toBeVisible();
  await view(page, 'momo-waiting', 'momo-1280-waiting');
});
