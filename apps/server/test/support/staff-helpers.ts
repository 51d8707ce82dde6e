/**
 * Staff test helpers (decision 059): a signed-in staff member of a role, and TOTP codes computed
 * independently of the server (otplib, RFC 6238) from the secret in an otpauth:// URI.
 */
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { StaffRole } from '@phonexport/domain/staff';
import { profiles } from '../../src/db/schema.ts';
import { api, cookieFrom, freshIp, PASSWORD, register, uniqueEmail, type TestServer } from './helpers.ts';

/** Registers an account, gives it `role` and answers its session cookie. */
export async function registerStaff(t: Pick<TestServer, 'app' | 'db'>, role: StaffRole, email = uniqueEmail(role), over: Record<string, unknown> = {}): Promise<string> {
  const cookie = await register(t.app, email, over);
  await t.db.update(profiles).set({ role }).where(eq(profiles.email, email));
  return cookie;
}

/** The base32 secret of an otpauth:// URI. */
export const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret')!;

/** The current 6-digit code of `secret` (base32); `offsetSteps` moves by 30-second steps. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
}

/**
 * Turns on two-factor sign-in for the account of `cookie` (enable with the password, then confirm
 * with a code) and answers its secret, recovery codes and the session cookie to use afterwards
 * (better-auth replaces the session on confirmation).
 */
export async function enableTwoFactor(t: Pick<TestServer, 'app'>, cookie: string, password = PASSWORD): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const enabled = await api(t.app, { url: '/api/auth/two-factor/enable', body: { password }, cookie });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verified = await api(t.app, { url: '/api/auth/two-factor/verify-totp', body: { code: totpCode(secret) }, cookie });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { secret, backupCodes, cookie: cookieFrom(verified) || cookie };
}

/** First step of a two-factor sign-in: the password; answers the response and the pending two-factor cookie. */
export async function passwordStep(t: Pick<TestServer, 'app'>, email: string, password = PASSWORD) {
  const res = await api(t.app, { url: '/api/auth/sign-in/email', body: { email, password }, ip: freshIp() });
  return { res, cookie: cookieFrom(res) };
}
