/**
 * Shop settings contracts (back office §2 Settings): every tab for admins (a save is audited),
 * and what every visitor may read (footer, invoices, pricing hints, feature toggles).
 */
import { z } from 'zod';
import { shopSettingsSchema, shopSettingsUpdateSchema } from '@phonexport/domain/admin';
import { contractsOf, errorBody } from './contract.ts';

const contract = contractsOf('shop-settings');

/** Every settings tab (general, payment, shipping, notifications), defaults filled in. */
export const shopSettings = shopSettingsSchema.meta({ id: 'ShopSettings' });
export type ShopSettingsDto = z.infer<typeof shopSettings>;

/** The public part of the settings. */
export const publicSettings = z
  .object({
    storeName: z.string(),
    storeEmail: z.string(),
    description: z.string(),
    phone: z.string(),
    address: z.string(),
    freeShippingMinimumCents: z.number().int().nullable(),
    features: z.object({ reviews: z.boolean(), wishlist: z.boolean(), expressShipping: z.boolean() }),
  })
  .meta({ id: 'PublicSettings' });
export type PublicSettingsDto = z.infer<typeof publicSettings>;

export const shopSettingsContracts = {
  getPublic: contract('GET', '/api/shop-settings', {
    summary: 'The public shop settings (contact details, free shipping minimum, feature toggles)',
    auth: 'public',
    responses: { 200: publicSettings },
  }),
  get: contract('GET', '/api/admin/settings', {
    summary: 'Every settings tab',
    auth: 'admin',
    responses: { 200: shopSettings, 401: errorBody, 403: errorBody },
  }),
  update: contract('PUT', '/api/admin/settings', {
    summary: 'Save whole tabs (any subset); audited',
    auth: 'admin',
    body: shopSettingsUpdateSchema,
    responses: { 200: shopSettings, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
