/**
 * Shop settings contracts (back office §2 Settings): every tab for admins (a save is audited),
 * and what every visitor may read (footer, invoices, pricing hints, feature toggles).
 */
import { z } from 'zod';
import { shopSettingsSchema, shopSettingsUpdateSchema } from '@phonexport/domain/admin';
import { contractsOf, errorBody, named } from './contract.ts';

const { anyone, admin } = contractsOf('shop-settings');

/** Every settings tab (general, payment, shipping, notifications), defaults filled in. */
export const shopSettings = shopSettingsSchema.meta({ id: 'ShopSettings' });
export type ShopSettingsDto = z.infer<typeof shopSettings>;

/** The public part of the settings. */
export const publicSettings = named('PublicSettings', {
  storeName: z.string(),
  storeEmail: z.string(),
  description: z.string(),
  phone: z.string(),
  address: z.string(),
  freeShippingMinimumCents: z.number().int().nullable(),
  features: z.object({ reviews: z.boolean(), expressShipping: z.boolean() }),
});
export type PublicSettingsDto = z.infer<typeof publicSettings>;

export const shopSettingsContracts = {
  getPublic: anyone('GET', '/api/shop-settings', 'The public shop settings (contact details, free shipping minimum, feature toggles)', { responses: { 200: publicSettings } }),
  get: admin('settings.manage', 'GET', '/api/admin/settings', 'Every settings tab', { responses: { 200: shopSettings, 401: errorBody, 403: errorBody } }),
  update: admin('settings.manage', 'PUT', '/api/admin/settings', 'Save whole tabs (any subset); audited', {
    body: shopSettingsUpdateSchema,
    responses: { 200: shopSettings, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
