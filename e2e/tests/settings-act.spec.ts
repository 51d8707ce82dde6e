/**
 * Every settings switch flipped changes what it names (issue 17, decision 050), in the browser:
 * the store e-mail reaches the Help Centre and the Need Help menu; Express courier off leaves only
 * standard shipping at checkout; Card and wallet provider off closes checkout; each is switched
 * back on after. (Customer reviews: admin.spec.ts; the notification switches: mail-outbox API tests.)
 */
import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, gotoHydrated, newCustomer, shot, signInAsAdmin, scrollClearOfWidgets } from './fixtures';

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();
}

async function flip(page: Page, tab: string, name: string, on: boolean) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: tab }).click();
  const toggle = page.getByRole('switch', { name });
  await expect(toggle).toHaveAttribute('aria-checked', String(!on));
  await toggle.click();
  await saveSettings(page);
}

test('the store e-mail saved in Settings is the one the Help Centre and the Need Help menu offer', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const field = page.getByLabel('Store e-mail');
  const before = await field.inputValue();
  await field.fill('care@shop.example');
  await saveSettings(page);
  // A visitor (admins get no floating widgets).
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await gotoHydrated(visitor, '/help'); // the Need Help button acts once the page is hydrated
    await expect(visitor.getByRole('main').getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', 'mailto:care@shop.example');
    await expect(visitor.getByRole('main').getByText('care@shop.example')).toBeVisible();
    // The floating buttons step aside while controls are under them (decision 057): at the page's end they are clear.
    await scrollClearOfWidgets(visitor);
    await visitor.getByRole('button', { name: 'Need Help' }).click();
    await expect(visitor.getByRole('navigation', { name: 'Need Help' }).getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', 'mailto:care@shop.example');
    await shot(visitor, 'settings-act-need-help');
  } finally {
    await visitor.close();
    await page.goto('/admin/settings');
    await page.getByLabel('Store e-mail').fill(before);
    await saveSettings(page);
  }
});

test('Express courier and Card and wallet provider switched off change the checkout; on again restores it', async ({ browser }) => {
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminCtx.newPage();
  await signInAsAdmin(admin);

  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const c = newCustomer();
  const reg = await shopper.request.post('/api/accounts/register', {
    headers: { origin: baseURL },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true },
  });
  expect(reg.status()).toBe(201);
  const list = (await (await shopper.request.get('/api/products?limit=10')).json()) as { items: { id: string; defaultVariant: { stock: number } }[] };
  await shopper.goto(`/product/${list.items.find((p) => p.defaultVariant.stock > 2)!.id}`);
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper).toHaveURL(/\/cart$/);

  const openCheckout = async () => {
    await shopper.goto('/checkout');
    await expect(shopper.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  };
  await openCheckout();
  await expect(shopper.getByRole('radio', { name: /Express Shipping/ })).toBeVisible();
  await expect(shopper.getByRole('button', { name: /^Pay \$/ })).toBeVisible();

  await flip(admin, 'Shipping', 'Express courier', false);
  await flip(admin, 'Payment', 'Card and wallet provider', false);
  try {
    await openCheckout();
    await expect(shopper.getByRole('radio', { name: /Express Shipping/ })).toHaveCount(0);
    await expect(shopper.getByRole('alert').filter({ hasText: /not set up/i })).toBeVisible();
    await expect(shopper.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
    await shot(shopper, 'settings-act-checkout-closed');
  } finally {
    await flip(admin, 'Shipping', 'Express courier', true);
    await flip(admin, 'Payment', 'Card and wallet provider', true);
  }
  await openCheckout();
  await expect(shopper.getByRole('radio', { name: /Express Shipping/ })).toBeVisible();
  await expect(shopper.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await admin.goto('/admin/settings');
  await admin.getByRole('tab', { name: 'Notifications' }).click();
  await expect(admin.getByLabel('Low inventory threshold (units)')).toHaveValue('5');
  await shot(admin, 'settings-notifications-desktop');
  await admin.getByRole('tab', { name: 'Payment' }).click();
  await shot(admin, 'settings-payment-desktop');
  for (const [width, height, name] of [[768, 1024, 'tablet'], [390, 844, 'phone']] as const) {
    await admin.setViewportSize({ width, height });
    await admin.getByRole('tab', { name: 'Notifications' }).click();
    await expect(admin.getByLabel('Low inventory threshold (units)')).toBeVisible();
    await shot(admin, `settings-notifications-${name}`);
  }
  await adminCtx.close();
});
