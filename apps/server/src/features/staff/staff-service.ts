/**
 * Staff accounts (issue 24, decision 059): the owner invites by e-mail with a role (a link valid
 * INVITATION_TTL_HOURS, sent through the mail outbox in the invitee's language, only the token's
 * SHA-256 hash stored), changes roles, deactivates and reactivates staff (a deactivated member's
 * sessions end at once), and may require two-factor sign-in for all staff. Accepting an invitation
 * makes a new account (name and password, signed in) or promotes the signed-in account with the
 * invited e-mail. Every owner action is audited in its transaction. Also every account's own
 * sessions: list and revoke (the revoked session's next request is a visitor's).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AccountSessionDto, InvitationPreviewDto, StaffInvitationDto, StaffMemberDto, StaffOverviewDto } from '@phonexport/contracts/staff';
import type { MeDto } from '@phonexport/contracts/accounts';
import type { Language } from '@phonexport/domain/settings';
import { INVITATION_TTL_HOURS, STAFF_MESSAGES, type StaffRole } from '@phonexport/domain/staff';
import { REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { withTransaction, type Db } from '../../db/client.ts';
import { RuleError, invalid, notSignedIn, forbidden, notFound, gone, conflict } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { CLIENT_IP_HEADER, type Auth, findUserIdOfEmail, forgetResolvedSessions, toMeDto } from '../accounts/index.ts';
import { publishAccountsChanged, publishSessionsEnded } from '../../realtime/events.ts';
import { insertAudit } from '../audit/index.ts';
import { queueStaffInvitationMail } from '../outbox/index.ts';
import * as repo from './staff-repository.ts';

const HOUR_MS = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const memberDto = (r: repo.StaffRow): StaffMemberDto => ({
  userId: r.userId,
  email: r.email,
  displayName: r.displayName,
  role: r.role,
  active: r.deactivatedAt === null,
  twoFactorEnabled: r.twoFactorEnabled,
  lastLogin: r.lastLogin?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const invitationDto = (r: repo.InvitationRow, now = new Date()): StaffInvitationDto => ({
  id: r.id,
  email: r.email,
  role: r.role,
  status: r.expiresAt > now ? 'pending' : 'expired',
  expiresAt: r.expiresAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  invitedBy: r.invitedByEmail,
});

/** The Staff screen: every staff member, the open invitations (pending or expired) and the two-factor rule. */
export async function staffOverview(db: Db): Promise<StaffOverviewDto> {
  const [members, invitations, requireTwoFactor] = await Promise.all([repo.findStaffMembers(db), repo.findOpenInvitations(db), repo.findTwoFactorPolicy(db)]);
  const now = new Date();
  return { members: members.map(memberDto), invitations: invitations.map((i) => invitationDto(i, now)), requireTwoFactor };
}

/**
 * Invites `email` as `role`: 409 when they are already staff or an unexpired invitation to them
 * waits; else a new invitation and its mail (same transaction), audited.
 */
export async function inviteStaff(db: Db, owner: SessionUser, input: { email: string; role: StaffRole; language: Language }): Promise<StaffInvitationDto> {
  const now = new Date();
  const existing = await findUserIdOfEmail(db, input.email);
  if (existing && (await repo.findStaff(db, existing))) throw conflict(STAFF_MESSAGES.alreadyStaff, 'already_staff');
  const token = newToken();
  const row = await withTransaction(db, async (tx) => {
    if (await repo.findPendingInvitationTo(tx, input.email, now)) throw conflict(STAFF_MESSAGES.invitationPending, 'invitation_pending');
    const created = await repo.insertInvitation(tx, {
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      language: input.language,
      invitedById: owner.id,
      invitedByEmail: owner.email,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS),
    });
    await queueStaffInvitationMail(tx, input.email, input.language, { token, role: input.role, invitedBy: owner.displayName || owner.email, validHours: INVITATION_TTL_HOURS });
    await insertAudit(tx, owner, { action: 'invite', entity: 'staff', entityId: created.id, label: input.email, after: { email: input.email, role: input.role } });
    return created;
  });
  return invitationDto(row, now);
}

/** Sends an open invitation again with a new link valid INVITATION_TTL_HOURS from now (the old link stops working). 404 when it is gone. */
export async function resendInvitation(db: Db, owner: SessionUser, id: string): Promise<StaffInvitationDto> {
  const now = new Date();
  const token = newToken();
  const row = await withTransaction(db, async (tx) => {
    const found = await repo.findInvitation(tx, id);
    if (!found || found.acceptedAt || found.revokedAt) throw notFound(STAFF_MESSAGES.invitationGone);
    const updated = await repo.updateInvitation(tx, id, { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS) });
    await queueStaffInvitationMail(tx, found.email, found.language, { token, role: found.role, invitedBy: owner.displayName || owner.email, validHours: INVITATION_TTL_HOURS });
    await insertAudit(tx, owner, { action: 'resend', entity: 'staff', entityId: id, label: found.email });
    return updated!;
  });
  return invitationDto(row, now);
}

