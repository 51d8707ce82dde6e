/**
 * Returns, exchanges and warranty claims (issue 27, decisions 066, 071) through the orders refund flow.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { returnsRoutes } from './returns-routes.ts';
export { orderReturns } from './returns-service.ts';
