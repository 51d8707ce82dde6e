import type { OrderDto } from '@phonexport/contracts/orders';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, paymentCheckouts, productVariants, products } from '../../../src/db/schema.ts';
import { api, checkoutBody, json, pickVariant, register, setVariantStock, uniqueEmail, useTestServer, variantById, type VariantRow } from '../../support/helpers.ts';

const t = useTestServer();

async function ordersWith(variantId: string) {
  const [row] = await t.db
    .select({ orders: sql<number>`count(distinct ${orderItems.orderId})::int`, units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.variantId, variantId));
  return row!;
}

/** How many payment checkouts in the database were refunded. */
async function refundedCheckouts(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.status, 'refunded'));
  return row!.n;
}

async function productStockMatches(v: VariantRow) {
  const [p] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, v.productId));
  const [sum] = await t.db
    .select({ n: sql<number>`sum(${productVariants.stock})::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, v.productId));
  expect(p!.stock).toBe(sum!.n);
  expect(p!.stock).toBeGreaterThanOrEqual(0);
}

/** A new customer (`prefix` in the e-mail) and the cheapest variant with 20 in stock, its stock then set to `stock`. */
async function customerAndVariantWith(prefix: string, stock: number): Promise<{ cookie: string; v: VariantRow }> {
  const cookie = await register(t.app, uniqueEmail(prefix));
  const v = await pickVariant(t.db, 20);
  await setVariantStock(t.db, v.id, stock);
  return { cookie, v };
}

/** `n` checkouts of one unit of the variant as `cookie`, all sent at once: their answers. */
function simultaneousCheckouts(n: number, variantId: string, cookie: string) {
  return Promise.all(Array.from({ length: n }, () => api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId, quantity: 1 }]), cookie })));
}

describe('stock never oversells (DESIGN: orders are atomic)', () => {
  it('20 simultaneous 1-unit checkouts for 5 units: exactly 5 orders, 15 × 409, stock 0', async () => {
    const { cookie, v } = await customerAndVariantWith('rush', 5);
    const capturesBefore = t.payments.captures.length;
    const refundsBefore = t.payments.refunds.length;

    const results = await simultaneousCheckouts(20, v.id, cookie);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    // Sold out before the re-pricing ('unavailable') or while paying ('stock_limit').
    for (const r of results.filter((x) => x.statusCode === 409)) expect(['stock_limit', 'unavailable']).toContain(json(r).code);

    const placed = results.filter((r) => r.statusCode === 201).map((r) => json<OrderDto>(r));
    expect(new Set(placed.map((o) => o.id)).size).toBe(5);
    expect(new Set(placed.map((o) => o.orderNumber)).size).toBe(5);
    for (const o of placed) expect(o.orderNumber).toMatch(/^PX\d{8}$/);

    expect(await ordersWith(v.id)).toEqual({ orders: 5, units: 5 });
    expect((await variantById(t.db, v.id)).stock).toBe(0);
    await productStockMatches(v);

    // Money: every capture that did not become an order was refunded.
    const captured = t.payments.captures.length - capturesBefore;
    const refunded = t.payments.refunds.length - refundsBefore;
    expect(captured - refunded).toBe(5);
    const placedCheckouts = await t.db.select({ n: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.status, 'placed'));
    expect(placedCheckouts[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('with a slow payment provider, the losers are caught at the stock update and refunded', async () => {
    const { cookie, v } = await customerAndVariantWith('slowpay', 5);
    const capturesBefore = t.payments.captures.length;
    const refundsBefore = t.payments.refunds.length;
    // Earlier tests may have refunded checkouts too (on a real server their losers can pay before losing).
    const refundedCheckoutsBefore = await refundedCheckouts();
    t.payments.delayMs = 50;
    try {
      const results = await simultaneousCheckouts(20, v.id, cookie);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    } finally {
      t.payments.delayMs = 0;
    }
    const captured = t.payments.captures.length - capturesBefore;
    const refunded = t.payments.refunds.length - refundsBefore;
    // Every request passed the re-pricing while 5 were left, paid, then lost the race in the transaction.
    expect(captured).toBeGreaterThan(5);
    expect(captured - refunded).toBe(5);
    expect((await refundedCheckouts()) - refundedCheckoutsBefore).toBe(refunded);
    expect(await ordersWith(v.id)).toEqual({ orders: 5, units: 5 });
    expect((await variantById(t.db, v.id)).stock).toBe(0);
    await productStockMatches(v);
  });

  it('different customers racing for 2 units: exactly 2 win', async () => {
    const cookies = await Promise.all(Array.from({ length: 6 }, (_, i) => register(t.app, uniqueEmail(`racer${i}`))));
    const v = await pickVariant(t.db, 20);
    await setVariantStock(t.db, v.id, 2);
    const results = await Promise.all(
      cookies.map((cookie) => api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await ordersWith(v.id)).toEqual({ orders: 2, units: 2 });
    expect((await variantById(t.db, v.id)).stock).toBe(0);
    await productStockMatches(v);
  });

  it('mixed quantities never take more than the stock', async () => {
    const { cookie, v } = await customerAndVariantWith('mixed', 7);
    const quantities = [3, 3, 3, 2, 2, 1, 1, 4];
    const results = await Promise.all(
      quantities.map((quantity) => api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity }]), cookie })),
    );
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    const sold = results.reduce((n, r, i) => n + (r.statusCode === 201 ? quantities[i]! : 0), 0);
    const left = (await variantById(t.db, v.id)).stock;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(7);
    expect((await ordersWith(v.id)).units).toBe(sold);
    await productStockMatches(v);
  });
});
