/**
 * Storefront pages paint before their scripts (issue 16, decision 045): the server renders them
 * with their data, the browser hydrates them without errors and without fetching that data again.
 * Since issue 23 (decision 055) that holds for a signed-in customer too, whose own pages (orders)
 * are rendered on the server with their data and sent private.
 */
import { expect, type APIRequestContext, type Request } from '@playwright/test';
import { formatUsd as usd } from '@phonexport/domain/money';
import { test, placeOrderAs, registerCustomer } from './fixtures';

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

test("a signed-in customer's product and orders pages arrive rendered, private, and hydrate without errors or a second session read", async ({ page, baseURL }) => {
  const product = await someProduct(page.request);
  const customer = await registerCustomer(page.request, baseURL!);
  const order = await placeOrderAs(page.request, baseURL!, customer);

  const productRes = await page.request.get(`/product/${product.id}`);
  expect(productRes.headers()['cache-control']).toBe('private, no-store');
  const productHtml = await productRes.text();
  expect(productHtml.slice(productHtml.indexOf('<div id="root">'))).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  // The session the server read is in the page's state: the browser starts signed in.
  expect(productHtml).toContain(customer.email);

  const ordersRes = await page.request.get('/orders');
  expect(ordersRes.status()).toBe(200);
  expect(ordersRes.headers()['cache-control']).toBe('private, no-store');
  expect(await ordersRes.text()).toContain(order.orderNumber);
  // Someone else's session never sees it: a visitor gets the shell, which sends them to sign in.
  const visitor = await (await fetch(`${baseURL}/orders`)).text();
  expect(visitor).not.toContain(order.orderNumber);
  expect(visitor).toContain('<div id="root"></div>');

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const reads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/session' || path === '/api/orders' || path === `/api/products/${product.id}`) reads.push(path);
  });
  await page.goto(`/product/${product.id}`, { waitUntil: 'networkidle' });
  await page.goto('/orders', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByText(order.orderNumber).first()).toBeVisible();
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});
