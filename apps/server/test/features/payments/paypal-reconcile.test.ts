/**
 * Reconciliation with PayPal (issue 12): the reconciler asks PayPal (GET /v2/checkout/orders/{id},
 * answered by the local stand-in) what became of a checkout whose capture answer never came back,
 * and places the order for money PayPal holds, or marks the checkout failed when PayPal captured
 * nothing. Money PayPal holds always ends as exactly one order or a refund.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentCheckouts } from '../../../src/db/schema.ts';
import { reconcileCheckouts } from '../../../src/features/checkout/reconcile.ts';
import { createPayPalClient } from '../../../src/features/payments/paypal/paypal-client.ts';
import { createPayPalProvider } from '../../../src/features/payments/paypal/paypal-provider.ts';
import { api, checkoutBody, json, pickVariant, register, uniqueEmail, type VariantRow } from '../../support/helpers.ts';
import { usePayPalShop } from './paypal-shop.ts';

const { t, shop } = usePayPalShop({ holdMs: 700, reconcile: false });

let cookie = '';
let v: VariantRow;
beforeAll(async () => {
  cookie = await register(t.app, uniqueEmail('paypal-reconcile'));
  v = await pickVariant(t.db, 50);
});

const provider = () => createPayPalProvider(createPayPalClient(shop.config(), shop.clientOptions));

async function checkoutOfPayPal(paypalOrderId: string) {
  const [row] = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.externalOrderId, paypalOrderId));
  return row!;
}

async function createApproved(): Promise<string> {
  const id = await shop.createOrder(cookie, [{ variantId: v.id, quantity: 1 }]);
  shop.standIn.approve(id);
  return id;
}

describe('reconciling PayPal checkouts', () => {
  it('a capture PayPal made but whose answers were all lost becomes the order (GET order), once', async () => {
    const id = await createApproved();
    shop.standIn.program('capture', { kind: 'timeout' }, { kind: 'timeout' }, { kind: 'timeout' });
    const lost = await api(t.app, { url: `/api/checkout/paypal/orders/${id}/capture`, method: 'POST', cookie });
    expect(lost.statusCode).toBe(502);
    const captureId = shop.standIn.orders.get(id)?.capture?.id;
    expect(captureId).toBeTruthy(); // PayPal holds the money
    expect((await checkoutOfPayPal(id)).status).toBe('created');

    const report = await reconcileCheckouts(t.db, provider(), { olderThanMs: 0 });
    expect(report.placed).toBe(1);
    const settled = await checkoutOfPayPal(id);
    expect(settled.status).toBe('placed');
    expect(settled.captureId).toBe(captureId);
    const [paid] = await t.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, captureId!));
    expect(paid!.n).toBe(1);

    // The customer's retry now gets that order; a second round changes nothing.
    const retry = await api(t.app, { url: `/api/checkout/paypal/orders/${id}/capture`, method: 'POST', cookie });
    expect(retry.statusCode).toBe(201);
    expect(json<OrderDto>(retry).id).toBe(settled.orderId);
    expect((await reconcileCheckouts(t.db, provider(), { olderThanMs: 0 })).placed).toBe(0);
  });

  it('an approved order the customer never captured stays open; one PayPal never created is marked failed', async () => {
    const open = await createApproved();
    // PayPal refuses to create the order three times: nothing exists at PayPal.
    shop.standIn.program('create', { kind: 'error', status: 503 }, { kind: 'error', status: 503 }, { kind: 'error', status: 503 });
    const body = checkoutBody([{ variantId: v.id, quantity: 1 }]);
    const failedCreate = await api(t.app, { url: '/api/checkout/paypal/orders', body, cookie });
    expect(failedCreate.statusCode).toBe(502);

    await reconcileCheckouts(t.db, provider(), { olderThanMs: 0 });
    expect((await checkoutOfPayPal(open)).status).toBe('created');
    const [never] = await t.db
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.providerOrderId, `${(await api(t.app, { url: '/api/me', cookie })).json<{ id: string }>().id}:${body.idempotencyKey}`));
    expect(never!.externalOrderId).toBeNull();
    expect(never!.status).toBe('failed');
  });
});
