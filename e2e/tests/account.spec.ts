/**
 * The customer account journey on a phone-sized screen (storefront §2 Account, Orders, Invoices,
 * Addresses; §4 Address book): the guard sends a visitor to sign in and back, the customer keeps
 * an address book, buys with the default address, opens the invoice, downloads its PDF (read back
 * with pdftotext), prints it without the shop chrome, clears notifications and empties the book.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test, newCustomer, shot, signUpWithForm } from './fixtures';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function fillAddress(page: Page, a: { name: string; street: string; city: string; zip: string; country: string; phone?: string; type?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(a.name);
  await dialog.getByLabel('Street address').fill(a.street);
  await dialog.getByLabel('City').fill(a.city);
  await dialog.getByLabel('ZIP / Postal code').fill(a.zip);
  await dialog.getByLabel('Country').selectOption(a.country);
  if (a.phone) await dialog.getByLabel('Phone').fill(a.phone);
  // The type's label is translated (Home, Work, Other in English).
  if (a.type) await dialog.getByText(a.type[0]!.toUpperCase() + a.type.slice(1), { exact: true }).click();
}

test('a customer keeps an address book, buys, downloads the invoice PDF and manages the account', async ({ page }) => {
  const customer = newCustomer();

  // Signed out: the account page offers sign-in; an account route sends to /login and back.
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live Chat' })).toBeVisible();
  await shot(page, 'account-signed-out');
  await page.goto('/addresses');
  await expect(page).toHaveURL(/\/login$/);
  await signUpWithForm(page, customer);
  await expect(page).toHaveURL(/\/addresses$/);

  // Address book: the dialog's validation, then the first address becomes the default.
  await expect(page.getByText('No saved addresses')).toBeVisible();
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Please fill in all required fields');
  await fillAddress(page, { name: 'Thandi Home', street: '12 Jan Smuts Avenue', city: 'Johannesburg', zip: '2196', country: 'ZA', phone: '+27 82 555 0101' });
  await shot(page, 'address-dialog');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const home = page.getByRole('listitem', { name: 'Thandi Home' });
  await expect(home.getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Address' }).click();
  await fillAddress(page, { name: 'Thandi Office', street: '1 Church Street', city: 'Windhoek', zip: '10001', country: 'NA', phone: '+264 61 555 0101', type: 'work' });
  await page.getByRole('button', { name: 'Save Address' }).click();
  const office = page.getByRole('listitem', { name: 'Thandi Office' });
  await expect(office.getByText('Namibia')).toBeVisible();
  await expect(office.getByText('Default', { exact: true })).toHaveCount(0);
  // Edit keeps the entry and changes it.
  await page.getByRole('button', { name: 'Edit Thandi Office' }).click();
  await page.getByRole('dialog').getByLabel('Company').fill('Acme Trading');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(office.getByText('Acme Trading')).toBeVisible();
  await shot(page, 'addresses');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'addresses-desktop');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/invoices');
  await expect(page.getByText('No invoices yet')).toBeVisible();

  // Buy one accessory; checkout's picker offers the default address of the book.
  await page.goto('/products?category=accessories');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const picker = page.getByRole('group', { name: 'Saved addresses' });
  await expect(picker.getByRole('radio').first()).toBeChecked();
  await expect(picker.getByText('Thandi Office')).toBeVisible();
  const payButton = page.getByRole('button', { name: /^Pay \$/ });
  await expect(payButton).toBeEnabled();
  await payButton.click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  // The invoice of the paid order, loaded from the server (a reload works).
  await page.goto('/invoices');
  const invoiceNumber = `INV-${orderNumber.slice(2)}`;
  await expect(page.getByRole('link', { name: new RegExp(invoiceNumber) })).toBeVisible();
  await shot(page, 'invoices');
  await page.getByRole('link', { name: new RegExp(invoiceNumber) }).click();
  await expect(page).toHaveURL(/\/invoice-detail\/.+/);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText('12 Jan Smuts Avenue')).toBeVisible();
  const id = page.url().split('/').pop()!;
  const invoice = (await (await page.request.get(`/api/invoices/${id}`)).json()) as { totalCents: number };
  const total = usd(invoice.totalCents);
  await expect(page.locator('dl').getByText(total)).toBeVisible();
  await shot(page, 'invoice-detail');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'invoice-detail-desktop');
  await page.setViewportSize({ width: 390, height: 844 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const file = path.join(os.tmpdir(), `e2e-${Date.now()}-${invoiceNumber}.pdf`);
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(total);
  await expect(page.getByText('Invoice Downloaded')).toBeVisible();

  // Print shows the invoice alone: no header, footer or tab bar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await shot(page, 'invoice-print');
  await page.emulateMedia({ media: 'screen' });

  // Ids that are not theirs read as not found.
  await page.goto('/invoice-detail/not-a-real-invoice');
  await expect(page.getByRole('heading', { name: 'Invoice Not Found' })).toBeVisible();
  await page.goto('/order-detail/not-a-real-order');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByText("The requested order could not be found or you don't have access to it.")).toBeVisible();
  await shot(page, 'order-not-found');
  await page.goto('/order-detail');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Order ID not provided')).toBeVisible();

  // Orders and the order detail with its support mail link.
  await page.goto('/orders');
  await shot(page, 'orders-list');
  await page.getByRole('link', { name: `Order #${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', new RegExp(`subject=Order%20Support%20-%20Order%20%23${orderNumber}`));
  await shot(page, 'order-detail');

  // Notifications: the order's one is there; Clear all empties the list.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(`Your order #${orderNumber} has been confirmed.`)).toBeVisible();
  await shot(page, 'notifications');
  await bell.getByRole('button', { name: 'Clear all' }).click();
  await expect(bell.getByText('No notifications yet')).toBeVisible();
  await bell.getByRole('button', { name: 'Close' }).click();

  // Deleting the default promotes the other address; deleting the last empties the book.
  await page.goto('/addresses');
  await expect(home.getByText('Default', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Thandi Home' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Address' });
  await expect(confirm).toBeVisible();
  await shot(page, 'address-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(home).toHaveCount(0);
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Thandi Office' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved addresses')).toBeVisible();

  // The account page, then sign out.
  await page.goto('/account');
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await shot(page, 'account');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/login$/);
});
