/**
 * Addresses (storefront §4 Address book): a customer's saved delivery addresses.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { findAddresses, insertAddress } from './addresses-repository.ts';
export { addressesRoutes } from './addresses-routes.ts';
