import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_COUPONS,
  couponDiscountCents,
  couponDiscountValue,
  lookupCoupon,
  normalizeCouponCode,
  type Coupon,
} from '@phonexport/domain/coupons';

const WELCOME10: Coupon = { code: 'WELCOME10', type: 'percentage', percentOff: 10 };
const SAVE20: Coupon = { code: 'SAVE20', type: 'fixed', amountOffCents: 2000 };
const NEWUSER15: Coupon = { code: 'NEWUSER15', type: 'percentage', percentOff: 15 };

describe('built-in coupons (§9)', () => {
  it('are exactly WELCOME10 10 %, SAVE20 $20 fixed and NEWUSER15 15 %', () => {
    expect([...BUILT_IN_COUPONS].sort((a, b) => a.code.localeCompare(b.code))).toEqual([NEWUSER15, SAVE20, WELCOME10]);
  });
});

describe('normalizeCouponCode (§5)', () => {
  it('trims and upper-cases', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('\tSave20\n')).toBe('SAVE20');
    expect(normalizeCouponCode('')).toBe('');
  });
});

describe('lookupCoupon (§5 messages)', () => {
  it.each([
    ['WELCOME10', WELCOME10],
    ['welcome10', WELCOME10],
    ['  save20  ', SAVE20],
    ['NewUser15', NEWUSER15],
  ])('accepts %j', (typed, coupon) => {
    expect(lookupCoupon(typed)).toEqual({ ok: true, coupon });
  });

  it.each(['', '   ', '\t\n'])('refuses the empty code %j with "Please enter a coupon code."', (typed) => {
    expect(lookupCoupon(typed)).toEqual({ ok: false, reason: 'empty', message: 'Please enter a coupon code.' });
  });

  it.each(['SAVE30', 'WELCOME 10', 'WELCOME1', 'welcome100', 'FREESHIP'])('refuses unknown code %j', (typed) => {
    expect(lookupCoupon(typed)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'This code is not valid or has expired.',
    });
  });
});

describe('lookupCoupon among the shop’s active coupons', () => {
  it('finds a code only among the coupons given (a deactivated built-in is not valid)', () => {
    expect(lookupCoupon(' save20 ', [SAVE20])).toEqual({ ok: true, coupon: SAVE20 });
    expect(lookupCoupon('WELCOME10', [SAVE20])).toEqual({ ok: false, reason: 'invalid', message: 'This code is not valid or has expired.' });
    expect(lookupCoupon('WELCOME10', [])).toEqual({ ok: false, reason: 'invalid', message: 'This code is not valid or has expired.' });
    expect(lookupCoupon('  ', [SAVE20])).toEqual({ ok: false, reason: 'empty', message: 'Please enter a coupon code.' });
  });
});

describe('couponDiscountCents', () => {
  it('takes 10 % off with WELCOME10', () => {
    expect(couponDiscountCents(WELCOME10, 129_999)).toBe(13_000); // $1,299.99 → $130.00 (12,999.9 rounded)
    expect(couponDiscountCents(WELCOME10, 10_000)).toBe(1_000);
  });

  it('takes 15 % off with NEWUSER15', () => {
    expect(couponDiscountCents(NEWUSER15, 20_000)).toBe(3_000);
    expect(couponDiscountCents(NEWUSER15, 4_999)).toBe(750); // 749.85 → 750
  });

  it('rounds a percentage to the nearest cent', () => {
    expect(couponDiscountCents(WELCOME10, 12_345)).toBe(1_235); // 1,234.5 → 1,235
    expect(couponDiscountCents(WELCOME10, 12_344)).toBe(1_234); // 1,234.4 → 1,234
  });

  it('takes a fixed $20 off with SAVE20', () => {
    expect(couponDiscountCents(SAVE20, 50_000)).toBe(2_000);
    expect(couponDiscountCents(SAVE20, 2_000)).toBe(2_000);
  });

  it('never takes more than the subtotal (total never below 0)', () => {
    expect(couponDiscountCents(SAVE20, 1_500)).toBe(1_500);
    expect(couponDiscountCents(SAVE20, 0)).toBe(0);
    expect(couponDiscountCents(WELCOME10, 0)).toBe(0);
  });

  it('respects an explicit cap', () => {
    expect(couponDiscountCents(SAVE20, 1_500, 1_800)).toBe(1_800);
    expect(couponDiscountCents(SAVE20, 1_500, 2_500)).toBe(2_000);
    expect(couponDiscountCents(SAVE20, 1_500, -5)).toBe(0);
  });
});

describe('couponDiscountValue (the API’s `discount`, §3 Coupon)', () => {
  it('gives the percent of a percentage coupon and the whole dollars of a fixed one stored in cents', () => {
    expect(couponDiscountValue(WELCOME10)).toBe(10);
    expect(couponDiscountValue(SAVE20)).toBe(20);
    expect(couponDiscountValue({ code: 'HALFDOLLAR', type: 'fixed', amountOffCents: 1_050 })).toBe(10.5);
  });
});
