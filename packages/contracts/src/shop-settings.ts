/**
 * Shop settings contracts (back office §2 Settings): every tab for admins (a save is audited),
 * and what every visitor may read (footer, invoices, pricing hints, feature toggles). The tabs'
 * schemas answer the domain's ShopSettings (admin.ts, with its defaults).
 */
import { z } from 'zod';
import type { ShopSettings } from '@phonexport/domain/admin';
import { centsField, contractsOf, errorBody, named } from './contract.ts';
import { optionalText, requiredText } from './text-rules.ts';

const { anyone, admin } = contractsOf('shop-settings');

// ---------------------------------------------------------------- the tabs (back office §2 Admin settings)

const bool = (d: boolean) => z.boolean().default(d);

export const generalSettingsSchema = z.object({
  storeName: requiredText(80, 'Store name is required'),
  storeEmail: z.string().trim().email('Please enter a valid email address.').max(200),
  description: optionalText(500),
  phone: optionalText(40),
  address: optionalText(300),
  enableReviews: bool(true),
});
export const paymentSettingsSchema = z.object({
  /** The card and wallet provider (PayPal, or the test provider without PayPal settings): off closes the checkout (decision 050). */
  walletEnabled: bool(true),
});
export const shippingSettingsSchema = z.object({
  expressCourierEnabled: bool(true),
  courierApiKey: optionalText(200),
  /** Subtotal in cents from which shipping is free; null = no threshold. */
  freeShippingMinimumCents: centsField('Free shipping minimum').nullable().default(null),
});
export const notificationSettingsSchema = z.object({
  newOrders: bool(true),
  lowInventory: bool(true),
  customerMessages: bool(true),
  /** Low inventory mail: sent when an order brings a variant to this many units or fewer. */
  lowInventoryThreshold: z.number({ error: 'Low stock threshold must be a whole number' }).int('Low stock threshold must be a whole number').min(0, 'Low stock threshold cannot be negative').max(100_000).default(5),
  notificationEmail: z.union([z.literal(''), z.string().trim().email('Please enter a valid email address.').max(200)]).default(''),
});

export const shopSettingsSchema = z.object({
  general: generalSettingsSchema,
  payment: paymentSettingsSchema,
  shipping: shippingSettingsSchema,
  notifications: notificationSettingsSchema,
});
// What the schema answers is the domain's ShopSettings (DEFAULT_SETTINGS, toPublicSettings).
const _sameSettings: ShopSettings extends z.output<typeof shopSettingsSchema> ? (z.output<typeof shopSettingsSchema> extends ShopSettings ? true : never) : never = true;
void _sameSettings;

/** Partial update: any subset of tabs, each complete. */
export const shopSettingsUpdateSchema = shopSettingsSchema.partial();

// ---------------------------------------------------------------- answers

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
