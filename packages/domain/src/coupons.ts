/**
 * Built-in coupons (storefront spec §9) and their rules (§5 Coupon).
 */

export type CouponType = 'percentage' | 'fixed';

/** A coupon: `discount` is a percent for 'percentage', whole US dollars for 'fixed' (§3 Coupon). */
export interface Coupon {
  code: string;
  discount: number;
  type: CouponType;
}

/** WELCOME10 = 10 %, SAVE20 = $20 off, NEWUSER15 = 15 % (§9). */
export const BUILT_IN_COUPONS: readonly Coupon[] = [
  { code: 'WELCOME10', discount: 10, type: 'percentage' },
  { code: 'SAVE20', discount: 20, type: 'fixed' },
  { code: 'NEWUSER15', discount: 15, type: 'percentage' },
];

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
    coupon.type === 'percentage' ? Math.round((subtotalCents * coupon.discount) / 100) : coupon.discount * 100;
  return Math.max(0, Math.min(raw, capCents));
}
