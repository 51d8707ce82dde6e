/**
 * The shop's public contact details (storefront spec §1: postal address, support e-mail, phone,
 * Facebook and TikTok). Name, e-mail, phone, address and description come from the back office
 * settings (GET /api/shop-settings); SHOP_CONTACT is the fallback until they have loaded.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_CONTACT } from '@phonexport/domain/shop';
import type { PublicSettingsDto as PublicSettings } from '@phonexport/contracts/shop-settings';
import { apiClient, type ApiGet } from './api-client';

export { SHOP_CONTACT };

/** The shop's contact details as shown: the domain's fallback with the saved settings over it. */
export interface ShopContact {
  name: string;
  description: string;
  address: string;
  email: string;
  phone: string;
  facebook: string;
  tiktok: string;
}

export const settingsKey = ['shop-settings'] as const;

/** The public settings query, reading through `get` (the server's in-process reads when it renders the page). */
export const publicSettingsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => get('/api/shop-settings', { signal }), staleTime: 5 * 60_000 });

/** Public shop settings (null until loaded or when the call failed). */
export function usePublicSettings(): PublicSettings | null {
  const q = useQuery(publicSettingsQuery());
  return q.data ?? null;
}

/** The contact details to show: the saved settings, else the defaults. */
export function useShopContact(): ShopContact {
  const s = usePublicSettings();
  if (!s) return SHOP_CONTACT;
  return {
    ...SHOP_CONTACT,
    name: s.storeName || SHOP_CONTACT.name,
    description: s.description || SHOP_CONTACT.description,
    address: s.address || SHOP_CONTACT.address,
    email: s.storeEmail || SHOP_CONTACT.email,
    phone: s.phone || SHOP_CONTACT.phone,
  };
}

/**
 * A storefront feature the back office can turn off (settings: reviews, express shipping).
 * True until the settings have loaded; the server refuses a turned-off feature either way.
 */
export function useFeature(feature: keyof PublicSettings['features']): boolean {
  return usePublicSettings()?.features[feature] ?? true;
}
