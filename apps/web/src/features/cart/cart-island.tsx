/**
 * The cart's screen as an island (issue 26, decision 093): on a cart page the server rendered, it
 * is live before the whole app, with the service countries and the user the server rendered the
 * page with, and the server's quote read here without the data layer (about 11 KB the page then
 * does without). It stays live once the app runs (lib/island.tsx).
 */
import { useEffect, useState } from 'react';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import { useCartLines, useCartPrefs } from '../../lib/cart-store';
import { useOnline } from '../../lib/use-online';
import { fetchQuote, pickDestination, quoteBody, type QuoteParams } from '../../lib/quote-request';
import { CartView } from './cart-view';

/**
 * The server's quote of `params` (POST /api/cart/quote), as the app's `useQuote` gives it: the last
 * answer is kept while the next one loads, when a request fails (it stays the one shown) and while
 * offline; it is asked for again when the connection returns. Undefined until the first answer,
 * and for an empty cart.
 */
export function useIslandQuote(params: QuoteParams): QuoteDto | undefined {
  const body = quoteBody(params);
  const key = JSON.stringify(body);
  const online = useOnline();
  const [answer, setAnswer] = useState<QuoteDto>();
  useEffect(() => {
    if (!body.lines.length || !online) return;
    const controller = new AbortController();
    fetchQuote(body, controller.signal).then(setAnswer, () => {
      // Kept: the last answer stays shown (offline, or the server could not answer).
    });
    return () => controller.abort();
    // `key` is the body's value: a new quote when the lines or the choices change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online]);
  return body.lines.length ? answer : undefined;
}

/** The cart's island: `countries` and `signedIn` as the server rendered the page. */
export function CartIsland({ countries, signedIn }: { countries: ServiceCountryDto[]; signedIn: boolean }) {
  const lines = useCartLines();
  const prefs = useCartPrefs();
  const chosen = pickDestination(countries, prefs);
  const quote = useIslandQuote({ lines, countryCode: chosen?.code ?? null, shippingOption: prefs.shippingOption, couponCode: prefs.couponCode, includeDuty: false });
  return <CartView lines={lines} prefs={prefs} countries={countries} chosen={chosen} quote={quote} signedIn={signedIn} />;
}
