/**
 * PayPal webhooks against the stand-in (issue 7): only verified events are applied, each once;
 * PAYMENT.CAPTURE.COMPLETED places the order of a checkout whose browser never came back.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayPalOrderDto } from '@phonexport/contracts/checkout';
import { notifications, orders, paymentCheckouts, webhookEvents } from '../../../src/db/schema.ts';
import { createPayPalClient } from '../../../src/features/payments/paypal/paypal-client.ts';
import { api, checkoutBody, json, pickVariant, register, setVariantStock, uniqueEmail, type VariantRow } from '../../support/helpers.ts';
import { usePayPalShop } from './paypal-shop.ts';

const { t, shop } = usePayPalShop({ attempts: 2 });

let cookie = '';
let v: VariantRow;
beforeAll(async () => {
  cookie = await register(t.app, uniqueEmail('webhook'));
  v = await pickVariant(t.db, 50);
});

/** PayPal captures on its side (as if our server captured, then died before placing the order). */
async function capturedBehindOurBack(): Promise<{ orderId: string; captureId: string; value: string }> {
  const orderId = await shop.createOrder(cookie, [{ variantId: v.id, quantity: 1 }]);
  shop.standIn.approve(orderId);
  const client = createPayPalClient(shop.config());
  await client.captureOrder(orderId, `elsewhere-${orderId}`);
  const cap = shop.standIn.orders.get(orderId)!.capture!;
  return { orderId, captureId: cap.id, value: cap.amount.value };
}

function event(type: string, resource: Record<string, unknown>) {
  return { id: `WH-${crypto.randomUUID()}`, event_type: type, resource_type: 'capture', create_time: new Date().toISOString(), resource };
}

function completed(c: { orderId: string; captureId: string; value: string }, currency = 'USD') {
  return event('PAYMENT.CAPTURE.COMPLETED', {
    id: c.captureId,
    status: 'COMPLETED',
    amount: { currency_code: currency, value: c.value },
    supplementary_data: { related_ids: { order_id: c.orderId } },
  });
}

async function ordersPaidBy(captureId: string) {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, captureId));
  return row!.n;
}

async function eventCount() {
  const [row] = await t.db.select({ n: count() }).from(webhookEvents);
  return row!.n;
}

