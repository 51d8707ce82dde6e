/**
 * Exchange-rate rules (issue 22, decision 053): which rounding rules each display currency may use,
 * the back office's rate input (its shape and rules) and its messages, the seeded rates of a fresh
 * offline shop, and how the rate shown for a currency is chosen (manual > service > seeded; NAD, LSL, SZL follow ZAR;
 * USD is the base). Rates are units of the currency per 1 USD, kept as decimal strings (never
 * floats) by the server; the number form is only for answers and display.
 */
import { BASE_CURRENCY, DISPLAY_CURRENCIES, PEGGED_TO_ZAR, ROUNDING_RULES, convertFromUsd, isDisplayCurrency, roundForDisplay, type DisplayCurrency, type RoundingRule } from './currency.ts';

export { BASE_CURRENCY, isDisplayCurrency };


/** Where a shown rate comes from. */
export const RATE_SOURCES = ['service', 'manual', 'seeded', 'pegged', 'base'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** Largest manual rate accepted (units per USD). */
export const MAX_RATE = 1e9;
/** Most decimals a manual rate may have. */
export const RATE_DECIMALS = 8;

/** Currencies with large numbers (over 1,000 per USD) whose shown prices may round to 10, 50 or 100. */
export const LARGE_UNIT_CURRENCIES: readonly DisplayCurrency[] = ['MWK'];

/** `true` for NAD, LSL and SZL. */
export const isPeggedToZar = (currency: string): boolean => (PEGGED_TO_ZAR as readonly string[]).includes(currency);

/** The rounding rules the owner may pick for `currency`: USD none; others none/whole/nine, MWK also ten/fifty/hundred. */
export function roundingRulesFor(currency: DisplayCurrency): readonly RoundingRule[] {
  if (currency === BASE_CURRENCY) return ['none'];
  if (LARGE_UNIT_CURRENCIES.includes(currency)) return ROUNDING_RULES;
  return ['none', 'whole', 'nine'];
}

/** The rounding a fresh shop uses: none for USD, to 10 for MWK, whole units otherwise. */
export function defaultRounding(currency: DisplayCurrency): RoundingRule {
  if (currency === BASE_CURRENCY) return 'none';
  if (LARGE_UNIT_CURRENCIES.includes(currency)) return 'ten';
  return 'whole';
}

/** The back office's field messages (English; the back office's language work translates them). */
export const RATE_MESSAGES = {
  ratePositive: 'The rate must be greater than 0.',
  rateTooLarge: 'The rate must be at most 1,000,000,000.',
  rateDecimals: 'The rate may have at most 8 decimals.',
  rateNumber: 'The rate must be a number or empty.',
  rounding: 'Choose a rounding rule allowed for this currency.',
  enabled: 'Enabled must be true or false.',
  baseDisabled: 'USD is the shop currency and cannot be turned off.',
  pegged: 'This currency follows the South African rand 1:1; set a rate for ZAR instead.',
  baseRate: 'USD is the base currency; its rate is always 1.',
  unknownCurrency: 'Unknown currency',
} as const;

/** `true` when `value` has at most {@link RATE_DECIMALS} decimals (checked on its shortest decimal form). */
export function hasAtMostRateDecimals(value: number): boolean {
  const text = decimalString(value);
  const dot = text.indexOf('.');
  return dot < 0 || text.length - dot - 1 <= RATE_DECIMALS;
}

/** A finite number as a plain decimal string (no exponent): 1e-7 → "0.0000001". */
export function decimalString(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** What the back office saves for a currency (`PUT /api/admin/currencies/:currency`; its schema is in packages/contracts, currency.ts). */
export interface CurrencyUpdate {
  /** Units per USD, above 0, at most {@link MAX_RATE}, at most {@link RATE_DECIMALS} decimals; null: no manual rate. */
  manualRate: number | null;
  rounding: RoundingRule;
  enabled: boolean;
}

/** The rules that depend on which currency is saved; `{ field: message }`, empty when all pass. */
export function currencyUpdateFieldErrors(currency: DisplayCurrency, input: CurrencyUpdate): Record<string, string> {
  const fields: Record<string, string> = {};
  if (currency === BASE_CURRENCY && input.manualRate !== null) fields.manualRate = RATE_MESSAGES.baseRate;
  if (isPeggedToZar(currency) && input.manualRate !== null) fields.manualRate = RATE_MESSAGES.pegged;
  if (!roundingRulesFor(currency).includes(input.rounding)) fields.rounding = RATE_MESSAGES.rounding;
  if (currency === BASE_CURRENCY && !input.enabled) fields.enabled = RATE_MESSAGES.baseDisabled;
  return fields;
}

/** The day the seeded rates were taken (ISO 8601, UTC): a fresh shop shows them, marked `seeded` with this date. */
export const SEEDED_RATES_AT = '2025-11-21T00:00:00.000Z';

/** Currencies a rate service is asked for: every display currency but USD (the base) and NAD, LSL, SZL (they follow ZAR). */
export const FETCHED_CURRENCIES = DISPLAY_CURRENCIES.filter((c) => c !== BASE_CURRENCY && !isPeggedToZar(c));
export type FetchedCurrency = (typeof FETCHED_CURRENCIES)[number];

/**
 * Reference rates of {@link SEEDED_RATES_AT} (units per 1 USD, decimal strings) for a shop without a
 * rate service: approximate market rates of that day, replaced by the service or by the owner.
 */
export const SEEDED_RATES: Readonly<Record<string, string>> = {
  EUR: '0.8680',
  GBP: '0.7640',
  CAD: '1.4100',
  AUD: '1.5480',
  ZAR: '17.3500',
  BWP: '13.4200',
  MWK: '1734.00',
  ZMW: '23.1000',
  ZWG: '26.6000',
};

/** What the database keeps for one currency (absent: nothing set, seeded values apply). */
export interface StoredRate {
  currency: string;
  /** Decimal string, units per USD. */
  serviceRate: string | null;
  serviceFetchedAt: Date | null;
  manualRate: string | null;
  manualSetAt: Date | null;
  rounding: RoundingRule;
  enabled: boolean;
}

/** The rate a currency is shown at, with where it comes from and the stored values behind it. */
export interface ResolvedRate {
  currency: DisplayCurrency;
  /** Decimal string, units per USD. */
  rate: string;
  source: RateSource;
  fetchedAt: Date;
  /** Older than the maximum age: shoppers are shown USD instead. */
  stale: boolean;
  rounding: RoundingRule;
  enabled: boolean;
  serviceRate: string | null;
  serviceFetchedAt: Date | null;
  manualRate: string | null;
}

export interface ResolveOptions {
  now: Date;
  maxAgeHours: number;
  /** A rate service is set (FX_RATES_URL): seeded rates then count as stale once past the maximum age. */
  serviceConfigured: boolean;
}

/**
 * The rate of every display currency (USD first), from what is stored. Per currency: USD is the
 * base (1); a manual rate wins (never stale: the owner set it); else the service's last good rate
 * (stale past `maxAgeHours`); else the seeded rate (stale past `maxAgeHours` only when a service is
 * set: a shop without one runs on seeded rates). NAD, LSL and SZL take ZAR's rate, time and staleness.
 */
export function resolveRates(stored: readonly StoredRate[], { now, maxAgeHours, serviceConfigured }: ResolveOptions): ResolvedRate[] {
  const byCurrency = new Map(stored.map((s) => [s.currency, s]));
  const maxAgeMs = maxAgeHours * 3_600_000;
  const older = (at: Date) => now.getTime() - at.getTime() > maxAgeMs;
  const own = (currency: DisplayCurrency): ResolvedRate => {
    const s = byCurrency.get(currency);
    const common = {
      currency,
      rounding: s?.rounding ?? defaultRounding(currency),
      enabled: currency === BASE_CURRENCY ? true : (s?.enabled ?? true),
      serviceRate: s?.serviceRate ?? null,
      serviceFetchedAt: s?.serviceFetchedAt ?? null,
      manualRate: s?.manualRate ?? null,
    };
    if (currency === BASE_CURRENCY) return { ...common, rate: '1', source: 'base', fetchedAt: now, stale: false, serviceRate: null, serviceFetchedAt: null, manualRate: null };
    if (s?.manualRate && s.manualSetAt) return { ...common, rate: s.manualRate, source: 'manual', fetchedAt: s.manualSetAt, stale: false };
    if (s?.serviceRate && s.serviceFetchedAt) return { ...common, rate: s.serviceRate, source: 'service', fetchedAt: s.serviceFetchedAt, stale: older(s.serviceFetchedAt) };
    const seededAt = new Date(SEEDED_RATES_AT);
    return { ...common, rate: SEEDED_RATES[currency] ?? '1', source: 'seeded', fetchedAt: seededAt, stale: serviceConfigured && older(seededAt) };
  };
  const zar = own('ZAR');
  return DISPLAY_CURRENCIES.map((currency) => {
    if (!isPeggedToZar(currency)) return own(currency);
    const s = byCurrency.get(currency);
    return {
      currency,
      rate: zar.rate,
      source: 'pegged',
      fetchedAt: zar.fetchedAt,
      stale: zar.stale,
      rounding: s?.rounding ?? defaultRounding(currency),
      enabled: s?.enabled ?? true,
      serviceRate: null,
      serviceFetchedAt: null,
      manualRate: null,
    };
  });
}

/** A rate service's answer, checked: the rates to keep (decimal strings) and the display currencies it left out. */
export type ServiceAnswer =
  | { ok: true; date: string | null; rates: Partial<Record<FetchedCurrency, string>>; missing: FetchedCurrency[] }
  | { ok: false; reason: string };

/**
 * Checks a Frankfurter-style answer (`{ base: 'USD', date, rates: { EUR: 0.868, ... } }`). Refused
 * whole (nothing is kept) when it is not an object, its base is not USD, `rates` is not an object,
 * or any display currency's rate is not a number in (0, 1e9]; also when it has no display currency
 * at all. A display currency it leaves out keeps its last rate and is listed in `missing`.
 */
export function checkServiceAnswer(body: unknown): ServiceAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, reason: 'The answer is not a JSON object.' };
  const { base, date, rates } = body as Record<string, unknown>;
  if (base !== BASE_CURRENCY) return { ok: false, reason: `The answer's base is ${JSON.stringify(base ?? null)}, not USD.` };
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) return { ok: false, reason: 'The answer has no rates object.' };
  const found: Partial<Record<FetchedCurrency, string>> = {};
  const missing: FetchedCurrency[] = [];
  for (const currency of FETCHED_CURRENCIES) {
    const value = (rates as Record<string, unknown>)[currency];
    if (value === undefined) {
      missing.push(currency);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_RATE) {
      return { ok: false, reason: `The answer's ${currency} rate ${JSON.stringify(value)} is not a positive number.` };
    }
    found[currency] = value.toFixed(RATE_DECIMALS);
  }
  if (missing.length === FETCHED_CURRENCIES.length) return { ok: false, reason: 'The answer has none of the shop\'s currencies.' };
  return { ok: true, date: typeof date === 'string' ? date : null, rates: found, missing };
}

/** The rate snapshot an order keeps (issue 22): what its shopper saw prices in. */
export interface OrderRateSnapshot {
  displayCurrency: string;
  /** Units of displayCurrency per 1 USD. */
  exchangeRate: number;
  displayRounding: RoundingRule;
}

/**
 * The amount a shopper was shown for `usdCents` of an order (minor units of its display
 * currency, converted at the order's frozen rate and rounded by its frozen rule), or null when
 * the order was shown in USD. For invoices and e-mails beside the charged USD amount, which it
 * never changes.
 */
export function shownAmountOf(usdCents: number, order: OrderRateSnapshot): { currency: DisplayCurrency; minor: number } | null {
  const currency = order.displayCurrency;
  if (!isDisplayCurrency(currency) || currency === BASE_CURRENCY || !(order.exchangeRate > 0)) return null;
  return { currency, minor: roundForDisplay(convertFromUsd(usdCents, order.exchangeRate, currency), currency, order.displayRounding) };
}
