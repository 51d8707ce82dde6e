/**
 * Data access for a customer's settings (storefront §3 Settings, kept on the server) and profile
 * (the only settings code that touches the database).
 */
import { eq, sql } from 'drizzle-orm';
import { mergeSettings, type SettingsPatch, type UserSettings } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { profiles, user, userSettings } from '../../db/schema.ts';

/** The user's settings over the §9 defaults (defaults when none are stored). */
export async function findSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return mergeSettings(row?.settings);
}

/**
 * Applies a validated patch and returns the whole result. Read, merge and write happen in one
 * transaction with the row locked, so two quick toggles never undo each other.
 */
export async function updateSettings(db: Db, userId: string, patch: SettingsPatch): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(userSettings).values({ userId, settings: mergeSettings(null) }).onConflictDoNothing();
    const [row] = await tx.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).for('update');
    const next = mergeSettings(row?.settings, patch);
    await tx.update(userSettings).set({ settings: next, updatedAt: sql`now()` }).where(eq(userSettings.userId, userId));
    return next;
  });
}

/** Sets the display name (also better-auth's user name) and phone; null phone clears it. */
export async function updateProfile(db: Db, userId: string, displayName: string, phone: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ displayName, phone }).where(eq(profiles.userId, userId));
    await tx.update(user).set({ name: displayName, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}
