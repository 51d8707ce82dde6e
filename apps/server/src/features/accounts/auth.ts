/**
 * Authentication with better-auth: e-mail and password sign-up and sign-in, sessions in an
 * HTTP-only cookie, and a profile (role customer) created for every new user (storefront §4
 * Authentication). Sign-in stamps the profile's lastLogin.
 * Forgotten password: a reset link by e-mail, valid 24 hours, usable once; a reset signs out
 * every session. Sign-in with Google (OpenID Connect) when its client id and secret are set
 * (decision 005).
 * Passwords (decision 019): a new reset link, a reset or a password change makes every older
 * reset link useless; a password change signs out every other session; wrong passwords are
 * throttled per account and per address (429 with Retry-After) and reset mails per e-mail address,
 * with counters in the database (auth-throttle.ts) so several server processes share them.
 * Two-factor sign-in (decision 059): better-auth's two-factor plugin (TOTP, RFC 6238, 6 digits
 * every 30 s, with 10 single-use recovery codes, secret and codes encrypted with the auth secret);
 * for an account with it on, sign-in answers `{ twoFactorRedirect: true }` and the session exists
 * only after POST /api/auth/two-factor/verify-totp (or verify-backup-code) with a valid code.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { RESET_MAIL_RULE, SIGN_IN_ACCOUNT_RULE, SIGN_IN_ADDRESS_RULE, THROTTLE_MESSAGES } from '@phonexport/domain/throttle';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { queuePasswordChangedMail } from '../outbox/index.ts';
import type { Db } from '../../db/client.ts';
import { publishAccountsChanged, publishSessionsEnded } from '../../realtime/events.ts';
import { forgetSessions } from '../../cache/session-cache.ts';
import { PASSWORD_MIN_LENGTH } from '@phonexport/domain/validation';
import { createAuthThrottle } from './auth-throttle.ts';
import { authTables, insertProfileOnSignUp, deleteResetTokens, updateLastLogin } from './accounts-repository.ts';
import { requestLanguage, TWO_FACTOR_REQUIRED_MESSAGE } from '@phonexport/domain/server-messages';

/**
 * Request header carrying the client address (Fastify's req.ip, after the trust-proxy rule) into
 * better-auth; set by the /api/auth routes, never taken from the client (accounts-routes.ts).
 */
export const CLIENT_IP_HEADER = 'x-phonexport-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Public origin, e.g. http://localhost:3000. */
  baseURL: string;
  /** Extra origins allowed to post with cookies (CSRF protection keeps everything else out). */
  trustedOrigins?: string[];
  /** Sends the password-reset e-mail. */
  mailer: Mailer;
  /** Google sign-in, or null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google?: GoogleSignIn | null;
}

export interface GoogleSignIn {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer; https://accounts.google.com, or a stand-in in tests. */
  issuer: string;
}

/** Reset links are valid 24 hours (seconds). */
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
};

const tooMany = (message: string, retryAfter: number) =>
  new APIError('TOO_MANY_REQUESTS', { message, code: 'TOO_MANY_ATTEMPTS' }, { 'Retry-After': String(retryAfter) });

