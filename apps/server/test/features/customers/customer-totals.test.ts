/**
 * Each customer's order count, placed orders and net spend, kept by the database as orders change
 * (customer_totals, migration 0026, decision 096), always equal to the sales rule (decision 017,
 * COUNTED_ORDER and NET_SALE_CENTS) summed over that customer's orders: after orders are placed in
 * batches, change status, payment status or total, are refunded, change owner or are deleted, and
 * after a customer is deleted; also when two connections change one customer's orders at once.
 */
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/client.ts';
import { customerTotals, orders, profiles, user } from '../../../src/db/schema.ts';
import { COUNTED_ORDER, NET_SALE_CENTS } from '../../../src/db/sales.ts';
import { api, registerAdmin, useTestServer } from '../../support/helpers.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, orderRow } from '../../support/order-row.ts';

const t = useTestServer();

let serial = 0;
/** A new customer (user and profile); answers their id. */
async function newCustomer(): Promise<string> {
  const id = `totals-user-${++serial}-${Date.now()}`;
  await t.db.insert(user).values({ id, name: `Totals ${serial}`, email: `${id}@totals.test` });
  await t.db.insert(profiles).values({ userId: id, email: `${id}@totals.test`, displayName: `Totals ${serial}` });
  return id;
}

/** What the database keeps for `userIds`, and what the sales rule sums over their orders now. */
async function keptAndRule(userIds: string[]) {
  const kept = await t.db
    .select({ userId: customerTotals.userId, orderCount: customerTotals.orderCount, placed: customerTotals.placedOrderCount, spent: customerTotals.spentCents })
    .from(customerTotals)
    .where(inArray(customerTotals.userId, userIds));
  const rule = await t.db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${COUNTED_ORDER}))::int`,
      placed: sql<number>`count(*)::int`,
      spent: sql<string>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${COUNTED_ORDER}), 0)::text`,
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  const asMap = (rows: { userId: string | null; orderCount: number; placed: number; spent: number | string }[]) =>
    Object.fromEntries(
      userIds.map((id) => {
        const r = rows.find((x) => x.userId === id);
        return [id, { orderCount: r?.orderCount ?? 0, placed: r?.placed ?? 0, spent: Number(r?.spent ?? 0) }];
      }),
    );
  return { kept: asMap(kept), rule: asMap(rule) };
}

describe('customer totals kept by the database', () => {
  it('equal the sales rule over the orders after any run of placing, changing, refunding, moving and deleting orders', async () => {
    const customers = [await newCustomer(), await newCustomer(), await newCustomer()];
    const owner = fc.constantFrom<string | null>(...customers, null);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('place' as const), rows: fc.array(fc.tuple(owner, fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...PAYMENT_STATUSES), fc.integer({ min: 1, max: 500_000 })), { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES), paymentStatus: fc.constantFrom(...PAYMENT_STATUSES) }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), part: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('owner' as const), pick: fc.nat(), owner }),
      fc.record({ kind: fc.constant('tracking' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const mine = await t.db.select({ id: orders.id, totalCents: orders.totalCents }).from(orders).where(inArray(orders.customerEmail, ['totals@totals.test'])).orderBy(orders.orderNumber);
          const picked = mine.length ? mine[('pick' in o ? o.pick : 0) % mine.length]! : null;
          if (o.kind === 'place') await t.db.insert(orders).values(o.rows.map(([u, s, p, total]) => orderRow(u, s, p, total)));
          else if (!picked) continue;
          else if (o.kind === 'status') await t.db.update(orders).set({ status: o.status, paymentStatus: o.paymentStatus }).where(eq(orders.id, picked.id));
          else if (o.kind === 'refund') await t.db.update(orders).set({ refundedCents: Math.floor(picked.totalCents * o.part) }).where(eq(orders.id, picked.id));
          else if (o.kind === 'owner') await t.db.update(orders).set({ userId: o.owner }).where(eq(orders.id, picked.id));
          else if (o.kind === 'tracking') await t.db.update(orders).set({ trackingNumber: `TRK${picked.id.slice(0, 8)}` }).where(eq(orders.id, picked.id));
          else await t.db.delete(orders).where(eq(orders.id, picked.id));
        }
        const { kept, rule } = await keptAndRule(customers);
        expect(kept).toEqual(rule);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('lose a deleted customer with their row, their orders kept without an owner', async () => {
    const gone = await newCustomer();
    await t.db.insert(orders).values([orderRow(gone, 'delivered', 'paid', 12_345), orderRow(gone, 'shipped', 'partially_refunded', 20_000, 5_000)]);
    expect((await keptAndRule([gone])).kept[gone]).toEqual({ orderCount: 2, placed: 2, spent: 27_345 });
    await t.db.delete(user).where(eq(user.id, gone));
    expect(await t.db.select().from(customerTotals).where(eq(customerTotals.userId, gone))).toEqual([]);
    const orphans = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerEmail, 'totals@totals.test'));
    expect(orphans[0]!.n).toBeGreaterThanOrEqual(2);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, gone))).toEqual([]);
  });

  it('count every order when several connections place and refund one customer’s orders at once', async () => {
    const buyer = await newCustomer();
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        withTransaction(t.db, async (tx) => {
          const [row] = await tx.insert(orders).values(orderRow(buyer, 'confirmed', 'paid', 10_000 + i)).returning({ id: orders.id });
          // Held open a moment, so the others' inserts and updates of the same customer overlap it.
          await tx.execute(sql`select pg_sleep(0.01)`);
          return row!.id;
        }),
      ),
    );
    await Promise.all(placed.map((id, i) => withTransaction(t.db, (tx) => tx.update(orders).set({ refundedCents: 1_000, paymentStatus: i % 3 ? 'partially_refunded' : 'refunded' }).where(eq(orders.id, id)))));
    const { kept, rule } = await keptAndRule([buyer]);
    expect(kept).toEqual(rule);
    // 12 orders; every third fully refunded (not counted); the others count their total less $10.
    const expected = Array.from({ length: 12 }, (_, i) => i).filter((i) => i % 3);
    expect(kept[buyer]).toEqual({ orderCount: expected.length, placed: 12, spent: expected.reduce((n, i) => n + 10_000 + i - 1_000, 0) });
  });

  it('are what the customers list shows, sorted by total spent', async () => {
    const admin = await registerAdmin(t);
    const [big, small] = [await newCustomer(), await newCustomer()];
    await t.db.insert(orders).values([orderRow(big, 'delivered', 'paid', 9_000_000), orderRow(small, 'delivered', 'paid', 8_000_000), orderRow(small, 'cancelled', 'paid', 5_000_000)]);
    const res = await api(t.app, { url: '/api/admin/customers?sort=spent&dir=desc&limit=2', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: { id: string; totalSpentCents: number; orderCount: number; placedOrderCount: number }[] }>().items).toEqual([
      expect.objectContaining({ id: big, totalSpentCents: 9_000_000, orderCount: 1, placedOrderCount: 1 }),
      expect.objectContaining({ id: small, totalSpentCents: 8_000_000, orderCount: 1, placedOrderCount: 2 }),
    ]);
  });
});
