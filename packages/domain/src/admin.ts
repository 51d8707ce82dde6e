/**
 * Back office rules shared by server and web (back office spec §2-§9): request schemas of the
 * admin API with the spec's validation messages, the order-status notification texts, the
 * derived customer status and the shop settings. Money in integer US cents; no I/O.
 */
import slugify from 'slugify';
import { z } from 'zod';
import { isTrackingNumber, normalizeTrackingNumber, TRACKING_NUMBER_INVALID } from './tracking-number.ts';
import { CATEGORIES } from './catalog.ts';
import { SHOP_CONTACT } from './shop.ts';
import { statusCorrectionSchema } from './order-status.ts';
import { sameOriginPath } from './links.ts';

// ---------------------------------------------------------------- messages (§5, §8)

export const ADMIN_MESSAGES = {
  maxImages: 'Maximum 5 images allowed per product',
  heroProductRequired: 'Please select a product for the button action',
  heroCategoryRequired: 'Please select a category for the button action',
  heroUrlRequired: 'Please enter a URL for the button action',
  heroUrlSameOrigin: 'Use a path on this shop, starting with / (for example /products?category=tablets)',
  countryRequired: 'Name and country code are required',
  countryCodeLength: 'Country code must be exactly 2 characters (ISO format)',
  statusNotified: (name: string) => `Order status updated and customer ${name} has been notified`,
  statusNotifyFailed: 'Order status updated (notification failed to send)',
  statusUpdated: 'Order status updated successfully',
  accessDenied: "You don't have permission to access this admin area.",
} as const;

/** Maximum images per product (§9). */
export const MAX_PRODUCT_IMAGES = 5;
/** Largest accepted image upload, in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const cents = (label: string) =>
  z.number({ error: `${label} is required` }).int(`${label} must be in whole cents`).min(0, `${label} must be at least 0`).max(100_000_000);

// ---------------------------------------------------------------- products (§3, §5)

export const PRODUCT_STATUSES = ['active', 'inactive', 'out_of_stock'] as const;

/** A product image stored by the shop (detail size URL under /media/products). */
export const productImageUrlSchema = z
  .string()
  .regex(/^\/media\/(products|uploads\/products)\/[A-Za-z0-9_-]+\/detail\.webp$/, 'Images must be uploaded to the shop');

export const adminVariantSchema = z.object({
  color: z.string().trim().max(40).default(''),
  storage: z.string().trim().max(40).default(''),
  priceCents: cents('Price'),
  stock: z.number({ error: 'Stock is required' }).int('Stock must be a whole number').min(0, 'Stock must be at least 0').max(1_000_000),
});
export type AdminVariantInput = z.input<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  name: text(200, 'Name is required'),
  description: text(5000, 'Description is required'),
  /** A brand's slug (brands are data, issue 17: the server checks that it names one). */
  brand: z.string({ error: 'Brand is required' }).trim().toLowerCase().min(1, 'Brand is required').max(40, 'Brand is required'),
  category: z.enum(CATEGORIES, { error: 'Category is required' }),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status is required' }).default('active'),
  featured: z.boolean().default(false),
  images: z.array(productImageUrlSchema).max(MAX_PRODUCT_IMAGES, ADMIN_MESSAGES.maxImages).default([]),
  variants: z.array(adminVariantSchema).max(100).default([]),
  /** Used for a single 'Standard' variant when no variant has both colour and storage (§5). */
  basePriceCents: cents('Price').optional(),
  baseStock: z.number().int().min(0, 'Stock must be at least 0').optional(),
  specifications: z
    .object({
      display: optionalText(200),
      processor: optionalText(200),
      ram: optionalText(100),
      storage: optionalText(100),
      camera: optionalText(200),
      battery: optionalText(100),
    })
    .default({ display: '', processor: '', ram: '', storage: '', camera: '', battery: '' }),
  hsCode: optionalText(20),
  declaredValueCents: cents('Declared value').default(0),
  estimatedDutyCents: cents('Estimated duty').default(0),
});
export type AdminProductInput = z.input<typeof adminProductSchema>;
export type AdminProduct = z.output<typeof adminProductSchema>;

/**
 * The variants to save (§5): only those with both colour and storage; when none is left, one
 * 'Standard' variant from the base price and stock. Returns null when there is nothing to save.
 */
