/**
 * The shop's public contact details (storefront spec §1: postal address, support e-mail, phone,
 * Facebook and TikTok). Name, e-mail, phone, address and description come from the back office
 * settings (GET /api/settings); SHOP_CONTACT is the fallback until they have loaded.
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@phonexport/domain/admin';
import { api } from './api';

export const SHOP_CONTACT = {
  name: 'PhoneXport',
  description: 'Genuine phones, tablets, laptops and accessories shipped from China to Southern Africa, priced in USD.',
  address: 'Room 1208, Tianhe Bei Road 233, Tianhe District, Guangzhou, Guangdong 510620, China',
  email: 'support@phonexport.example',
  phone: '+86 20 3888 0000',
  facebook: 'https://www.facebook.com/phonexport',
  tiktok: 'https://www.tiktok.com/@phonexport',
};

export type ShopContact = typeof SHOP_CONTACT;

export const settingsKey = ['settings'] as const;

/** Public shop settings (null until loaded or when the call failed). */
export function usePublicSettings(): PublicSettings | null {
  const q = useQuery({ queryKey: settingsKey, queryFn: () => api<PublicSettings>('/api/settings'), staleTime: 5 * 60_000 });
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
