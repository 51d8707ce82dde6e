/**
 * Service countries (storefront §3 Service country): the countries the shop ships to, their costs and estimates.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { toCountryDto } from './shipping-repository.ts';
export { shippingRoutes } from './shipping-routes.ts';
export { getActiveCountry, listActiveCountries } from './shipping-service.ts';