/** Revokes an open invitation (its link answers 404 from now on). 404 when it is gone. */
export async function revokeInvitation(db: Db, owner: SessionUser, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const found = await repo.findInvitation(tx, id);
    if (!found || found.acceptedAt || found.revokedAt) throw notFound(STAFF_MESSAGES.invitationGone);
    await repo.updateInvitation(tx, id, { revokedAt: new Date() });
    await insertAudit(tx, owner, { action: 'revoke', entity: 'staff', entityId: id, label: found.email, before: { email: found.email, role: found.role } });
  });
}

/**
 * Changes a member's role, deactivates or reactivates them, in one transaction with its audit
 * entry: 404 for someone not on the staff, 409 for the caller themselves or when the shop would be
 * left without an active owner. Deactivation signs every session of the member out.
 */
async function changeMember(
  db: Db,
  owner: SessionUser,
  userId: string,
  action: 'role' | 'deactivate' | 'reactivate',
  role?: StaffRole,
): Promise<StaffMemberDto> {
  if (userId === owner.id) throw conflict(STAFF_MESSAGES.notYourself, 'not_yourself');
  // The member's resolved sessions are dropped here once it has settled (other processes: the event).
  try {
    return await withTransaction(db, async (tx) => {
      const before = await repo.findStaff(tx, userId, true);
      if (!before) throw notFound(STAFF_MESSAGES.staffNotFound);
      const losesOwner = before.role === 'owner' && before.deactivatedAt === null && (action === 'deactivate' || (action === 'role' && role !== 'owner'));
      if (losesOwner && (await repo.findOtherActiveOwnerCount(tx, userId)) === 0) throw conflict(STAFF_MESSAGES.lastOwner, 'last_owner');
      if (action === 'role') await repo.updateStaff(tx, userId, { role });
      if (action === 'deactivate') {
        await repo.updateStaff(tx, userId, { deactivatedAt: new Date() });
        await repo.deleteSessionsOf(tx, userId);
        await publishSessionsEnded(tx, userId);
      }
      if (action === 'reactivate') await repo.updateStaff(tx, userId, { deactivatedAt: null });
      const after = (await repo.findStaff(tx, userId))!;
      await publishAccountsChanged(tx, [userId]);
      await insertAudit(tx, owner, {
        action: action === 'role' ? 'change-role' : action,
        entity: 'staff',
        entityId: userId,
        label: before.email,
        before: { role: before.role, active: before.deactivatedAt === null },
        after: { role: after.role, active: after.deactivatedAt === null },
      });
      return memberDto(after);
    });
  } finally {
    forgetResolvedSessions(db, [userId]);
  }
}

export const changeStaffRole = (db: Db, owner: SessionUser, userId: string, role: StaffRole) => changeMember(db, owner, userId, 'role', role);
export const deactivateStaff = (db: Db, owner: SessionUser, userId: string) => changeMember(db, owner, userId, 'deactivate');
export const reactivateStaff = (db: Db, owner: SessionUser, userId: string) => changeMember(db, owner, userId, 'reactivate');

/** Sets whether every staff member must use two-factor sign-in (audited). */
export async function setStaffPolicy(db: Db, owner: SessionUser, requireTwoFactor: boolean): Promise<{ requireTwoFactor: boolean }> {
  await withTransaction(db, async (tx) => {
    const before = await repo.findTwoFactorPolicy(tx);
    await repo.upsertTwoFactorPolicy(tx, requireTwoFactor);
    await publishAccountsChanged(tx);
    await insertAudit(tx, owner, { action: 'update', entity: 'staff-policy', label: 'Two-factor sign-in for staff', before: { requireTwoFactor: before }, after: { requireTwoFactor } });
  });
  forgetResolvedSessions(db);
  return { requireTwoFactor };
}

/** The invitation behind `token` if it can still be accepted: 404 unknown or revoked, 409 used, 410 expired. */
async function openInvitationOf(db: Db, token: string): Promise<repo.InvitationRow> {
  const row = await repo.findInvitationByTokenHash(db, hashToken(token));
  if (!row || row.revokedAt) throw notFound(STAFF_MESSAGES.invitationNotFound);
  if (row.acceptedAt) throw conflict(STAFF_MESSAGES.invitationUsed, 'invitation_used');
  if (row.expiresAt <= new Date()) throw gone(STAFF_MESSAGES.invitationExpired, 'invitation_expired');
  return row;
}

