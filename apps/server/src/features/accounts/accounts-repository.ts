/**
 * Accounts data access (the only accounts code that touches the database, decision 023): the
 * tables better-auth keeps, profiles (role, display name, phone, last sign-in), the sign-in and
 * reset throttle counters, reset links, and account deletion in one transaction.
 */
import { and, eq, like, lt, ne, sql } from 'drizzle-orm';
import { ANONYMISED } from '@phonexport/domain/settings';
import type { AddressSnapshot } from '../../db/schema.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  account,
  addresses,
  authThrottle,
  chatConversations,
  notifications,
  orders,
  paymentCheckouts,
  profiles,
  reviewReactions,
  reviewReplies,
  reviews,
  session,
  staffPolicy,
  twoFactor,
  user,
  userSettings,
  verification,
} from '../../db/schema.ts';

/** The tables better-auth's drizzle adapter reads and writes. */
export const authTables = { user, session, account, verification, twoFactor };

/** A user's profile as the accounts feature uses it: the signed-in user's fields but the id, keyed by userId. */
export interface Profile extends Pick<SessionUser, 'email' | 'displayName' | 'phone' | 'role' | 'createdAt' | 'lastLogin'> {
  userId: string;
  deactivatedAt: Date | null;
}

const toProfile = (p: typeof profiles.$inferSelect): Profile => ({
  userId: p.userId,
  email: p.email,
  displayName: p.displayName,
  phone: p.phone,
  role: p.role,
  createdAt: p.createdAt,
  lastLogin: p.lastLogin,
  deactivatedAt: p.deactivatedAt,
});

/** The user's profile, created (role customer) when missing: storefront §4, a profile for every user. */
export async function findOrCreateProfile(db: Db, u: { id: string; email: string; name: string }): Promise<Profile> {
  let [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
  if (!profile) {
    [profile] = await db
      .insert(profiles)
      .values({ userId: u.id, email: u.email, displayName: u.name })
      .onConflictDoUpdate({ target: profiles.userId, set: { email: u.email } })
      .returning();
  }
  return toProfile(profile!);
}

/** The profile made when better-auth creates a user (signed in at once, so lastLogin is now); kept when one exists. */
export async function insertProfileOnSignUp(db: Db, u: { id: string; email: string; name: string }): Promise<void> {
  await db.insert(profiles).values({ userId: u.id, email: u.email, displayName: u.name, lastLogin: new Date() }).onConflictDoNothing();
}

/** Stamps the profile's last sign-in (a session was created). */
export async function updateLastLogin(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ lastLogin: new Date() }).where(eq(profiles.userId, userId));
}

/** Sets the display name and phone of a new registration's profile; returns it, or null when missing. */
export async function updateRegisteredProfile(db: Db, userId: string, displayName: string, phone: string | null): Promise<Profile | null> {
  const [profile] = await db.update(profiles).set({ displayName, phone }).where(eq(profiles.userId, userId)).returning();
  return profile ? toProfile(profile) : null;
}

/** The id of the user with this (normalised) e-mail, or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return existing?.id ?? null;
}

/** Makes the user's profile an (active) owner, creating it when missing (`email`, `displayName` for a new one). */
export async function upsertAdmin(db: Db, userId: string, created?: { email: string; displayName: string }): Promise<void> {
  if (!created) {
    await db.update(profiles).set({ role: 'owner', deactivatedAt: null }).where(eq(profiles.userId, userId));
    return;
  }
  await db
    .insert(profiles)
    .values({ userId, email: created.email, displayName: created.displayName, role: 'owner' })
    .onConflictDoUpdate({ target: profiles.userId, set: { role: 'owner', deactivatedAt: null } });
}

// ---------------------------------------------------------------- staff rule and session activity (decision 059)

/** Whether the owner requires two-factor sign-in for every staff member (false until set). */
export async function findRequireStaffTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db.select({ on: staffPolicy.requireTwoFactor }).from(staffPolicy).where(eq(staffPolicy.id, 'staff')).limit(1);
  return row?.on ?? false;
}

/**
 * Stamps a session's last activity (its `updatedAt`; better-auth extends a session by its
 * `expiresAt`, not this column) when the stored one is older than `everyMs`, so an active
 * session writes at most once per `everyMs`.
 */
export async function updateSessionActivity(db: Db, sessionId: string, everyMs: number): Promise<void> {
  const now = new Date();
  await db
    .update(session)
    .set({ updatedAt: now })
    .where(and(eq(session.id, sessionId), lt(session.updatedAt, new Date(now.getTime() - everyMs))));
}

