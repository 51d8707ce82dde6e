/**
 * The server's quote of the cart (POST /api/cart/quote) and the destination it is priced for,
 * shared by the cart and checkout pages. The quote re-prices the browser's lines from the
 * database; its figures are the ones shown.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@phonexport/domain/cart';
import type { ShippingOption } from '@phonexport/domain/shipping';
import { apiClient } from './api-client';
import { useCartPrefs } from './cart-store';
import { useCountries } from './use-countries';

export interface QuoteParams {
  lines: CartLine[];
  countryCode: string | null;
  shippingOption: ShippingOption;
  couponCode: string | null;
  includeDuty: boolean;
  /** Off: no request (default on for a non-empty cart). */
  enabled?: boolean;
}

/** The quote of these lines (kept while the next one loads; off for an empty cart). */
export function useQuote({ lines, countryCode, shippingOption, couponCode, includeDuty, enabled = true }: QuoteParams) {
  const body = {
    lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    countryCode: countryCode ?? undefined,
    shippingOption,
    couponCode: couponCode ?? undefined,
    includeDuty,
  };
  return useQuery({
    queryKey: ['quote', body],
    queryFn: ({ signal }) => apiClient.post('/api/cart/quote', { body, signal }),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The destination to price with (cart and checkout): the stored choice if still served, else
 * South Africa, else the first.
 */
export function useDestination() {
  const prefs = useCartPrefs();
  const countries = useCountries();
  const list = countries.data ?? [];
  const chosen = list.find((c) => c.code === prefs.countryCode) ?? list.find((c) => c.code === 'ZA') ?? list[0] ?? null;
  return { countries, list, chosen, prefs };
}
