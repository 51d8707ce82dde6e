/**
 * A lost answer does not order twice (issue 12): the first "Pay" reaches the server, which places
 * the order, but the browser never hears back (the connection is cut after the server answered).
 * The customer reloads the checkout and pays again: the page sends the same idempotency key, so
 * the server answers with the order it already placed. Exactly one order, one stock unit taken.
 */
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, checkoutFromProduct, newCustomer, registerCustomer, shot, toCheckoutWith } from './fixtures';

interface ProductList { items: { id: string; name: string; defaultVariant: { id: string; stock: number } }[] }
interface OrderList { items?: { id: string; orderNumber: string }[] }

test('a network error after the server placed the order, a reload and a retry make exactly one order', async ({ page }) => {
  const customer = newCustomer();
  const registered = await page.request.post('/api/accounts/register', {
    headers: { origin: baseURL },
    data: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, password: customer.password, confirmPassword: customer.password, terms: true },
  });
  expect(registered.status()).toBe(201);

  const list = (await (await page.request.get('/api/products?category=tablets&limit=5')).json()) as ProductList;
  const product = list.items.find((p) => p.defaultVariant.stock > 2)!;
  const stockBefore = product.defaultVariant.stock;
  await checkoutFromProduct(page, product.id, { street: '12 Jan Smuts Avenue', city: 'Johannesburg', zipCode: '2196', countryCode: 'ZA', phone: customer.phone });

  // The first POST goes through to the server; its answer is lost on the way back.
  const keys: string[] = [];
  let cut = false;
  await page.route('**/api/checkout', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (cut) return route.continue();
    cut = true;
    const response = await route.fetch();
    expect(response.status()).toBe(201); // the server placed the order
    await route.abort('connectionreset');
  });

  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByText('Payment Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await shot(page, 'checkout-network-error');

  // Reload (the address saved by the first attempt is now picked) and pay again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('12 Jan Smuts Avenue', { exact: false })).toBeVisible();
  await pay.click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^PX\d{8}$/);

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const orders = (await (await page.request.get('/api/orders')).json()) as OrderList | { id: string; orderNumber: string }[];
  const items = Array.isArray(orders) ? orders : (orders.items ?? []);
  expect(items.map((o) => o.orderNumber)).toEqual([orderNumber]);
  // Shown stock may lag a sale by up to a second (read cache, decision 039).
  const stockNow = async () => ((await (await page.request.get(`/api/products/${product.id}`)).json()) as { variants: { id: string; stock: number }[] }).variants.find((v) => v.id === product.defaultVariant.id)!.stock;
  await expect.poll(stockNow, { timeout: 2_000 }).toBe(stockBefore - 1);
});

test.describe('phone rules after the page is live', () => {
  // Checkout becomes live without libphonenumber (issue 26, lib/phone-rules.ts). Every way to pay waits for it, so the
  // phone is checked and the checkout key made from the same E.164 number a reload reads back; when its code cannot
  // arrive, the server's check stands alone. The shop's service worker answers script requests itself, and Playwright
  // does not route what it answers: none here.
  test.use({ serviceWorkers: 'block' });

  for (const arrives of [true, false]) {
    test(`Pay tapped before the phone rules have arrived waits for them; ${arrives ? 'they arrive' : 'they cannot arrive'}, and the order is placed with the phone in E.164`, async ({ page }) => {
      await registerCustomer(page.request, baseURL);

      // The rules' chunk is the `phone-*.js` that carries libphonenumber's metadata (lucide's Phone icon is a `phone-*.js` too).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/phone-[^/]*\.js$/, async (route) => {
        const response = await route.fetch();
        if (!(await response.text()).includes('country_calling_codes')) return route.fulfill({ response });
        await held;
        return arrives ? route.fulfill({ response }) : route.abort('internetdisconnected');
      });
      const sent: { address: { phone: string } }[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/checkout') && r.method() === 'POST') sent.push(r.postDataJSON() as { address: { phone: string } });
      });

      await toCheckoutWith(page, { street: '12 Jan Smuts Avenue', city: 'Johannesburg', zipCode: '2196', countryCode: 'ZA', phone: '082 555 0101' });
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForTimeout(500);
      expect(sent).toEqual([]);
      release();
      await expect(page).toHaveURL(/\/order-confirmation$/);
      // Read in South Africa by the page's rules, or by the server's when they could not arrive.
      expect(sent.map((r) => r.address.phone)).toEqual([arrives ? '+27825550101' : '082 555 0101']);
      const orders = (await (await page.request.get('/api/orders')).json()) as OrderList | { id: string }[];
      const items = Array.isArray(orders) ? orders : (orders.items ?? []);
      const order = (await (await page.request.get(`/api/orders/${items[0]!.id}`)).json()) as { shippingAddress?: { phone: string }; address?: { phone: string } };
      expect((order.shippingAddress ?? order.address)?.phone).toBe('+27825550101');
    });
  }
});