describe('POST /api/webhooks/paypal', () => {
  it('a bad signature → 400; nothing applied or recorded', async () => {
    const c = await capturedBehindOurBack();
    const events = await eventCount();
    const forged = await shop.deliverWebhook(completed(c), 'forged-signature');
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toBe('Invalid webhook signature');
    shop.standIn.program('verify', { kind: 'badSignature' });
    expect((await shop.deliverWebhook(completed(c))).statusCode).toBe(400);
    expect(await ordersPaidBy(c.captureId)).toBe(0);
    expect(await eventCount()).toBe(events);
    // The real event still settles it afterwards (and keeps the money-has-an-order rule).
    expect(json(await shop.deliverWebhook(completed(c))).status).toBe('applied');
    expect(await ordersPaidBy(c.captureId)).toBe(1);
  });

  it('not JSON → 400', async () => {
    const res = await api(t.app, { url: '/api/webhooks/paypal', raw: 'nope', origin: false });
    expect(res.statusCode).toBe(400);
  });

  it('COMPLETED for a checkout whose browser never came back places its one order; replays change nothing', async () => {
    const c = await capturedBehindOurBack();
    const body = completed(c);
    const res = await shop.deliverWebhook(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).status).toBe('applied');
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, c.captureId));
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'PayPal' });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, order!.id));
    expect(note?.message).toBe(`Your order #${order!.orderNumber} has been confirmed.`);

    // The same event again (PayPal retries): applied once.
    expect(json(await shop.deliverWebhook(body)).status).toBe('duplicate');
    // The browser comes back late: the same order.
    const late = await api(t.app, { url: `/api/checkout/paypal/orders/${c.orderId}/capture`, method: 'POST', cookie });
    expect(late.statusCode, late.body).toBe(201);
    expect(json<OrderDto>(late).id).toBe(order!.id);
    expect(await ordersPaidBy(c.captureId)).toBe(1);
  });

  it('COMPLETED after the browser already placed the order is ignored: one order', async () => {
    const res = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie });
    const orderId = json<PayPalOrderDto>(res).orderId;
    shop.standIn.approve(orderId);
    const placed = await api(t.app, { url: `/api/checkout/paypal/orders/${orderId}/capture`, method: 'POST', cookie });
    expect(placed.statusCode).toBe(201);
    const cap = shop.standIn.orders.get(orderId)!.capture!;
    expect(json(await shop.deliverWebhook(completed({ orderId, captureId: cap.id, value: cap.amount.value }))).status).toBe('ignored');
    expect(await ordersPaidBy(cap.id)).toBe(1);
  });

  it('COMPLETED with another amount: refunded, no order', async () => {
    const c = await capturedBehindOurBack();
    const res = await shop.deliverWebhook(completed({ ...c, value: '0.50' }));
    expect(res.statusCode).toBe(200);
    expect(await ordersPaidBy(c.captureId)).toBe(0);
    expect(shop.standIn.refunds.filter((r) => r.captureId === c.captureId)).toHaveLength(1);
    const [checkout] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, c.orderId));
    expect(checkout!.status).toBe('refunded');
  });

  it('DENIED marks the pending checkout failed: a later capture places no order', async () => {
    const res = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie });
    const orderId = json<PayPalOrderDto>(res).orderId;
    const denied = event('PAYMENT.CAPTURE.DENIED', { id: 'CAP-DENIED', status: 'DECLINED', supplementary_data: { related_ids: { order_id: orderId } } });
    expect(json(await shop.deliverWebhook(denied)).status).toBe('applied');
    const [checkout] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, orderId));
    expect(checkout!.status).toBe('failed');
    shop.standIn.approve(orderId);
    expect((await api(t.app, { url: `/api/checkout/paypal/orders/${orderId}/capture`, method: 'POST', cookie })).statusCode).toBe(409);
    expect(shop.standIn.orders.get(orderId)!.capture).toBeNull();
  });

  it("REFUNDED marks the order's payment refunded", async () => {
    const c = await capturedBehindOurBack();
    await shop.deliverWebhook(completed(c));
    const refunded = event('PAYMENT.CAPTURE.REFUNDED', {
      id: 'REF-1',
      status: 'COMPLETED',
      links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${c.captureId}`, method: 'GET' }],
    });
    expect(json(await shop.deliverWebhook(refunded)).status).toBe('applied');
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, c.captureId));
    expect(order!.paymentStatus).toBe('refunded');
  });

  it('verification unreachable → 502 and the event is not recorded, so PayPal’s retry applies it', async () => {
    const c = await capturedBehindOurBack();
    const body = completed(c);
    shop.standIn.program('verify', { kind: 'error', status: 503 }, { kind: 'error', status: 503 });
    expect((await shop.deliverWebhook(body)).statusCode).toBe(502);
    expect(await ordersPaidBy(c.captureId)).toBe(0);
    expect(json(await shop.deliverWebhook(body)).status).toBe('applied');
    expect(await ordersPaidBy(c.captureId)).toBe(1);
  });

  it('sold out and the refund failed too: 502, the checkout keeps its capture; the COMPLETED webhook refunds it', async () => {
    const other = await pickVariant(t.db, 10, [v.id, v.productId]);
    const created = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: other.id, quantity: 3 }]), cookie });
    const orderId = json<PayPalOrderDto>(created).orderId;
    shop.standIn.approve(orderId);
    await setVariantStock(t.db, other.id, 2);
    try {
      shop.standIn.program('refund', { kind: 'error', status: 503 }, { kind: 'error', status: 503 });
      const res = await api(t.app, { url: `/api/checkout/paypal/orders/${orderId}/capture`, method: 'POST', cookie });
      expect(res.statusCode).toBe(502);
      expect(json(res).message).toBe('There was an error with the payment provider. Please try again.');
      const cap = shop.standIn.orders.get(orderId)!.capture!;
      const [held] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, orderId));
      expect(held).toMatchObject({ status: 'captured', captureId: cap.id, orderId: null });
      expect(shop.standIn.refunds.some((r) => r.captureId === cap.id)).toBe(false);

      expect((await shop.deliverWebhook(completed({ orderId, captureId: cap.id, value: cap.amount.value }))).statusCode).toBe(200);
      expect(shop.standIn.refunds.filter((r) => r.captureId === cap.id)).toHaveLength(1);
      expect(await ordersPaidBy(cap.id)).toBe(0);
      const [settled] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, orderId));
      expect(settled!.status).toBe('refunded');
    } finally {
      await setVariantStock(t.db, other.id, other.stock);
    }
  });

  it('every capture PayPal holds has an order or a refund', async () => {
    for (const cap of shop.standIn.capturedNotRefunded()) expect(await ordersPaidBy(cap.id), cap.id).toBe(1);
  });
});
