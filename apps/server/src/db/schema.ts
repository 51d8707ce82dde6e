/**
 * Database schema for every entity of both spec documents (storefront §3, back office §3).
 * Money columns are integer US cents (`*_cents`); ids are random UUID text; times are timestamptz.
 * The four better-auth tables (user, session, account, verification) are written by hand from
 * better-auth's documented core schema, with `role` and `phone` as additional user fields.
 */
import { sql } from 'drizzle-orm';
import type { FaqTranslations } from '@phonexport/domain/help';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------- auth (better-auth core schema) ----------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: sign-in asks for a TOTP or recovery code (decision 059). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---------- accounts ----------

/** User profile (§3), keyed by the auth user id; role customer by default. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  displayName: text('display_name').notNull().default(''),
  photoUrl: text('photo_url'),
  phone: text('phone'),
  /** customer, or a staff role (domain/staff.ts, decision 059). */
  role: text('role', { enum: ['customer', 'owner', 'manager', 'support'] })
    .notNull()
    .default('customer'),
  /** Set when the owner deactivated this staff member: no back office (the role is kept for reactivation). */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
}, (t) => [
  index('profiles_role_created_idx').on(t.role, t.createdAt),
  // The back office's customer search matches anywhere in a name or e-mail (migration 0025).
  index('profiles_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`).with({ fastupdate: false }),
  index('profiles_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
]);

/** Per-user settings object (§3 Settings), stored on the server instead of browser storage. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/** Saved address (§3), one default per user enforced by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    type: text('type', { enum: ['home', 'work', 'other'] })
      .notNull()
      .default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// ---------- catalog ----------

/**
 * Brand (issue 17): data the admin manages. `slug` (lower-case letters, digits, hyphens) is what
 * products.brand stores and the ?brand= filter reads; `name` is what shoppers see.
 */
export const brands = pgTable(
  'brands',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    /** A logo uploaded to the shop (detail-size URL), or null. */
    logoUrl: text('logo_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_name_idx').on(sql`lower(${t.name})`), check('brands_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

const VISIBLE_PRODUCT = sql`status in ('active', 'out_of_stock')`;

/**
 * The words of the products' names and brands (to_tsvector('simple', name || ' ' || brand)
 * lexemes), kept by triggers on products (migration 0023): a typo search looks up the words
 * closest to what was typed here (pg_trgm) before finding products by them (decision 072), and
 * a search word's catalog words that begin with it (decision 079).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  // The words a search word begins, a range in code point order (migration 0024, decision 079).
  index('search_words_prefix_idx').using('btree', sql`${t.word} collate "C"`),
]);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand')
      .notNull()
      .references(() => brands.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    category: text('category', { enum: ['smartphones', 'tablets', 'computers', 'accessories'] }).notNull(),
    /** Lowest variant price, kept in step with the variants. */
    priceCents: integer('price_cents').notNull(),
    /** Sum of variant stock, kept in step with the variants. */
    stock: integer('stock').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive', 'out_of_stock'] })
      .notNull()
      .default('active'),
    featured: boolean('featured').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** display, processor, ram, storage, camera, battery (text). */
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull(),
    hsCode: text('hs_code').notNull(),
    declaredValueCents: integer('declared_value_cents').notNull(),
    estimatedDutyCents: integer('estimated_duty_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_listing_idx').on(t.status, t.category, t.createdAt),
    index('products_featured_idx').on(t.featured, t.status),
    // Keyset pages of the storefront list (decision 041): the ORDER BY of listProducts, per filter.
    // Migration 0007 adds INCLUDE (price_cents) to these three (Drizzle cannot say it) so a page's
    // keys and its count, price filter included, come from the index alone.
    index('products_visible_page_idx').on(t.createdAt.desc(), t.name, t.id).where(VISIBLE_PRODUCT),
    index('products_category_page_idx').on(t.category, t.createdAt.desc(), t.name, t.id).where(VISIBLE_PRODUCT),
    index('products_brand_idx').on(t.brand, t.createdAt.desc(), t.name, t.id).where(VISIBLE_PRODUCT),
    // Search (product-search-repository.ts keeps the same expressions).
    // search_document: a stored generated tsvector column (migration 0007), left out of the columns
    // above so select() never ships it; product-search-repository.ts reads it.
    index('products_search_idx').using('gin', sql`search_document`),
    index('products_name_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.brand}) gin_trgm_ops`),
    index('products_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.brand})`),
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_price_nonneg', sql`${t.priceCents} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    storage: text('storage').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    uniqueIndex('variants_product_color_storage_idx').on(t.productId, t.color, t.storage),
    check('variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('variants_price_nonneg', sql`${t.priceCents} >= 0`),
  ],
);

/** Service country (§3). dutyRate is a percent (0-100, step 0.1). */
export const serviceCountries = pgTable('service_countries', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  currency: text('currency').notNull().default('USD'),
  shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
  standardShippingCostCents: integer('standard_shipping_cost_cents'),
  expressShippingCostCents: integer('express_shipping_cost_cents'),
  standardDeliveryDays: integer('standard_delivery_days').notNull().default(5),
  expressDeliveryDays: integer('express_delivery_days').notNull().default(2),
  dutyRate: doublePrecision('duty_rate').notNull().default(10),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Coupon (§3): a percentage coupon has `percent_off` (1-100), a fixed one `amount_off_cents` (US
 * cents, minor units as every amount stored); the check holds exactly the one its type uses
 * (migration 0027, decision 103).
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'coupons_discount_of_type',
      sql`(${t.type} = 'percentage' AND ${t.percentOff} IS NOT NULL AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOffCents} IS NULL) OR (${t.type} = 'fixed' AND ${t.amountOffCents} IS NOT NULL AND ${t.amountOffCents} > 0 AND ${t.percentOff} IS NULL)`,
    ),
  ],
);

/** Hero banner (§3). Priority 1-10, higher first. */
export const heroes = pgTable('heroes', {
  id: id(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  imageUrl: text('image_url'),
  buttonText: text('button_text').notNull(),
  buttonAction: text('button_action', { enum: ['product', 'category', 'url', 'default'] })
    .notNull()
    .default('default'),
  productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
  category: text('category'),
  url: text('url'),
  priority: integer('priority').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------- orders ----------

export interface AddressSnapshot {
  name: string;
  company?: string | null;
  street: string;
  city: string;
  state?: string | null;
  zipCode: string;
  country: string;
  countryCode: string;
  phone: string;
}

/** Order (§3). user_id becomes null when a customer deletes their account (orders stay, anonymised). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull().unique(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    status: text('status', { enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Same list as PAYMENT_STATUSES in domain/refunds ('refunding': a refund is being made right now). */
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'partially_refunded', 'refunding', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentId: text('payment_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    shippingOption: text('shipping_option', { enum: ['standard', 'express'] }).notNull(),
    dutyCents: integer('duty_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Cents refunded so far (admin refunds and refunds made in the provider's dashboard). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** The currency the shopper saw prices in and the rate snapshot of the order (issue 22, decision 053): units per 1 USD. */
    displayCurrency: text('display_currency').notNull().default('USD'),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull().default('1'),
    rateSource: text('rate_source', { enum: ['service', 'manual', 'seeded', 'pegged', 'base'] }).notNull().default('base'),
    rateFetchedAt: timestamp('rate_fetched_at', { withTimezone: true }).notNull().defaultNow(),
    displayRounding: text('display_rounding', { enum: ['none', 'whole', 'nine', 'ten', 'fifty', 'hundred'] }).notNull().default('none'),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    deliveryEstimate: text('delivery_estimate').notNull(),
    trackingNumber: text('tracking_number'),
    /** Mobile money (issue 25): the operator's name, the masked number and the operator's transaction id. */
    paymentOperator: text('payment_operator'),
    paymentAccount: text('payment_account'),
    providerTransactionId: text('provider_transaction_id'),
    /** The return policy version in force when the order was placed (issue 27; set by a trigger on insert, migration 0018). */
    returnPolicyId: text('return_policy_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_tracking_idx').on(t.trackingNumber),
    // The back office's order search matches anywhere in these four (migration 0025).
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`).with({ fastupdate: false }),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`).with({ fastupdate: false }),
    index('orders_customer_email_trgm_idx').using('gin', sql`${t.customerEmail} gin_trgm_ops`).with({ fastupdate: false }),
    index('orders_tracking_trgm_idx').using('gin', sql`${t.trackingNumber} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Each customer's counted orders, placed orders and net spend in cents by the sales rule
 * (decision 017), kept by triggers on orders (migration 0026, decision 096); read, never written,
 * by the code. A user with no order has no row (read as zeros).
 */
export const customerTotals = pgTable('customer_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  orderCount: integer('order_count').notNull().default(0),
  placedOrderCount: integer('placed_order_count').notNull().default(0),
  spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variant: text('variant').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image'),
    /** Line order as the customer placed it. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** Status and shipment events of an order (who changed what, when; courier scans). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusCode: text('status_code', { enum: ['pre-transit', 'transit', 'delivered', 'exception', 'unknown'] })
      .notNull()
      .default('unknown'),
    location: text('location'),
    description: text('description').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shipment_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Invoice (§3): one per paid order, numbered when the order is paid. */
export const invoices = pgTable('invoices', {
  id: id(),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull().unique(),
  issueDate: timestamp('issue_date', { withTimezone: true }).notNull().defaultNow(),
  dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
});

/** A payment being taken for a cart, before the order exists (provider order id, amount). */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: id(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The checkout's idempotency key ('{userId}:{client key}'), unique per provider. */
    providerOrderId: text('provider_order_id'),
    /** The provider's own order id (PayPal Orders v2 id) once created; unique per provider. */
    externalOrderId: text('external_order_id'),
    /** The provider's capture id once money was captured (refunds and webhooks find it by this). */
    captureId: text('capture_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The re-priced checkout request (lines, address, shipping, coupon). */
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['created', 'captured', 'placed', 'refunded', 'failed'] })
      .notNull()
      .default('created'),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_checkouts_provider_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_checkouts_external_order_idx').on(t.provider, t.externalOrderId),
    // The reconciler's scan: unsettled checkouts ('created', 'captured') older than its timeout.
    index('payment_checkouts_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * The test payment provider's own ledger (what a real provider keeps on its side): one capture
 * per reference (our checkout id), written by capture and read by lookup, so reconciliation after
 * a crash can ask it what was captured. `refundedAt` is set by refund.
 */
export const testPaymentCaptures = pgTable('test_payment_captures', {
  reference: text('reference').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Mobile money deposits (issue 25, decision 065): one per checkout, recorded with its depositId
 * (UUIDv4) before the provider is called. Amounts in minor units of `currency` (ISO 4217 exponent);
 * `amount` is the string sent. status: requested → accepted → completed | failed; 'superseded':
 * still pending at the provider, but the customer started another mobile money checkout, so if it
 * completes it is refunded, never placed (decision 065).
 */
export const mobileMoneyPayments = pgTable('mobile_money_payments', {
  depositId: text('deposit_id').primaryKey(),
  checkoutId: text('checkout_id')
    .notNull()
    .unique('mobile_money_payments_checkout_unique')
    .references(() => paymentCheckouts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  operator: text('operator').notNull(),
  /** The payer's number, international digits without '+'. */
  msisdn: text('msisdn').notNull(),
  currency: text('currency').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  amount: text('amount').notNull(),
  status: text('status', { enum: ['requested', 'accepted', 'superseded', 'completed', 'failed'] })
    .notNull()
    .default('requested'),
  failureCode: text('failure_code'),
  providerTransactionId: text('provider_transaction_id'),
  /** The provider's handle of the deposit when it gives one (Paynow's poll URL, decision 070). */
  providerRef: text('provider_ref'),
  refundedMinor: integer('refunded_minor').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Mobile money refunds, one per refund request key (the refundId, UUIDv4, recorded before the call). */
export const mobileMoneyRefunds = pgTable('mobile_money_refunds', {
  requestId: text('request_id').primaryKey(),
  refundId: text('refund_id').notNull().unique('mobile_money_refunds_refund_unique'),
  depositId: text('deposit_id')
    .notNull()
    .references(() => mobileMoneyPayments.depositId, { onDelete: 'cascade' }),
  amountMinor: integer('amount_minor').notNull(),
  /** The USD cents asked of the order (null: a checkout's refund, no order). */
  usdCents: integer('usd_cents'),
  status: text('status', { enum: ['requested', 'accepted', 'completed', 'failed'] })
    .notNull()
    .default('requested'),
  failureCode: text('failure_code'),
  createdAt: createdAt(),
});

/** Provider webhook events applied once each. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});

// ---------- notifications ----------

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['order', 'system', 'promotion'] }).notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

// ---------- reviews ----------

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    country: text('country').notNull(),
    taggedProducts: jsonb('tagged_products').$type<string[]>().notNull().default([]),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: id(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId, t.createdAt)],
);

/** One reaction per user per review, enforced by a unique index (§3 ReviewReaction). */
export const reviewReactions = pgTable(
  'review_reactions',
  {
    id: id(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['helpful', 'thumbsUp', 'thumbsDown'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('review_reactions_one_per_user_idx').on(t.reviewId, t.userId)],
);

// ---------- support ----------

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    adminId: text('admin_id'),
    adminName: text('admin_name'),
    status: text('status', { enum: ['waiting', 'active', 'closed'] })
      .notNull()
      .default('waiting'),
    lastMessage: text('last_message'),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    /** Unread by the customer. */
    unreadCount: integer('unread_count').notNull().default(0),
    unreadAdminCount: integer('unread_admin_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_conversations_user_idx').on(t.userId, t.status), index('chat_conversations_updated_idx').on(t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    senderName: text('sender_name').notNull(),
    senderRole: text('sender_role', { enum: ['user', 'admin'] }).notNull(),
    message: text('message').notNull(),
    /**
     * Position in its conversation (1, 2, 3...), assigned while the conversation row is locked, so
     * it follows commit order: the cursor a reconnecting client replays from.
     */
    seq: integer('seq').notNull().default(0),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.timestamp),
    uniqueIndex('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
  ],
);

export const chatAttachments = pgTable('chat_attachments', {
  id: id(),
  messageId: text('message_id')
    .notNull()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  fileType: text('file_type').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqItems = pgTable('faq_items', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  category: text('category', { enum: ['orders', 'shipping', 'payments', 'account', 'products'] }).notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  /** The entry in es, fr, de and zh (`question`, `answer`, `tags` each); English is the columns above. */
  translations: jsonb('translations').$type<FaqTranslations>().notNull().default({}),
});

// ---------- back office ----------

/** Shop settings (back office §2 Settings), one row per tab. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Every admin change: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** The staff member's name and role when they made the change (decision 059). */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** What changed, by name or number as people know it (product name, order number, country name, customer e-mail...), stored at write time. */
    label: text('label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_created_idx').on(t.entity, t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorEmail, t.createdAt),
  ],
);

// ---------- sign-in and password-reset throttle ----------

/**
 * Failure and request counters of the sign-in and password-reset throttles (decision 019), shared
 * by every server process on the database: one row per key ('signin-account:<email>',
 * 'signin-address:<ip>', 'reset-mail:<email>'), counting since `windowStart`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// ---------- e-mail outbox ----------

/**
 * E-mail waiting to be delivered (issue 17, decision 049): written in the transaction of the change
 * that causes it (order placed, status changed...) as a kind and its data, rendered by the outbox
 * worker, which claims due rows with FOR UPDATE SKIP LOCKED (several server processes never send
 * one row twice), and retries a failed send with backoff until MAX attempts ('failed').
 * While a worker sends, `next_attempt_at` is pushed forward by the lease, so a crashed sender's
 * row comes due again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is about: 'order-placed', 'order-shipped', 'owner-new-order', 'low-stock'... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** The recipient's language (en, es, fr, de, zh); the shop's own mail is in English. */
    language: text('language').notNull().default('en'),
    /** What the template needs (order number, lines, tracking number...), rendered when sent. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

// ---------- exchange rates ----------

/**
 * Exchange rates of the display currencies (issue 22, decision 053), units per 1 USD, exact
 * decimals. A currency without a row shows its seeded rate (domain/exchange-rates SEEDED_RATES);
 * the rate service's last good rate and the owner's manual rate are kept side by side, the manual
 * one winning. NAD, LSL and SZL never get a rate: they follow ZAR.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    serviceRate: numeric('service_rate', { precision: 20, scale: 8 }),
    serviceFetchedAt: timestamp('service_fetched_at', { withTimezone: true }),
    manualRate: numeric('manual_rate', { precision: 20, scale: 8 }),
    manualSetAt: timestamp('manual_set_at', { withTimezone: true }),
    rounding: text('rounding', { enum: ['none', 'whole', 'nine', 'ten', 'fifty', 'hundred'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchange_rates_service_positive', sql`${t.serviceRate} > 0`),
    check('exchange_rates_manual_positive', sql`${t.manualRate} > 0`),
  ],
);

/**
 * The one row (id 1) that coordinates rate refreshes across processes: a process claims a due
 * refresh by a conditional UPDATE (next_due_at passed and no live claim), so only one fetches.
 */
export const fxRefreshState = pgTable(
  'fx_refresh_state',
  {
    id: integer('id').primaryKey(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A refresh in progress holds the claim until then (a crashed process's claim lapses). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastOk: boolean('last_ok'),
    lastMessage: text('last_message'),
  },
  (t) => [check('fx_refresh_state_single_row', sql`${t.id} = 1`)],
);
// ---------- staff (issue 24, decision 059) ----------

/** better-auth's two-factor plugin table: the TOTP secret and recovery codes (both encrypted with the auth secret). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/**
 * Invitations to join the staff: the owner names an e-mail and a role; the link carries a random
 * token of which only the SHA-256 hash is kept. Valid until `expiresAt`, used once (`acceptedAt`),
 * or revoked by the owner (`revokedAt`).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'support'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    language: text('language').notNull().default('en'),
    invitedById: text('invited_by_id'),
    invitedByEmail: text('invited_by_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/** The staff rules the owner sets (one row, id 'staff'): whether every staff member must use two-factor sign-in. */
export const staffPolicy = pgTable('staff_policy', {
  id: text('id').primaryKey(),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: updatedAt(),
});
/**
 * A catalog import (issue 24, decision 058, migration 0012): the checked preview of an uploaded
 * CSV or ZIP, then a background job writing its products in batches. `done_items` is the cursor:
 * the items with seq < done_items are written; each batch moves it in the transaction that writes
 * its products. `lease_until`: the worker holding the job; past it, any process may resume it.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    state: text('state', { enum: ['previewed', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('previewed'),
    fileName: text('file_name').notNull(),
    sourceKind: text('source_kind', { enum: ['csv', 'zip'] }).notNull(),
    /** The uploaded file in the file store (photos are read from it while the job runs). */
    sourceKey: text('source_key'),
    preview: jsonb('preview').notNull(),
    /** Brands the import creates first: [{ slug, name }]. */
    newBrands: jsonb('new_brands').$type<{ slug: string; name: string }[]>().notNull().default([]),
    brandsDone: boolean('brands_done').notNull().default(false),
    totalItems: integer('total_items').notNull().default(0),
    doneItems: integer('done_items').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    photosStored: integer('photos_stored').notNull().default(0),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('product_imports_state_idx').on(t.state, t.createdAt),
    check('product_imports_state', sql`${t.state} in ('previewed', 'queued', 'running', 'done', 'failed')`),
    check('product_imports_cursor', sql`${t.doneItems} >= 0 and ${t.doneItems} <= ${t.totalItems}`),
  ],
);

/** One product of an import, in file order (`seq` from 0): the checked product and its photos (ImportItemData). */
export const productImportItems = pgTable(
  'product_import_items',
  {
    importId: text('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    line: integer('line').notNull(),
    /** The product it updates; null: it creates one. */
    productId: text('product_id'),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ name: 'product_import_items_pk', columns: [t.importId, t.seq] })],
);

// ---------- returns (issue 27, decision 066) ----------

/** A version of the return policy (domain/returns ReturnPolicy); edits insert a new row, orders keep theirs. */
export const returnPolicies = pgTable('return_policies', {
  id: id(),
  policy: jsonb('policy').notNull(),
  actorEmail: text('actor_email'),
  createdAt: createdAt(),
});

/** A customer's return, exchange or warranty request for units of one order. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'exchanged', 'closed'] })
      .notNull()
      .default('requested'),
    reason: text('reason', { enum: ['dead_on_arrival', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'warranty_fault'] }).notNull(),
    resolution: text('resolution', { enum: ['refund', 'exchange'] }).notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Keys of the request's short videos (decision 071), stored as the photos are. */
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    instructions: text('instructions'),
    rejectionReason: text('rejection_reason'),
    activationLockRemoved: boolean('activation_lock_removed'),
    inspectionNote: text('inspection_note'),
    /** The refund estimated when requested (US cents). */
    estimateCents: integer('estimate_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Exchange: new minus old price of the exchanged units (negative: refunded to the customer). */
    exchangeDifferenceCents: integer('exchange_difference_cents').notNull().default(0),
    /** Exchange for a dearer variant (decision 071): what the customer paid of the difference, US cents, and the capture. */
    differencePaidCents: integer('difference_paid_cents').notNull().default(0),
    differencePaymentId: text('difference_payment_id'),
    differencePaidAt: timestamp('difference_paid_at', { withTimezone: true }),
    /** What was given back of the paid difference (fewer units received, or the request closed), US cents. */
    differenceRefundedCents: integer('difference_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_status_created_idx').on(t.status, t.createdAt), index('return_requests_order_idx').on(t.orderId, t.createdAt)],
);

/** Units of one order line in a return request, the rule that applied, and what inspection found. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: text('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variant: text('variant').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    serial: text('serial'),
    exchangeVariantId: text('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeVariant: text('exchange_variant'),
    exchangeUnitPriceCents: integer('exchange_unit_price_cents'),
    receivedQuantity: integer('received_quantity'),
    damagedQuantity: integer('damaged_quantity'),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** The effective rule (domain/returns ReturnRule) frozen at request time. */
    rule: jsonb('rule').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId), index('return_lines_item_idx').on(t.orderItemId)],
);

/** The timeline of a return request: each step, its note, who made it and when. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    returnId: text('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);
