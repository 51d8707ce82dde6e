/**
 * Order totals (storefront spec §9): total = subtotal + shipping + duty (duty only at checkout)
 * − discount, never below 0. All amounts are integer cents. The server recomputes these from
 * database prices; the browser uses the same functions for display only.
 */
import { type Coupon, couponDiscountCents } from './coupons.ts';
import { type CountryRates, type ShippingOption, dutyCents, shippingCostCents } from './shipping.ts';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface PriceInput {
  lines: readonly PricedLine[];
  country: CountryRates;
  shippingOption: ShippingOption;
  coupon?: Coupon | null;
  /** Duty is added at checkout only (§9); the cart summary leaves it out. */
  includeDuty: boolean;
  /** Orders whose subtotal reaches this many cents ship free (shop setting); null = no threshold. */
  freeShippingMinimumCents?: number | null;
}

export interface Totals {
  subtotalCents: number;
  shippingCents: number;
  dutyCents: number;
  discountCents: number;
  totalCents: number;
  itemCount: number;
}

/** Sum of unit price × quantity in cents. Throws RangeError on a negative or fractional amount. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  let sum = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0) throw new RangeError('unitPriceCents must be a non-negative integer');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a positive integer');
    sum += line.unitPriceCents * line.quantity;
  }
  return sum;
}

/** Computes every figure of an order summary from lines, destination, shipping option and coupon. */
export function priceOrder(input: PriceInput): Totals {
  const subtotal = subtotalCents(input.lines);
  const itemCount = input.lines.reduce((n, l) => n + l.quantity, 0);
  const freeByThreshold =
    input.freeShippingMinimumCents != null && subtotal > 0 && subtotal >= input.freeShippingMinimumCents;
  const shipping = subtotal === 0 || freeByThreshold ? 0 : shippingCostCents(input.country, input.shippingOption);
  const duty = input.includeDuty ? dutyCents(subtotal, input.country.dutyRate) : 0;
  const gross = subtotal + shipping + duty;
  const discount = input.coupon ? couponDiscountCents(input.coupon, subtotal, gross) : 0;
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    dutyCents: duty,
    discountCents: discount,
    totalCents: Math.max(0, gross - discount),
    itemCount,
  };
}
