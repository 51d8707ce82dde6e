/**
 * Staff (issue 24, decision 059): members and roles, invitations, the two-factor policy, sessions.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { staffRoutes } from './staff-routes.ts';
