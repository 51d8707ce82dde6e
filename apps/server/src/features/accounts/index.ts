/**
 * Accounts (storefront §4 Authentication, §5 Registration): sign-up, sign-in and sign-out through the auth library,
 * the session resolver the app hands to http/session.ts, the sign-in throttles, account deletion.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { accountsRoutes } from './accounts-routes.ts';
export { ensureAdmin, findUserIdOfEmail, forgetResolvedSessions, sessionResolver, toMeDto } from './accounts-service.ts';
export { sharedRateCounter } from './auth-throttle.ts';
export { CLIENT_IP_HEADER, createAuth, type Auth, type GoogleSignIn } from './auth.ts';
