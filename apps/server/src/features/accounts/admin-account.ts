/**
 * Creating or promoting the shop's admin account (issue: first start, and `npm run admin`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';
import type { Auth } from './auth.ts';

export interface EnsureAdminResult {
  created: boolean;
  /** Set only when a password was generated for a new account: print it once. */
  generatedPassword: string | null;
}

/**
 * Makes `email` an admin. A missing account is created with `password` (or a generated one when
 * null); an existing one is promoted, and its password is replaced when `password` is given and
 * `resetPassword` is true. Throws when better-auth refuses the sign-up (e.g. a short password).
 */
export async function ensureAdmin(db: Db, auth: Auth, email: string, password: string | null, resetPassword = false): Promise<EnsureAdminResult> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, normalized)).limit(1);
  if (existing) {
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, existing.id));
    if (password && resetPassword) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(password));
    }
    return { created: false, generatedPassword: null };
  }
  const chosen = password ?? generatePassword();
  const res = await auth.api.signUpEmail({ body: { email: normalized, password: chosen, name: 'Administrator' } });
  await db
    .insert(profiles)
    .values({ userId: res.user.id, email: normalized, displayName: 'Administrator', role: 'admin' })
    .onConflictDoUpdate({ target: profiles.userId, set: { role: 'admin' } });
  return { created: true, generatedPassword: password ? null : chosen };
}

function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Buffer.from(bytes).toString('base64url');
}
