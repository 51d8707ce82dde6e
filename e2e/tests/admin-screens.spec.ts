/**
 * Every back-office screen at 390, 768 and 1280 px wide (issue 17): nothing scrolls sideways,
 * lists turn into cards on phones, the orders list keeps its Status action on screen, the product
 * form keeps Save and Cancel in view, and a form dialog's toast shows above the dialog. Each screen
 * is photographed (e2e/screenshots/admin-{screen}-{width}.png) for people to look at.
 */
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { test, placeOrderAs, registerCustomer, screenshotDir, shot, signInAdminRequest } from './fixtures';

/** A screenshot of what the window shows (a dialog over the page), not the whole page. */
const windowShot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

const SCREENS = [
  { path: '/admin', name: 'dashboard', heading: 'Dashboard' },
  { path: '/admin/products', name: 'products', heading: 'Products' },
  { path: '/admin/hero', name: 'hero', heading: 'Hero Banners' },
  { path: '/admin/brands', name: 'brands', heading: 'Brands' },
  { path: '/admin/orders', name: 'orders', heading: 'Orders' },
  { path: '/admin/customers', name: 'customers', heading: 'Customers' },
  { path: '/admin/service-countries', name: 'countries', heading: 'Service Countries' },
  { path: '/admin/reviews', name: 'reviews', heading: /Reviews/ },
  { path: '/admin/chat', name: 'chat', heading: /Live Chat|Chat/ },
  { path: '/admin/settings', name: 'settings', heading: 'Settings' },
  { path: '/admin/audit-log', name: 'audit-log', heading: 'Audit Log' },
] as const;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** How far the page scrolls sideways (0 when it fits its window). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.beforeAll(async ({ playwright, baseURL }) => {
  // One order so that the orders list and the dashboard have a row.
  const request = await playwright.request.newContext({ baseURL });
  const customer = await registerCustomer(request, baseURL!, { withPhone: true });
  const order = await placeOrderAs(request, baseURL!, customer);
  // Two admin changes, so that the audit log has lines to show.
  await signInAdminRequest(request, baseURL!);
  const moved = await request.post(`/api/admin/orders/${order.id}/status`, { headers: { origin: baseURL! }, data: { status: 'processing' } });
  expect(moved.status()).toBe(200);
  const product = ((await (await request.get('/api/admin/products?limit=1')).json()) as { items: { id: string; featured: boolean }[] }).items[0]!;
  const flagged = await request.patch(`/api/admin/products/${product.id}`, { headers: { origin: baseURL! }, data: { featured: !product.featured } });
  expect(flagged.status()).toBe(200);
  await request.dispose();
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

    test(`every back-office screen fits ${size.width} px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await signInAdminRequest(page.request, baseURL!);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0); // lists loaded, not their skeletons
        if (screen.name === 'audit-log') {
          // One line per change, named; the first opens to its before and after.
          await expect(page.getByText(/Changed the status of order #PX/).first()).toBeVisible();
          await page.getByRole('list', { name: 'Changes' }).locator('summary').first().click();
          await expect(page.getByRole('columnheader', { name: 'Before' })).toBeVisible();
        }
        await shot(page, `admin-${screen.name}-${size.width}`);
        expect.soft(await sidewaysScroll(page), `${screen.path} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
      }
    });

    test(`the orders list keeps its Status action on screen at ${size.width} px`, async ({ page, baseURL }) => {
      await signInAdminRequest(page.request, baseURL!);
      await page.goto('/admin/orders');
      const status = page.getByRole('button', { name: /status/i }).first();
      await expect(status).toBeVisible({ timeout: 30_000 });
      const box = (await status.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    });

    test(`the product form keeps Save and Cancel in view at ${size.width} px`, async ({ page, baseURL }) => {
      await signInAdminRequest(page.request, baseURL!);
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const name of [/^(Create|Save|Add) Product$|^Save$/, /^Cancel$/]) {
        const button = dialog.getByRole('button', { name }).last();
        await expect(button).toBeInViewport();
      }
      await windowShot(page, `admin-product-form-${size.width}`);
      // Submitting the empty form: the error toast shows above the dialog, not greyed under its backdrop.
      await dialog.getByRole('button', { name: /^(Create|Save|Add) Product$|^Save$/ }).last().click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(onTop, 'the toast is the topmost element where it shows').toBe(true);
      await windowShot(page, `admin-product-form-toast-${size.width}`);
      await dialog.getByRole('button', { name: /^Cancel$/ }).last().click();
      await expect(dialog).toBeHidden();
    });

    test(`a dialog takes the first valid Save after an error at ${size.width} px`, async ({ page, baseURL }) => {
      // Issue 24: Service Countries → Duty 150 → Update → fix → Update at once (within the error toast's life).
      await signInAdminRequest(page.request, baseURL!);
      await page.goto('/admin/service-countries');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit Service Country' });
      const duty = dialog.getByLabel('Duty rate (%)');
      const before = await duty.inputValue();
      await duty.fill('150');
      await dialog.getByRole('button', { name: 'Update Country' }).click();
      await expect(duty).toHaveAccessibleDescription('Duty rate must be between 0 and 100');
      await duty.fill(before === '15' ? '14' : '15');
      // The old message under the field goes as soon as the field is fixed.
      await expect(duty).not.toHaveAttribute('aria-invalid');
      await expect(duty).toHaveAccessibleDescription('');
      const saved = page.waitForResponse((r) => r.url().includes('/api/admin/service-countries/') && r.request().method() === 'PUT');
      await dialog.getByRole('button', { name: 'Update Country' }).click();
      expect((await saved).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await page.getByRole('dialog', { name: 'Edit Service Country' }).getByLabel('Duty rate (%)').fill(before);
      await page.getByRole('dialog', { name: 'Edit Service Country' }).getByRole('button', { name: 'Update Country' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Service Country' })).toBeHidden();
    });
  });
}
