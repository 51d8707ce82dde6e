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
import { createContext, useContext, useSyncExternalStore } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import {
  CURRENCY_COOKIE,
  currencyForCountry,
  currencyFromCookies,
  effectiveCurrency,
  formatApprox,
  showAmount,
  type DisplayCurrency,
  type RoundingRule,
} from '@phonexport/domain/currency';
import { formatUsd, formatUsdWhole } from '@phonexport/domain/money';
import { apiClient, type ApiGet } from './api-client';
import { useMe } from './use-me';
import { currentLanguage, useTranslation } from '../i18n/i18n';

/** GET /api/exchange-rates: the currencies shoppers may choose with their rates; kept 10 minutes. */
export const exchangeRatesQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: ['exchange-rates'], queryFn: ({ signal }) => get('/api/exchange-rates', { signal }), staleTime: 10 * 60_000 });

export function useExchangeRates() {
  return useQuery(exchangeRatesQuery());
}

/**
 * The currency the server rendered the page in (entry-server.tsx provides it from the request's
 * cookie); in the browser the cookie itself is read, which is the same value at hydration.
 */
export const SsrCurrencyContext = createContext<DisplayCurrency | null>(null);

const CHANGED = 'currency-changed';
/** Set once the shopper picked a currency: the cart's country no longer chooses it. */
const PICKED_KEY = 'phonexport.currency-picked';
/** The account's currency last applied on this device: a new one from another device wins. */
const ACCOUNT_KEY = 'phonexport.currency-account';
/** Mirrors the cookie so other tabs hear of a change (the storage event). */
const MIRROR_KEY = 'phonexport.currency';

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode: the cookie still carries the choice for this visit.
    }
  },
};

function readCookie(): DisplayCurrency {
  return typeof document === 'undefined' ? 'USD' : (currencyFromCookies(document.cookie) ?? 'USD');
}

function writeCookie(currency: DisplayCurrency): void {
  if (readCookie() === currency) return;
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`;
  storage.set(MIRROR_KEY, currency);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === MIRROR_KEY || e.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The currency the shopper wants (USD when none), re-rendering when it changes (in any tab). */
export function useWantedCurrency(): DisplayCurrency {
  const ssr = useContext(SsrCurrencyContext);
  return useSyncExternalStore(subscribe, readCookie, () => ssr ?? readCookie());
}

/** The cart's destination changed: its currency is shown, unless the shopper picked one. */
export function followCountry(countryCode: string | null): void {
  if (storage.get(PICKED_KEY)) return;
  const currency = currencyForCountry(countryCode);
  if (currency) writeCookie(currency);
}

/**
 * A signed-in customer's saved currency (their settings, any device): applied when it is new to
 * this device — another device saved it, or this device never saw the account's choice and it
 * is not the default USD (which would undo the cart country's default).
 */
export function applyAccountCurrency(currency: DisplayCurrency): void {
  const seen = storage.get(ACCOUNT_KEY);
  if (seen === currency || (seen === null && currency === 'USD')) {
    storage.set(ACCOUNT_KEY, currency);
    return;
  }
  storage.set(ACCOUNT_KEY, currency);
  storage.set(PICKED_KEY, '1');
  writeCookie(currency);
}

/**
 * The shopper picked `currency`: shown from now on (the cookie), no longer following the cart's
 * country; `forAccount`: it is being saved in the signed-in customer's settings too (Settings page).
 */
export function rememberCurrency(currency: DisplayCurrency, forAccount: boolean): void {
  storage.set(PICKED_KEY, '1');
  if (forAccount) storage.set(ACCOUNT_KEY, currency);
  writeCookie(currency);
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

export type ExchangeRate = ExchangeRatesDto['rates'][number];

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

/** How an amount is written: 'card' in whole units (storefront §9 cards), 'exact' with the currency's decimals. */
export type PriceStyle = 'card' | 'exact';

/**
 * A rate frozen on an order (issue 22): the currency its prices were shown in, units per USD and
 * the rounding rule then. An order's amounts are shown at it, not at today's rate.
 */
export interface RateSnapshot {
  currency: DisplayCurrency;
  rate: number;
  rounding: RoundingRule;
}

/**
 * The formatter of shown prices: `show(usdCents)` is the amount in the shopper's currency ('≈ K 8,650',
 * rounded by the currency's rule) or in USD ('$329.00'); `usd(usdCents)` the USD amount itself;
 * `converted` whether `show` converts. With `snapshot` (an order's), amounts are shown at its rate.
 */
export function usePriceFormat(snapshot?: RateSnapshot | null) {
  const live = useCurrency();
  const { currency, rates } = snapshot ? { currency: snapshot.currency, rates: [{ ...snapshot, stale: false }] } : live;
  useTranslation();
  const locale = currentLanguage();
  return {
    currency,
    converted: currency !== 'USD',
    show(usdCents: number, style: PriceStyle = 'exact'): string {
      const shown = showAmount(usdCents, currency, rates);
      if (!shown.approximate) return style === 'card' ? formatUsdWhole(usdCents) : formatUsd(usdCents);
      return formatApprox(shown.minor, shown.currency, locale, { fraction: style === 'card' ? 'never' : 'auto' });
    },
    usd(usdCents: number, style: PriceStyle = 'exact'): string {
      return style === 'card' ? formatUsdWhole(usdCents) : formatUsd(usdCents);
    },
  };
}
