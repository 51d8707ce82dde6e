/**
 * The server's quote of the cart (POST /api/cart/quote) and the destination it is priced for,
 * shared by the cart and checkout pages. The quote re-prices the browser's lines from the
 * database; its figures are the ones shown. The request and the destination rule are
 * lib/quote-request.ts's, which the cart's island uses too (decision 093).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCartPrefs } from './cart-store';
import { useCountries } from './use-countries';
import { fetchQuote, pickDestination, quoteBody, type QuoteParams } from './quote-request';

export type { QuoteParams };

/** The quote of these lines (kept while the next one loads; off for an empty cart). */
export function useQuote(params: QuoteParams) {
  const body = quoteBody(params);
  return useQuery({
    queryKey: ['quote', body],
    queryFn: ({ signal }) => fetchQuote(body, signal),
    enabled: (params.enabled ?? true) && params.lines.length > 0,
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
  return { countries, list, chosen: pickDestination(list, prefs), prefs };
}
