/**
 * Exchange-rate rules (issue 22, decision 053): which rounding rules each display currency may use,
 * the back office's rate input and its messages, the seeded rates of a fresh offline shop, and how
 * the rate shown for a currency is chosen (manual > service > seeded; NAD, LSL, SZL follow ZAR;
 * USD is the base). Rates are units of the currency per 1 USD, kept as decimal strings (never
 * floats) by the server; the number form is only for answers and display.
 */
import { z } from 'zod';
import { DISPLAY_CURRENCIES, PEGGED_TO_ZAR, ROUNDING_RULES, type DisplayCurrency, type RoundingRule } from './currency.ts';

/** The shop's currency: every charge is in USD; every rate is units per 1 USD. */
export const BASE_CURRENCY = 'USD' as const;

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
/** `true` for a currency shoppers may be offered. */
export const isDisplayCurrency = (currency: string): currency is DisplayCurrency => (DISPLAY_CURRENCIES as readonly string[]).includes(currency);

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

/** The body of `PUT /api/admin/currencies/:currency`. */
export const currencyUpdateSchema = z.object({
  manualRate: z
    .number({ error: RATE_MESSAGES.rateNumber })
    .gt(0, RATE_MESSAGES.ratePositive)
    .lte(MAX_RATE, RATE_MESSAGES.rateTooLarge)
    .refine(hasAtMostRateDecimals, RATE_MESSAGES.rateDecimals)
    .nullable(),
  rounding: z.enum(ROUNDING_RULES, { error: RATE_MESSAGES.rounding }),
  enabled: z.boolean({ error: RATE_MESSAGES.enabled }),
});
export type CurrencyUpdate = z.infer<typeof currencyUpdateSchema>;

/** The rules that depend on which currency is saved; `{ field: message }`, empty when all pass. */
export function currencyUpdateFieldErrors(currency: DisplayCurrency, input: CurrencyUpdate): Record<string, string> {
  const fields: Record<string, string> = {};
  if (currency === BASE_CURRENCY && input.manualRate !== null) fields.manualRate = RATE_MESSAGES.baseRate;
  if (isPeggedToZar(currency) && input.manualRate !== null) fields.manualRate = RATE_MESSAGES.pegged;
  if (!roundingRulesFor(currency).includes(input.rounding)) fields.rounding = RATE_MESSAGES.rounding;
  if (currency === BASE_CURRENCY && !input.enabled) fields.enabled = RATE_MESSAGES.baseDisabled;
  return fields;
}
