/**
 * Back office journeys at desktop size (back office spec §2-§9): the guard, then an admin creates
 * a product with two variants and an image and finds it in the store, changes a banner, ships an
 * order with a tracking number (the customer sees the notification), adds a service country that
 * checkout accepts, and exports both CSV files. Every admin screen is photographed at 1280x800.
 */
import { expect, type Page } from '@playwright/test';
import { test, checkoutFromProduct, placeOrderAs, registerCustomer, shot, signInAsAdmin } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** A 24x16 PNG (real image bytes) for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWMwTvtPFcQwapDxaBgZj6ajtNEskkZ+OgAARE1kHxU+fXEAAAAASUVORK5CYII=',
  'base64',
);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('a customer is refused the back office', async ({ page, baseURL }) => {
  await registerCustomer(page.request, baseURL!, { withPhone: true });
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this admin area.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await shot(page, 'admin-access-denied');
  expect((await page.request.get('/api/admin/products')).status()).toBe(403);
});

test('an admin runs the shop from the back office', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const nav = menu(page);
  for (const item of ['Dashboard', 'Products', 'Hero Banners', 'Orders', 'Customers', 'Service Countries', 'Reviews', 'Live Chat', 'Settings', 'Audit Log']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(page.getByText('Signed in as')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Store' })).toBeVisible();
  await shot(page, 'admin-dashboard');

  // ---- Products: two variants and an uploaded image, then seen in the store.
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText('Total Inventory Value')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'admin-products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Name *').fill('E2E Nova Phone 5G');
  await form.getByLabel('Brand *').selectOption('honor');
  await form.getByLabel('Category *').selectOption('smartphones');
  await form.getByLabel('Description *').fill('A phone added by the back office journey.');
  await form.getByLabel('Variant 1 color').fill('Midnight');
  await form.getByLabel('Variant 1 storage').fill('128GB');
  await form.getByLabel('Variant 1 price').fill('249.00');
  await form.getByLabel('Variant 1 stock').fill('12');
  await form.getByRole('button', { name: 'Add Variant' }).click();
  await form.getByLabel('Variant 2 color').fill('Silver');
  await form.getByLabel('Variant 2 storage').fill('256GB');
  await form.getByLabel('Variant 2 price').fill('289.50');
  await form.getByLabel('Variant 2 stock').fill('4');
  await form.getByLabel('Upload product images').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await shot(page, 'admin-product-form');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await page.getByLabel('Search products').fill('E2E Nova');
  await expect(page.getByRole('row', { name: /E2E Nova Phone 5G/ })).toContainText('$249.00');
  await expect(page.getByRole('row', { name: /E2E Nova Phone 5G/ })).toContainText('16');
  const found = (await (await page.request.get('/api/admin/products?search=E2E%20Nova')).json()) as { items: { id: string; images: string[] }[] };
  const productId = found.items[0]!.id;
  expect(found.items[0]!.images[0]).toMatch(/^\/media\/uploads\/products\/.+\/detail\.webp$/);

  const downloadProducts = page.waitForEvent('download');
  await page.getByLabel('Search products').fill('');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await downloadProducts).suggestedFilename()).toMatch(/^products_export_\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Nova Phone 5G' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Silver', exact: true })).toBeVisible();
  const img = page.locator('img[src*="/media/uploads/products/"]').first();
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  // ---- Hero banners: a new top-priority banner leads the home carousel.
  await page.goto('/admin/hero');
  await expect(page.getByRole('button', { name: /Deactivate|Activate/ }).first()).toBeVisible();
  await shot(page, 'admin-hero');
  await page.getByRole('button', { name: 'Add Banner' }).click();
  const hero = page.getByRole('dialog', { name: 'Add Hero Banner' });
  await hero.getByRole('button', { name: 'Create Banner' }).click();
  await expect(hero.getByText('Title is required').first()).toBeVisible();
  await hero.getByLabel('Title *', { exact: true }).fill('E2E Winter Deals');
  await hero.getByLabel('Subtitle *').fill('Tablets for the whole family');
  await hero.getByLabel('Button action').selectOption('category');
  await hero.getByRole('button', { name: 'Create Banner' }).click();
  await expect(hero.getByText('Please select a category for the button action').first()).toBeVisible();
  await hero.getByLabel('Category *').selectOption('tablets');
  await hero.getByLabel('Priority (1–10, higher shows first)').fill('10');
  await shot(page, 'admin-hero-form');
  await hero.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page.getByText('Hero banner created successfully')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'E2E Winter Deals' })).toBeVisible();

  // ---- Orders: a customer's order moves to shipped; the customer is notified.
  const customer = await registerCustomer(request, baseURL!, { withPhone: true });
  const order = await placeOrderAs(request, baseURL!, customer);

  await page.goto('/admin/orders');
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await shot(page, 'admin-orders');
  await page.getByLabel('Search orders').fill(order.orderNumber);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const view = page.getByRole('dialog', { name: 'Order Details' });
  await expect(view.getByText(customer.email)).toBeVisible();
  // The phone is kept in E.164, as the shop normalises it (issue 23).
  await expect(view.getByText(customer.phone.replace(/\s/g, '')).first()).toBeVisible();
  await shot(page, 'admin-order-view');
  await view.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Update status of order ${order.orderNumber}` }).click();
  const statusForm = page.getByRole('dialog', { name: 'Update Order Status' });
  await expect(statusForm.getByLabel('Tracking number (optional)')).toHaveCount(0);
  await statusForm.getByLabel('New status').selectOption('shipped');
  await statusForm.getByLabel('Tracking number (optional)').fill('DHL7788990011');
  await shot(page, 'admin-order-status');
  await statusForm.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText(`Order status updated and customer ${customer.firstName} ${customer.lastName} has been notified`)).toBeVisible();
  // Below 1536 px the orders are cards (issue 24: the labelled actions need the room).
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: order.orderNumber })).toContainText('DHL7788990011');

  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopperPage = await shopper.newPage();
  const login = await shopperPage.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: customer.email, password: customer.password } });
  expect(login.status()).toBe(200);
  await shopperPage.goto('/');
  await shopperPage.getByRole('button', { name: 'Notifications' }).click();
  await expect(shopperPage.getByText(`Your order #${order.orderNumber} has been shipped. Tracking number: DHL7788990011.`)).toBeVisible();

  // ---- Service countries: a new destination that the cart lists and checkout accepts.
  await page.goto('/admin/service-countries');
  await expect(page.getByRole('heading', { name: 'South Africa' })).toBeVisible();
  await shot(page, 'admin-service-countries');
  await page.getByRole('button', { name: 'Add Country' }).click();
  const country = page.getByRole('dialog', { name: 'Add Service Country' });
  await country.getByLabel('Country name *').fill('Mozambique');
  await country.getByLabel('Country code * (ISO, 2 letters)').fill('M');
  await country.getByRole('button', { name: 'Create Country' }).click();
  await expect(page.getByText('Country code must be exactly 2 characters (ISO format)')).toBeVisible();
  await country.getByLabel('Country code * (ISO, 2 letters)').fill('mz');
  await country.getByLabel('Standard shipping (USD)').fill('19.00');
  await country.getByLabel('Duty rate (%)').fill('12.5');
  await shot(page, 'admin-country-form');
  await country.getByRole('button', { name: 'Create Country' }).click();
  await expect(page.getByText('Service country created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Mozambique/ })).toBeVisible();

  await checkoutFromProduct(shopperPage, productId, { street: 'Av. Julius Nyerere 100', city: 'Maputo', zipCode: '1100', countryCode: 'MZ' }, { pickDestination: true });
  await shopperPage.getByRole('button', { name: /^Pay / }).click();
  await expect(shopperPage).toHaveURL(/\/order-confirmation$/);
  await expect(shopperPage.getByText('Mozambique').first()).toBeVisible();
  await shopper.close();

  // ---- Customers: list, details and the customers.csv export.
  await page.goto('/admin/customers');
  await page.getByLabel('Search customers').fill(customer.email);
  await expect(page.getByText('Showing 1 of')).toBeVisible();
  await shot(page, 'admin-customers');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Customer Details' });
  await details.getByRole('tab', { name: 'Orders' }).click();
  await expect(details.getByText(`#${order.orderNumber}`)).toBeVisible();
  await shot(page, 'admin-customer-details');
  await details.getByRole('button', { name: 'Close' }).click();
  const downloadCustomers = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await downloadCustomers).suggestedFilename()).toBe('customers.csv');

  // ---- The remaining screens.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
  await shot(page, 'admin-dashboard-reports');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await shot(page, 'admin-dashboard-analytics');
  await menu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Store name')).toHaveValue('PhoneXport');
  await shot(page, 'admin-settings');
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await shot(page, 'admin-settings-shipping');
  await menu(page).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByText('Created', { exact: true }).first()).toBeVisible();
  await shot(page, 'admin-audit-log');
  await menu(page).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await shot(page, 'admin-orders-tablet');
  await page.goto('/admin/products');
  await expect(page.getByText('Total Inventory Value')).toBeVisible();
  await shot(page, 'admin-products-tablet');
});

test('settings saved in the back office reach the storefront footer', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await page.getByLabel('Phone').fill('+27 21 555 0199');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '+27 21 555 0199' })).toBeVisible();
});

test('turning customer reviews off in the back office takes the reviews off the home page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  const setReviews = async (on: boolean) => {
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: 'Customer reviews' });
    await expect(toggle).toHaveAttribute('aria-checked', String(!on));
    await toggle.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings Saved')).toBeVisible();
  };
  await setReviews(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toHaveCount(0);
  await setReviews(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
});
