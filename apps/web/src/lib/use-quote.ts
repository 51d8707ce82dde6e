/**
 * Server quotes and service countries for the cart and checkout. The quote re-prices the browser's
 * lines from the database; its figures are the ones shown.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteDto } from '@phonexport/domain/dto';
import type { CartLine } from '@phonexport/domain/cart';
import type { ShippingOption } from '@phonexport/domain/shipping';
import { api } from '../../lib/api';
import { useCartPrefs } from '../../lib/cart-store';
import { useCountries } from '../../lib/use-countries';


export interface QuoteParams {
  lines: CartLine[];
  countryCode: string | null;
  shippingOption: ShippingOption;
  couponCode: string | null;
  includeDuty: boolean;
}

export function useQuote({ lines, countryCode, shippingOption, couponCode, includeDuty }: QuoteParams) {
  const body = {
    lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    countryCode: countryCode ?? undefined,
    shippingOption,
    couponCode: couponCode ?? undefined,
    includeDuty,
  };
  return useQuery({
    queryKey: ['quote', body],
    queryFn: ({ signal }) => api<QuoteDto>('/api/cart/quote', { body, signal }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The destination to price with (cart and checkout): the stored choice if still served, else
 * South Africa, else the first. Here rather than in cart-page so checkout does not load the cart page.
 */
export function useDestination() {
  const prefs = useCartPrefs();
  const countries = useCountries();
  const list = countries.data ?? [];
  const chosen = list.find((c) => c.code === prefs.countryCode) ?? list.find((c) => c.code === 'ZA') ?? list[0] ?? null;
  return { countries, list, chosen, prefs };
}
