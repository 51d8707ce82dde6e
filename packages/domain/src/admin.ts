/**
 * Back office rules shared by server and web (back office spec §2-§9): the admin API's lists and
 * validation messages, the variants a product saves, brand slugs, the order-status notification
 * texts, the derived customer status, the shop settings' shape and defaults, CSV cells. Money in
 * integer US cents; no I/O. The request schemas built on these are in packages/contracts
 * (catalog.ts, shipping.ts, orders.ts, customers.ts, shop-settings.ts, reports.ts).
 */
import slugify from 'slugify';
import { SHOP_CONTACT } from './shop.ts';
import type { Category, ProductSpecifications } from './catalog.ts';

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

// ---------------------------------------------------------------- products (§3, §5)

export const PRODUCT_STATUSES = ['active', 'inactive', 'out_of_stock'] as const;

/** A product's variant as the product form saves it (what the contracts' adminVariantSchema answers). */
export interface AdminVariant {
  color: string;
  storage: string;
  priceCents: number;
  stock: number;
}

/**
 * The variants to save (§5): only those with both colour and storage; when none is left, one
 * 'Standard' variant from the base price and stock. Returns null when there is nothing to save.
 */
export function variantsToSave(p: { variants: AdminVariant[]; basePriceCents?: number; baseStock?: number }): AdminVariant[] | null {
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

// ---------------------------------------------------------------- hero banners (§5)

export const HERO_ACTIONS = ['product', 'category', 'url', 'default'] as const;

// ---------------------------------------------------------------- orders (§4)

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

/** Sort direction of a back-office list. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Columns the back office's orders list sorts by (server side). */
export const ORDER_SORTS = ['date', 'number', 'customer', 'total', 'status'] as const;

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

// ---------------------------------------------------------------- settings (§2 Admin settings)

/** Every settings tab, defaults filled in (what the contracts' shopSettingsSchema answers). */
export interface ShopSettings {
  general: { storeName: string; storeEmail: string; description: string; phone: string; address: string; enableReviews: boolean };
  /** The card and wallet provider (PayPal, or the test provider without PayPal settings): off closes the checkout (decision 050). */
  payment: { walletEnabled: boolean };
  /** `freeShippingMinimumCents`: subtotal in cents from which shipping is free; null = no threshold. */
  shipping: { expressCourierEnabled: boolean; courierApiKey: string; freeShippingMinimumCents: number | null };
  /** `lowInventoryThreshold`: the low inventory mail is sent when an order brings a variant to this many units or fewer. */
  notifications: { newOrders: boolean; lowInventory: boolean; customerMessages: boolean; lowInventoryThreshold: number; notificationEmail: string };
}
export type SettingsTab = keyof ShopSettings;

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


/** The back office's product list query once parsed (back office §5 Products): filters, then `offset` and `limit` filled in. */
export interface AdminProductListFilter {
  search?: string;
  category?: Category;
  brand?: string;
  status?: (typeof PRODUCT_STATUSES)[number];
  featured?: 'true' | 'false';
  offset: number;
  limit: number;
}

/**
 * A product as the back office's form saves it (back office §5 Products), once parsed: prices in
 * cents, a brand's slug, up to MAX_PRODUCT_IMAGES images, its variants (or `basePriceCents` and
 * `baseStock` for a single 'Standard' variant).
 */
export interface AdminProduct {
  name: string;
  description: string;
  brand: string;
  category: Category;
  status: (typeof PRODUCT_STATUSES)[number];
  featured: boolean;
  images: string[];
  variants: AdminVariant[];
  basePriceCents?: number;
  baseStock?: number;
  specifications: ProductSpecifications;
  hsCode: string;
  declaredValueCents: number;
  estimatedDutyCents: number;
}
