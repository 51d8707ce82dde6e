/**
 * Migration 0027 (decision 103): coupons keep their value when their amounts move to minor units.
 * On a database migrated up to 0026 with coupons written the old way (`discount` a percent, or whole
 * dollars for a fixed coupon), applying 0027 gives a percentage coupon its `percent_off` and a fixed
 * one its `amount_off_cents` (dollars × 100), and the cart then quotes the same discount; the new
 * check refuses a coupon holding the other type's amount, or none. PGlite, and PostgreSQL with
 * TEST_DATABASE=postgres.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponDiscountCents } from '@phonexport/domain/coupons';
import { coupons } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import { findActiveCoupon } from '../../src/features/cart/cart-repository.ts';
import { MIGRATIONS, useMigrationTarget } from '../support/migration-target.ts';

const m = useMigrationTarget('coupons', '0027_issue28-coupon-amounts-in-cents');

describe('migration 0027 keeps every coupon worth what it was', () => {
  it('moves a fixed coupon’s dollars to cents and a percentage to percent_off, and checks the pair', async () => {
    await m.target.migrate(m.before);
    await m.target.db.execute(
      sql`insert into coupons (code, discount, type, is_active) values ('TAKE10', 10, 'percentage', true), ('SAVE35', 35, 'fixed', true), ('OLD5', 5, 'fixed', false)`,
    );

    await m.target.migrate(MIGRATIONS);

    const rows = await m.target.db.select().from(coupons).orderBy(coupons.code);
    expect(rows.map(({ code, type, percentOff, amountOffCents, isActive }) => ({ code, type, percentOff, amountOffCents, isActive }))).toEqual([
      { code: 'OLD5', type: 'fixed', percentOff: null, amountOffCents: 500, isActive: false },
      { code: 'SAVE35', type: 'fixed', percentOff: null, amountOffCents: 3500, isActive: true },
      { code: 'TAKE10', type: 'percentage', percentOff: 10, amountOffCents: null, isActive: true },
    ]);

    // The cart reads them back as before: $35 off a $200 subtotal, 10 % of it.
    const db = m.target.db as unknown as Db;
    const save35 = await findActiveCoupon(db, 'SAVE35');
    const take10 = await findActiveCoupon(db, 'TAKE10');
    expect([couponDiscountCents(save35!, 20_000), couponDiscountCents(take10!, 20_000)]).toEqual([3_500, 2_000]);
    expect(await findActiveCoupon(db, 'OLD5')).toBeNull();

    // Exactly the amount of its type: a fixed coupon with a percent, none at all, or 0 cents is refused.
    for (const bad of [
      { code: 'BAD1', type: 'fixed' as const, percentOff: 10 },
      { code: 'BAD2', type: 'percentage' as const },
      { code: 'BAD3', type: 'fixed' as const, amountOffCents: 0 },
      { code: 'BAD4', type: 'percentage' as const, percentOff: 10, amountOffCents: 100 },
    ]) {
      await expect(m.target.db.insert(coupons).values(bad)).rejects.toThrow();
    }
  }, 120_000);
});
