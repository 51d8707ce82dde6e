/**
 * Shop settings data access (back office §2 Settings), the only shop-settings code that touches
 * the database: shop_settings holds one row per tab; missing tabs fall back to DEFAULT_SETTINGS.
 */
import { DEFAULT_SETTINGS, type SettingsTab, type ShopSettings } from '@phonexport/domain/admin';
import { shopSettingsSchema } from '@phonexport/contracts/shop-settings';
import type { Db, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

export const TABS: SettingsTab[] = ['general', 'payment', 'shipping', 'notifications'];


/** The stored tabs over the defaults (the defaults when what is stored no longer parses). */
export async function loadSettings(db: Db | Tx): Promise<ShopSettings> {
  const rows = await db.select().from(shopSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const merged: Record<string, unknown> = {};
  for (const tab of TABS) merged[tab] = { ...DEFAULT_SETTINGS[tab], ...((stored[tab] as object | undefined) ?? {}) };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Writes the given tabs (whole tabs). */
export async function storeSettingsTabs(tx: Db | Tx, update: Partial<ShopSettings>): Promise<void> {
  for (const tab of TABS) {
    const value = update[tab];
    if (!value) continue;
    await tx.insert(shopSettings).values({ key: tab, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
  }
}
