/**
 * The accounts subject's rules (reached from outside through its index.ts, decision 105): who is signed in (the session
 * resolver the app hands to http/session.ts), registration with the §5 rules, account deletion,
 * the admin account, and the MeDto shape.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { MeDto } from '@phonexport/contracts/accounts';
import type { RegisterRequest } from '@phonexport/contracts/accounts';
import { REGISTRATION_MESSAGES, validateRegistration } from '@phonexport/domain/validation';
import { normalizePhone } from '@phonexport/domain/phone';
import { withTransaction, type Db } from '../../db/client.ts';
import { invalid, conflict } from '../../lib/rule-errors.ts';
import type { ResolveSessionUser, SessionUser } from '../../lib/session-user.ts';
import { publishAccountsChanged, publishSessionsEnded } from '../../realtime/events.ts';
import { cachedSession, forgetAllSessions, forgetSessions, type ResolvedSession } from '../../cache/session-cache.ts';
import type { Auth } from './auth.ts';
import { can, isStaffRole, PERMISSIONS } from '@phonexport/domain/staff';
import {
  deleteAccountData,
  findOrCreateProfile,
  findUserIdByEmail,
  upsertAdmin,
  findRequireStaffTwoFactor,
  updateRegisteredProfile,
  updateSessionActivity,
} from './accounts-repository.ts';

/** A session's "last active" time is written at most this often (ms). */
export const SESSION_ACTIVITY_EVERY_MS = 60_000;

export type { Auth, GoogleSignIn } from './auth.ts';
export { CLIENT_IP_HEADER } from './auth.ts';

/** The API's view of a signed-in user (dates as ISO strings). */
export function toMeDto(u: SessionUser): MeDto {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    phone: u.phone,
    role: u.role,
    permissions: PERMISSIONS.filter((p) => can(u.role, p)),
    twoFactorEnabled: u.twoFactorEnabled ?? false,
    twoFactorSetupRequired: u.twoFactorSetupRequired ?? false,
    createdAt: u.createdAt.toISOString(),
    lastLogin: u.lastLogin?.toISOString() ?? null,
  };
}

/** The session cookie of a request, `name=value` (signed token), or null: the session cache's key. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader?.includes('better-auth.session_token')) return null;
  const m = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookieHeader);
  return m ? m[1]! : null;
}

/** A resolved session as kept in memory: the user, and when its activity was last stamped (ms). */
interface KnownSession {
  user: SessionUser;
  stampedAt: number;
}

/**
 * The signed-in user of a request from better-auth's session cookie, with the role from their
 * profile (created on first sign-in if missing, storefront §4 Authentication); null for a visitor.
 * A deactivated staff member is a customer; a staff member without two-factor sign-in while the
 * owner requires it is marked `twoFactorSetupRequired` (admin routes answer 403). The session's
 * last activity is stamped at most once a minute (decision 059). A session seen before is answered
 * from this process's memory (cache/session-cache.ts, decision 074): no query at all until it
 * ends, its user changes, or 30 s pass. The returned user is shared: never change it.
 */
export function sessionResolver(db: Db, auth: Auth): ResolveSessionUser {
  const resolveFully = async (req: FastifyRequest): Promise<ResolvedSession<KnownSession> | null> => {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!found) return null;
    const u = found.user as typeof found.user & { twoFactorEnabled?: boolean | null };
    const profile = await findOrCreateProfile(db, u);
    const role = isStaffRole(profile.role) && profile.deactivatedAt ? 'customer' : profile.role;
    const twoFactorEnabled = u.twoFactorEnabled === true;
    const twoFactorSetupRequired = isStaffRole(role) && !twoFactorEnabled && (await findRequireStaffTwoFactor(db));
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      displayName: profile.displayName || u.name,
      phone: profile.phone,
      role,
      createdAt: profile.createdAt,
      lastLogin: profile.lastLogin,
      twoFactorEnabled,
      twoFactorSetupRequired,
      sessionId: found.session.id,
    };
    return { value: { user, stampedAt: new Date(found.session.updatedAt).getTime() }, userId: u.id, sessionId: found.session.id, expiresAt: new Date(found.session.expiresAt) };
  };
  return async (req: FastifyRequest) => {
    // Visitors carry cookies too (language, currency, time zone): only a session cookie is looked up.
    const key = sessionCookieOf(req.headers.cookie);
    if (!key) return null;
    const known = await cachedSession(db, key, () => resolveFully(req));
    if (!known) return null;
    const now = Date.now();
    if (now - known.stampedAt > SESSION_ACTIVITY_EVERY_MS) {
      known.stampedAt = now;
      await updateSessionActivity(db, known.user.sessionId!, SESSION_ACTIVITY_EVERY_MS);
    }
    return known.user;
  };
}

/**
 * After a write that changed what signed-in requests know of `userIds` (every user when unset):
 * drops their sessions from this process's memory at once. Other processes drop theirs on the
 * ACCOUNTS_CHANGED or SESSIONS_ENDED event the write published (decision 074).
 */
export function forgetResolvedSessions(db: Db, userIds?: string[]): void {
  if (userIds) forgetSessions(db, userIds);
  else forgetAllSessions(db);
}

