/**
 * Request bodies and query strings of the HTTP API, as zod schemas: the server validates with
 * them and the web app types its calls with their inferred types. Amounts never come from the
 * browser: a cart line is a variant id and a quantity.
 */
import { z } from 'zod';
import { CATEGORIES, PRICE_RANGES } from './catalog.ts';
import { SHIPPING_OPTIONS } from './shipping.ts';
import { DISPLAY_CURRENCIES } from './currency.ts';
import { CHECKOUT_ADDRESS_MESSAGE } from './validation.ts';
import { addressShape, trimmed } from './address-schemas.ts';
import { plainText } from './text-rules.ts';
import { limitedRaw, limitedText } from './input-limits-schemas.ts';
import { FIELD_LIMITS, tooLongMessage } from './input-limits.ts';

export const productListQuerySchema = z.object({
  category: z.enum(CATEGORIES).optional(),
  brand: trimmed(40).toLowerCase().optional(),
  search: limitedText('search'),
  price: z.enum(Object.keys(PRICE_RANGES) as [keyof typeof PRICE_RANGES, ...(keyof typeof PRICE_RANGES)[]]).optional(),
  featured: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The previous page's `nextCursor` (keyset paging, any depth at the same cost); when given, `offset` is ignored. */
  cursor: z.string().trim().max(400).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor').optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

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

export const shippingAddressSchema = z.object({ ...addressShape(CHECKOUT_ADDRESS_MESSAGE), phone: limitedText('phone', CHECKOUT_ADDRESS_MESSAGE) });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const checkoutRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).max(100),
  shippingOption: z.enum(SHIPPING_OPTIONS),
  couponCode: trimmed(40).optional(),
  address: shippingAddressSchema,
  /** Save the address to the customer's address book. */
  saveAddress: z.boolean().default(false),
  /** Client-generated key: retrying the same checkout never creates a second order. */
  idempotencyKey: z.string().min(8).max(100),
  /** The currency the shopper saw prices in (issue 22): the order keeps the server's rate for it; the charge stays USD. */
  displayCurrency: z.enum(DISPLAY_CURRENCIES).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Registration body (§5); a field left out is checked like a blank one, so the §5 messages come in the §5 order. */
export const registerRequestSchema = z.object({
  firstName: limitedRaw('firstName'),
  lastName: limitedRaw('lastName'),
  email: limitedRaw('email'),
  phone: z.string().max(FIELD_LIMITS.phone.max, tooLongMessage('phone')).optional(),
  password: limitedRaw('password'),
  confirmPassword: limitedRaw('password'),
  terms: z.boolean().default(false),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The address book's body schema; defined in address-schemas.ts (one source). */
export { addressBodySchema as addressRequestSchema } from './address-schemas.ts';
export type { AddressBodyInput as AddressRequest } from './address-schemas.ts';
