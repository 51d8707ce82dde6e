/**
 * The storefront's key pages, each rendered as a whole (issue 28): home, the product list, a
 * product page, the cart and checkout, at their URLs in the whole app, against answers of the real
 * API (api-answers.ts). Each test asserts what a shopper sees and does on that page, and what the
 * page asked the server for; the journeys (e2e/) hold the same pages with the real server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeDto } from '@phonexport/contracts/accounts';
import type { CartLine } from '@phonexport/domain/cart';
import { CART_KEY } from '../../src/lib/cart-store';
import { fakeApi, preloadPages, renderPage, type Routes } from './page-harness';
import * as answers from './api-answers';

/** What every storefront page reads: the signed-out session, the shop's public settings, the rates, countries, brands. */
const SHOP: Routes = {
  'GET /api/session': { body: { user: null } },
  'GET /api/shop-settings': { body: answers.shopSettings },
  'GET /api/exchange-rates': { body: answers.exchangeRates },
  'GET /api/countries': { body: answers.countries },
  'GET /api/brands': { body: answers.brands },
  'GET /api/heroes': { body: answers.heroes },
  'GET /api/reviews': { body: { items: [], total: 0, averageRating: 0, nextOffset: null } },
  'GET /api/products/:id': ({ path }, { id }) => (id === answers.productDetail.id ? { body: answers.productDetail } : { status: 404, body: { error: 'Not Found', message: `No product ${path}` } }),
  'GET /api/products': { body: answers.products },
};

const [first, second, third] = answers.products.items;

preloadPages('/', '/products', `/product/${answers.productDetail.id}`, '/cart', '/checkout', '/login');

describe('home', () => {
  it('shows the first hero and the featured products with their prices', async () => {
    const api = fakeApi(SHOP);
    renderPage('/');
    expect(await screen.findByRole('heading', { name: answers.heroes[0]!.title })).toBeInTheDocument();
    expect((await screen.findAllByText(first!.name)).length).toBeGreaterThan(0);
    // Cards show whole dollars, from the cheapest variant to the dearest (storefront §2).
    expect(screen.getAllByText('$1,300 -').length).toBeGreaterThan(0);
    expect(api.seen.some((r) => r.path === '/api/products' && r.query.get('featured') === 'true')).toBe(true);
  });
});

describe('the product list', () => {
  it('lists the products the server found, asking with the filters of the URL', async () => {
    const api = fakeApi(SHOP);
    renderPage('/products?brand=samsung&category=smartphones');
    for (const p of [first, second, third]) expect(await screen.findByText(p!.name)).toBeInTheDocument();
    const list = api.seen.filter((r) => r.path === '/api/products');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.query.get('brand') === 'samsung' && r.query.get('category') === 'smartphones')).toBe(true);
  });

  it('says so when nothing matches', async () => {
    fakeApi({ ...SHOP, 'GET /api/products': { body: { ...answers.products, items: [], total: 0, nextCursor: null } } });
    renderPage('/products?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText('No products match "nothing-like-this"')).toBeInTheDocument();
  });
});

