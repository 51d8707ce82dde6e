/**
 * Account routes: better-auth's own endpoints under /api/auth/* (sign-in, sign-out, session,
 * password reset, Google sign-in; better-auth's contract, not ours), and from `accountsContracts`:
 * POST /api/accounts/register (the §5 registration rules and messages, in order, then sign-up with
 * an HTTP-only session cookie), GET /api/me, GET /api/accounts/providers (which sign-in options are
 * on) and DELETE /api/account (account deletion with confirmation; orders stay, anonymised).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { accountsContracts } from '@phonexport/contracts/accounts';
import { DELETE_MESSAGES } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { clearedAuthCookies, deleteAccount, registerAccount, toMeDto } from './accounts-service.ts';

/** Copies a fetch Response (status, headers, cookies, body) onto the reply. */
async function sendFetchResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = await res.text();
  return reply.send(body || null);
}

/** The Fastify request as a fetch Request for better-auth, with the client address in CLIENT_IP_HEADER (never the client's own value). */
function toRequest(req: FastifyRequest): Request {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

export function accountsRoutes(app: FastifyInstance, { db, auth, googleEnabled }: { db: Db; auth: Auth; googleEnabled: boolean }): void {
  route(app, accountsContracts.providers, async () => ({ google: googleEnabled }));

  route(app, accountsContracts.deleteAccount, async ({ user, req, reply }) => {
    const result = await deleteAccount(db, user.id);
    req.log.info({ userId: user.id, ordersKept: result.ordersKept }, 'account deleted');
    reply.header('set-cookie', await clearedAuthCookies(auth));
    return { message: DELETE_MESSAGES.deleted };
  });

  // better-auth's own routes: the request goes to its handler as it came.
  const authHandler = async (req: FastifyRequest, reply: FastifyReply) => sendFetchResponse(reply, await auth.handler(toRequest(req)));
  // Sign-in, sign-up and reset are their own routes so each gets its strict limit (http/rate-limits.ts);
  // everything else of better-auth's (session, sign-out, Google) shares the general limit.
  for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password']) {
    app.post(url, authHandler);
  }
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: authHandler });

  route(app, accountsContracts.register, async ({ body, req, reply }) => {
    const { me, cookies } = await registerAccount(db, auth, body, req.headers, req.log);
    if (cookies.length) reply.header('set-cookie', cookies);
    return me;
  });

  route(app, accountsContracts.me, async ({ user }) => toMeDto(user));
}
