/**
 * A customer's own settings (storefront §2 Settings): preferences, profile and password change.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { findSettings } from './settings-repository.ts';
export { settingsRoutes } from './settings-routes.ts';
