/**
 * The help centre (back office spec §2 Help Center): the FAQ.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { helpRoutes } from './help-routes.ts';
export { listFaq } from './help-service.ts';
