/**
 * The cart (storefront §3, §4 Cart): the quote of a cart (prices, stock, shipping, coupons) the shop answers.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { cartRoutes } from './cart-routes.ts';
export { quoteCart } from './cart-service.ts';
