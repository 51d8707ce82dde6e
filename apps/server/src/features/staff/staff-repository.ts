/**
 * Staff data access (decision 059): staff members (profiles with a staff role), invitations (only
 * the token's SHA-256 hash is stored), the two-factor rule, and the sessions of one user.
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@phonexport/domain/staff';
import type { Db, Tx } from '../../db/client.ts';
import { profiles, session, staffInvitations, staffPolicy, user } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';

/** A staff member's row as the service uses it. */
export interface StaffRow {
  userId: string;
  email: string;
  displayName: string;
  role: StaffRole;
  deactivatedAt: Date | null;
  twoFactorEnabled: boolean;
  lastLogin: Date | null;
  createdAt: Date;
}

const staffColumns = {
  userId: profiles.userId,
  email: profiles.email,
  displayName: profiles.displayName,
  role: profiles.role,
  deactivatedAt: profiles.deactivatedAt,
  twoFactorEnabled: user.twoFactorEnabled,
  lastLogin: profiles.lastLogin,
  createdAt: profiles.createdAt,
};

const STAFF = ['owner', 'manager', 'support'] as const;

/** Every staff member (active or not), owners first, then by name. */
export async function findStaffMembers(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select(staffColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(inArray(profiles.role, [...STAFF]))
    .orderBy(sql`case ${profiles.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, profiles.displayName, profiles.email);
  return rows as StaffRow[];
}

/** One staff member, or null (also for a customer); `forUpdate` locks the profile row. */
export async function findStaff(db: Db | Tx, userId: string, forUpdate = false): Promise<StaffRow | null> {
  const q = db
    .select(staffColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(eq(profiles.userId, userId), inArray(profiles.role, [...STAFF])))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: profiles }) : await q;
  return (row as StaffRow | undefined) ?? null;
}

/** Active owners, other than `exceptUserId`, with their rows locked (so two owners cannot demote each other at once). */
export async function findOtherActiveOwnerCount(tx: Tx, exceptUserId: string): Promise<number> {
  const rows = await tx
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.role, 'owner'), isNull(profiles.deactivatedAt), ne(profiles.userId, exceptUserId)))
    .for('update');
  return rows.length;
}

/** Sets a profile's role and deactivation time. */
export async function updateStaff(db: Db | Tx, userId: string, set: { role?: 'customer' | StaffRole; deactivatedAt?: Date | null }): Promise<void> {
  await db.update(profiles).set(set).where(eq(profiles.userId, userId));
}

/** Deletes every session of the user (the next request is a visitor's). */
export async function deleteSessionsOf(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

// ---------------------------------------------------------------- invitations

/** An invitation to join the staff (decision 059): the e-mail, role, token hash and its state. Declared here, checked against the table (db/row-shape.ts). */
export interface InvitationRow {
  id: string;
  createdAt: Date;
  email: string;
  language: string;
  role: 'owner' | 'manager' | 'support';
  tokenHash: string;
  invitedById: string | null;
  invitedByEmail: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedUserId: string | null;
  revokedAt: Date | null;
}
type _InvitationRowIsTheTable = Holds<SameShape<InvitationRow, typeof staffInvitations.$inferSelect>>;

/** Invitations neither accepted nor revoked, newest first. */
export async function findOpenInvitations(db: Db): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.createdAt));
}

/** The open (not accepted, not revoked, not expired) invitation to `email`, if any. */
export async function findPendingInvitationTo(db: Db | Tx, email: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(tx: Db | Tx, values: typeof staffInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await tx.insert(staffInvitations).values(values).returning();
  return row!;
}

export async function findInvitation(db: Db | Tx, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByTokenHash(db: Db | Tx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function updateInvitation(tx: Db | Tx, id: string, set: Partial<typeof staffInvitations.$inferInsert>): Promise<InvitationRow | null> {
  const [row] = await tx.update(staffInvitations).set(set).where(eq(staffInvitations.id, id)).returning();
  return row ?? null;
}

/**
 * Claims an invitation for acceptance in one statement: only an open, unexpired one is marked
 * accepted (two accepts at once: one wins). Returns it, or null.
 */
export async function updateInvitationClaimed(db: Db | Tx, tokenHash: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Gives a claimed invitation back (the account could not be made). */
export async function updateInvitationUnclaimed(db: Db, id: string): Promise<void> {
  await db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, id));
}

/** Makes the user staff with `role` (active), marks their e-mail verified (the link proved it) and records who accepted the invitation. */
export async function updateStaffJoined(tx: Tx, invitationId: string, userId: string, role: StaffRole, displayName: string | null): Promise<void> {
  await tx
    .update(profiles)
    .set({ role, deactivatedAt: null, ...(displayName ? { displayName } : {}) })
    .where(eq(profiles.userId, userId));
  await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  await tx.update(staffInvitations).set({ acceptedUserId: userId }).where(eq(staffInvitations.id, invitationId));
}

// ---------------------------------------------------------------- policy

export async function findTwoFactorPolicy(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ on: staffPolicy.requireTwoFactor }).from(staffPolicy).where(eq(staffPolicy.id, 'staff')).limit(1);
  return row?.on ?? false;
}

export async function upsertTwoFactorPolicy(tx: Db | Tx, requireTwoFactor: boolean): Promise<void> {
  await tx
    .insert(staffPolicy)
    .values({ id: 'staff', requireTwoFactor })
    .onConflictDoUpdate({ target: staffPolicy.id, set: { requireTwoFactor, updatedAt: new Date() } });
}

// ---------------------------------------------------------------- sessions

/** The user's unexpired sessions, most recently active first. */
export async function findSessionsOf(db: Db, userId: string, now: Date) {
  return db
    .select({ id: session.id, userAgent: session.userAgent, ipAddress: session.ipAddress, createdAt: session.createdAt, updatedAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
}

/** Deletes the user's session `id`; false when they have none with that id. */
export async function deleteSessionOf(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(session).where(and(eq(session.id, id), eq(session.userId, userId))).returning({ id: session.id });
  return rows.length > 0;
}
