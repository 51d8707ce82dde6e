/**
 * Display currencies (issue 22): the shop prices and charges in USD; a shopper may see prices in
 * one of the display currencies, converted at a rate (units of that currency per 1 USD) and
 * rounded for display by a per-currency rule. Pure: the server keeps the rates and snapshots them
 * on orders; the web app converts and formats with these functions.
 *
 * Money is integer minor units with ISO 4217 exponents; conversion goes through dinero.js (exact
 * BigInt arithmetic on scaled amounts), never float multiplication of money. Display rounding
 * applies only to amounts shown as approximations; the amount charged is the USD amount.
 */
import { convert, dinero, halfUp, toSnapshot, transformScale, type DineroCurrency } from 'dinero.js/bigint';
import { AUD, BWP, CAD, EUR, GBP, LSL, MWK, NAD, SZL, USD, ZAR, ZMW, ZWG } from 'dinero.js/bigint/currencies';
import { SERVICE_COUNTRY_CURRENCIES } from './service-countries.ts';

/** The shop's currency: every price is stored and charged in it. */
export const BASE_CURRENCY = 'USD' as const;

/** Currencies a shopper may see prices in: USD, the spec's EUR/GBP/CAD/AUD, the eight local ones. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'BWP', 'NAD', 'LSL', 'SZL', 'MWK', 'ZMW', 'ZWG'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * Rounding of shown (never charged) amounts: none; whole units; up to a whole amount ending in 9;
 * up to a multiple of 10, 50 or 100 units (for currencies with large numbers, such as MWK).
 */
export const ROUNDING_RULES = ['none', 'whole', 'nine', 'ten', 'fifty', 'hundred'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

/** Common Monetary Area: these equal the rand 1:1 and are derived from ZAR, never fetched. */
export const PEGGED_TO_ZAR = ['NAD', 'LSL', 'SZL'] as const satisfies readonly DisplayCurrency[];

/** Each service country's own currency (ISO 3166-1 alpha-2 → ISO 4217). */
export const COUNTRY_CURRENCY = SERVICE_COUNTRY_CURRENCIES satisfies Record<string, DisplayCurrency>;

const DINERO_CURRENCIES: Record<DisplayCurrency, DineroCurrency<bigint>> = {
  USD, EUR, GBP, CAD, AUD, ZAR, BWP, NAD, LSL, SZL, MWK, ZMW, ZWG,
};

/** ISO 4217 exponents (digits after the decimal point) of the display currencies: all 2 today. */
export const CURRENCY_EXPONENTS: Record<DisplayCurrency, number> = Object.fromEntries(
  DISPLAY_CURRENCIES.map((c) => [c, Number(DINERO_CURRENCIES[c].exponent)]),
) as Record<DisplayCurrency, number>;

/**
 * The sign shown with an amount, chosen to read well next to USD's "$" in this shop (Intl's
 * narrow symbols would show NAD and CAD as a bare "$" and MWK/LSL/SZL/ZWG as codes).
 * `tight`: written against the number ("$329", "N$ 8" would read oddly) rather than spaced ("K 8,650").
 */
export const CURRENCY_SYMBOLS: Record<DisplayCurrency, { symbol: string; tight: boolean }> = {
  USD: { symbol: '$', tight: true },
  EUR: { symbol: '€', tight: true },
  GBP: { symbol: '£', tight: true },
  CAD: { symbol: 'CA$', tight: true },
  AUD: { symbol: 'A$', tight: true },
  ZAR: { symbol: 'R', tight: false },
  BWP: { symbol: 'P', tight: false },
  NAD: { symbol: 'N$', tight: true },
  LSL: { symbol: 'L', tight: false },
  SZL: { symbol: 'E', tight: false },
  MWK: { symbol: 'MK', tight: false },
  ZMW: { symbol: 'K', tight: false },
  ZWG: { symbol: 'ZiG', tight: false },
};

/** True when `value` is one of DISPLAY_CURRENCIES. */
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** True when `value` is one of ROUNDING_RULES. */
export function isRoundingRule(value: unknown): value is RoundingRule {
  return typeof value === 'string' && (ROUNDING_RULES as readonly string[]).includes(value);
}

/** The currency of a service country (ISO alpha-2, any case), or null for another country. */
export function currencyForCountry(countryCode: string | null | undefined): DisplayCurrency | null {
  if (!countryCode) return null;
  return (COUNTRY_CURRENCY as Record<string, DisplayCurrency>)[countryCode.toUpperCase()] ?? null;
}

/**
 * A rate (a JSON number, e.g. 26.4512) as an exact scaled integer { amount: 264512n, scale: 4n },
 * read from its shortest decimal text so no binary-float error enters the conversion.
 * Throws RangeError for a rate that is not a finite number above zero.
 */
export function rateToScaled(rate: number): { amount: bigint; scale: bigint } {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) throw new RangeError(`Invalid exchange rate: ${String(rate)}`);
  const [mantissa, exp = '0'] = rate.toExponential().split('e') as [string, string];
  const [whole, frac = ''] = mantissa.split('.') as [string, string];
  const digits = BigInt(`${whole}${frac}`);
  const scale = frac.length - Number(exp);
  return scale < 0 ? { amount: digits * 10n ** BigInt(-scale), scale: 0n } : { amount: digits, scale: BigInt(scale) };
}

