/**
 * Brands as data (issue 17): an admin creates a brand on the Brands screen, imports a product of
 * that brand from a CSV file, and a shopper finds the brand in the product list's strip and its
 * product behind it. Screens photographed at 1280x800, 768x1024 and 390x844.
 */
import { expect } from '@playwright/test';
import { test, catalogSnapshot, removeCatalogAddedSince, shot, signInAdminRequest, signInAsAdmin, type CatalogSnapshot } from './fixtures';
import { baseURL } from '../playwright.config';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

// The brand and the product this journey makes are removed afterwards, even after a failure: the
// journeys after it (which open "a product of the list") meet the seeded catalog.
let before: CatalogSnapshot | undefined;
test.beforeEach(async ({ request }) => {
  await signInAdminRequest(request, baseURL);
  before = await catalogSnapshot(request, baseURL);
});
test.afterEach(async ({ request }) => {
  if (before) await removeCatalogAddedSince(request, baseURL, before);
});

test('a new brand created, used by an imported product, shown in the strip', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const brandName = `Tecno ${suffix}`;
  const slug = `tecno-${suffix}`;
  const productName = `Tecno Camon ${suffix} Pro`;

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brands' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Samsung' })).toBeVisible();
  await shot(page, 'admin-brands');

  // ---- Create the brand.
  await page.getByRole('button', { name: 'Add Brand' }).click();
  const form = page.getByRole('dialog', { name: 'Add Brand' });
  await form.getByLabel('Brand name *').fill(brandName);
  await shot(page, 'admin-brand-form');
  await form.getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByText('Brand created successfully')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: brandName }) });
  await expect(card.getByText('0 products')).toBeVisible();
  await expect(card.getByText(slug)).toBeVisible();

  // Not in the strip yet: it has no product.
  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await shopper.goto('/products');
  const strip = shopper.getByRole('group', { name: 'Brand' });
  await expect(strip.getByRole('button', { name: 'Samsung' })).toBeVisible();
  await expect(strip.getByRole('button', { name: brandName })).toHaveCount(0);

  // ---- Import a product of the brand from a CSV file.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText('Total Inventory Value')).toBeVisible();
  const csv = [
    'name,brand,category,description,color,storage,price,stock',
    `${productName},${slug},smartphones,A bright phone with a long battery life,Black,128GB,189.00,12`,
    `${productName},${slug},smartphones,A bright phone with a long battery life,Blue,256GB,219.00,8`,
  ].join('\n');
  await page.getByRole('link', { name: 'Import products' }).click();
  await page.getByLabel('CSV or ZIP file').setInputFiles({ name: 'tecno.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 1 product', exact: true }).click();
  await expect(page.getByText('1 created, 0 updated.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Brands' }).click();
  await expect(card.getByText('1 product', { exact: true })).toBeVisible();

  // The product form offers the brand.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productForm = page.getByRole('dialog', { name: 'Add Product' });
  await expect(productForm.getByLabel('Brand *').locator('option', { hasText: brandName })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(productForm).toBeHidden();

  // ---- The shopper sees the brand in the strip (after the spec's five) and its product behind it.
  await shopper.goto('/products');
  const chip = strip.getByRole('button', { name: brandName });
  await expect(chip).toBeVisible();
  const labels = await strip.getByRole('button').allTextContents();
  expect(labels.slice(0, 6)).toEqual(['All', 'Honor', 'Huawei', 'iPhone', 'Samsung', 'Xiaomi']);
  await chip.click();
  await expect(shopper).toHaveURL(new RegExp(`brand=${slug}`));
  await expect(shopper.getByRole('heading', { name: brandName })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: productName })).toBeVisible();
  await expect(shopper.getByText('1 product', { exact: true })).toBeVisible();
  await shot(shopper, 'brand-strip-new-brand-390');

  await shopper.setViewportSize({ width: 1280, height: 800 });
  await shot(shopper, 'brand-strip-new-brand-1280');
  await page.setViewportSize({ width: 768, height: 1024 });
  // Below 1024 px the back-office menu is a drawer (decision 060).
  await page.getByRole('button', { name: /^Open the menu/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Brands' }).click();
  await expect(card).toBeVisible();
  await shot(page, 'admin-brands-768');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-brands-390');
  await shopper.close();
});
