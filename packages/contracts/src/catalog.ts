/**
 * Catalog contracts: products, heroes and brands, storefront and back office (storefront §2-§3, back office §3-§4),
 * with the request schemas of the product list and of the back office's product, brand and hero
 * forms (back office §5 messages, domain admin.ts). Brands are data the admin manages (issue 17):
 * products store a brand's slug. Money in integer cents.
 */
import { z } from 'zod';
import { CATEGORIES, PRICE_RANGES } from '@phonexport/domain/catalog';
import { ADMIN_MESSAGES, BRAND_MESSAGES, HERO_ACTIONS, MAX_PRODUCT_IMAGES, PRODUCT_STATUSES, type AdminProduct, type AdminProductListFilter, type AdminVariant } from '@phonexport/domain/admin';
import type { ProductListFilter } from '@phonexport/domain/catalog';
import { sameOriginPath } from '@phonexport/domain/links';
import { IMPORT_ENCODINGS, IMPORT_ISSUE_CODES, IMPORT_STATES } from '@phonexport/domain/product-import';
import { byId, cents, centsField, contractsOf, errorBody, file, isoDateTime, multipart, named } from './contract.ts';
import { limitedText, optionalText, requiredText, trimmed } from './text-rules.ts';

const { anyone } = contractsOf('catalog');
const { admin: backOffice } = contractsOf('catalog', 'admin');

// ---------------------------------------------------------------- requests: the storefront's list

