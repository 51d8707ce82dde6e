/**
 * Authentication with better-auth: e-mail and password sign-up and sign-in, sessions in an
 * HTTP-only cookie, and a profile (role customer) created for every new user (storefront §4
 * Authentication). Sign-in stamps the profile's lastLogin.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
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
}

/** Creates the better-auth instance mounted at /api/auth. */
export function createAuth({ db, secret, baseURL, trustedOrigins = [] }: AuthOptions) {
  return betterAuth({
    appName: 'PhoneXport',
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins: [baseURL, ...trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
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
