/**
 * The cart's quote request (POST /api/cart/quote) and the destination it is priced for, without
 * the data layer: the app's `useQuote` (lib/use-quote.ts, TanStack Query) and the cart made live
 * as an island (features/cart/cart-island.tsx, decision 093) send the same body and pick the same
 * destination.
 */
import type { CartLine } from '@phonexport/domain/cart';
import type { ShippingOption } from '@phonexport/domain/shipping';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import { apiClient } from './api-client';
import type { CartPrefs } from './cart-store';

/** What a quote is asked for: the browser's lines, the destination, the shipping option, the coupon and whether duty is included. */
export interface QuoteParams {
  lines: CartLine[];
  countryCode: string | null;
  shippingOption: ShippingOption;
  couponCode: string | null;
  includeDuty: boolean;
  /** Off: no request (default on for a non-empty cart). */
  enabled?: boolean;
}

/** The request body of a quote: each line's variant and quantity (the server prices them), the destination, option, coupon and duty. */
export const quoteBody = ({ lines, countryCode, shippingOption, couponCode, includeDuty }: QuoteParams) => ({
  lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
  countryCode: countryCode ?? undefined,
  shippingOption,
  couponCode: couponCode ?? undefined,
  includeDuty,
});

/** The server's quote of `body`; throws ApiError (status 0 when the network failed). */
export const fetchQuote = (body: ReturnType<typeof quoteBody>, signal?: AbortSignal): Promise<QuoteDto> => apiClient.post('/api/cart/quote', { body, signal });

/** The destination to price with (cart and checkout): the stored choice if still served, else South Africa, else the first; null without countries. */
export const pickDestination = (list: ServiceCountryDto[], prefs: CartPrefs): ServiceCountryDto | null =>
  list.find((c) => c.code === prefs.countryCode) ?? list.find((c) => c.code === 'ZA') ?? list[0] ?? null;