export function variantsToSave(p: Pick<AdminProduct, 'variants' | 'basePriceCents' | 'baseStock'>): AdminProduct['variants'] | null {
  const valid = p.variants.filter((v) => v.color && v.storage);
  const seen = new Set<string>();
  const unique = valid.filter((v) => {
    const key = `${v.color.toLowerCase()}|${v.storage.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length) return unique;
  if (p.basePriceCents == null) return null;
  return [{ color: 'Standard', storage: 'Standard', priceCents: p.basePriceCents, stock: p.baseStock ?? 0 }];
}

export const adminProductListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  brand: z.string().trim().max(40).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  featured: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------------------------------------------------------------- brands (issue 17)

export const BRAND_MESSAGES = {
  nameRequired: 'Brand name is required',
  nameTaken: 'A brand with this name already exists',
  unknown: (slug: string) => `Unknown brand "${slug}": add it under Brands first`,
  inUse: (count: number) => `This brand is used by ${count} product${count === 1 ? '' : 's'}; move them to another brand or deactivate it instead`,
} as const;

/** FNV-1a (32 bits) of a text as 8 hex digits: the stable part of a slug for names without Latin letters. */
function stableId(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    h ^= cp & 0xff;
    h = Math.imul(h, 0x01000193);
    h ^= cp >>> 8;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const toSlug = (text: string) => slugify(text, { lower: true, strict: true, locale: 'en' }).replace(/-+/g, '-');

/**
 * A brand's slug from its name (issue 17, 24): transliterated by slugify to lower-case letters
 * and digits joined by hyphens ('Tecno Mobile' → 'tecno-mobile', 'Mötorola' → 'motorola',
 * 'Билайн' → 'bilajn'). Letters slugify cannot spell in Latin (Chinese, Japanese...) add a stable
 * id made from the name: '富士通' → 'brand-1a2b3c4d', 'Sony 索尼' → 'sony-5e6f7a8b'. '' only for
 * a name that is empty or spaces. At most 40 characters.
 */
export function brandSlug(name: string): string {
  const clean = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (!clean) return '';
  const base = toSlug(clean).slice(0, 31).replace(/^-+|-+$/g, '');
  const untranslated = [...clean].some((ch) => /[\p{L}\p{N}]/u.test(ch) && toSlug(ch) === '');
  if (base && !untranslated) return toSlug(clean).slice(0, 40).replace(/^-+|-+$/g, '');
  return `${base || 'brand'}-${stableId(clean.toLowerCase())}`;
}

/** A brand name as the import compares it: NFKC, lower case, single spaces ('Sony  Mobile' ≡ 'sony mobile'). */
export function brandNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Brand form (issue 17, 24): a name with at least one letter or digit in any script, an optional uploaded logo, active. */
export const adminBrandSchema = z.object({
  name: text(40, BRAND_MESSAGES.nameRequired).refine((n) => /[\p{L}\p{N}]/u.test(n), BRAND_MESSAGES.nameRequired),
  logoUrl: productImageUrlSchema.nullish(),
  isActive: z.boolean().default(true),
});
export type AdminBrandInput = z.input<typeof adminBrandSchema>;

// ---------------------------------------------------------------- hero banners (§5)

export const HERO_ACTIONS = ['product', 'category', 'url', 'default'] as const;

/** Hero banner form (§5): required texts, the action's target, priority 1-10 (default 1). */
export const adminHeroSchema = z
  .object({
    title: text(120, 'Title is required'),
    subtitle: text(240, 'Subtitle is required'),
    buttonText: text(40, 'Button text is required'),
    buttonAction: z.enum(HERO_ACTIONS).default('default'),
    productId: z.string().trim().max(64).nullish(),
    category: z.string().trim().max(40).nullish(),
    url: z.string().trim().max(500).nullish(),
    imageUrl: z
      .string()
      .regex(/^\/media\/(heroes|uploads\/heroes)\/[A-Za-z0-9_-]+\.webp$/, 'Images must be uploaded to the shop')
      .nullish(),
    isActive: z.boolean().default(true),
    priority: z
      .number({ error: 'Priority must be between 1 and 10' })
      .int('Priority must be between 1 and 10')
      .min(1, 'Priority must be between 1 and 10')
      .max(10, 'Priority must be between 1 and 10')
      .default(1),
  })
  .superRefine((h, ctx) => {
    if (h.buttonAction === 'product' && !h.productId) ctx.addIssue({ code: 'custom', path: ['productId'], message: ADMIN_MESSAGES.heroProductRequired });
    if (h.buttonAction === 'category' && !(CATEGORIES as readonly string[]).includes(h.category ?? ''))
      ctx.addIssue({ code: 'custom', path: ['category'], message: ADMIN_MESSAGES.heroCategoryRequired });
    if (h.buttonAction === 'url') {
      if (!h.url) ctx.addIssue({ code: 'custom', path: ['url'], message: ADMIN_MESSAGES.heroUrlRequired });
      else if (sameOriginPath(h.url) === null) ctx.addIssue({ code: 'custom', path: ['url'], message: ADMIN_MESSAGES.heroUrlSameOrigin });
    }
  })
  // Stored as the path the browser would follow (so `/a/../b` is kept as `/b`).
  .transform((h) => (h.buttonAction === 'url' && h.url ? { ...h, url: sameOriginPath(h.url) } : h));

export type AdminHeroInput = z.input<typeof adminHeroSchema>;

// ---------------------------------------------------------------- service countries (§5, §9)

/** Service country form (§5) with the §9 defaults. */
export const adminCountrySchema = z.object({
  name: z.string({ error: ADMIN_MESSAGES.countryRequired }).trim().min(1, ADMIN_MESSAGES.countryRequired).max(80),
  code: z
    .string({ error: ADMIN_MESSAGES.countryRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.countryRequired)
    .length(2, ADMIN_MESSAGES.countryCodeLength)
    .regex(/^[A-Za-z]{2}$/, ADMIN_MESSAGES.countryCodeLength)
    .toUpperCase(),
  currency: z.string().trim().max(3, 'Currency must be at most 3 characters').toUpperCase().default('USD'),
  standardShippingCostCents: cents('Standard shipping cost').default(0),
  expressShippingCostCents: cents('Express shipping cost').default(1500),
  standardDeliveryDays: z.number().int().min(1, 'Delivery days must be at least 1').max(365).default(5),
  expressDeliveryDays: z.number().int().min(1, 'Delivery days must be at least 1').max(365).default(2),
  dutyRate: z
    .number()
    .min(0, 'Duty rate must be between 0 and 100')
    .max(100, 'Duty rate must be between 0 and 100')
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Duty rate goes in steps of 0.1')
    .default(10),
  isActive: z.boolean().default(true),
});
export type AdminCountryInput = z.input<typeof adminCountrySchema>;

// ---------------------------------------------------------------- orders (§4)

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  /** Only kept for shipped or delivered (§4); optional; kept in the one form of tracking-number.ts (blank: none). */
  trackingNumber: z
    .string()
    .max(100, TRACKING_NUMBER_INVALID)
    .transform((raw, ctx) => {
      const normalized = normalizeTrackingNumber(raw);
      if (!normalized) return undefined;
      if (!isTrackingNumber(normalized)) {
        ctx.addIssue({ code: 'custom', message: TRACKING_NUMBER_INVALID });
        return z.NEVER;
      }
      return normalized;
    })
    .optional(),
  /** A correction (issue 24): may move an order back, with a reason; the customer is told only if chosen. */
  correction: statusCorrectionSchema.optional(),
});

/** A calendar day `YYYY-MM-DD` (UTC) of a list's date range; an impossible date is refused. */
export const isoDaySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/** Sort direction of a back-office list. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Columns the back office's orders list sorts by (server side). */
export const ORDER_SORTS = ['date', 'number', 'customer', 'total', 'status'] as const;

const orderFilterFields = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  sort: z.enum(ORDER_SORTS).default('date'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
/** The refinement of a query with a `from`/`to` day range: `from` after `to` is a 400 on `to`. */
export const dayRangeInOrder: [(q: { from?: string; to?: string }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { path: ['to'], message: 'The end date is before the start date' },
];

/**
 * The orders list's filters (also those of its CSV export): search, status, placed from/to (UTC
 * days, both inclusive; `from` after `to` is a 400), sort column and direction.
 */
export const adminOrderFilterSchema = orderFilterFields.refine(...dayRangeInOrder);

/** One page of the orders list: the filters plus `offset` and `limit` (rows, at most 100). */
export const adminOrderListQuerySchema = orderFilterFields
  .extend({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(...dayRangeInOrder);

/** The customer's notification for a status change (storefront §4 Notification). */
export function orderStatusNotification(status: AdminOrderStatus, orderNumber: string, trackingNumber?: string | null): { title: string; message: string } {
  switch (status) {
    case 'confirmed':
      return { title: 'Order Confirmed', message: `Your order #${orderNumber} has been confirmed.` };
    case 'processing':
      return { title: 'Order Processing', message: `Your order #${orderNumber} is being prepared for shipment.` };
    case 'shipped':
      return {
        title: 'Order Shipped',
        message: `Your order #${orderNumber} has been shipped.${trackingNumber ? ` Tracking number: ${trackingNumber}.` : ''}`,
      };
    case 'delivered':
      return { title: 'Order Delivered', message: `Your order #${orderNumber} has been delivered. Enjoy!` };
    case 'cancelled':
      return { title: 'Order Cancelled', message: `Your order #${orderNumber} has been cancelled.` };
    default:
      return { title: 'Order Update', message: `The status of your order #${orderNumber} is now ${status}.` };
  }
}

/** Shipment status code shown on the tracking timeline for an order status. */
export function statusCodeFor(status: AdminOrderStatus): 'pre-transit' | 'transit' | 'delivered' | 'exception' | 'unknown' {
  if (status === 'shipped') return 'transit';
  if (status === 'delivered') return 'delivered';
  if (status === 'cancelled') return 'exception';
  return 'pre-transit';
}

// ---------------------------------------------------------------- customers (§4, §9)

export type CustomerStatus = 'vip' | 'active' | 'inactive';

/** §4: inactive without orders; vip when total spent > $1000 or more than 5 orders; else active. */
export function customerStatus(orderCount: number, totalSpentCents: number): CustomerStatus {
  if (orderCount === 0) return 'inactive';
  if (totalSpentCents > VIP_SPENT_CENTS || orderCount > VIP_ORDER_COUNT) return 'vip';
  return 'active';
}

/** §4 VIP: net spend above this many cents ($1,000)... */
export const VIP_SPENT_CENTS = 100_000;
/** ...or more than this many counted orders. */
export const VIP_ORDER_COUNT = 5;

/** §9: the instant one calendar month before `now`, clamped to the previous month's last day (31 March -> 28/29 Feb). */
export function newCustomerSince(now = new Date()): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const day = Math.min(now.getUTCDate(), new Date(Date.UTC(y, m, 0)).getUTCDate());
  return new Date(Date.UTC(y, m - 1, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
}

/** §9: joined within the last month. */
export function isNewCustomer(joined: Date, now = new Date()): boolean {
  return joined >= newCustomerSince(now);
}

export const adminNotificationSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120).default('Account Update'),
  message: z.string().trim().min(1, 'Message is required').max(1000).optional(),
});

