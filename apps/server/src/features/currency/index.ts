/**
 * Display currencies and exchange rates (issue 22, decision 053): stored rates, their refresh, the conversion of prices.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { currencyRoutes } from './currency-routes.ts';
export { exchangeRatesAnswer, rateSnapshot, staleRateCount, startRateRefresher, useFxOptions, type FxOptions, type RateSnapshot } from './currency-service.ts';
