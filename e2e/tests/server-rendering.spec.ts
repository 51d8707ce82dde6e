/**
 * Storefront pages paint before their scripts (issue 16, decision 045): the server renders them
 * with their data, the browser hydrates them without errors and without fetching that data again.
 */
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { formatUsd as usd } from '@phonexport/domain/money';

interface ListedProduct {
  id: string;
  name: string;
  priceCents: number;
}

async function someProduct(request: APIRequestContext): Promise<ListedProduct> {
  const list = (await (await request.get('/api/products?brand=samsung&limit=1')).json()) as { items: ListedProduct[] };
  return list.items[0]!;
}

test('a product page arrives with its name, price and main image in the first HTML', async ({ request, browser }) => {
  const product = await someProduct(request);
  const res = await request.get(`/product/${product.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(root).toContain(usd(product.priceCents));
  // The largest paint: the first product image, at high priority with its sizes to choose from.
  const img = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(root)?.[0] ?? '';
  expect(img).toMatch(/srcset="[^"]*400w, [^"]*800w"/i);
  expect(img).toContain(`alt="${product.name}, image 1 of`);
  // Nothing runs inline (the CSP allows no inline script but the theme's): the data is a JSON block.
  expect(root).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>/);

  // With scripts off, a shopper still sees the product.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(usd(product.priceCents));
  await context.close();
});

test('an unknown product is a 404 whose first HTML says Product Not Found', async ({ request }) => {
  const res = await request.get('/product/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
});

test('the product page hydrates without errors and without fetching its data again', async ({ page, request }) => {
  const product = await someProduct(request);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const apiReads: string[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
  };
  page.on('request', onRequest);

  await page.goto(`/product/${product.id}`, { waitUntil: 'networkidle' });
  // The page the server sent is live: its controls answer.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  page.off('request', onRequest);

  expect(problems).toEqual([]);
  for (const read of [`/api/products/${product.id}`, '/api/shop-settings', '/api/session']) expect(apiReads).not.toContain(read);
});

test('home and the product list arrive rendered and hydrate without errors', async ({ page, request }) => {
  const featured = (await (await request.get('/api/products?featured=true&limit=6')).json()) as { items: ListedProduct[] };
  const list = (await (await request.get('/api/products?limit=20')).json()) as { items: ListedProduct[] };
  const home = await (await request.get('/')).text();
  expect(home).toContain(featured.items[0]!.name);
  const products = await (await request.get('/products')).text();
  expect(products).toContain(list.items[0]!.name);

  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/products' || url.pathname === '/api/heroes') reads.push(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.goto('/products', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});
