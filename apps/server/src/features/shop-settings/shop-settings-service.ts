/**
 * Shop settings (back office §2 Settings): read
 * through the read cache (cache/read-cache.ts, tag 'settings') that a save clears, in this process
 * at once and in the others through the cache's NOTIFY (decision 039). Other features reach it
 * through the subject's index.ts (decision 105).
 */
import { DEFAULT_SETTINGS, type ShopSettings } from '@phonexport/domain/admin';
import { shopSettingsSchema } from '@phonexport/contracts/shop-settings';
import type { Db, Tx } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { insertAudit } from '../audit/index.ts';
import { TABS, findSettingsTabs, upsertSettingsTabs } from './shop-settings-repository.ts';
import { cached, dropTags, withInvalidation, type CacheTag } from '../../cache/read-cache.ts';

const SETTINGS: CacheTag[] = ['settings'];

/** The stored tabs over the defaults (the defaults when what is stored no longer parses). */
async function loadSettings(db: Db | Tx): Promise<ShopSettings> {
  const stored = await findSettingsTabs(db);
  const merged: Record<string, unknown> = {};
  for (const tab of TABS) merged[tab] = { ...DEFAULT_SETTINGS[tab], ...((stored[tab] as object | undefined) ?? {}) };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The current settings (cached per database handle until the next save). */
export function getSettings(db: Db): Promise<ShopSettings> {
  return cached(db, 'settings', SETTINGS, () => loadSettings(db));
}

/** Reads the settings inside a transaction (no cache). */
export function readSettings(tx: Db | Tx): Promise<ShopSettings> {
  return loadSettings(tx);
}

/** Saves the given tabs (whole tabs) and clears the cache; returns the new settings. */
export async function saveSettings(db: Db, tx: Db | Tx, update: Partial<ShopSettings>): Promise<ShopSettings> {
  await upsertSettingsTabs(tx, update);
  dropTags(db, SETTINGS);
  return loadSettings(tx);
}

/**
 * An admin's save of whole tabs, in one transaction with its audit record (before and after of
 * the saved tabs) and the cache's invalidation of every process; the cache is dropped whatever happens.
 */
export function updateShopSettings(db: Db, admin: Pick<SessionUser, 'id' | 'email'>, update: Partial<ShopSettings>): Promise<ShopSettings> {
  return withInvalidation(db, SETTINGS, async (tx) => {
    const before = await readSettings(tx);
    const after = await saveSettings(db, tx, update);
    const tabs = Object.keys(update) as (keyof typeof update)[];
    await insertAudit(tx, admin, {
      action: 'update',
      entity: 'settings',
      entityId: tabs.join(','),
      label: tabs.length ? `Settings: ${tabs.join(', ')}` : 'Settings',
      before: Object.fromEntries(tabs.map((t) => [t, before[t]])),
      after: Object.fromEntries(tabs.map((t) => [t, after[t]])),
    });
    return after;
  });
}
