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
import { retryDelay, shouldRetry } from '../../lib/api';
import { CartView } from './cart-view';

/** The island's quote: the server's last answer, whether the quote could not be had, and how to ask again. */
export interface IslandQuote {
  data: QuoteDto | undefined;
  /** The quote of the cart as it is now was asked again (storefront spec §9, lib/api.ts `shouldRetry`) and still failed: `data` is then undefined, as the app's query gives none after it failed. */
  failed: boolean;
  retry: () => void;
}

/**
 * The server's quote of `params` (POST /api/cart/quote), as the app's `useQuote` gives it: the last
 * answer is kept while the next one loads, when a request fails (it stays the one shown) and while
 * offline; a failed request is asked again as the app's are (§9: 3 times, 1, 2 then 4 s apart,
 * never after a 4xx), and again when the connection returns. `data` is undefined until the first
 * answer, and for an empty cart.
 */
export function useIslandQuote(params: QuoteParams): IslandQuote {
  const body = quoteBody(params);
  const key = JSON.stringify(body);
  const online = useOnline();
  const [answer, setAnswer] = useState<QuoteDto>();
  const [failed, setFailed] = useState(false);
  // Try Again: a new round of attempts.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!body.lines.length || !online) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    const ask = (failures: number) =>
      fetchQuote(body, controller.signal).then(setAnswer, (err: unknown) => {
        if (controller.signal.aborted) return;
        // Kept meanwhile: the last answer stays shown (offline, or the server could not answer).
        if (shouldRetry(failures, err)) timer = setTimeout(() => void ask(failures + 1), retryDelay(failures));
        else setFailed(true);
      });
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // `key` is the body's value: a new quote when the lines or the choices change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online, round]);
  return { data: body.lines.length && !failed ? answer : undefined, failed, retry: () => setRound((r) => r + 1) };
}

/** The cart's island: `countries` and `signedIn` as the server rendered the page. */
export function CartIsland({ countries, signedIn }: { countries: ServiceCountryDto[]; signedIn: boolean }) {
  const lines = useCartLines();
  const prefs = useCartPrefs();
  const chosen = pickDestination(countries, prefs);
  const quote = useIslandQuote({ lines, countryCode: chosen?.code ?? null, shippingOption: prefs.shippingOption, couponCode: prefs.couponCode, includeDuty: false });
  return <CartView lines={lines} prefs={prefs} countries={countries} chosen={chosen} quote={quote.data} quoteFailed={quote.failed} retryQuote={quote.retry} signedIn={signedIn} />;
}
