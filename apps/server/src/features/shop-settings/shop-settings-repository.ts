/**
 * Shop settings data access (back office §2 Settings), the only shop-settings code that touches
 * the database: shop_settings holds one row per tab; missing tabs fall back to DEFAULT_SETTINGS.
 */
import type { SettingsTab, ShopSettings } from '@phonexport/domain/admin';
import type { Db, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

export const TABS: SettingsTab[] = ['general', 'payment', 'shipping', 'notifications'];


/** The stored tabs as they are in the database, by tab name (a tab never saved is absent); the service reads them over the defaults. */
export async function findSettingsTabs(db: Db | Tx): Promise<Record<string, unknown>> {
  const rows = await db.select().from(shopSettings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Writes the given tabs (whole tabs). */
export async function upsertSettingsTabs(tx: Db | Tx, update: Partial<ShopSettings>): Promise<void> {
  for (const tab of TABS) {
    const value = update[tab];
    if (!value) continue;
    await tx.insert(shopSettings).values({ key: tab, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
  }
}