/**
 * Converts a USD amount (integer cents) into `currency` at `rate` (units per 1 USD), as integer
 * minor units of that currency (ISO 4217 exponent), rounding half up. USD at any rate is unchanged.
 * Throws RangeError for non-integer cents, a bad rate, or a result beyond safe integers.
 */
export function convertFromUsd(usdCents: number, rate: number, currency: DisplayCurrency): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError(`Amount must be integer cents: ${String(usdCents)}`);
  if (currency === 'USD') return usdCents;
  const target = DINERO_CURRENCIES[currency];
  const converted = convert(dinero({ amount: BigInt(usdCents), currency: USD }), target, { [currency]: rateToScaled(rate) });
  const minor = Number(toSnapshot(transformScale(converted, target.exponent, halfUp)).amount);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Converted amount too large: ${String(usdCents)} at ${String(rate)}`);
  return minor;
}

const RULE_STEP_UNITS: Record<Exclude<RoundingRule, 'none' | 'nine'>, number> = { whole: 1, ten: 10, fifty: 50, hundred: 100 };

/**
 * Rounds a shown amount (minor units of `currency`) by `rule`, upwards in magnitude (as shop
 * displays do: the approximation never reads lower than the conversion): 'whole' → next whole
 * unit, 'nine' → next whole amount ending in 9, 'ten'/'fifty'/'hundred' → next multiple of that
 * many units. Zero stays zero; a negative amount (a discount) rounds its magnitude and keeps its sign.
 * Only for display: never apply it to an amount that is charged or refunded.
 */
export function roundForDisplay(minor: number, currency: DisplayCurrency, rule: RoundingRule): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount must be integer minor units: ${String(minor)}`);
  if (rule === 'none' || minor === 0) return minor;
  const sign = minor < 0 ? -1 : 1;
  const abs = Math.abs(minor);
  const unit = 10 ** CURRENCY_EXPONENTS[currency];
  if (rule === 'nine') {
    const units = Math.ceil(abs / unit);
    const up = units + ((9 - (units % 10) + 10) % 10);
    return sign * up * unit;
  }
  const step = RULE_STEP_UNITS[rule] * unit;
  return sign * Math.ceil(abs / step) * step;
}

