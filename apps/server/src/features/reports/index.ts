/**
 * Reports (back office §2 Admin dashboard, §3 Dashboard stats): the dashboard, the sales report and its CSV.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { reportsRoutes } from './reports-routes.ts';