describe('a product page', () => {
  it('shows the product, changes the price with the storage chosen, and adds that variant to the cart', async () => {
    fakeApi(SHOP);
    const user = userEvent.setup();
    const p = answers.productDetail;
    renderPage(`/product/${p.id}`);
    expect(await screen.findByRole('heading', { name: p.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    // The default variant's price, then Titanium Black in 512GB: its own price, and that variant goes to the cart.
    expect(screen.getAllByText('$1,299.99').length).toBeGreaterThan(0);
    const chosen = p.variants.find((v) => v.color === 'Titanium Black' && v.storage === '512GB')!;
    await user.click(screen.getByRole('button', { name: 'Titanium Black' }));
    await user.click(screen.getByRole('button', { name: '512GB' }));
    expect(screen.getByRole('button', { name: '512GB' })).toHaveAttribute('aria-pressed', 'true');
    expect((await screen.findAllByText('$1,419.99')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toEqual([expect.objectContaining({ variantId: chosen.id, quantity: 1 })]));
  });

  it('says the product is not found when the server has none', async () => {
    fakeApi(SHOP);
    renderPage('/product/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});

/** Two of the product's first variant in the cart, as Add to Cart leaves them in the browser's storage. */
function cartOfTwo(): void {
  const p = answers.productDetail;
  const v = p.variants[0]!;
  const line: CartLine = {
    id: `${p.id}-${v.color}-${v.storage}`, productId: p.id, variantId: v.id, name: p.name, variant: `${v.color} ${v.storage}`,
    color: v.color, storage: v.storage, price: v.priceCents, quantity: 2, image: p.images[0] ?? null, stock: v.stock,
  };
  localStorage.setItem(CART_KEY, JSON.stringify([line]));
}

/** The server's quote: with WELCOME10 once the cart sends it, else without a coupon. */
const QUOTE: Routes = {
  'POST /api/cart/quote': ({ body }) => ({ body: (body as { couponCode?: string }).couponCode === 'WELCOME10' ? answers.quoteWelcome10 : answers.quote }),
  'POST /api/coupons/validate': ({ body }) =>
    (body as { code: string }).code.trim().toUpperCase() === 'WELCOME10'
      ? { body: { code: 'WELCOME10', discount: 10, type: 'percentage' } }
      : { status: 400, body: { error: 'Bad Request', message: 'This code is not valid or has expired.', fields: { code: 'This code is not valid or has expired.' } } },
};

describe('the cart', () => {
  it('shows the lines and totals the server quoted, and applies a coupon the server accepts', async () => {
    cartOfTwo();
    const api = fakeApi({ ...SHOP, ...QUOTE });
    const user = userEvent.setup();
    renderPage('/cart');
    const line = await screen.findByRole('listitem', { name: answers.productDetail.name });
    expect(within(line).getByRole('group', { name: `Quantity of ${answers.productDetail.name}` })).toHaveTextContent('2');
    expect(await screen.findByText('Subtotal (2 items)')).toBeInTheDocument();
    // What the browser asked to be priced: the variant and quantity, never a price.
    const firstQuote = api.seen.find((r) => r.path === '/api/cart/quote')!;
    expect(firstQuote.body).toMatchObject({ lines: [{ variantId: answers.productDetail.variants[0]!.id, quantity: 2 }] });
    expect(JSON.stringify(firstQuote.body)).not.toMatch(/price/i);

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon Applied')).toBeInTheDocument();
    expect(await screen.findByText(/Discount \(WELCOME10\)/)).toBeInTheDocument();
    expect(await screen.findByText('-$260.00')).toBeInTheDocument();
    expect(api.seen.some((r) => r.path === '/api/cart/quote' && (r.body as { couponCode?: string }).couponCode === 'WELCOME10')).toBe(true);
  });

  it('shows the server’s message for a coupon it refuses, and keeps the cart unchanged', async () => {
    cartOfTwo();
    const api = fakeApi({ ...SHOP, ...QUOTE });
    const user = userEvent.setup();
    renderPage('/cart');
    await screen.findByText('Subtotal (2 items)');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code is not valid or has expired.')).toBeInTheDocument();
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
    expect(api.seen.filter((r) => r.path === '/api/cart/quote').every((r) => !(r.body as { couponCode?: string }).couponCode)).toBe(true);
  });

  it('says the cart is empty and offers the shop when nothing is in it', async () => {
    const api = fakeApi({ ...SHOP, ...QUOTE });
    renderPage('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(api.seen.some((r) => r.path === '/api/cart/quote')).toBe(false);
  });
});

const CUSTOMER: MeDto = {
  id: 'u1', email: 'thandi@example.com', displayName: 'Thandi Dlamini', phone: '+27821234567', role: 'customer', permissions: [],
  twoFactorEnabled: false, twoFactorSetupRequired: false, createdAt: '2026-11-01T08:00:00.000Z', lastLogin: null,
};

describe('checkout', () => {
  it('sends a visitor to sign in first', async () => {
    cartOfTwo();
    fakeApi({ ...SHOP, ...QUOTE });
    renderPage('/checkout');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/street/i)).not.toBeInTheDocument();
  });

  it('asks a signed-in customer for the shipping address, beside the server’s totals', async () => {
    cartOfTwo();
    const api = fakeApi({ ...SHOP, ...QUOTE, 'GET /api/session': { body: { user: CUSTOMER } }, 'GET /api/addresses': { body: [] } });
    renderPage('/checkout');
    expect(await screen.findByLabelText(/street/i)).toBeInTheDocument();
    expect(await screen.findByText('$3,001.98')).toBeInTheDocument();
    expect(api.seen.some((r) => r.path === '/api/cart/quote' && (r.body as { includeDuty?: boolean }).includeDuty === true)).toBe(true);
  });
});
