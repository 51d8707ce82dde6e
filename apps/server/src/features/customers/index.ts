/**
 * The back office's customers (back office spec): the list, one customer's details and totals, the CSV.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { customersRoutes } from './customers-routes.ts';
