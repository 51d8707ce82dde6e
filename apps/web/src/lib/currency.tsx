/**
 * The shopper's display currency (issue 22). Prices are stored and charged in USD; a shopper sees
 * them converted into the currency they chose, approximately ("≈ K 8,650"), at the shop's rates
 * (GET /api/exchange-rates). The choice:
 * - is kept in the `phonexport-currency` cookie, which the server reads to render pages in it;
 * - defaults from the destination country chosen in the cart (COUNTRY_CURRENCY) until the shopper
 *   picks one (the Currency control in the footer, the desktop header or Settings);
 * - for a signed-in customer, is saved in their settings and applied on every device.
 * A currency whose rate is missing or stale is shown as USD.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { effectiveCurrency, type DisplayCurrency } from '@phonexport/domain/currency';
import { apiClient, type ApiGet } from './api-client';
import { useMe } from './use-me';
import { RatesContext, rememberCurrency, useWantedCurrency } from './display-currency';

export * from './display-currency';

/** GET /api/exchange-rates: the currencies shoppers may choose with their rates; kept 10 minutes. */
export const exchangeRatesQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: ['exchange-rates'], queryFn: ({ signal }) => get('/api/exchange-rates', { signal }), staleTime: 10 * 60_000 });

export function useExchangeRates() {
  return useQuery(exchangeRatesQuery());
}

/** Gives every price below it the shop's rates, kept fresh by TanStack Query (app.tsx). */
export function RatesProvider({ children }: { children: ReactNode }) {
  const { data } = useExchangeRates();
  return <RatesContext value={data?.rates ?? null}>{children}</RatesContext>;
}

/**
 * Picks a currency (the Currency controls): kept in the cookie and, for a signed-in
 * customer, in their settings (PATCH /api/settings; the settings cache, key ['settings'], takes the
 * answer). Resolves once saved; rejects when the server refused it.
 */
export function useChooseCurrency(): (currency: DisplayCurrency) => Promise<void> {
  const { user } = useMe();
  const qc = useQueryClient();
  return async (currency) => {
    rememberCurrency(currency, Boolean(user));
    if (!user) return;
    const settings = await apiClient.patch('/api/settings', { body: { preferences: { currency } } });
    qc.setQueryData(['settings'], settings);
  };
}

/**
 * The shopper's currency and its rates: `wanted` (their choice), `currency` (what prices are shown
 * in: `wanted`, or USD while its rate is missing or stale), `choices` (USD and every currency the
 * shop offers with a fresh rate), `rates` (null until loaded).
 */
export function useCurrency() {
  const wanted = useWantedCurrency();
  const { data } = useExchangeRates();
  const rates = data?.rates ?? null;
  const choices: DisplayCurrency[] = ['USD', ...(rates ?? []).filter((r) => r.currency !== 'USD' && !r.stale).map((r) => r.currency)];
  return { wanted, currency: effectiveCurrency(wanted, rates), choices, rates };
}

