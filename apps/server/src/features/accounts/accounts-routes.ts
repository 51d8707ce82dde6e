/**
 * Account routes: better-auth's own endpoints under /api/auth/* (sign-in, sign-out, session,
 * password reset, Google sign-in; better-auth's contract, not ours), and from `accountsContracts`:
 * POST /api/accounts/register (the §5 registration rules and messages, in order, then sign-up with
 * an HTTP-only session cookie), GET /api/me, GET /api/session (the user or null, never 401), GET /api/accounts/providers (which sign-in options are
 * on) and DELETE /api/account (account deletion with confirmation; orders stay, anonymised).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountsContracts } from '@phonexport/contracts/accounts';
import { DELETE_MESSAGES } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import type { Sessions } from '../../http/session.ts';
import { sendFetchResponse, toFetchRequest } from '../../http/fetch-bridge.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { clearedAuthCookies, deleteAccount, registerAccount, toMeDto } from './accounts-service.ts';

export function accountsRoutes(app: FastifyInstance, { db, auth, sessions, googleEnabled }: { db: Db; auth: Auth; sessions: Sessions; googleEnabled: boolean }): void {
  route(app, accountsContracts.providers, async () => ({ google: googleEnabled }));

  route(app, accountsContracts.deleteAccount, async ({ user, req, reply }) => {
    const result = await deleteAccount(db, user.id);
    req.log.info({ userId: user.id, ordersKept: result.ordersKept }, 'account deleted');
    reply.header('set-cookie', await clearedAuthCookies(auth));
    return { message: DELETE_MESSAGES.deleted };
  });

  // better-auth's own routes: the request goes to its handler as it came, with the client address
  // (Fastify's req.ip, after the trust-proxy rule) in CLIENT_IP_HEADER, never the client's own value.
  const authHandler = async (req: FastifyRequest, reply: FastifyReply) =>
    sendFetchResponse(reply, await auth.handler(toFetchRequest(req, { [CLIENT_IP_HEADER]: req.ip })));
  // Sign-in, sign-up and reset are their own routes so each gets its strict limit (http/rate-limits.ts);
  // everything else of better-auth's (session, sign-out, Google) shares the general limit.
  for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password']) {
    app.post(url, authHandler);
  }
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: authHandler });

  route(app, accountsContracts.register, async ({ body, req, reply }) => {
    const { me, cookies } = await registerAccount(db, auth, body, { ...req.headers, [CLIENT_IP_HEADER]: req.ip }, req.log);
    if (cookies.length) reply.header('set-cookie', cookies);
    return me;
  });

  route(app, accountsContracts.me, async ({ user }) => toMeDto(user));
  route(app, accountsContracts.session, async ({ req }) => {
    const user = await sessions.current(req);
    return { user: user ? toMeDto(user) : null };
  });
}
