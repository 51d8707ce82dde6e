/**
 * The shopper's display currency without the data layer (issue 22; issue 26: a page's islands show
 * prices before TanStack Query arrives): the choice kept in the `phonexport-currency` cookie, and
 * the formatter of shown prices, which reads the shop's rates from `RatesContext` — given by the
 * whole app from GET /api/exchange-rates (lib/currency.ts `RatesProvider`), or by an island from
 * the answer the server rendered the page with (app/islands.tsx).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
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
import { currentLanguage, useTranslation } from '../i18n/i18n';

export type ExchangeRate = ExchangeRatesDto['rates'][number];

/** The shop's exchange rates (null while not loaded): what prices are converted at. */
export const RatesContext = createContext<ExchangeRate[] | null>(null);

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

/**
 * The cookie's currency as read in the current task: every price's render asks for it (React's
 * external store asks several times a render), and reading `document.cookie` each time was a
 * measurable part of a product list's hydration on a slow phone (issue 26). Forgotten at the next
 * microtask, so a change by any way (this page, another tab, the server) is seen by the next render.
 */
let cookieCurrency: DisplayCurrency | null = null;

function readCookie(): DisplayCurrency {
  if (typeof document === 'undefined') return 'USD';
  if (cookieCurrency === null) {
    cookieCurrency = currencyFromCookies(document.cookie) ?? 'USD';
    queueMicrotask(() => void (cookieCurrency = null));
  }
  return cookieCurrency;
}

function writeCookie(currency: DisplayCurrency): void {
  if (readCookie() === currency) return;
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`;
  cookieCurrency = currency;
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
  const wanted = useWantedCurrency();
  const liveRates = useContext(RatesContext);
  const { currency, rates } = snapshot
    ? { currency: snapshot.currency, rates: [{ ...snapshot, stale: false }] }
    : { currency: effectiveCurrency(wanted, liveRates), rates: liveRates };
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
