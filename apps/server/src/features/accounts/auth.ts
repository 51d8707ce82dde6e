/**
 * Authentication with better-auth: e-mail and password sign-up and sign-in, sessions in an
 * HTTP-only cookie, and a profile (role customer) created for every new user (storefront §4
 * Authentication). Sign-in stamps the profile's lastLogin.
 * Forgotten password: a reset link by e-mail, valid 24 hours, usable once; a reset signs out
 * every session. Sign-in with Google (OpenID Connect) when its client id and secret are set
 * (decision 005).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, profiles, session, user, verification } from '../../db/schema.ts';
import { PASSWORD_MIN_LENGTH } from '@phonexport/domain/validation';

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

/** Creates the better-auth instance mounted at /api/auth. */
export function createAuth({ db, secret, baseURL, trustedOrigins = [], mailer, google = null }: AuthOptions) {
  return betterAuth({
    appName: 'PhoneXport',
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins: [baseURL, ...trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(passwordResetMail(u.email, u.name, url));
      },
    },
    // A Google sign-in never joins an existing password account whose e-mail was not verified
    // (better-auth's default): whoever registered an address first must not get the Google
    // owner's sign-in. Such a customer is told to sign in with their password (decision 005).
    plugins: google
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
      : [],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // better-auth turns its origin/CSRF checks off when NODE_ENV=test or TEST is set; keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ userId: created.id, email: created.email, displayName: created.name, lastLogin: new Date() })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          after: async (s) => {
            await db.update(profiles).set({ lastLogin: new Date() }).where(eq(profiles.userId, s.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