export const productListQuerySchema = z.object({
  category: z.enum(CATEGORIES).optional(),
  brand: trimmed(40).toLowerCase().optional(),
  search: limitedText('search'),
  price: z.enum(Object.keys(PRICE_RANGES) as [keyof typeof PRICE_RANGES, ...(keyof typeof PRICE_RANGES)[]]).optional(),
  featured: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The previous page's `nextCursor` (keyset paging, any depth at the same cost); when given, `offset` is ignored. */
  cursor: z.string().trim().max(400).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor').optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
// What the schema gives is the domain's ProductListFilter (the repositories read it).
const _sameListFilter: ProductListFilter extends z.output<typeof productListQuerySchema> ? (z.output<typeof productListQuerySchema> extends ProductListFilter ? true : never) : never = true;

// ---------------------------------------------------------------- requests: the back office's forms (§3, §5)

/** A product image stored by the shop (detail size URL under /media/products). */
export const productImageUrlSchema = z
  .string()
  .regex(/^\/media\/(products|uploads\/products)\/[A-Za-z0-9_-]+\/detail\.webp$/, 'Images must be uploaded to the shop');

export const adminVariantSchema = z.object({
  color: z.string().trim().max(40).default(''),
  storage: z.string().trim().max(40).default(''),
  priceCents: centsField('Price'),
  stock: z.number({ error: 'Stock is required' }).int('Stock must be a whole number').min(0, 'Stock must be at least 0').max(1_000_000),
});
export type AdminVariantInput = z.input<typeof adminVariantSchema>;
// What the schema answers is the domain's AdminVariant (variantsToSave reads it).
const _sameVariant: AdminVariant extends z.output<typeof adminVariantSchema> ? (z.output<typeof adminVariantSchema> extends AdminVariant ? true : never) : never = true;
void _sameVariant;

export const adminProductSchema = z.object({
  name: requiredText(200, 'Name is required'),
  description: requiredText(5000, 'Description is required'),
  /** A brand's slug (brands are data, issue 17: the server checks that it names one). */
  brand: z.string({ error: 'Brand is required' }).trim().toLowerCase().min(1, 'Brand is required').max(40, 'Brand is required'),
  category: z.enum(CATEGORIES, { error: 'Category is required' }),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status is required' }).default('active'),
  featured: z.boolean().default(false),
  images: z.array(productImageUrlSchema).max(MAX_PRODUCT_IMAGES, ADMIN_MESSAGES.maxImages).default([]),
  variants: z.array(adminVariantSchema).max(100).default([]),
  /** Used for a single 'Standard' variant when no variant has both colour and storage (§5). */
  basePriceCents: centsField('Price').optional(),
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
  declaredValueCents: centsField('Declared value').default(0),
  estimatedDutyCents: centsField('Estimated duty').default(0),
});
export type AdminProductInput = z.input<typeof adminProductSchema>;
export type { AdminProduct };
// What the schema gives is the domain's AdminProduct (the catalog repository saves it).
const _sameProduct: AdminProduct extends z.output<typeof adminProductSchema> ? (z.output<typeof adminProductSchema> extends AdminProduct ? true : never) : never = true;

export const adminProductListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  brand: z.string().trim().max(40).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  featured: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const _sameAdminListFilter: AdminProductListFilter extends z.output<typeof adminProductListQuerySchema> ? (z.output<typeof adminProductListQuerySchema> extends AdminProductListFilter ? true : never) : never = true;

/** Brand form (issue 17, 24): a name with at least one letter or digit in any script, an optional uploaded logo, active. */
export const adminBrandSchema = z.object({
  name: requiredText(40, BRAND_MESSAGES.nameRequired).refine((n) => /[\p{L}\p{N}]/u.test(n), BRAND_MESSAGES.nameRequired),
  logoUrl: productImageUrlSchema.nullish(),
  isActive: z.boolean().default(true),
});
export type AdminBrandInput = z.input<typeof adminBrandSchema>;

/** Hero banner form (§5): required texts, the action's target, priority 1-10 (default 1). */
export const adminHeroSchema = z
  .object({
    title: requiredText(120, 'Title is required'),
    subtitle: requiredText(240, 'Subtitle is required'),
    buttonText: requiredText(40, 'Button text is required'),
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

// ---------------------------------------------------------------- answers

const PRODUCT_NOT_FOUND = 'Product not found';
/** What every back office route may answer before its handler: 401 for visitors, 403 for customers. */
const ADMIN_ERRORS = { 401: errorBody, 403: errorBody } as const;
const IMAGE_FILE = "One image in the field 'file' (JPEG, PNG, WebP, GIF or AVIF, at most 8 MB)";
const HERO_NOT_FOUND = 'Hero banner not found';

/** One colour + storage of a product, with its own price and stock. */
export const variant = named('Variant', { id: z.string(), color: z.string(), storage: z.string(), priceCents: cents, stock: z.number().int() });
export type Variant = z.infer<typeof variant>;

/** What a product card needs. `priceCents` is the lowest variant price; `maxPriceCents` the highest. */
export const productSummary = named('ProductSummary', {
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The brand's name as the shop writes it (any script: '富士通', 'Sony mobile'). */
  brandName: z.string(),
  category: z.enum(CATEGORIES),
  priceCents: cents,
  maxPriceCents: cents,
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  images: z.array(z.string()),
  /** The variant preselected by add-to-cart (first colour and storage, §2), null when there are none. */
  defaultVariant: variant.nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/** The detail page's specification table (§3): texts, plus customs figures in cents. */
export const specifications = named('Specifications', {
  display: z.string(),
  processor: z.string(),
  ram: z.string(),
  storage: z.string(),
  camera: z.string(),
  battery: z.string(),
  colors: z.string(),
  storage_options: z.string(),
  hsCode: z.string(),
  declaredValueCents: cents,
  estimatedDutyCents: cents,
});
export type Specifications = z.infer<typeof specifications>;

export const productDetail = productSummary
  .extend({
    description: z.string(),
    variants: z.array(variant),
    specifications,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetail>;

export const productPage = named('ProductPage', {
  items: z.array(productSummary),
  total: z.number().int(),
  /** True when more than `total` products match: a search ranks at most 1,000 of them (shown "1,000+"). */
  totalCapped: z.boolean(),
  nextOffset: z.number().int().nullable(),
  /** Pass as `cursor` for the next page (keyset paging: page 200 costs what page 2 does); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPage>;

/** What a hero banner shows and links to, as the storefront and the back office read it. */
const heroFields = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  buttonText: z.string(),
  buttonAction: z.enum(HERO_ACTIONS),
  productId: z.string().nullable(),
  category: z.string().nullable(),
  url: z.string().nullable(),
  priority: z.number().int(),
});

/** A storefront hero slide (§2 Home), with the linked product's name and lowest price for a product slide. */
export const hero = heroFields
  .extend({ product: z.object({ id: z.string(), name: z.string(), priceCents: cents }).nullable() })
  .meta({ id: 'Hero' });
export type HeroDto = z.infer<typeof hero>;

/** A product as the back office edits it (every status). */
export const adminProduct = named('AdminProduct', {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  images: z.array(z.string()),
  /** Lowest variant price (§3). */
  priceCents: cents,
  /** Sum of variant stock (§3). */
  stock: z.number().int(),
  variants: z.array(variant),
  specifications: z.object({ display: z.string(), processor: z.string(), ram: z.string(), storage: z.string(), camera: z.string(), battery: z.string() }),
  hsCode: z.string(),
  declaredValueCents: cents,
  estimatedDutyCents: cents,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminProductDto = z.infer<typeof adminProduct>;

/** Quick stats over the whole catalog (back office §2 Admin products). */
export const adminProductStats = named('AdminProductStats', {
  totalProducts: z.number().int(),
  activeProducts: z.number().int(),
  featuredProducts: z.number().int(),
  outOfStock: z.number().int(),
  lowStock: z.number().int(),
  /** Sum over variants of price × stock, in cents (§2 'Total Inventory Value'). */
  totalInventoryValueCents: cents,
});
export type AdminProductStats = z.infer<typeof adminProductStats>;

export const adminProductPage = named('AdminProductPage', { items: z.array(adminProduct), total: z.number().int(), stats: adminProductStats });
export type AdminProductPage = z.infer<typeof adminProductPage>;


const IMPORT_NOT_FOUND = 'Import not found';
const IMPORT_FILE = "One file in the field 'file': a products CSV (UTF-8, UTF-16 with BOM or Windows-1252), or a ZIP of one CSV and the photos its images column names";

/** A problem of one row of an import: its line (header = line 1), code and values (for translations), English text. */
export const importRowIssue = named('ImportRowIssue', {
  line: z.number().int(),
  code: z.enum(IMPORT_ISSUE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportRowIssueDto = z.infer<typeof importRowIssue>;

/** What an import will do (issue 24): counted before anything is written. Lists are capped (see the *Count fields). */
export const importPreview = named('ImportPreview', {
  encoding: z.enum(IMPORT_ENCODINGS),
  /** Data rows read (variants). */
  rows: z.number().int(),
  /** Products (rows grouped by id or name) that will be created and updated. */
  create: z.number().int(),
  update: z.number().int(),
  /** Rows that will be skipped because of an error. */
  skippedRows: z.number().int(),
  newBrands: z.array(z.object({ slug: z.string(), name: z.string(), products: z.number().int() })),
  /** Categories used and their product counts (the spec's fixed list: none is created). */
  categories: z.array(z.object({ category: z.enum(CATEGORIES), products: z.number().int() })),
  photos: z.object({
    matched: z.number().int(),
    missing: z.array(z.object({ line: z.number().int(), name: z.string() })),
    missingCount: z.number().int(),
    /** Files in the ZIP no row names. */
    unused: z.number().int(),
  }),
  errors: z.array(importRowIssue),
  errorCount: z.number().int(),
});
export type ImportPreviewDto = z.infer<typeof importPreview>;

/** A catalog import job: its preview, then its progress in products (done of total). */
export const productImport = named('ProductImport', {
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(['csv', 'zip']),
  state: z.enum(IMPORT_STATES),
  preview: importPreview,
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable(),
  createdAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
});
export type ProductImportDto = z.infer<typeof productImport>;

/** A hero banner as the back office edits it. */
export const adminHero = heroFields.extend({ isActive: z.boolean(), createdAt: isoDateTime }).meta({ id: 'AdminHero' });
export type AdminHeroDto = z.infer<typeof adminHero>;

/** A brand as the storefront shows it: slug (the products' `brand` and the ?brand= filter), name, logo. */
export const brand = named('Brand', { slug: z.string(), name: z.string(), logoUrl: z.string().nullable() });
export type BrandDto = z.infer<typeof brand>;

/** A brand as the back office manages it, with how many products (any status) use it. */
export const adminBrand = brand
  .extend({ isActive: z.boolean(), productCount: z.number().int(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'AdminBrand' });
export type AdminBrandDto = z.infer<typeof adminBrand>;

const BRAND_NOT_FOUND = 'Brand not found';
/** A brand's slug in a path: a malformed one answers the same 404 as an unknown one. */
const bySlug = { params: z.object({ slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(40) }), notFoundMessage: BRAND_NOT_FOUND } as const;

/** The stored URL of an uploaded, re-encoded image. */
export const uploadedImage = named('UploadedImage', { url: z.string() });
const ok = z.object({ ok: z.literal(true) });

const productPatch = z.object({ featured: z.boolean().optional(), status: z.enum(PRODUCT_STATUSES).optional() });

export const catalogContracts = {
  listProducts: anyone('GET', '/api/products', 'Visible products, newest first, filtered and paged (storefront §2 Product list)', {
    query: productListQuerySchema,
    responses: { 200: productPage, 400: errorBody },
  }),
  getProduct: anyone('GET', '/api/products/:id', 'One visible product with variants and specifications', {
    ...byId(PRODUCT_NOT_FOUND),
    responses: { 200: productDetail, 404: errorBody },
  }),
  listBrands: anyone('GET', '/api/brands', "The brand strip (storefront §2): active brands that have visible products, the spec's five first (Honor, Huawei, iPhone, Samsung, Xiaomi), then by name", {
    responses: { 200: z.array(brand) },
  }),
  listHeroes: anyone('GET', '/api/heroes', 'Active hero banners, highest priority first (storefront §2 Home)', { responses: { 200: z.array(hero) } }),

  adminListProducts: backOffice('catalog.manage', 'GET', '/api/admin/products', 'Products of every status with search, filters, paging and quick stats', {
    query: adminProductListQuerySchema,
    responses: { 200: adminProductPage, 400: errorBody, ...ADMIN_ERRORS },
  }),
  adminExportProducts: backOffice('catalog.manage', 'GET', '/api/admin/products/export.csv', "Every product variant as CSV ('products_export_{date}.csv', back office §7)", {
    responses: { 200: file('text/csv', 'One row per variant, formula cells neutralised'), ...ADMIN_ERRORS },
  }),
  adminPreviewImport: backOffice('catalog.manage', 'POST', '/api/admin/product-imports', 'Checks a products CSV, or a ZIP of the CSV and its photos, and answers its preview; nothing is imported yet (issue 24)', {
    body: multipart(IMPORT_FILE),
    responses: { 201: productImport, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
  }),
  adminListImports: backOffice('catalog.manage', 'GET', '/api/admin/product-imports', 'The latest catalog imports, newest first (at most 10)', {
    responses: { 200: z.array(productImport), ...ADMIN_ERRORS },
  }),
  adminGetImport: backOffice('catalog.manage', 'GET', '/api/admin/product-imports/:id', 'One catalog import: its preview, state and progress', {
    ...byId(IMPORT_NOT_FOUND),
    responses: { 200: productImport, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminConfirmImport: backOffice('catalog.manage', 'POST', '/api/admin/product-imports/:id/confirm', 'Starts (or resumes after a failure) the import of a previewed file in the background; the rows with errors are skipped', {
    ...byId(IMPORT_NOT_FOUND),
    responses: { 202: productImport, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),
  adminGetProduct: backOffice('catalog.manage', 'GET', '/api/admin/products/:id', 'One product of any status', {
    ...byId(PRODUCT_NOT_FOUND),
    responses: { 200: adminProduct, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminCreateProduct: backOffice('catalog.manage', 'POST', '/api/admin/products', 'Creates a product with its variants (back office §5)', {
    body: adminProductSchema,
    responses: { 201: adminProduct, 400: errorBody, ...ADMIN_ERRORS },
  }),
  adminUpdateProduct: backOffice('catalog.manage', 'PUT', '/api/admin/products/:id', 'Replaces a product and its variants (variants matched by colour + storage keep their ids)', {
    ...byId(PRODUCT_NOT_FOUND),
    body: adminProductSchema,
    responses: { 200: adminProduct, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminPatchProduct: backOffice('catalog.manage', 'PATCH', '/api/admin/products/:id', 'Sets featured or status', {
    ...byId(PRODUCT_NOT_FOUND),
    body: productPatch,
    responses: { 200: adminProduct, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminDeleteProduct: backOffice('catalog.manage', 'DELETE', '/api/admin/products/:id', 'Deletes a product', { ...byId(PRODUCT_NOT_FOUND), responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody } }),
  adminUploadProductImage: backOffice('catalog.manage', 'POST', '/api/admin/uploads/product-image', 'Stores a product image (field file) as WebP in the three storefront sizes; answers its detail URL', {
    body: multipart(IMAGE_FILE),
    responses: { 201: uploadedImage, 400: errorBody, ...ADMIN_ERRORS, 413: errorBody },
  }),

  adminListBrands: backOffice('catalog.manage', 'GET', '/api/admin/brands', 'Every brand (active or not) by name, with its product count', { responses: { 200: z.array(adminBrand), ...ADMIN_ERRORS } }),
  adminCreateBrand: backOffice('catalog.manage', 'POST', '/api/admin/brands', "Creates a brand; its slug comes from the name ('Tecno Mobile' → tecno-mobile). 409 when the name or slug is taken", {
    body: adminBrandSchema,
    responses: { 201: adminBrand, 400: errorBody, ...ADMIN_ERRORS, 409: errorBody },
  }),
  adminUpdateBrand: backOffice('catalog.manage', 'PUT', '/api/admin/brands/:slug', 'Renames a brand, sets its logo and active flag (the slug stays). 409 when the name is taken', {
    ...bySlug,
    body: adminBrandSchema,
    responses: { 200: adminBrand, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),
  adminDeleteBrand: backOffice('catalog.manage', 'DELETE', '/api/admin/brands/:slug', 'Deletes a brand no product uses (409 otherwise)', {
    ...bySlug,
    responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),

  adminListHeroes: backOffice('catalog.manage', 'GET', '/api/admin/heroes', 'Every hero banner, highest priority first', { responses: { 200: z.array(adminHero), ...ADMIN_ERRORS } }),
  adminCreateHero: backOffice('catalog.manage', 'POST', '/api/admin/heroes', 'Creates a hero banner (back office §5)', {
    body: adminHeroSchema,
    responses: { 201: adminHero, 400: errorBody, ...ADMIN_ERRORS },
  }),
  adminUpdateHero: backOffice('catalog.manage', 'PUT', '/api/admin/heroes/:id', 'Replaces a hero banner', {
    ...byId(HERO_NOT_FOUND),
    body: adminHeroSchema,
    responses: { 200: adminHero, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminPatchHero: backOffice('catalog.manage', 'PATCH', '/api/admin/heroes/:id', 'Activates or deactivates a hero banner', {
    ...byId(HERO_NOT_FOUND),
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    responses: { 200: adminHero, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody },
  }),
  adminDeleteHero: backOffice('catalog.manage', 'DELETE', '/api/admin/heroes/:id', 'Deletes a hero banner', { ...byId(HERO_NOT_FOUND), responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody } }),
  adminUploadHeroImage: backOffice('catalog.manage', 'POST', '/api/admin/uploads/hero-image', 'Stores a hero banner image (field file) cropped to 1200x400 WebP; answers its URL', {
    body: multipart(IMAGE_FILE),
    responses: { 201: uploadedImage, 400: errorBody, ...ADMIN_ERRORS, 413: errorBody },
  }),
};
