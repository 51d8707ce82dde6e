/**
 * PayPal checkout against the local stand-in (issue 7): each PayPal answer — success, 5xx, a
 * timeout, ORDER_ALREADY_CAPTURED, a different captured amount — ends in exactly one order or none,
 * and money PayPal holds always belongs to an order or was refunded.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentInfoDto, PayPalOrderDto } from '@phonexport/contracts/checkout';
import { orders, paymentCheckouts } from '../../../src/db/schema.ts';
import { api, checkoutBody, json, pickVariant, register, setVariantStock, uniqueEmail, variantById, type VariantRow } from '../../support/helpers.ts';
import { usePayPalShop } from './paypal-shop.ts';

const { t, shop } = usePayPalShop({ holdMs: 700 });

let cookie = '';
let v: VariantRow;

beforeAll(async () => {
  cookie = await register(t.app, uniqueEmail('paypal'));
  v = await pickVariant(t.db, 50);
});

afterEach(async () => {
  // Money never captured without an order or a refund.
  for (const capture of shop.standIn.capturedNotRefunded()) {
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, capture.id));
    expect(row, `capture ${capture.id} has an order`).toBeTruthy();
  }
  shop.standIn.reset();
});

async function orderCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row!.n;
}

function createPayPalOrder(quantity = 1, as = cookie): Promise<string> {
  return shop.createOrder(as, [{ variantId: v.id, quantity }]);
}

function capture(orderId: string, as = cookie) {
  return api(t.app, { url: `/api/checkout/paypal/orders/${orderId}/capture`, method: 'POST', cookie: as });
}

async function approvedOrder(quantity = 1): Promise<string> {
  const id = await createPayPalOrder(quantity);
  shop.standIn.approve(id);
  return id;
}

async function ordersPaidBy(paypalOrderId: string) {
  const captureId = shop.standIn.orders.get(paypalOrderId)?.capture?.id;
  if (!captureId) return 0;
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, captureId));
  return row!.n;
}

describe('PayPal is the provider', () => {
  it('GET /api/checkout/payment names PayPal with the SDK address and public client id only', async () => {
    const info = json<PaymentInfoDto>(await api(t.app, { url: '/api/checkout/payment' }));
    expect(info).toEqual({
      provider: 'paypal',
      testMode: true,
      paypal: { clientId: 'stand-in-client-id', environment: 'sandbox', sdkUrl: `${shop.standIn.url}/sdk/js` },
    });
    expect(JSON.stringify(info)).not.toContain('secret');
  });

  it("the page's Content-Security-Policy allows PayPal's origins", async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toContain(shop.standIn.url);
  });

  it('the one-step test checkout is refused: no free orders', async () => {
    const before = await orderCount();
    const res = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('There was an error processing your payment. Please try again.');
    expect(await orderCount()).toBe(before);
  });

  it('a visitor cannot create or capture (401 with the sign-in message)', async () => {
    const created = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: v.id, quantity: 1 }]) });
    expect(created.statusCode).toBe(401);
    expect(json(created).message).toBe('Please sign in to proceed with checkout.');
    expect((await api(t.app, { url: '/api/checkout/paypal/orders/X/capture', method: 'POST' })).statusCode).toBe(401);
  });
});

describe('create', () => {
  it("creates the PayPal order for the server's total: USD, capture, 2 decimals, item count", async () => {
    const body = checkoutBody([{ variantId: v.id, quantity: 2 }]);
    const quote = json<{ totals: { totalCents: number } }>(
      await api(t.app, { url: '/api/cart/quote', body: { lines: body.lines, countryCode: 'ZA', shippingOption: 'standard', includeDuty: true } }),
    );
    const res = await api(t.app, { url: '/api/checkout/paypal/orders', body, cookie });
    expect(res.statusCode, res.body).toBe(201);
    const ppOrder = shop.standIn.orders.get(json<PayPalOrderDto>(res).orderId)!;
    const cents = quote.totals.totalCents;
    expect(ppOrder.amount).toEqual({ currency_code: 'USD', value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` });
    expect(ppOrder.description).toBe('PhoneXport order (2 items)');
    const [checkout] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, ppOrder.id));
    expect(checkout).toMatchObject({ status: 'created', amountCents: cents, provider: 'paypal' });
    expect(ppOrder.customId).toBe(checkout!.id);

    // The same idempotency key again: the same PayPal order, not a second one.
    const again = await api(t.app, { url: '/api/checkout/paypal/orders', body, cookie });
    expect(json<PayPalOrderDto>(again).orderId).toBe(ppOrder.id);
  });

  it('refuses a bad cart before PayPal is asked (409 stock limit, 400 empty)', async () => {
    const creates = shop.standIn.orders.size;
    const fresh = await variantById(t.db, v.id);
    const tooMany = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: v.id, quantity: fresh.stock + 1 }]), cookie });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe(`Only ${fresh.stock} items available in stock.`);
    expect((await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([]), cookie })).statusCode).toBe(400);
    expect(shop.standIn.orders.size).toBe(creates);
  });

  it('PayPal down (5xx on every attempt) → 502 Payment Error, no order', async () => {
    shop.standIn.program('create', { kind: 'error', status: 503 }, { kind: 'error', status: 503 }, { kind: 'error', status: 503 });
    const res = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie });
    expect(res.statusCode).toBe(502);
    expect(json(res).message).toBe('There was an error with the payment provider. Please try again.');
  });
});

describe('capture', () => {
  it('success: one order, paid by the capture, stock down', async () => {
    const before = await orderCount();
    const stock = (await variantById(t.db, v.id)).stock;
    const id = await approvedOrder(1);
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(201);
    const order = json<OrderDto>(res);
    const cap = shop.standIn.orders.get(id)!.capture!;
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'PayPal', paymentId: cap.id });
    expect(order.totalCents / 100).toBe(Number(cap.amount.value));
    expect(await orderCount()).toBe(before + 1);
    expect((await variantById(t.db, v.id)).stock).toBe(stock - 1);
    // Captured with the checkout's idempotency key.
    expect(shop.standIn.calls.find((c) => c.op === 'capture')?.requestId).toMatch(/^capture-/);
  });

  it('a double click (two captures at once) and a replay later give the same single order', async () => {
    const id = await approvedOrder(1);
    const [a, b] = await Promise.all([capture(id), capture(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json<OrderDto>(a).id).toBe(json<OrderDto>(b).id);
    const replay = await capture(id);
    expect(replay.statusCode).toBe(201);
    expect(json<OrderDto>(replay).id).toBe(json<OrderDto>(a).id);
    expect(await ordersPaidBy(id)).toBe(1);
    expect(shop.standIn.refunds.filter((r) => r.captureId === shop.standIn.orders.get(id)!.capture!.id)).toHaveLength(0);
  });

  it('a 5xx answer is retried with the same PayPal-Request-Id: one order', async () => {
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'error', status: 500 });
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(201);
    const attempts = shop.standIn.calls.filter((c) => c.op === 'capture');
    expect(attempts.map((c) => c.status)).toEqual([500, 201]);
    expect(new Set(attempts.map((c) => c.requestId)).size).toBe(1);
    expect(await ordersPaidBy(id)).toBe(1);
  });

  it('PayPal down for every attempt → 502 Payment Error, no order and no money taken; paying again works', async () => {
    const before = await orderCount();
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'error', status: 502 }, { kind: 'error', status: 502 }, { kind: 'error', status: 502 });
    const res = await capture(id);
    expect(res.statusCode).toBe(502);
    expect(json(res).message).toBe('There was an error with the payment provider. Please try again.');
    expect(await orderCount()).toBe(before);
    expect(shop.standIn.orders.get(id)!.capture).toBeNull();
    const retry = await capture(id);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await ordersPaidBy(id)).toBe(1);
  });

  it('a timeout after PayPal captured: the retry with the same key gets that capture; one order', async () => {
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'timeout' });
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(201);
    const attempts = shop.standIn.calls.filter((c) => c.op === 'capture');
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(attempts.map((c) => c.requestId)).size).toBe(1);
    expect(json<OrderDto>(res).paymentId).toBe(shop.standIn.orders.get(id)!.capture!.id);
    expect(await ordersPaidBy(id)).toBe(1);
  });

  it('ORDER_ALREADY_CAPTURED is success, confirmed by reading the PayPal order: one order', async () => {
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'alreadyCaptured' });
    const res = await capture(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(shop.standIn.calls.some((c) => c.op === 'get')).toBe(true);
    expect(json<OrderDto>(res).paymentId).toBe(shop.standIn.orders.get(id)!.capture!.id);
    expect(await ordersPaidBy(id)).toBe(1);
  });

  it('a captured amount other than the checkout total → Payment Failed, no order, refunded', async () => {
    const before = await orderCount();
    const stock = (await variantById(t.db, v.id)).stock;
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'amount', value: '1.00' });
    const res = await capture(id);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('There was an error processing your payment. Please try again.');
    expect(await orderCount()).toBe(before);
    expect((await variantById(t.db, v.id)).stock).toBe(stock);
    const cap = shop.standIn.orders.get(id)!.capture!;
    expect(shop.standIn.refunds.filter((r) => r.captureId === cap.id)).toHaveLength(1);
    const [checkout] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, id));
    expect(checkout).toMatchObject({ status: 'refunded', captureId: cap.id, orderId: null });
    // Asking again does not create an order either.
    expect((await capture(id)).statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('the same amount in another currency is refused and refunded too', async () => {
    const id = await approvedOrder(1);
    const value = shop.standIn.orders.get(id)!.amount.value;
    shop.standIn.program('capture', { kind: 'amount', value, currency: 'EUR' });
    expect((await capture(id)).statusCode).toBe(400);
    expect(await ordersPaidBy(id)).toBe(0);
    expect(shop.standIn.refunds.some((r) => r.captureId === shop.standIn.orders.get(id)!.capture!.id)).toBe(true);
  });

  it('sold out between approval and capture → 409 telling the customer the payment was refunded; no order', async () => {
    const other = await pickVariant(t.db, 10, [v.id, v.productId]);
    const body = checkoutBody([{ variantId: other.id, quantity: 2 }]);
    const created = await api(t.app, { url: '/api/checkout/paypal/orders', body, cookie });
    const id = json<PayPalOrderDto>(created).orderId;
    shop.standIn.approve(id);
    await setVariantStock(t.db, other.id, 1);
    try {
      const before = await orderCount();
      const res = await capture(id);
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toMatch(/sold out while you were paying\. Your payment has been refunded\.$/);
      expect(await orderCount()).toBe(before);
      expect((await variantById(t.db, other.id)).stock).toBe(1);
      expect(shop.standIn.refunds.filter((r) => r.captureId === shop.standIn.orders.get(id)!.capture!.id)).toHaveLength(1);
      const again = await capture(id);
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe('This order could not be placed and your payment has been refunded.');
    } finally {
      await setVariantStock(t.db, other.id, other.stock);
    }
  });

  it('a declined capture → Payment Failed, no order', async () => {
    const id = await approvedOrder(1);
    shop.standIn.program('capture', { kind: 'status', status: 'DECLINED' });
    const res = await capture(id);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('There was an error processing your payment. Please try again.');
    expect(await ordersPaidBy(id)).toBe(0);
  });

  it('an order the customer never approved → Payment Failed, nothing captured', async () => {
    const id = await createPayPalOrder(1);
    const res = await capture(id);
    expect(res.statusCode).toBe(400);
    expect(shop.standIn.orders.get(id)!.capture).toBeNull();
  });

  it("another customer cannot capture someone's PayPal order (404), nor an unknown one", async () => {
    const id = await approvedOrder(1);
    const intruder = await register(t.app, uniqueEmail('intruder'));
    expect((await capture(id, intruder)).statusCode).toBe(404);
    expect((await capture('NO-SUCH-ORDER')).statusCode).toBe(404);
    expect(shop.standIn.orders.get(id)!.capture).toBeNull();
  });
});