// ---------------------------------------------------------------- settings (§2 Admin settings)

const bool = (d: boolean) => z.boolean().default(d);

export const generalSettingsSchema = z.object({
  storeName: text(80, 'Store name is required'),
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
  freeShippingMinimumCents: cents('Free shipping minimum').nullable().default(null),
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
export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type SettingsTab = keyof ShopSettings;

/** Partial update: any subset of tabs, each complete. */
export const shopSettingsUpdateSchema = shopSettingsSchema.partial();

/** Settings before an admin saves anything (contact details of storefront §1). */
export const DEFAULT_SETTINGS: ShopSettings = {
  general: {
    storeName: SHOP_CONTACT.name,
    storeEmail: SHOP_CONTACT.email,
    // The footer shows this default in the visitor's language; a description saved here is shown as written.
    description: SHOP_CONTACT.description,
    phone: SHOP_CONTACT.phone,
    address: SHOP_CONTACT.address,
    enableReviews: true,
  },
  payment: { walletEnabled: true },
  shipping: { expressCourierEnabled: true, courierApiKey: '', freeShippingMinimumCents: null },
  notifications: { newOrders: true, lowInventory: true, customerMessages: true, lowInventoryThreshold: 5, notificationEmail: '' },
};

/** What every visitor may read (footer, invoices, pricing hints, feature toggles): the contracts' PublicSettings. */
export function toPublicSettings(s: ShopSettings) {
  return {
    storeName: s.general.storeName,
    storeEmail: s.general.storeEmail,
    description: s.general.description,
    phone: s.general.phone,
    address: s.general.address,
    freeShippingMinimumCents: s.shipping.freeShippingMinimumCents,
    features: { reviews: s.general.enableReviews, expressShipping: s.shipping.expressCourierEnabled },
  };
}

// ---------------------------------------------------------------- reports

export const reportQuerySchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, { path: ['to'], message: 'Choose at most one year' });

// ---------------------------------------------------------------- CSV

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection): = + - @ tab CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A list separator a spreadsheet may split a cell on (, ; tab | and line breaks), then spaces, before a formula character. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n])( *)(?=[=+\-@])/g;

/**
 * Neutralises spreadsheet formulas in a CSV cell (issue 24 "Rules", decision 060): an apostrophe
 * goes before a formula character at the start of the cell and after any list separator in it,
 * so `a;=1+2;b` is written `a;'=1+2;b` and runs as no formula in a spreadsheet whose list
 * separator is `;` (or `,`) even if it splits the cell. The CSV writer also quotes every field.
 */
export function safeCsvCell(value: unknown): string {
  const s = (value == null ? '' : String(value)).replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return FORMULA_START.test(s) ? `'${s}` : s;
}

// ---------------------------------------------------------------- response shapes

