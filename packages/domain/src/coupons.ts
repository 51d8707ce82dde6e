/**
 * Built-in coupons (storefront spec §9) and their rules (§5 Coupon).
 */
import { centsToDollars } from './money.ts';

export type CouponType = 'percentage' | 'fixed';

/**
 * A coupon (§3 Coupon): a percentage off the subtotal (`percentOff`, 1-100), or a fixed amount off
 * (`amountOffCents`, US cents: the shop's prices are in USD). Money is in minor units here as in the
 * database; the API's `discount` (a percent, or whole currency units for 'fixed', as the spec names
 * it) is worked out by `couponDiscountValue`.
 */
export type Coupon =
  | { code: string; type: 'percentage'; percentOff: number }
  | { code: string; type: 'fixed'; amountOffCents: number };

/** WELCOME10 = 10 %, SAVE20 = $20 off, NEWUSER15 = 15 % (§9). */
export const BUILT_IN_COUPONS: readonly Coupon[] = [
  { code: 'WELCOME10', type: 'percentage', percentOff: 10 },
  { code: 'SAVE20', type: 'fixed', amountOffCents: 2000 },
  { code: 'NEWUSER15', type: 'percentage', percentOff: 15 },
];

/**
 * The spec's `discount` of a coupon (§3 Coupon: code, discount, type): the percent for
 * 'percentage', the amount in whole currency units (dollars, may be fractional) for 'fixed'.
 */
export function couponDiscountValue(coupon: Coupon): number {
  return coupon.type === 'percentage' ? coupon.percentOff : centsToDollars(coupon.amountOffCents);
}

/** Trims and upper-cases a typed code (§5). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CouponLookup =
  | { ok: true; coupon: Coupon }
  | { ok: false; reason: 'empty' | 'invalid'; message: string };

export const COUPON_EMPTY_MESSAGE = 'Please enter a coupon code.';
export const COUPON_INVALID_MESSAGE = 'This code is not valid or has expired.';

/**
 * Looks a typed code up (trimmed, upper-cased) among `coupons` — the shop's active coupons; the
 * built-in ones by default — with the §5 messages on failure: empty → 'Please enter a coupon
 * code.', unknown or inactive → 'This code is not valid or has expired.'.
 */
export function lookupCoupon(code: string, coupons: readonly Coupon[] = BUILT_IN_COUPONS): CouponLookup {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return { ok: false, reason: 'empty', message: COUPON_EMPTY_MESSAGE };
  const coupon = coupons.find((c) => c.code === normalized);
  if (!coupon) return { ok: false, reason: 'invalid', message: COUPON_INVALID_MESSAGE };
  return { ok: true, coupon };
}

/**
 * Discount in cents a coupon takes off a subtotal in cents: a percentage of the subtotal
 * (rounded to the cent) or a fixed amount, never more than `capCents` (default the subtotal)
 * so that the discounted total never goes below 0 (§9).
 */
export function couponDiscountCents(coupon: Coupon, subtotalCents: number, capCents = subtotalCents): number {
  const raw =
    coupon.type === 'percentage' ? Math.round((subtotalCents * coupon.percentOff) / 100) : coupon.amountOffCents;
  return Math.max(0, Math.min(raw, capCents));
}