/**
 * Registers a customer (storefront §5 Registration): the §5 rules in order (400 with the field's
 * message), then better-auth's sign-up (409 when the e-mail is taken, 400 for what it refuses),
 * then the profile's name and phone. Returns the new user and the session cookies to set.
 */
export async function registerAccount(
  db: Db,
  auth: Auth,
  body: RegisterRequest,
  headers: FastifyRequest['headers'],
  log: FastifyBaseLogger,
): Promise<{ me: MeDto; cookies: string[] }> {
  const failure = validateRegistration(body);
  if (failure) throw invalid(failure.message, { [failure.field]: failure.message });
  // An optional phone, with its country code, stored in E.164 (domain phone.ts).
  let phone: string | null = null;
  if (body.phone?.trim()) {
    const result = normalizePhone(body.phone);
    if (!result.ok) throw invalid(result.message, { phone: result.message });
    phone = result.e164;
  }
  const name = `${body.firstName.trim()} ${body.lastName.trim()}`;
  const email = body.email.trim().toLowerCase();
  let res: Response;
  try {
    res = await auth.api.signUpEmail({ body: { email, password: body.password, name }, headers: fromNodeHeaders(headers), asResponse: true });
  } catch (err) {
    log.warn({ err }, 'sign-up failed');
    throw invalid(REGISTRATION_MESSAGES.failed);
  }
  if (!res.ok) {
    const detail = (await res.json().catch(() => ({}))) as { code?: string };
    if (detail.code === 'USER_ALREADY_EXISTS' || detail.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw conflict(REGISTRATION_MESSAGES.emailInUse);
    }
    if (detail.code === 'PASSWORD_TOO_SHORT' || detail.code === 'PASSWORD_TOO_LONG') {
      throw invalid(REGISTRATION_MESSAGES.weakPassword, { password: REGISTRATION_MESSAGES.weakPassword });
    }
    if (detail.code === 'INVALID_EMAIL') throw invalid(REGISTRATION_MESSAGES.emailInvalid, { email: REGISTRATION_MESSAGES.emailInvalid });
    throw invalid(REGISTRATION_MESSAGES.failed);
  }
  const created = (await res.json()) as { user: { id: string; email: string; createdAt: string } };
  const profile = await updateRegisteredProfile(db, created.user.id, name, phone);
  forgetResolvedSessions(db, [created.user.id]);
  const me = toMeDto({
    id: created.user.id,
    email: created.user.email,
    displayName: name,
    phone,
    role: profile?.role ?? 'customer',
    twoFactorEnabled: false,
    createdAt: profile?.createdAt ?? new Date(),
    lastLogin: profile?.lastLogin ?? null,
  });
  return { me, cookies: res.headers.getSetCookie() };
}

/**
 * Deletes the user's personal data and anonymises their orders in one transaction (storefront §7,
 * decision 005), which also tells every process to close the user's live sockets (sessions ended).
 * Returns how many orders were kept.
 */
export async function deleteAccount(db: Db, userId: string): Promise<{ ordersKept: number }> {
  try {
    return await withTransaction(db, async (tx) => {
      const deleted = await deleteAccountData(tx, userId);
      await publishSessionsEnded(tx, userId);
      return deleted;
    });
  } finally {
    forgetResolvedSessions(db, [userId]);
  }
}

/** Set-Cookie values that clear every better-auth cookie (after the account is gone). */
export async function clearedAuthCookies(auth: Auth): Promise<string[]> {
  const ctx = await auth.$context;
  return Object.values(ctx.authCookies).map((c) => `${c.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** The id of the user with this e-mail (trimmed, lower-cased), or null. */
export function findUserIdOfEmail(db: Db, email: string): Promise<string | null> {
  return findUserIdByEmail(db, email.trim().toLowerCase());
}

export interface EnsureAdminResult {
  created: boolean;
  /** Set only when a password was generated for a new account: print it once. */
  generatedPassword: string | null;
}

/**
 * Makes `email` an admin (first start, and `npm run admin`). A missing account is created with
 * `password` (or a generated one when null); an existing one is promoted, and its password is
 * replaced when `password` is given and `resetPassword` is true. Throws when better-auth refuses
 * the sign-up (e.g. a short password).
 */
export async function ensureAdmin(db: Db, auth: Auth, email: string, password: string | null, resetPassword = false): Promise<EnsureAdminResult> {
  const normalized = email.trim().toLowerCase();
  const existingId = await findUserIdByEmail(db, normalized);
  if (existingId) {
    await upsertAdmin(db, existingId);
    await publishAccountsChanged(db, [existingId]);
    forgetResolvedSessions(db, [existingId]);
    if (password && resetPassword) {
      const ctx = await auth.$context;
      await ctx.internalAdapter.updatePassword(existingId, await ctx.password.hash(password));
    }
    return { created: false, generatedPassword: null };
  }
  const chosen = password ?? generatePassword();
  const res = await auth.api.signUpEmail({ body: { email: normalized, password: chosen, name: 'Administrator' } });
  await upsertAdmin(db, res.user.id, { email: normalized, displayName: 'Administrator' });
  return { created: true, generatedPassword: password ? null : chosen };
}

function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Buffer.from(bytes).toString('base64url');
}
