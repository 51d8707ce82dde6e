/**
 * The shop's settings (back office Settings tabs): general details, payment switches, notifications, policies.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { shopSettingsRoutes } from './shop-settings-routes.ts';
export { getSettings, readSettings } from './shop-settings-service.ts';