export interface FormatMoneyOptions {
  /** 'auto' (default): decimals only when the amount has a fraction; 'always': the currency's decimals; 'never': whole units (rounded half up). */
  fraction?: 'auto' | 'always' | 'never';
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currency: DisplayCurrency, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats minor units of `currency` for `locale` (BCP 47, e.g. 'en', 'de'): Intl places the
 * number, grouping and the currency; the currency is written with CURRENCY_SYMBOLS so the text
 * is the same on the server and in every browser: (132900, 'USD', 'en') → '$1,329.00',
 * (865000, 'ZMW', 'en', { fraction: 'auto' }) → 'K 8,650', (865000, 'ZMW', 'de') → '8.650 K'.
 */
export function formatMoney(minor: number, currency: DisplayCurrency, locale = 'en', options: FormatMoneyOptions = {}): string {
  const exponent = CURRENCY_EXPONENTS[currency];
  const unit = 10 ** exponent;
  const mode = options.fraction ?? 'auto';
  const whole = mode === 'never' || (mode === 'auto' && minor % unit === 0);
  const value = whole ? Math.sign(minor) * Math.round(Math.abs(minor) / unit) : minor / unit;
  const { symbol, tight } = CURRENCY_SYMBOLS[currency];
  const parts = formatter(locale, currency, whole ? 0 : exponent).formatToParts(value);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.type === 'currency') {
      out.push(symbol);
      // A tight sign before the number drops the space Intl puts after a code: '$329', not '$ 329'.
      const next = parts[i + 1];
      if (tight && next?.type === 'literal' && /^\s+$/.test(next.value) && parts.slice(i + 2).some((p) => p.type === 'integer')) i++;
    } else {
      out.push(part.value);
    }
  }
  return out.join('');
}

/** The approximation sign written before a converted amount. */
export const APPROX_SIGN = '≈';

/** A shown amount as an approximation: '≈ K 8,650'. The space after the sign is non-breaking. */
export function formatApprox(minor: number, currency: DisplayCurrency, locale = 'en', options: FormatMoneyOptions = {}): string {
  return `${APPROX_SIGN}\u00a0${formatMoney(minor, currency, locale, options)}`;
}

/** What a shopper's client knows of one display currency (from GET /api/exchange-rates). */
export interface DisplayRate {
  currency: DisplayCurrency;
  /** Units of `currency` per 1 USD. */
  rate: number;
  rounding: RoundingRule;
  /** Older than the shop's maximum age: not to be shown. */
  stale: boolean;
}

/** An amount as it is to be shown: in the shopper's currency (approximate) or in USD (exact). */
export interface ShownAmount {
  currency: DisplayCurrency;
  /** Minor units of `currency`, after display rounding when approximate. */
  minor: number;
  /** True when converted from USD (shown with '≈'); false for the USD amount itself. */
  approximate: boolean;
}

/**
 * The amount a shopper sees for `usdCents` in `wanted`: converted and rounded by the currency's
 * rule when a fresh rate is known; USD otherwise (no rate, a stale rate, or USD wanted).
 * The USD amount itself is never changed.
 */
export function showAmount(usdCents: number, wanted: DisplayCurrency, rates: readonly DisplayRate[] | null | undefined): ShownAmount {
  if (effectiveCurrency(wanted, rates) === 'USD') return { currency: 'USD', minor: usdCents, approximate: false };
  const rate = rates!.find((r) => r.currency === wanted)!;
  return { currency: wanted, minor: roundForDisplay(convertFromUsd(usdCents, rate.rate, wanted), wanted, rate.rounding), approximate: true };
}

/** The currency a shopper actually sees given their choice and the rates (USD when unavailable). */
export function effectiveCurrency(wanted: DisplayCurrency, rates: readonly DisplayRate[] | null | undefined): DisplayCurrency {
  if (wanted === 'USD') return 'USD';
  const rate = rates?.find((r) => r.currency === wanted);
  return rate && !rate.stale && rate.rate > 0 ? wanted : 'USD';
}

/** The cookie that keeps a visitor's chosen display currency (read by the server for SSR). */
export const CURRENCY_COOKIE = 'phonexport-currency';

/**
 * The display currency in a Cookie header (or `document.cookie`), or null when the cookie is
 * absent or holds anything but a display currency.
 */
export function currencyFromCookies(cookieHeader: string | null | undefined): DisplayCurrency | null {
  const match = /(?:^|;\s*)phonexport-currency=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1]?.trim().toUpperCase();
  return isDisplayCurrency(value) ? value : null;
}
