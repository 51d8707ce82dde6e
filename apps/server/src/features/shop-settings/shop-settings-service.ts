/**
 * Shop settings (back office §2 Settings) and the subject's public face (decision 023): read
 * through a small in-process cache that a save clears, in this process at once and in the others
 * through the live event it publishes (followSettingsChanges). Other features import this file
 * only, never the shop-settings repository or routes.
 */
import type { ShopSettings } from '@phonexport/domain/admin';
import type { Db, Tx } from '../../db/client.ts';
import type { SessionUser } from '../../http/session.ts';
import type { Hub } from '../../realtime/hub.ts';
import { publish } from '../../realtime/events.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { loadSettings, storeSettingsTabs } from './shop-settings-repository.ts';
import { withTransaction } from '../../db/client.ts';

const cache = new WeakMap<object, Promise<ShopSettings>>();

/** The current settings (cached per database handle until the next save). */
export function getSettings(db: Db): Promise<ShopSettings> {
  let p = cache.get(db);
  if (!p) {
    p = loadSettings(db).catch((err: unknown) => {
      cache.delete(db);
      throw err;
    });
    cache.set(db, p);
  }
  return p;
}

/** Reads the settings inside a transaction (no cache). */
export function readSettings(tx: Db | Tx): Promise<ShopSettings> {
  return loadSettings(tx);
}

/** Saves the given tabs (whole tabs) and clears the cache; returns the new settings. */
export async function saveSettings(db: Db, tx: Db | Tx, update: Partial<ShopSettings>): Promise<ShopSettings> {
  await storeSettingsTabs(tx, update);
  cache.delete(db);
  return loadSettings(tx);
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

/**
 * An admin's save of whole tabs, in one transaction with its audit record (before and after of
 * the saved tabs) and the SETTINGS_CHANGED event; the cache is dropped whatever happens.
 */
export async function updateShopSettings(db: Db, admin: Pick<SessionUser, 'id' | 'email'>, update: Partial<ShopSettings>): Promise<ShopSettings> {
  try {
    return await withTransaction(db, async (tx) => {
      const before = await readSettings(tx);
      const after = await saveSettings(db, tx, update);
      const tabs = Object.keys(update) as (keyof typeof update)[];
      await writeAudit(tx, admin, {
        action: 'update',
        entity: 'settings',
        entityId: tabs.join(','),
        label: tabs.length ? `Settings: ${tabs.join(', ')}` : 'Settings',
        before: Object.fromEntries(tabs.map((t) => [t, before[t]])),
        after: Object.fromEntries(tabs.map((t) => [t, after[t]])),
      });
      await publish(tx, ['server'], { type: SETTINGS_CHANGED });
      return after;
    });
  } finally {
    clearSettingsCache(db);
  }
}