/**
 * Deletes the user's password-reset links (verification rows 'reset-password:<token>' whose value
 * is the user id), all but `keep` (a token to spare, or none).
 */
export async function deleteResetTokens(db: Db, userId: string, keep?: string): Promise<void> {
  const conditions = [like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)];
  if (keep) conditions.push(ne(verification.identifier, `reset-password:${keep}`));
  await db.delete(verification).where(and(...conditions));
}

// ---------------------------------------------------------------- throttle counters (decision 019)

/** The counter of `key`, or undefined when it has none. */
export async function findThrottle(db: Db, key: string): Promise<{ count: number; windowStart: Date } | undefined> {
  const [row] = await db.select({ count: authThrottle.count, windowStart: authThrottle.windowStart }).from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  return row;
}

/**
 * Counts one event for `key` in one atomic upsert (a new window starts when the one of `windowMs`
 * has ended); returns the count in the current window.
 */
export async function upsertThrottleHit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  return (await upsertThrottleWindow(db, key, windowMs, now)).count;
}

/** hitThrottle, also returning when the counter's current window started. */
export async function upsertThrottleWindow(db: Db, key: string, windowMs: number, now: Date): Promise<{ count: number; windowStart: Date }> {
  const expired = sql`${authThrottle.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${authThrottle.windowStart} END`,
      },
    })
    .returning({ count: authThrottle.count, windowStart: authThrottle.windowStart });
  return row!;
}

/** Forgets `key`'s counter. */
export async function deleteThrottle(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Deletes counters whose window started before `before` (only those whose key starts with `prefix` when given). */
export async function deleteThrottlesBefore(db: Db, before: Date, prefix?: string): Promise<void> {
  const old = lt(authThrottle.windowStart, before);
  await db.delete(authThrottle).where(prefix ? and(old, like(authThrottle.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) : old);
}

// ---------------------------------------------------------------- account deletion (decision 005)

/** The address kept on an order after its customer deleted their account. */
export function anonymisedAddress(a: AddressSnapshot): AddressSnapshot {
  return {
    name: ANONYMISED.name,
    company: null,
    street: ANONYMISED.redacted,
    city: ANONYMISED.redacted,
    state: null,
    zipCode: ANONYMISED.redacted,
    country: a.country,
    countryCode: a.countryCode,
    phone: ANONYMISED.redacted,
  };
}

/**
 * Account deletion (storefront §2 Settings danger zone, §7 delete account), on `tx` (run it in
 * one transaction: all of it or nothing): the customer's personal data goes (user, sessions,
 * sign-in accounts, reset tokens, profile, settings, addresses, notifications, chats,
 * reactions), their orders stay for the shop's accounts with name, e-mail, phone and street
 * address replaced (country kept for duty and export records), and their reviews and replies stay under an anonymous name. Returns how many orders were kept.
 */
export async function deleteAccountData(tx: Db | Tx, userId: string): Promise<{ ordersKept: number }> {
  const owned = await tx.select({ id: orders.id, shippingAddress: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId)).for('update');
  for (const o of owned) {
    await tx
      .update(orders)
      .set({
        userId: null,
        customerName: ANONYMISED.name,
        customerEmail: `deleted-${o.id.slice(0, 8)}@${ANONYMISED.emailDomain}`,
        customerPhone: null,
        shippingAddress: anonymisedAddress(o.shippingAddress),
      })
      .where(eq(orders.id, o.id));
  }
  // The checkout request kept with a payment holds the address typed at checkout ({ input: { address } }).
  await tx
    .update(paymentCheckouts)
    .set({ userId: null, request: sql`(${paymentCheckouts.request} - 'address') #- '{input,address}'` })
    .where(eq(paymentCheckouts.userId, userId));
  await tx.update(reviews).set({ userId: null, userName: ANONYMISED.name, userEmail: '' }).where(eq(reviews.userId, userId));
  await tx.update(reviewReplies).set({ userId: null, userName: ANONYMISED.name, userEmail: '' }).where(eq(reviewReplies.userId, userId));
  await tx.delete(reviewReactions).where(eq(reviewReactions.userId, userId));
  await tx.delete(chatConversations).where(eq(chatConversations.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(verification).where(eq(verification.value, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(user).where(eq(user.id, userId));
  return { ordersKept: owned.length };
}
