/**
 * Checkout under contention on a real PostgreSQL server (issue 12): customers racing with
 * two-line carts sent in opposite orders ([A, B] and [B, A]) mixed with one-line carts used to
 * deadlock (500 "deadlock detected", then a refund). Now stock is taken in one stable order and a
 * deadlock is retried inside the server: every answer is 201 or 409 (sold out), never 5xx, and
 * stock + sold = initial stock for every variant, with every captured payment placed or refunded.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentCheckouts, productVariants, products, testPaymentCaptures } from '../../../src/db/schema.ts';
import { api, checkoutBody, json, register, uniqueEmail } from '../../support/helpers.ts';
import { postgresAvailable, startPostgresApp, type PostgresApp } from '../../support/postgres-server.ts';

describe.skipIf(!postgresAvailable)('checkout under contention on PostgreSQL', () => {
  let env: PostgresApp;

  beforeAll(async () => {
    env = await startPostgresApp();
  }, 180_000);

  afterAll(async () => {
    await env?.close();
  });

  it('48 simultaneous mixed checkouts (two lines in opposite orders, one line): only 201 or 409, stock + sold = initial', async () => {
    const db = env.database.db;
    // Four variants of four different products: the two-line carts also lock products in opposite orders.
    const rows = await db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.status, 'active'))
      .orderBy(productVariants.priceCents, productVariants.id);
    const picked: typeof rows = [];
    for (const r of rows) if (picked.length < 4 && !picked.some((p) => p.productId === r.productId)) picked.push(r);
    const [A, B, C, D] = picked.map((p) => p.id) as [string, string, string, string];
    // A runs out during the race (some 409s); the others do not.
    const initial: Record<string, number> = { [A]: 20, [B]: 60, [C]: 60, [D]: 60 };
    for (const [id, stock] of Object.entries(initial)) await db.update(productVariants).set({ stock }).where(eq(productVariants.id, id));
    await db.execute(sql`update products p set stock = (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)`);

    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(env.app, uniqueEmail(`race${i}`))));
    const carts = [
      [A, B],
      [B, A],
      [C, D, A],
      [A, D, C],
      [C],
      [D, B],
    ];
    const requests = Array.from({ length: 48 }, (_, i) => {
      const lines = carts[i % carts.length]!.map((variantId) => ({ variantId, quantity: 1 }));
      return { cookie: customers[i % customers.length]!, body: checkoutBody(lines) };
    });
    const results = await Promise.all(requests.map((r) => api(env.app, { url: '/api/checkout', cookie: r.cookie, body: r.body })));

    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 409), results.filter((r) => r.statusCode >= 500).map((r) => r.body).join('\n')).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(20);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(['stock_limit', 'unavailable']).toContain(json(r).code);

    // Stock + sold = initial, never below zero; each product's stock is the sum of its variants'.
    for (const [id, stock] of Object.entries(initial)) {
      const [v] = await db.select().from(productVariants).where(eq(productVariants.id, id));
      const [sold] = await db
        .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.variantId, id));
      expect(v!.stock).toBeGreaterThanOrEqual(0);
      expect(v!.stock + sold!.n).toBe(stock);
      const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, v!.productId));
      const [sum] = await db.select({ n: sql<number>`sum(${productVariants.stock})::int` }).from(productVariants).where(eq(productVariants.productId, v!.productId));
      expect(p!.stock).toBe(sum!.n);
    }

    // Every checkout settled; every capture in the provider's ledger is an order or a refund.
    const keys = requests.map((r) => r.body.idempotencyKey);
    const checkouts = await db.select().from(paymentCheckouts).where(inArray(sql`split_part(${paymentCheckouts.providerOrderId}, ':', 2)`, keys));
    expect(checkouts).toHaveLength(48);
    expect(checkouts.filter((c) => c.status === 'created' || c.status === 'captured')).toEqual([]);
    expect(checkouts.filter((c) => c.status === 'placed')).toHaveLength(statuses.filter((s) => s === 201).length);
    const unsettledMoney = await db
      .select({ reference: testPaymentCaptures.reference })
      .from(testPaymentCaptures)
      .leftJoin(orders, eq(orders.paymentId, testPaymentCaptures.paymentId))
      .where(and(inArray(testPaymentCaptures.reference, checkouts.map((c) => c.id)), isNull(orders.id), isNull(testPaymentCaptures.refundedAt)));
    expect(unsettledMoney).toEqual([]);
  }, 120_000);

  it('40 simultaneous checkouts of sibling variants of one product (decision 077): the product total stays the sum of its variants', async () => {
    const db = env.database.db;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.status, 'active'))
      .groupBy(products.id)
      .having(sql`count(*) >= 3`)
      .orderBy(products.id)
      .limit(1);
    const siblings = (await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, product!.id)).orderBy(productVariants.id)).slice(0, 3).map((v) => v.id);
    const [X, Y, Z] = siblings as [string, string, string];
    // X runs out during the race; Y and Z do not.
    const initial: Record<string, number> = { [X]: 10, [Y]: 50, [Z]: 50 };
    for (const [id, stock] of Object.entries(initial)) await db.update(productVariants).set({ stock }).where(eq(productVariants.id, id));
    await db.execute(sql`update products p set stock = (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id) where p.id = ${product!.id}`);
    const [{ others }] = (await db
      .select({ others: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product!.id), notInArray(productVariants.id, [X, Y, Z])))) as [{ others: number }];

    // Units of these variants sold before (by the other test of this file): the race's own are counted from here.
    const soldOf = async (id: string) =>
      ((await db.select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems).where(eq(orderItems.variantId, id))) as [{ n: number }])[0].n;
    const soldBefore: Record<string, number> = {};
    for (const id of [X, Y, Z]) soldBefore[id] = await soldOf(id);

    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(env.app, uniqueEmail(`siblings${i}`))));
    const carts = [[X], [Y], [Z], [X, Y], [Z, X], [Y, Z]];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api(env.app, { url: '/api/checkout', cookie: customers[i % customers.length]!, body: checkoutBody(carts[i % carts.length]!.map((variantId) => ({ variantId, quantity: 1 }))) }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((st) => st !== 201 && st !== 409), results.filter((r) => r.statusCode >= 500).map((r) => r.body).join('\n')).toEqual([]);
    expect(statuses.filter((st) => st === 409).length).toBeGreaterThan(0);

    let left = others;
    for (const [id, stock] of Object.entries(initial)) {
      const [v] = await db.select().from(productVariants).where(eq(productVariants.id, id));
      const sold = (await soldOf(id)) - soldBefore[id]!;
      expect(v!.stock).toBeGreaterThanOrEqual(0);
      expect(v!.stock + sold).toBe(stock);
      left += v!.stock;
    }
    const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id));
    expect(p!.stock).toBe(left);
  }, 120_000);
});
