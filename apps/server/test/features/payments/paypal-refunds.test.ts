/**
 * Issue 12 with PayPal as the provider (the local stand-in): the back office's cancel and partial
 * refund go through POST /v2/payments/captures/{id}/refund with a PayPal-Request-Id, a lost answer
 * is retried with the same id (refunded once), and a refund made in PayPal's dashboard
 * (PAYMENT.CAPTURE.REFUNDED) is reflected with the webhook's amount, notified and audited.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema.ts';
import { api, json, pickVariant, register, registerAdmin, uniqueEmail, variantById, type VariantRow } from '../../support/helpers.ts';
import { usePayPalShop } from './paypal-shop.ts';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const { t, shop } = usePayPalShop();

let admin = '';
let customer = '';
let v: VariantRow;
beforeAll(async () => {
  admin = await registerAdmin(t);
  customer = await register(t.app, uniqueEmail('paypal-refund'));
  v = await pickVariant(t.db, 50);
});

/** A PayPal order paid through the checkout (create, approve, capture). */
async function paidOrder(quantity = 1): Promise<OrderDto> {
  const paypalOrderId = await shop.createOrder(customer, [{ variantId: v.id, quantity }]);
  shop.standIn.approve(paypalOrderId);
  const res = await api(t.app, { url: `/api/checkout/paypal/orders/${paypalOrderId}/capture`, method: 'POST', cookie: customer });
  if (res.statusCode !== 201) throw new Error(res.body);
  return json<OrderDto>(res);
}

const refundsOf = (captureId: string | null) => shop.standIn.refunds.filter((r) => r.captureId === captureId);
const refundCalls = () => shop.standIn.calls.filter((c) => c.op === 'refund');

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** PAYMENT.CAPTURE.REFUNDED as PayPal sends it: the refund, its amount, the capture's running total and the 'up' link. */
function refundedEvent(captureId: string, refundId: string, value: string, total: string | null) {
  return {
    id: `WH-${crypto.randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      ...(total ? { seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: total } } } : {}),
      links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, method: 'GET' }],
    },
  };
}

describe('refunds through PayPal', () => {
  it('cancel refunds the capture in full with a PayPal-Request-Id and returns the stock', async () => {
    const order = await paidOrder(2);
    const stockBefore = (await variantById(t.db, v.id)).stock;
    shop.standIn.reset();
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: order.totalCents });
    const refunds = refundsOf(order.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.value).toBe((order.totalCents / 100).toFixed(2));
    expect(refunds[0]!.requestId).toEqual(expect.stringMatching(/^refund-/));
    expect((await variantById(t.db, v.id)).stock).toBe(stockBefore + 2);
  });

  it("a lost answer is retried with the same PayPal-Request-Id: PayPal refunds once and the order is refunded", async () => {
    const order = await paidOrder();
    shop.standIn.reset();
    shop.standIn.program('refund', { kind: 'timeout' });
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const calls = refundCalls();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('PayPal unavailable: 502 and the order is untouched; the later cancel refunds once', async () => {
    const order = await paidOrder();
    shop.standIn.reset();
    shop.standIn.program('refund', { kind: 'error', status: 503 }, { kind: 'error', status: 503 }, { kind: 'error', status: 503 });
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin });
    expect(res.statusCode).toBe(502);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundedCents: 0 });
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    expect((await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin })).statusCode).toBe(200);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('a partial refund sends the amount; its webhook echo is not counted twice; cancel refunds the rest', async () => {
    const order = await paidOrder();
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, body: { amount: '7.25' }, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundsOf(order.paymentId).map((r) => r.value)).toEqual(['7.25']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedCents: 725 });
    // PayPal notifies about the refund we made: same running total, nothing changes.
    const echo = await shop.deliverWebhook(refundedEvent(order.paymentId!, refundsOf(order.paymentId)[0]!.id, '7.25', '7.25'));
    expect(json(echo).status).toBe('ignored');
    expect((await orderRow(order.id)).refundedCents).toBe(725);
    // Cancelling then refunds what is left of the capture, once.
    expect((await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin })).statusCode).toBe(200);
    expect(refundsOf(order.paymentId).map((r) => r.value)).toEqual(['7.25', ((order.totalCents - 725) / 100).toFixed(2)]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: order.totalCents });
  });
});

describe('PAYMENT.CAPTURE.REFUNDED from PayPal’s dashboard', () => {
  it('records the webhook’s amount, then the rest; notifies the customer and writes the audit log', async () => {
    const order = await paidOrder();
    const first = await shop.deliverWebhook(refundedEvent(order.paymentId!, 'REF-DASH-1', '10.00', '10.00'));
    expect(json(first).status).toBe('applied');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedCents: 1000, status: 'confirmed' });
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: customer }));
    expect(notes.items.find((n) => n.title === 'Order Refunded' && n.message.includes(order.orderNumber))?.message).toContain('$10.00 has been refunded');
    const audit = json<{ items: { action: string; entityId: string; actorId: string | null; after: Record<string, unknown> }[] }>(
      await api(t.app, { url: '/api/admin/audit-log?entity=order', cookie: admin }),
    );
    expect(audit.items.find((a) => a.entityId === order.id && a.action === 'refund')).toMatchObject({
      actorId: null,
      after: { paymentStatus: 'partially_refunded', refundedCents: 1000, providerRefundId: 'REF-DASH-1' },
    });

    // The rest, without a running total in the payload: the refund's own amount is added.
    const rest = ((order.totalCents - 1000) / 100).toFixed(2);
    expect(json(await shop.deliverWebhook(refundedEvent(order.paymentId!, 'REF-DASH-2', rest, null))).status).toBe('applied');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.totalCents });

    // The admin's cancel afterwards refunds nothing more (nothing left) and still restocks.
    shop.standIn.reset();
    const stockBefore = (await variantById(t.db, v.id)).stock;
    const cancel = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {}, cookie: admin });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(refundCalls()).toHaveLength(0);
    expect((await variantById(t.db, v.id)).stock).toBe(stockBefore + 1);
  });
});
