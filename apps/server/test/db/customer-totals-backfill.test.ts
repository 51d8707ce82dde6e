/**
 * Migration 0026 (decision 096) fills `customer_totals` from the orders a shop already has: on a
 * database migrated up to 0025 with customers' orders in every status and payment status (and
 * guests' orders, and a customer with none), applying 0026 gives each customer the counted orders,
 * placed orders and net spend the sales rule (decision 017) gives over those orders, worked out
 * here in TypeScript from the rows written. On an in-memory PGlite, and (TEST_DATABASE=postgres) on
 * a new empty database of the run's PostgreSQL server.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerTotals, orders, user } from '../../src/db/schema.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, orderRow } from '../support/order-row.ts';
import { MIGRATIONS, useMigrationTarget } from '../support/migration-target.ts';

const BACKFILL_TAG = '0026_issue17-customer-totals';

const m = useMigrationTarget('backfill', BACKFILL_TAG);

describe('migration 0026 fills customer totals from the orders already there', () => {
  it('gives each customer the sales rule over their orders, in every status and payment status', async () => {
    await m.target.migrate(m.before);
    const customers = ['backfill-a', 'backfill-b', 'backfill-c', 'backfill-none'];
    await m.target.db.insert(user).values(customers.map((id) => ({ id, name: id, email: `${id}@backfill.test` })));
    // Every status with every payment status, dealt round the first three customers and a guest (no owner).
    const owners = [customers[0]!, customers[1]!, customers[2]!, null];
    const rows = ORDER_STATUSES.flatMap((status, i) =>
      PAYMENT_STATUSES.map((paymentStatus, j) => {
        const totalCents = 10_000 + 137 * (6 * i + j);
        const refundedCents = paymentStatus === 'partially_refunded' || paymentStatus === 'refunding' ? 2_500 : paymentStatus === 'refunded' ? totalCents : 0;
        return orderRow(owners[(6 * i + j) % owners.length] ?? null, status, paymentStatus, totalCents, refundedCents);
      }),
    );
    await m.target.db.insert(orders).values(rows);

    await m.target.migrate(MIGRATIONS);

    // The rule (decision 017): an order counts unless cancelled, and only once paid; it counts its total less its refunds.
    const counts = (r: (typeof rows)[number]) => r.status !== 'cancelled' && ['paid', 'partially_refunded', 'refunding'].includes(r.paymentStatus);
    const expected = Object.fromEntries(
      customers.map((id) => {
        const own = rows.filter((r) => r.userId === id);
        const counted = own.filter(counts);
        return [id, { orderCount: counted.length, placed: own.length, spent: counted.reduce((sum, r) => sum + r.totalCents - r.refundedCents, 0) }];
      }),
    );
    const kept = await m.target.db.select().from(customerTotals);
    const actual = Object.fromEntries(
      customers.map((id) => {
        const row = kept.find((k) => k.userId === id);
        return [id, { orderCount: row?.orderCount ?? 0, placed: row?.placedOrderCount ?? 0, spent: Number(row?.spentCents ?? 0) }];
      }),
    );
    expect(actual).toEqual(expected);
    // Every customer with orders has a row; guests' orders belong to no one's.
    expect(kept.map((k) => k.userId).sort()).toEqual(customers.slice(0, 3));
    expect(expected['backfill-a']!.orderCount).toBeGreaterThan(0);

    // The triggers the migration adds keep counting from there: an unpaid order of customer c is paid.
    const pendingOfC = rows.find((r) => r.userId === 'backfill-c' && r.status !== 'cancelled' && (r.paymentStatus === 'pending' || r.paymentStatus === 'failed'));
    await m.target.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.orderNumber, pendingOfC!.orderNumber));
    const [c] = await m.target.db.select().from(customerTotals).where(eq(customerTotals.userId, 'backfill-c'));
    expect({ orderCount: c!.orderCount, spent: Number(c!.spentCents) }).toEqual({ orderCount: expected['backfill-c']!.orderCount + 1, spent: expected['backfill-c']!.spent + pendingOfC!.totalCents });
  }, 120_000);
});
