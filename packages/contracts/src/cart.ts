/**
 * Cart contracts: quotes and coupons (storefront §5 Cart, §5 Coupon). The server re-prices the
 * browser's lines (variant ids and quantities) from the database; every figure is in cents.
 */
import { z } from 'zod';
import { SHIPPING_OPTIONS } from '@phonexport/domain/shipping';
import { cents, contractsOf, errorBody, named } from './contract.ts';
import { serviceCountry } from './shipping.ts';
import { plainText, trimmed } from './text-rules.ts';

const { anyone } = contractsOf('cart');

// ---------------------------------------------------------------- requests

/** A cart line as the browser sends it: a variant and a quantity, never an amount. */
export const cartLineInputSchema = z.object({
  variantId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(999),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const quoteRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).max(100),
  countryCode: z.string().trim().toUpperCase().length(2).optional(),
  shippingOption: z.enum(SHIPPING_OPTIONS).default('standard'),
  couponCode: trimmed(40).optional(),
  includeDuty: z.boolean().default(false),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const couponRequestSchema = z.object({ code: plainText(40) });

// ---------------------------------------------------------------- answers

/** A coupon as applied (§3 Coupon): `discount` is a percent for 'percentage', US dollars for 'fixed' (stored in cents; domain couponDiscountValue). */
export const coupon = named('Coupon', {
  code: z.string(),
  discount: z.number(),
  type: z.enum(['percentage', 'fixed']),
});
export type CouponDto = z.infer<typeof coupon>;

/**
 * The destination a quote is priced for: the shipping subject's service country (costs in cents,
 * duty rate in percent), its delivery days any number.
 */
export const quoteCountry = serviceCountry
  .extend({ estimatedDeliveryDays: z.object({ standard: z.number(), express: z.number() }) })
  .meta({ id: 'QuoteCountry' });

/** One re-priced cart line; `problem` says why it cannot be bought as asked (left out of totals when unavailable). */
export const quoteLine = named('QuoteLine', {
  variantId: z.string(),
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  storage: z.string(),
  variant: z.string(),
  unitPriceCents: cents,
  quantity: z.number().int(),
  stock: z.number().int(),
  image: z.string().nullable(),
  problem: z.enum(['unavailable', 'insufficient_stock']).nullable(),
});
export type QuoteLineDto = z.infer<typeof quoteLine>;

/** Every figure of an order summary, in cents (domain pricing's Totals). */
export const quoteTotals = named('QuoteTotals', {
  subtotalCents: cents,
  shippingCents: cents,
  dutyCents: cents,
  discountCents: cents,
  totalCents: cents,
  itemCount: z.number().int(),
});

/** The server's quote of a cart: lines, destination, shipping option actually quoted, coupon (or its §5 error) and totals. */
export const quote = named('Quote', {
  lines: z.array(quoteLine),
  country: quoteCountry.nullable(),
  shippingOption: z.enum(SHIPPING_OPTIONS),
  coupon: coupon.nullable(),
  couponError: z.string().nullable(),
  deliveryEstimate: z.string(),
  totals: quoteTotals,
  /** What each shipping option costs this cart to this destination, in cents (the free shipping minimum applied): the option cards show these, so they agree with the totals. */
  optionShippingCents: z.object({ standard: cents, express: cents }),
});
export type QuoteDto = z.infer<typeof quote>;

export const cartContracts = {
  quote: anyone('POST', '/api/cart/quote', 'Re-price a cart from database prices', {
    description:
      'Lines whose variant is gone or inactive are flagged unavailable and left out of totals; express is quoted as standard while the express courier is off; free shipping from the shop’s free shipping minimum.',
    body: quoteRequestSchema,
    responses: { 200: quote, 400: errorBody },
  }),
  validateCoupon: anyone('POST', '/api/coupons/validate', 'Check a coupon code', {
    description: 'Answers the active coupon, or 400 with the §5 message (empty or not valid) as message and `code`.',
    body: couponRequestSchema,
    responses: { 200: coupon, 400: errorBody },
  }),
};
