/**
 * Customer reviews, replies and reactions, their photos and moderation (storefront §5, §6).
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { reviewsRoutes } from './reviews-routes.ts';
export { listApprovedReviews } from './reviews-service.ts';
