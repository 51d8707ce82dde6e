/**
 * Currency contracts (issue 22, decision 053): the exchange rates every visitor reads to show
 * prices in their currency, and the back office's Currencies screen (rates, source, age, manual
 * override, rounding rule, which currencies shoppers may choose) with its request schema. Rates are
 * units per 1 USD; the shop always charges USD.
 */
import { z } from 'zod';
import { DISPLAY_CURRENCIES, ROUNDING_RULES } from '@phonexport/domain/currency';
import { MAX_RATE, RATE_MESSAGES, RATE_SOURCES, hasAtMostRateDecimals, type CurrencyUpdate } from '@phonexport/domain/exchange-rates';
import { contractsOf, errorBody, isoDateTime, named, type Contract } from './contract.ts';

const { anyone } = contractsOf('currency');

/** The body of `PUT /api/admin/currencies/:currency`: the domain's CurrencyUpdate (the rules that depend on the currency are domain currencyUpdateFieldErrors). */
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
const _sameUpdate: CurrencyUpdate extends z.infer<typeof currencyUpdateSchema> ? (z.infer<typeof currencyUpdateSchema> extends CurrencyUpdate ? true : never) : never = true;
void _sameUpdate;
const { admin } = contractsOf('currency', 'admin');

export const displayCurrency = z.enum(DISPLAY_CURRENCIES).meta({ id: 'DisplayCurrency' });
export const roundingRule = z.enum(ROUNDING_RULES).meta({ id: 'RoundingRule' });
export const rateSource = z.enum(RATE_SOURCES).meta({ id: 'RateSource' });

/** One currency's rate as shoppers get it. `stale`: older than FX_MAX_AGE_HOURS — show USD instead. */
export const exchangeRate = named('ExchangeRate', {
  currency: displayCurrency,
  /** Units of `currency` per 1 USD. */
  rate: z.number().positive(),
  source: rateSource,
  fetchedAt: isoDateTime,
  rounding: roundingRule,
  stale: z.boolean(),
});
export type ExchangeRateDto = z.infer<typeof exchangeRate>;

/** Every currency shoppers may choose, USD first (rate 1, source `base`). */
export const exchangeRates = named('ExchangeRates', { base: z.literal('USD'), rates: z.array(exchangeRate) });
export type ExchangeRatesDto = z.infer<typeof exchangeRates>;

/** One row of the back office's Currencies screen. */
export const adminCurrency = named('AdminCurrency', {
  currency: displayCurrency,
  /** The rate shoppers get (manual, else service, else seeded; NAD/LSL/SZL = ZAR). */
  rate: z.number().positive(),
  source: rateSource,
  fetchedAt: isoDateTime,
  serviceRate: z.number().positive().nullable(),
  serviceFetchedAt: isoDateTime.nullable(),
  manualRate: z.number().positive().nullable(),
  rounding: roundingRule,
  enabled: z.boolean(),
  stale: z.boolean(),
});
export type AdminCurrencyDto = z.infer<typeof adminCurrency>;

export const adminCurrencies = named('AdminCurrencies', {
  currencies: z.array(adminCurrency),
  /** `true` when FX_RATES_URL is set. */
  serviceConfigured: z.boolean(),
  refreshHours: z.number().positive(),
  maxAgeHours: z.number().positive(),
  lastRefresh: z.object({ at: isoDateTime, ok: z.boolean(), message: z.string().nullable() }).nullable(),
});
export type AdminCurrenciesDto = z.infer<typeof adminCurrencies>;

const currencyParams = z.object({ currency: displayCurrency });

export const currencyContracts = {
  rates: anyone('GET', '/api/exchange-rates', 'The rate (units per USD), source, time, rounding rule and staleness of every currency shoppers may choose, USD first', {
    responses: { 200: exchangeRates },
  }),
  adminList: admin('settings.manage', 'GET', '/api/admin/currencies', 'Every display currency with its service, manual and shown rate, rounding rule and whether shoppers may choose it', {
    responses: { 200: adminCurrencies },
  }),
  adminUpdate: admin('settings.manage', 'PUT', '/api/admin/currencies/:currency', "Set a currency's manual rate (null: follow the service), rounding rule and availability; audited", {
    params: currencyParams,
    notFoundMessage: RATE_MESSAGES.unknownCurrency,
    body: currencyUpdateSchema,
    responses: { 200: adminCurrency, 400: errorBody, 404: errorBody },
  }),
  adminRefresh: admin('settings.manage', 'POST', '/api/admin/currencies/refresh', 'Fetch the rates from the rate service now; answers the Currencies screen after the attempt; audited', {
    responses: { 200: adminCurrencies },
  }),
} satisfies Record<string, Contract>;
