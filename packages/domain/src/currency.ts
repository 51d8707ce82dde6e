/**
 * Display currencies (issue 22): the shop charges in USD; shoppers may see prices in one of these
 * currencies, converted at the shop's rate (units per 1 USD) and rounded by a per-currency rule.
 * The amount charged is never rounded or converted.
 */

/** Every currency a shopper may choose to see prices in (ISO 4217), the shop's currency (USD) first. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'BWP', 'NAD', 'LSL', 'SZL', 'MWK', 'ZMW', 'ZWG'] as const;
/** One of {@link DISPLAY_CURRENCIES}. */
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * How a shown (converted) price is rounded: `none` (to the currency's minor unit), `whole` (whole
 * units), `nine` (up to the next amount ending in 9), `ten` / `fifty` / `hundred` (up to a multiple;
 * meant for currencies with large numbers such as MWK).
 */
export const ROUNDING_RULES = ['none', 'whole', 'nine', 'ten', 'fifty', 'hundred'] as const;
/** One of {@link ROUNDING_RULES}. */
export type RoundingRule = (typeof ROUNDING_RULES)[number];

/** Currencies pegged 1:1 to the South African rand (Common Monetary Area): derived from ZAR, never fetched. */
export const PEGGED_TO_ZAR = ['NAD', 'LSL', 'SZL'] as const;
