/**
 * Shop settings (back office §2 Settings), stored in shop_settings one row per tab and read
 * through a small in-process cache that a save clears, in this process at once and in the others
 * through the live event it publishes (followSettingsChanges). Missing tabs fall back to DEFAULT_SETTINGS.
 */
import { DEFAULT_SETTINGS, shopSettingsSchema, type SettingsTab, type ShopSettings } from '@phonexport/domain/admin';
import type { Db, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';
import type { Hub } from '../../realtime/hub.ts';

const TABS: SettingsTab[] = ['general', 'payment', 'shipping', 'notifications'];
const cache = new WeakMap<object, Promise<ShopSettings>>();

async function load(db: Db | Tx): Promise<ShopSettings> {
  const rows = await db.select().from(shopSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const merged: Record<string, unknown> = {};
  for (const tab of TABS) merged[tab] = { ...DEFAULT_SETTINGS[tab], ...((stored[tab] as object | undefined) ?? {}) };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The current settings (cached per database handle until the next save). */
export function getSettings(db: Db): Promise<ShopSettings> {
  let p = cache.get(db);
  if (!p) {
    p = load(db).catch((err: unknown) => {
      cache.delete(db);
      throw err;
    });
    cache.set(db, p);
  }
  return p;
}

/** Reads the settings inside a transaction (no cache). */
export function readSettings(tx: Db | Tx): Promise<ShopSettings> {
  return load(tx);
}

/** Saves the given tabs (whole tabs) and clears the cache; returns the new settings. */
export async function saveSettings(db: Db, tx: Db | Tx, update: Partial<ShopSettings>): Promise<ShopSettings> {
  for (const tab of TABS) {
    const value = update[tab];
    if (!value) continue;
    await tx.insert(shopSettings).values({ key: tab, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
  }
  cache.delete(db);
  return load(tx);
}

/** Forgets cached settings (after a transaction that saved them rolled back or committed). */
export function clearSettingsCache(db: Db): void {
  cache.delete(db);
}

/** The live event a settings save publishes (topic 'server') so that every process drops its cache. */
export const SETTINGS_CHANGED = 'settings-changed';

/**
 * Keeps this process's cache true to the database when several processes share it: drops the
 * cache on every SETTINGS_CHANGED event and after the listener reconnected (events may be lost).
 */
export function followSettingsChanges(hub: Hub, db: Db): void {
  hub.subscribe('server', (event) => {
    if (event.type === SETTINGS_CHANGED) clearSettingsCache(db);
  });
  hub.onResync(() => clearSettingsCache(db));
}