/** Creates the better-auth instance mounted at /api/auth. */
export function createAuth({ db, secret, baseURL, trustedOrigins = [], mailer, google = null }: AuthOptions) {
  const throttle = createAuthThrottle(db);
  return betterAuth({
    appName: 'PhoneXport',
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins: [baseURL, ...trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url, token }, request) => {
        // Only the newest link works: issuing one makes the older ones useless.
        await deleteResetTokens(db, u.id, token);
        // In the language the shop was used in when the link was asked for (Accept-Language).
        await mailer.send(passwordResetMail(u.email, u.name, url, requestLanguage(request?.headers.get('accept-language') ?? undefined)));
      },
      onPasswordReset: async ({ user: u }) => {
        await deleteResetTokens(db, u.id);
        // Whoever reads the account's mail is its owner: the new password signs in at once.
        await throttle.clear(`signin-account:${u.email.toLowerCase()}`);
        await queuePasswordChangedMail(db, u);
      },
    },
    // Request rates are limited by the HTTP layer (http/rate-limits.ts) and failures by the
    // database throttle below; better-auth's own in-memory limiter would count per process.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = emailOf(ctx.body);
          const ip = ctx.headers?.get(CLIENT_IP_HEADER);
          const wait = Math.max(
            email ? await throttle.retryAfter(`signin-account:${email}`, SIGN_IN_ACCOUNT_RULE) : 0,
            ip ? await throttle.retryAfter(`signin-address:${ip}`, SIGN_IN_ADDRESS_RULE) : 0,
          );
          if (wait > 0) throw tooMany(THROTTLE_MESSAGES.signIn(wait), wait);
        }
        if (ctx.path === '/request-password-reset') {
          // Counted whether or not the address has an account: the answer must not tell.
          const email = emailOf(ctx.body);
          if (email) {
            const key = `reset-mail:${email}`;
            const wait = await throttle.retryAfter(key, RESET_MAIL_RULE);
            if (wait > 0) throw tooMany(THROTTLE_MESSAGES.resetMail(wait), wait);
            await throttle.hit(key, RESET_MAIL_RULE);
          }
        }
        if (ctx.path === '/change-password') {
          // A changed password always ends every other session, whatever the caller asked.
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/sign-in/email') {
          const email = emailOf(ctx.body);
          if (isAPIError(returned) && returned.statusCode === 401) {
            const ip = ctx.headers?.get(CLIENT_IP_HEADER);
            if (email) await throttle.hit(`signin-account:${email}`, SIGN_IN_ACCOUNT_RULE);
            if (ip) await throttle.hit(`signin-address:${ip}`, SIGN_IN_ADDRESS_RULE);
          } else if (email && !isAPIError(returned)) {
            await throttle.clear(`signin-account:${email}`);
          }
        }
        if (ctx.path === '/change-password' && !isAPIError(returned)) {
          const changed = (returned as { user?: { id?: string; email?: string; name?: string } } | undefined)?.user;
          if (changed?.id) {
            await deleteResetTokens(db, changed.id);
            if (changed.email) await queuePasswordChangedMail(db, { id: changed.id, email: changed.email, name: changed.name ?? '' });
          }
        }
      }),
    },
    // A Google sign-in never joins an existing password account whose e-mail was not verified
    // (better-auth's default): whoever registered an address first must not get the Google
    // owner's sign-in. Such a customer is told to sign in with their password (decision 005).
    plugins: [
      twoFactor({ issuer: 'PhoneXport' }),
      ...(google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : []),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // A session's address (listed under Active sessions) is Fastify's req.ip after the trust-proxy
      // rule, handed over in CLIENT_IP_HEADER, never a client's own X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its origin/CSRF checks off when NODE_ENV=test or TEST is set; keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await insertProfileOnSignUp(db, created);
          },
        },
        // Two-factor sign-in turned on or off, a name or e-mail changed: resolved sessions of the
        // user are dropped from memory in every process (decision 074).
        update: {
          after: async (updated) => {
            forgetSessions(db, [updated.id]);
            await publishAccountsChanged(db, [updated.id]);
          },
        },
      },
      session: {
        create: {
          // Two-factor sign-in asks for a code after the password (the plugin's sign-in paths);
          // an OAuth callback would skip it. An account with it on signs in with password and
          // code only: its Google sign-in is refused, and the sign-in page says why (decision 059).
          before: async (s, ctx) => {
            if (!ctx || !/^\/(oauth2\/)?callback\//.test(ctx.path)) return;
            const user = (await ctx.context.internalAdapter.findUserById(s.userId)) as { twoFactorEnabled?: boolean | null } | null;
            if (user?.twoFactorEnabled) {
              throw new APIError('FORBIDDEN', { code: 'two_factor_required', message: TWO_FACTOR_REQUIRED_MESSAGE });
            }
          },
          after: async (s) => {
            await updateLastLogin(db, s.userId);
          },
        },
        // Sign-out, revoke-session(s), a password change or reset: the session's live sockets
        // close at once in every process (realtime/events.ts SESSIONS_ENDED, decision 061).
        delete: {
          after: async (s) => {
            forgetSessions(db, [s.userId], [s.id]);
            await publishSessionsEnded(db, s.userId, [s.id]);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
