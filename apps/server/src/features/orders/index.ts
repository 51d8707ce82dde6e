/**
 * Orders: a customer's orders, the back office's orders, status changes, cancelling and refunding (issue 12, decision 060).
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { findOrderForUpdate, findOrderForUser, findOrdersForUser, toOrderDto, type OrderRow } from './orders-repository.ts';
export { ordersRoutes } from './orders-routes.ts';
export { applyProviderRefund, recordManualRefund, refundClaimOpen, refundOrder, settleProviderRefund, type Actor } from './orders-service.ts';
