/**
 * The eight service countries of storefront spec §1, in one place: each one's ISO 3166-1 alpha-2
 * code, English name and local currency (ISO 4217; Zimbabwe: ZWG, Zimbabwe Gold, since April 2024).
 * The seed, the reviews' country choice, the currency defaults, the flags and the pages' default
 * description read them from here; the shop's tariff per country (shipping, duty) is the seed's.
 */
export const SERVICE_COUNTRIES = [
  { code: 'BW', name: 'Botswana', currency: 'BWP' },
  { code: 'SZ', name: 'Eswatini', currency: 'SZL' },
  { code: 'LS', name: 'Lesotho', currency: 'LSL' },
  { code: 'MW', name: 'Malawi', currency: 'MWK' },
  { code: 'NA', name: 'Namibia', currency: 'NAD' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'ZM', name: 'Zambia', currency: 'ZMW' },
  { code: 'ZW', name: 'Zimbabwe', currency: 'ZWG' },
] as const;

export type ServiceCountry = (typeof SERVICE_COUNTRIES)[number];
export type ServiceCountryCode = ServiceCountry['code'];

/** The codes in the list's order (alphabetical by English name). */
export const SERVICE_COUNTRY_CODES: ServiceCountryCode[] = SERVICE_COUNTRIES.map((c) => c.code);

/** Each code's English name, e.g. `SERVICE_COUNTRY_NAMES.ZM` = 'Zambia'. */
export const SERVICE_COUNTRY_NAMES = Object.fromEntries(SERVICE_COUNTRIES.map((c) => [c.code, c.name])) as {
  [C in ServiceCountry as C['code']]: C['name'];
};

/** Each code's local currency, e.g. `SERVICE_COUNTRY_CURRENCIES.ZM` = 'ZMW'. */
export const SERVICE_COUNTRY_CURRENCIES = Object.fromEntries(SERVICE_COUNTRIES.map((c) => [c.code, c.currency])) as {
  [C in ServiceCountry as C['code']]: C['currency'];
};

/** The English names as a sentence's list: 'Botswana, Eswatini, …, Zambia and Zimbabwe'. */
export function serviceCountriesInWords(): string {
  const names = SERVICE_COUNTRIES.map((c) => c.name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
