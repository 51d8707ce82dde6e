/**
 * Every captured payment ends as an order or a refund (issue 12, decision 014): a checkout left
 * 'created' or 'captured' (lost provider answer, crash) is settled by the reconciler asking the
 * provider's ledger; until then a replay of its key answers 409 'in_progress' with Retry-After,
 * afterwards the settled result.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentCheckouts, testPaymentCaptures } from '../../../src/db/schema.ts';
import { reconcileCheckouts } from '../../../src/features/checkout/reconcile.ts';
import { api, checkoutBody, json, pickVariant, register, setVariantStock, uniqueEmail, useTestServer, variantById } from '../../support/helpers.ts';

const t = useTestServer({ reconcile: false });

async function checkoutOf(key: string) {
  const [row] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.providerOrderId, key));
  return row!;
}

/** Makes the next capture reach the provider (written in its ledger) but lose its answer. */
function loseNextCaptureAnswer() {
  const capture = t.payments.capture;
  t.payments.capture = async (req) => {
    t.payments.capture = capture;
    await capture(req);
    throw new Error('connection reset by peer');
  };
}

describe('reconciliation of unsettled checkouts', () => {
  it('a capture whose answer was lost: 502, replays answer 409 in_progress with Retry-After, then the reconciler places the order and the replay returns it', async () => {
    const cookie = await register(t.app, uniqueEmail('lost'));
    const v = await pickVariant(t.db, 5);
    const stockBefore = (await variantById(t.db, v.id)).stock;
    const body = checkoutBody([{ variantId: v.id, quantity: 1 }]);

    loseNextCaptureAnswer();
    const first = await api(t.app, { url: '/api/checkout', body, cookie });
    expect(first.statusCode).toBe(502);
    const stuck = await checkoutOf(`${(await api(t.app, { url: '/api/me', cookie })).json<{ id: string }>().id}:${body.idempotencyKey}`);
    expect(stuck.status).toBe('created');
    const [ledger] = await t.db.select().from(testPaymentCaptures).where(eq(testPaymentCaptures.reference, stuck.id));
    expect(ledger).toBeTruthy(); // the provider took the money

    const replay = await api(t.app, { url: '/api/checkout', body, cookie });
    expect(replay.statusCode).toBe(409);
    expect(json(replay).code).toBe('in_progress');
    expect(Number(replay.headers['retry-after'])).toBeGreaterThan(0);

    const report = await reconcileCheckouts(t.db, t.payments, { olderThanMs: 0 });
    expect(report.placed).toBeGreaterThanOrEqual(1);
    const settled = await checkoutOf(stuck.providerOrderId!);
    expect(settled.status).toBe('placed');
    expect(settled.captureId).toBe(ledger!.paymentId);

    const after = await api(t.app, { url: '/api/checkout', body, cookie });
    expect(after.statusCode).toBe(201);
    const order = json<OrderDto>(after);
    expect(order.id).toBe(settled.orderId);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentId).toBe(ledger!.paymentId);
    expect((await variantById(t.db, v.id)).stock).toBe(stockBefore - 1);
    // Exactly one order for the key, one capture, no refund.
    expect(t.payments.captures.filter((c) => c.reference === settled.id)).toHaveLength(1);
    expect(t.payments.refunds.filter((r) => r.paymentId === ledger!.paymentId)).toEqual([]);
  });

  it('a checkout that never reached the provider is marked failed; its replay is a settled 409, not in_progress', async () => {
    const cookie = await register(t.app, uniqueEmail('never'));
    const v = await pickVariant(t.db, 5);
    const body = checkoutBody([{ variantId: v.id, quantity: 1 }]);
    const capture = t.payments.capture;
    t.payments.capture = async () => {
      t.payments.capture = capture;
      throw new Error('provider unreachable');
    };
    expect((await api(t.app, { url: '/api/checkout', body, cookie })).statusCode).toBe(502);
    const me = (await api(t.app, { url: '/api/me', cookie })).json<{ id: string }>();
    expect((await checkoutOf(`${me.id}:${body.idempotencyKey}`)).status).toBe('created');

    await reconcileCheckouts(t.db, t.payments, { olderThanMs: 0 });
    expect((await checkoutOf(`${me.id}:${body.idempotencyKey}`)).status).toBe('failed');
    const replay = await api(t.app, { url: '/api/checkout', body, cookie });
    expect(replay.statusCode).toBe(409);
    expect(json(replay).code).not.toBe('in_progress');
    expect(replay.headers['retry-after']).toBeUndefined();
  });

  it('a captured checkout whose item sold out meanwhile is refunded by the reconciler', async () => {
    const cookie = await register(t.app, uniqueEmail('soldout'));
    const v = await pickVariant(t.db, 5);
    const body = checkoutBody([{ variantId: v.id, quantity: 1 }]);
    loseNextCaptureAnswer();
    expect((await api(t.app, { url: '/api/checkout', body, cookie })).statusCode).toBe(502);
    await setVariantStock(t.db, v.id, 0);
    const me = (await api(t.app, { url: '/api/me', cookie })).json<{ id: string }>();
    const key = `${me.id}:${body.idempotencyKey}`;
    const refundsBefore = t.payments.refunds.length;

    await reconcileCheckouts(t.db, t.payments, { olderThanMs: 0 });
    const settled = await checkoutOf(key);
    expect(settled.status).toBe('refunded');
    expect(t.payments.refunds.slice(refundsBefore).map((r) => r.paymentId)).toEqual([settled.captureId]);
    const [ledger] = await t.db.select().from(testPaymentCaptures).where(eq(testPaymentCaptures.reference, settled.id));
    expect(ledger!.refundedAt).toBeInstanceOf(Date);
    const replay = await api(t.app, { url: '/api/checkout', body, cookie });
    expect(replay.statusCode).toBe(409);
    expect(json(replay).code).toBe('refunded');
    expect((await variantById(t.db, v.id)).stock).toBe(0);
  });

  it('leaves young checkouts alone (a capture may still be in flight)', async () => {
    const cookie = await register(t.app, uniqueEmail('young'));
    const v = await pickVariant(t.db, 5);
    const body = checkoutBody([{ variantId: v.id, quantity: 1 }]);
    loseNextCaptureAnswer();
    await api(t.app, { url: '/api/checkout', body, cookie });
    const me = (await api(t.app, { url: '/api/me', cookie })).json<{ id: string }>();
    await reconcileCheckouts(t.db, t.payments, { olderThanMs: 60_000 });
    expect((await checkoutOf(`${me.id}:${body.idempotencyKey}`)).status).toBe('created');
  });
});
