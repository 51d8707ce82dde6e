/**
 * Parcel tracking (storefront §2 Track order): an order's tracking number and the courier's answer.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { DEFAULT_DHL_API_BASE } from './courier.ts';
export { trackingRoutes } from './tracking-routes.ts';
