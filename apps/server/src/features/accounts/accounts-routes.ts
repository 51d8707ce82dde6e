/**
 * Account routes: better-auth's own endpoints under /api/auth/* (sign-in, sign-out, session,
 * password reset, Google sign-in), POST /api/accounts/register (the §5 registration rules and
 * messages, in order, then sign-up with an HTTP-only session cookie), GET /api/me,
 * GET /api/accounts/providers (which sign-in options are on) and DELETE /api/account (account
 * deletion with confirmation; orders stay, anonymised).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { registerRequestSchema } from '@phonexport/domain/api';
import type { MeDto } from '@phonexport/domain/dto';
import { DELETE_MESSAGES, PROFILE_MESSAGES, type AuthProvidersDto } from '@phonexport/domain/settings';
import { accountDeleteSchema } from '@phonexport/domain/settings-requests';
import { REGISTRATION_MESSAGES, validateRegistration } from '@phonexport/domain/validation';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, unauthorized } from '../../http/errors.ts';
import type { SessionUser, Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { deleteAccount } from './account-deletion.ts';

/** Copies every Set-Cookie header of a fetch Response onto the reply. */
function copyCookies(reply: FastifyReply, res: Response): void {
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Copies a fetch Response (status, headers, cookies, body) onto the reply. */
async function sendFetchResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  copyCookies(reply, res);
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

const REGISTRATION_BLANK = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false };

export function toMeDto(u: SessionUser): MeDto {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    phone: u.phone,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    lastLogin: u.lastLogin?.toISOString() ?? null,
  };
}

export function accountsRoutes(
  app: FastifyInstance,
  { db, auth, sessions, googleEnabled }: { db: Db; auth: Auth; sessions: Sessions; googleEnabled: boolean },
): void {
  app.get('/api/accounts/providers', async (): Promise<AuthProvidersDto> => ({ google: googleEnabled }));

  app.delete('/api/account', async (req, reply) => {
    const me = await sessions.current(req);
    if (!me) throw unauthorized(PROFILE_MESSAGES.noUser);
    parse(accountDeleteSchema, req.body ?? {});
    const result = await deleteAccount(db, me.id);
    req.log.info({ userId: me.id, ordersKept: result.ordersKept }, 'account deleted');
    const ctx = await auth.$context;
    const clear = Object.values(ctx.authCookies).map((c) => `${c.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    reply.header('set-cookie', clear);
    return { message: DELETE_MESSAGES.deleted };
  });

  const authHandler = async (req: FastifyRequest, reply: FastifyReply) => sendFetchResponse(reply, await auth.handler(toRequest(req)));
  // Sign-in, sign-up and reset are their own routes so each gets its strict limit (http/rate-limits.ts);
  // everything else of better-auth's (session, sign-out, Google) shares the general limit.
  for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password']) {
    app.post(url, authHandler);
  }
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: authHandler });

  app.post('/api/accounts/register', async (req, reply) => {
    // A field left out is checked like a blank one, so the §5 messages come in the §5 order.
    const raw = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : null;
    const body = parse(registerRequestSchema, raw ? { ...REGISTRATION_BLANK, ...raw } : req.body);
    const failure = validateRegistration(body);
    if (failure) throw badRequest(failure.message, { [failure.field]: failure.message });
    const name = `${body.firstName.trim()} ${body.lastName.trim()}`;
    const email = body.email.trim().toLowerCase();
    let res: Response;
    try {
      res = await auth.api.signUpEmail({
        body: { email, password: body.password, name },
        headers: fromNodeHeaders(req.headers),
        asResponse: true,
      });
    } catch (err) {
      req.log.warn({ err }, 'sign-up failed');
      throw new HttpError(400, REGISTRATION_MESSAGES.failed);
    }
    if (!res.ok) {
      const detail = (await res.json().catch(() => ({}))) as { code?: string };
      if (detail.code === 'USER_ALREADY_EXISTS' || detail.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        throw conflict(REGISTRATION_MESSAGES.emailInUse);
      }
      if (detail.code === 'PASSWORD_TOO_SHORT' || detail.code === 'PASSWORD_TOO_LONG') {
        throw badRequest(REGISTRATION_MESSAGES.weakPassword, { password: REGISTRATION_MESSAGES.weakPassword });
      }
      if (detail.code === 'INVALID_EMAIL') throw badRequest(REGISTRATION_MESSAGES.emailInvalid, { email: REGISTRATION_MESSAGES.emailInvalid });
      throw new HttpError(400, REGISTRATION_MESSAGES.failed);
    }
    const created = (await res.json()) as { user: { id: string; email: string; createdAt: string } };
    const phone = body.phone?.trim() || null;
    const [profile] = await db
      .update(profiles)
      .set({ displayName: name, phone })
      .where(eq(profiles.userId, created.user.id))
      .returning();
    copyCookies(reply, res);
    return reply.status(201).send(
      toMeDto({
        id: created.user.id,
        email: created.user.email,
        displayName: name,
        phone,
        role: profile?.role ?? 'customer',
        createdAt: profile?.createdAt ?? new Date(),
        lastLogin: profile?.lastLogin ?? null,
      }),
    );
  });

  app.get('/api/me', async (req) => {
    const user = await sessions.current(req);
    if (!user) throw unauthorized('Not signed in');
    return toMeDto(user);
  });
}