/** What the invitation link shows before accepting. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreviewDto> {
  const row = await openInvitationOf(db, token);
  return { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString(), accountExists: (await findUserIdOfEmail(db, row.email)) !== null };
}

/**
 * Accepts the invitation behind `token`. Signed in: the account must have the invited e-mail
 * (403 otherwise) and becomes staff. A visitor: when an account with the e-mail exists, 401 (sign
 * in first); else a new account is made with `displayName` and `password` (400 when missing) and
 * signed in. The invitation is claimed atomically first (used once even when two accept at once)
 * and given back when the account cannot be made. Returns the user and the cookies to set.
 */
export async function acceptInvitation(
  db: Db,
  auth: Auth,
  caller: SessionUser | null,
  token: string,
  body: { displayName?: string; password?: string },
  req: FastifyRequest,
  log: FastifyBaseLogger,
): Promise<{ me: MeDto; cookies: string[] }> {
  const open = await openInvitationOf(db, token);
  if (caller && caller.email.toLowerCase() !== open.email) throw forbidden(STAFF_MESSAGES.invitationWrongAccount(open.email));
  const existingId = caller ? caller.id : await findUserIdOfEmail(db, open.email);
  if (!caller && existingId) throw notSignedIn(STAFF_MESSAGES.invitationSignIn);
  if (!caller) {
    if (!body.displayName) throw invalid(STAFF_MESSAGES.nameRequired, { displayName: STAFF_MESSAGES.nameRequired });
    if (!body.password) throw invalid(REGISTRATION_MESSAGES.passwordShort, { password: REGISTRATION_MESSAGES.passwordShort });
  }
  const claimed = await repo.updateInvitationClaimed(db, hashToken(token), new Date());
  if (!claimed) {
    // Lost a race, or expired/revoked meanwhile: answer what the link is now.
    await openInvitationOf(db, token);
    throw conflict(STAFF_MESSAGES.invitationUsed, 'invitation_used');
  }
  let userId = caller?.id ?? null;
  let cookies: string[] = [];
  if (!userId) {
    try {
      const res = await auth.api.signUpEmail({ body: { email: open.email, password: body.password!, name: body.displayName! }, headers: fromNodeHeaders({ ...req.headers, [CLIENT_IP_HEADER]: req.ip }), asResponse: true });
      if (!res.ok) throw invalid(REGISTRATION_MESSAGES.failed);
      userId = ((await res.json()) as { user: { id: string } }).user.id;
      cookies = res.headers.getSetCookie();
    } catch (err) {
      log.warn({ err }, 'staff invitation: sign-up failed');
      await repo.updateInvitationUnclaimed(db, claimed.id);
      throw err instanceof RuleError ? err : invalid(REGISTRATION_MESSAGES.failed);
    }
  }
  const member = await withTransaction(db, async (tx) => {
    await repo.updateStaffJoined(tx, claimed.id, userId!, claimed.role, caller ? null : body.displayName!);
    await publishAccountsChanged(tx, [userId!]);
    const row = (await repo.findStaff(tx, userId!))!;
    await insertAudit(tx, { id: userId!, email: open.email }, { action: 'accept', entity: 'staff', entityId: userId!, label: open.email, after: { role: claimed.role } });
    return row;
  });
  forgetResolvedSessions(db, [userId]);
  const me = toMeDto({
    id: member.userId,
    email: member.email,
    displayName: member.displayName,
    phone: caller?.phone ?? null,
    role: member.role,
    createdAt: member.createdAt,
    lastLogin: member.lastLogin,
    twoFactorEnabled: member.twoFactorEnabled,
    twoFactorSetupRequired: !member.twoFactorEnabled && (await repo.findTwoFactorPolicy(db)),
  });
  return { me, cookies };
}

/** The caller's unexpired sessions, most recently active first, the request's own marked `current`. */
export async function listMySessions(db: Db, user: SessionUser): Promise<{ sessions: AccountSessionDto[] }> {
  const rows = await repo.findSessionsOf(db, user.id, new Date());
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.updatedAt.toISOString(),
      current: s.id === user.sessionId,
    })),
  };
}

/** Signs the caller's session `id` out at once (404 when it is not theirs). */
export async function revokeMySession(db: Db, user: SessionUser, id: string): Promise<void> {
  const deleted = await repo.deleteSessionOf(db, user.id, id);
  if (deleted) await publishSessionsEnded(db, user.id, [id]);
  forgetResolvedSessions(db, [user.id]);
  if (!deleted) throw notFound(STAFF_MESSAGES.sessionNotFound);
}
