/**
 * Answers of the real API, captured once from a freshly seeded shop (`npm start`) and trimmed
 * (api-answers.json): three products of the list, the first one's detail, brands, heroes, service
 * countries, exchange rates, the public shop settings, and the quote of two of that product's first
 * variant to South Africa, with and without WELCOME10. Each is read through its contract's schema,
 * so an answer that no longer fits its contract (a missing, mistyped or no longer known field)
 * fails every test that loads this module.
 */
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { brand, hero, productDetail as productDetailSchema, productPage } from '@phonexport/contracts/catalog';
import { quote as quoteSchema } from '@phonexport/contracts/cart';
import { exchangeRates as exchangeRatesSchema } from '@phonexport/contracts/currency';
import { serviceCountry } from '@phonexport/contracts/shipping';
import { publicSettings } from '@phonexport/contracts/shop-settings';
import answers from './api-answers.json' with { type: 'json' };

/** `value` read through `schema`. Throws when it does not fit, or when the schema would drop one of its fields. */
function captured<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.parse(value);
  if (!isDeepStrictEqual(parsed, value)) throw new Error(`api-answers.json: ${name} has fields its contract does not know`);
  return parsed;
}

export const products = captured('products', productPage, answers.products);
export const productDetail = captured('productDetail', productDetailSchema, answers.productDetail);
export const brands = captured('brands', brand.array(), answers.brands);
export const heroes = captured('heroes', hero.array(), answers.heroes);
export const countries = captured('countries', serviceCountry.array(), answers.countries);
export const exchangeRates = captured('exchangeRates', exchangeRatesSchema, answers.exchangeRates);
export const shopSettings = captured('shopSettings', publicSettings, answers.shopSettings);
export const quote = captured('quote', quoteSchema, answers.quote);
export const quoteWelcome10 = captured('quoteWelcome10', quoteSchema, answers.quoteWelcome10);
