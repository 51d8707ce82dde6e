/**
 * Checkout: placing an order (card, PayPal, mobile money), the payment webhooks and the reconciler of unsettled checkouts.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { checkoutRoutes } from './checkout-routes.ts';
export { reconcileMobileMoneyRefunds } from './mobile-money-checkout.ts';
export { mobileMoneyRoutes } from './mobile-money-routes.ts';
export { startReconciler, type ReconcileTiming } from './reconcile.ts';
