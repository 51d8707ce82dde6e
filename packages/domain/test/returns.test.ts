import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_POLICY,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  addUtcMonths,
  canMoveReturn,
  effectiveRule,
  exchangeDifferenceCents,
  exchangeSettlement,
  refundEstimate,
  returnEligibility,
  windowEnd,
  type ReturnPolicy,
  type ReturnReason,
} from '../src/returns.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const policy = DEFAULT_RETURN_POLICY;
const delivered = new Date('2026-03-10T14:30:00.000Z');
const at = (ms: number) => new Date(delivered.getTime() + ms);
const check = (reason: ReturnReason, now: Date, over: { category?: string; country?: string; p?: ReturnPolicy } = {}) =>
  returnEligibility({ policy: over.p ?? policy, category: over.category ?? 'smartphones', country: over.country ?? 'ZM', reason, deliveredAt: delivered, now });

describe('return eligibility (issue 27)', () => {
  it('dead on arrival: 48 hours from delivery, the last millisecond included', () => {
    expect(check('dead_on_arrival', at(48 * HOUR))).toMatchObject({ eligible: true, deadline: at(48 * HOUR) });
    expect(check('dead_on_arrival', at(48 * HOUR + 1))).toEqual({ eligible: false, why: 'window_closed', deadline: at(48 * HOUR) });
  });

  it('change of mind: 7 days; warranty fault: 6 calendar months', () => {
    expect(check('changed_mind', at(7 * DAY)).eligible).toBe(true);
    expect(check('changed_mind', at(7 * DAY + 1))).toMatchObject({ eligible: false, why: 'window_closed' });
    expect(check('warranty_fault', new Date('2026-09-10T14:30:00.000Z')).eligible).toBe(true);
    expect(check('warranty_fault', new Date('2026-09-10T14:30:00.001Z'))).toMatchObject({ eligible: false, why: 'window_closed' });
  });

  it('nothing before delivery', () => {
    expect(returnEligibility({ policy, category: 'smartphones', country: 'ZA', reason: 'dead_on_arrival', deliveredAt: null, now: delivered })).toEqual({ eligible: false, why: 'not_delivered', deadline: null });
  });

  it('a reason without a rule is not allowed; the most specific rule wins', () => {
    const p: ReturnPolicy = {
      ...policy,
      rules: [
        { category: '*', country: '*', reason: 'changed_mind', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 10 },
        { category: 'accessories', country: 'BW', reason: 'changed_mind', window: { amount: 30, unit: 'days' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
      ],
    };
    expect(check('dead_on_arrival', at(HOUR), { p })).toEqual({ eligible: false, why: 'reason_not_allowed', deadline: null });
    expect(check('changed_mind', at(20 * DAY), { p, category: 'accessories', country: 'BW' }).eligible).toBe(true);
    expect(check('changed_mind', at(20 * DAY), { p, category: 'accessories', country: 'ZM' }).eligible).toBe(false);
    expect(check('changed_mind', at(20 * DAY), { p, category: 'smartphones', country: 'BW' }).eligible).toBe(false);
  });

  it('a final-sale category has no return under the policy, but South Africa keeps its legal rights', () => {
    const p: ReturnPolicy = { ...policy, finalSale: [{ category: 'accessories', country: '*' }] };
    expect(check('changed_mind', at(HOUR), { p, category: 'accessories', country: 'ZM' })).toEqual({ eligible: false, why: 'final_sale', deadline: null });
    expect(check('changed_mind', at(HOUR), { p, category: 'accessories', country: 'ZA' }).eligible).toBe(true);
    expect(check('warranty_fault', at(100 * DAY), { p, category: 'accessories', country: 'za' }).eligible).toBe(true);
  });

  it("South Africa: ECTA s44's 7 days without fee and CPA s56's 6 months win over a shorter, costlier policy", () => {
    const stingy: ReturnPolicy = {
      ...policy,
      rules: [
        { category: '*', country: '*', reason: 'changed_mind', window: { amount: 2, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 25 },
        { category: '*', country: '*', reason: 'damaged', window: { amount: 30, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 5 },
      ],
    };
    const mind = check('changed_mind', at(6 * DAY), { p: stingy, country: 'ZA' });
    expect(mind).toMatchObject({ eligible: true, rule: { restockingFeePercent: 0 } });
    expect(check('changed_mind', at(6 * DAY), { p: stingy, country: 'NA' }).eligible).toBe(false);
    const damaged = effectiveRule(stingy, 'computers', 'ZA', 'damaged', delivered)!;
    expect(damaged).toMatchObject({ window: { amount: 6, unit: 'months' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 });
    // Without a policy rule at all, the law still gives one.
    expect(check('warranty_fault', at(150 * DAY), { p: stingy, country: 'ZA' }).eligible).toBe(true);
  });

  it('property: eligible exactly up to the window end, whatever the delivery instant and the time zone it is written in', () => {
    const reasons = ['dead_on_arrival', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'warranty_fault'] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...reasons),
        fc.constantFrom('ZA', 'ZM', 'BW', 'NA', 'MW', 'MZ', 'ZW', 'LS'),
        fc.constantFrom('smartphones', 'tablets', 'computers', 'accessories'),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.integer({ min: -3 * DAY, max: 3 * DAY }),
        (deliveredAt, reason, country, category, offsetMinutes, shift) => {
          const rule = effectiveRule(policy, category, country, reason, deliveredAt)!;
          const end = windowEnd(deliveredAt, rule.window);
          // The same instant written with another UTC offset is the same instant.
          const local = new Date(deliveredAt.getTime() + offsetMinutes * 60_000).toISOString().replace('Z', '');
          const sign = offsetMinutes >= 0 ? '+' : '-';
          const abs = Math.abs(offsetMinutes);
          const written = new Date(`${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`);
          expect(written.getTime()).toBe(deliveredAt.getTime());
          const now = new Date(end.getTime() + shift);
          const a = returnEligibility({ policy, category, country, reason, deliveredAt, now });
          const b = returnEligibility({ policy, category, country, reason, deliveredAt: written, now });
          expect(b).toEqual(a);
          expect(a.eligible).toBe(shift <= 0);
          expect(returnEligibility({ policy, category, country, reason, deliveredAt, now: end }).eligible).toBe(true);
          expect(returnEligibility({ policy, category, country, reason, deliveredAt, now: new Date(end.getTime() + 1) }).eligible).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('calendar months in UTC clamp to the end of the shorter month', () => {
    expect(addUtcMonths(new Date('2026-08-31T23:30:00Z'), 6).toISOString()).toBe('2027-02-28T23:30:00.000Z');
    expect(addUtcMonths(new Date('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addUtcMonths(new Date('2026-12-15T10:00:00Z'), 1).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});

describe('the return state machine', () => {
  it('moves requested → approved | rejected → received → inspected → refunded | exchanged | closed', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('requested', 'rejected')).toBe(true);
    expect(canMoveReturn('approved', 'received')).toBe(true);
    expect(canMoveReturn('received', 'inspected')).toBe(true);
    for (const end of ['refunded', 'exchanged', 'closed'] as const) expect(canMoveReturn('inspected', end)).toBe(true);
  });

  it('never skips a step, never goes back, and finished requests stay finished', () => {
    expect(canMoveReturn('requested', 'received')).toBe(false);
    expect(canMoveReturn('requested', 'refunded')).toBe(false);
    expect(canMoveReturn('approved', 'inspected')).toBe(false);
    expect(canMoveReturn('received', 'refunded')).toBe(false);
    expect(canMoveReturn('inspected', 'received')).toBe(false);
    expect(canMoveReturn('rejected', 'approved')).toBe(false);
    const order = ['requested', 'approved', 'received', 'inspected'];
    for (const from of RETURN_STATUSES)
      for (const to of RETURN_TRANSITIONS[from]) {
        // Every allowed move goes exactly one step forward along the path (or to a terminal branch).
        if (order.includes(to)) expect(order.indexOf(to)).toBe(order.indexOf(from) + 1);
      }
    for (const end of ['rejected', 'refunded', 'exchanged', 'closed'] as const) expect(RETURN_TRANSITIONS[end]).toEqual([]);
  });
});

describe('the refund estimate', () => {
  const shop = { restockingFeePercent: 0, returnShippingPaidBy: 'shop' as const };
  const mind = { restockingFeePercent: 10, returnShippingPaidBy: 'customer' as const };

  it('a defect refunds the units in full', () => {
    expect(refundEstimate([{ unitPriceCents: 49_900, quantity: 1, rule: shop }], { subtotalCents: 99_800, discountCents: 0, refundableCents: 120_000 }, 1500)).toEqual({
      itemsCents: 49_900,
      restockingFeeCents: 0,
      returnShippingCents: 0,
      refundCents: 49_900,
    });
  });

  it('a change of mind takes off the restocking fee and the return shipping, and the discount share', () => {
    const e = refundEstimate([{ unitPriceCents: 10_000, quantity: 2, rule: mind }], { subtotalCents: 40_000, discountCents: 4_000, refundableCents: 100_000 }, 1500);
    expect(e).toEqual({ itemsCents: 18_000, restockingFeeCents: 1_800, returnShippingCents: 1500, refundCents: 14_700 });
  });

  it('never below 0 and never more than is left to refund', () => {
    expect(refundEstimate([{ unitPriceCents: 500, quantity: 1, rule: mind }], { subtotalCents: 500, discountCents: 0, refundableCents: 500 }, 1500).refundCents).toBe(0);
    expect(refundEstimate([{ unitPriceCents: 50_000, quantity: 1, rule: shop }], { subtotalCents: 50_000, discountCents: 0, refundableCents: 30_000 }, 0).refundCents).toBe(30_000);
  });

  it('an exchange difference is positive when the new variant costs more, negative when less', () => {
    expect(exchangeDifferenceCents(89_900, 99_900, 1)).toBe(10_000);
    expect(exchangeDifferenceCents(99_900, 89_900, 2)).toBe(-20_000);
  });

  it('an exchange settles both ways: a cheaper one refunds through the order, a dearer one ships only when paid and gives back what was paid for units not received', () => {
    const dearer = { unitPriceCents: 89_900, exchangeUnitPriceCents: 99_900 };
    expect(exchangeSettlement([{ ...dearer, receivedQuantity: 2 }], 0)).toEqual({ differenceCents: 20_000, orderRefundCents: 0, unpaidCents: 20_000, differenceRefundCents: 0 });
    expect(exchangeSettlement([{ ...dearer, receivedQuantity: 2 }], 20_000)).toEqual({ differenceCents: 20_000, orderRefundCents: 0, unpaidCents: 0, differenceRefundCents: 0 });
    expect(exchangeSettlement([{ ...dearer, receivedQuantity: 1 }], 20_000)).toEqual({ differenceCents: 10_000, orderRefundCents: 0, unpaidCents: 0, differenceRefundCents: 10_000 });
    expect(exchangeSettlement([{ unitPriceCents: 99_900, exchangeUnitPriceCents: 89_900, receivedQuantity: 1 }], 0)).toEqual({ differenceCents: -10_000, orderRefundCents: 10_000, unpaidCents: 0, differenceRefundCents: 0 });
    expect(exchangeSettlement([{ ...dearer, receivedQuantity: null }], 20_000).differenceRefundCents).toBe(20_000);
  });
});
