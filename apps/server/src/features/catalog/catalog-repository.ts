/**
 * Catalog data access (the only catalog code that touches the database): products with their
 * variants for the storefront and the back office, hero banners, and the transaction helper the
 * service runs its writes in. Plain objects in the shapes declared here (cents, ISO times).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct, AdminProductListFilter } from '@phonexport/domain/admin';
import type { ProductListFilter as ProductListQueryFilter, ProductSpecifications } from '@phonexport/domain/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { brands, heroes, productVariants, products } from '../../db/schema.ts';
import { CREATED_AT_TEXT, NEWEST_FIRST, SEARCH_CANDIDATES, TYPO_CANDIDATES, afterCursor, encodeCursor, listConditions, productSearch, findSearchPage, type CursorKeys } from './product-search-repository.ts';
import type { ProductSummary, Variant } from './product-search-repository.ts';

/** The six specification texts of a product (domain ProductSpecifications; a missing one is ''). */
export type Specifications = ProductSpecifications;

/** A visible product with its variants and specifications (with the colours, storage options and customs fields as texts/cents), ISO times. */
export interface ProductDetail extends ProductSummary {
  description: string;
  variants: Variant[];
  specifications: Specifications & { colors: string; storage_options: string; hsCode: string; declaredValueCents: number; estimatedDutyCents: number };
  createdAt: string;
  updatedAt: string;
}

/**
 * A page of the storefront's list: its products, how many match (`totalCapped`: more than a
 * search ranks), and how to ask for the next page (`nextOffset`, or `nextCursor` by keyset).
 */
export interface ProductPage {
  items: ProductSummary[];
  total: number;
  totalCapped: boolean;
  nextOffset: number | null;
  nextCursor: string | null;
}

/** A product as the back office edits it: every field, cents, customs fields, ISO times. */
export interface AdminProductView {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: ProductRow['category'];
  status: ProductRow['status'];
  featured: boolean;
  images: string[];
  priceCents: number;
  stock: number;
  variants: Variant[];
  specifications: Specifications;
  hsCode: string;
  declaredValueCents: number;
  estimatedDutyCents: number;
  createdAt: string;
  updatedAt: string;
}

/** The back office's catalog counts (stock value in cents). */
export interface AdminProductStats {
  totalProducts: number;
  activeProducts: number;
  featuredProducts: number;
  outOfStock: number;
  lowStock: number;
  totalInventoryValueCents: number;
}

/** A page of the back office's product list with the catalog counts. */
export interface AdminProductPage {
  items: AdminProductView[];
  total: number;
  stats: AdminProductStats;
}

/** A hero banner as the storefront shows it, with the product it points to (null for none). */
export interface Hero {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  buttonText: string;
  buttonAction: HeroRow['buttonAction'];
  productId: string | null;
  category: string | null;
  url: string | null;
  priority: number;
  product: { id: string; name: string; priceCents: number } | null;
}

/** A hero banner as the back office edits it (ISO time). */
export interface AdminHero extends Omit<Hero, 'product'> {
  isActive: boolean;
  createdAt: string;
}

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type HeroRow = typeof heroes.$inferSelect;


const VISIBLE = inArray(products.status, ['active', 'out_of_stock']);

/** The six specification texts of a product (a missing one is ''). */
function specTexts(s: Record<string, string>): AdminProductView['specifications'] {
  return {
    display: s.display ?? '',
    processor: s.processor ?? '',
    ram: s.ram ?? '',
    storage: s.storage ?? '',
    camera: s.camera ?? '',
    battery: s.battery ?? '',
  };
}

function toVariant(v: VariantRow): Variant {
  return { id: v.id, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock };
}

/** Brand names by slug for these slugs (a product shows its brand's name, in any script). */
async function brandNames(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await db.select({ slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

function toSummary(p: ProductRow, variants: VariantRow[], names: Map<string, string>): ProductSummary {
  const sorted = [...variants].sort((a, b) => a.position - b.position);
  const prices = sorted.map((v) => v.priceCents);
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    brandName: names.get(p.brand) ?? p.brand,
    category: p.category,
    priceCents: prices.length ? Math.min(...prices) : p.priceCents,
    maxPriceCents: prices.length ? Math.max(...prices) : p.priceCents,
    stock: p.stock,
    status: p.status,
    featured: p.featured,
    images: p.images,
    defaultVariant: sorted[0] ? toVariant(sorted[0]) : null,
  };
}

async function variantsFor(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const map = new Map<string, VariantRow[]>();
  if (!productIds.length) return map;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

export type ProductListFilter = ProductListQueryFilter;

/**
 * Visible products (active or out of stock), filtered and paged (§2 Product list): newest first,
 * or by relevance when searching (product-search-repository.ts). `cursor` (the previous page's
 * `nextCursor`, decoded by decodeCursor; `f.cursor` itself is not read) pages by keyset; without it `offset` is used.
 */
export async function findProducts(db: Db, f: ProductListFilter, cursor: CursorKeys | null = null): Promise<ProductPage> {
  const search = f.search ? productSearch(f.search) : null;
  if (f.search && !search) return { items: [], total: 0, totalCapped: false, nextOffset: null, nextCursor: null };
  if (search) {
    // A search ranks a bounded candidate set, filtered like the list (product-search-repository.ts,
    // which applies the same filters); its statement brings the page's products with it.
    const hits = await findSearchPage(db, search, f, { cursor, limit: f.limit + 1, offset: f.offset });
    const counted = hits[0] ?? (cursor || f.offset > 0 ? (await findSearchPage(db, search, f, { cursor: null, limit: 1, offset: 0 }))[0] : undefined);
    const candidates = counted?.candidates ?? 0;
    // More candidates than a search ranks: the count reads "1,000+" ("100+" for typo matches).
    const bound = counted?.typo ? TYPO_CANDIDATES : SEARCH_CANDIDATES;
    const total = Math.min(candidates, bound);
    const page = hits.slice(0, f.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ rank: _rank, createdAt: _createdAt, candidates: _candidates, typo: _typo, ...summary }) => summary),
      total,
      totalCapped: candidates > bound,
      nextOffset: !cursor && f.offset + page.length < total ? f.offset + page.length : null,
      nextCursor: hits.length > f.limit && last ? encodeCursor({ rank: last.rank, createdAt: last.createdAt, name: last.name, id: last.id }) : null,
    };
  }
  const where = and(...listConditions(f, (_, v) => v));
  const pageWhere = cursor ? and(where, afterCursor(cursor, null)) : where;
  // The page's keys first (narrow rows: the sort never carries descriptions), then its rows; the count beside it.
  const [found, counted] = await Promise.all([
    db.select({ id: products.id, name: products.name, rank: sql<null>`null`, createdAt: CREATED_AT_TEXT }).from(products).where(pageWhere).orderBy(...NEWEST_FIRST).limit(f.limit + 1).offset(cursor ? 0 : f.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const count = counted[0]?.count ?? 0;
  // One row more than asked tells whether a next page exists.
  const hasMore = found.length > f.limit;
  const page = found.slice(0, f.limit);
  const ids = page.map((k) => k.id);
  const [loaded, variants] = await Promise.all([
    ids.length ? db.select().from(products).where(inArray(products.id, ids)) : Promise.resolve([]),
    variantsFor(db, ids),
  ]);
  const byId = new Map(loaded.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
  const names = await brandNames(db, rows.map((r) => r.brand));
  const last = page.at(-1);
  const nextOffset = !cursor && f.offset + rows.length < count ? f.offset + rows.length : null;
  return {
    items: rows.map((r) => toSummary(r, variants.get(r.id) ?? [], names)),
    total: count,
    totalCapped: false,
    nextOffset,
    nextCursor: hasMore && last ? encodeCursor({ rank: last.rank, createdAt: last.createdAt, name: last.name, id: last.id }) : null,
  };
}

/** One visible product with variants and specifications, or null. */
export async function findProduct(db: Db, id: string): Promise<ProductDetail | null> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), VISIBLE)).limit(1);
  if (!row) return null;
  const variants = (await variantsFor(db, [row.id])).get(row.id) ?? [];
  const names = await brandNames(db, [row.brand]);
  const colors = [...new Set(variants.map((v) => v.color))];
  const storages = [...new Set(variants.map((v) => v.storage))];
  return {
    ...toSummary(row, variants, names),
    description: row.description,
    variants: variants.map(toVariant),
    specifications: {
      ...specTexts(row.specifications),
      colors: colors.join(', '),
      storage_options: storages.join(', '),
      hsCode: row.hsCode,
      declaredValueCents: row.declaredValueCents,
      estimatedDutyCents: row.estimatedDutyCents,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the storefront and the back office both show of a hero banner. */
function heroSlide(h: HeroRow): Omit<Hero, 'product'> {
  return {
    id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    imageUrl: h.imageUrl,
    buttonText: h.buttonText,
    buttonAction: h.buttonAction,
    productId: h.productId,
    category: h.category,
    url: h.url,
    priority: h.priority,
  };
}

/** Active heroes, highest priority first (§2 Home), with the linked product's name and price. */
export async function findActiveHeroes(db: Db): Promise<Hero[]> {
  const rows = await db
    .select({ hero: heroes, productName: products.name, productPrice: products.priceCents })
    .from(heroes)
    .leftJoin(products, eq(products.id, heroes.productId))
    .where(eq(heroes.isActive, true))
    .orderBy(desc(heroes.priority), desc(heroes.createdAt));
  return rows.map(({ hero: h, productName, productPrice }) => ({
    ...heroSlide(h),
    product: h.productId && productName != null ? { id: h.productId, name: productName, priceCents: productPrice ?? 0 } : null,
  }));
}

/**
 * Sets each product's `stock` to the sum of its variants' stock (§3 Product.stock). The products
 * are locked (FOR NO KEY UPDATE) in id order first (one stable order, so two transactions syncing overlapping products
 * never deadlock), then updated in the same statement.
 */
export async function updateProductStock(db: Db | Tx, productIds: string[]): Promise<void> {
  if (!productIds.length) return;
  const locked = db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(products.id)
    // NO KEY UPDATE (what the UPDATE itself takes): it does not wait for the KEY SHARE locks that
    // order_items' foreign keys hold on these rows in other order transactions.
    .for('no key update')
    .as('locked');
  await db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})`,
    })
    .from(locked)
    .where(eq(products.id, locked.id));
}

// ---------------------------------------------------------------- back office products

function toAdminProduct(p: ProductRow, variants: VariantRow[]): AdminProductView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    brand: p.brand,
    category: p.category,
    status: p.status,
    featured: p.featured,
    images: p.images,
    priceCents: p.priceCents,
    stock: p.stock,
    variants: [...variants].sort((a, b) => a.position - b.position).map(toVariant),
    specifications: specTexts(p.specifications),
    hsCode: p.hsCode,
    declaredValueCents: p.declaredValueCents,
    estimatedDutyCents: p.estimatedDutyCents,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function withVariants(db: Db | Tx, rows: ProductRow[]): Promise<AdminProductView[]> {
  if (!rows.length) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, rows.map((r) => r.id)))
    .orderBy(asc(productVariants.position));
  return rows.map((r) => toAdminProduct(r, variants.filter((v) => v.productId === r.id)));
}

/** Quick stats over the whole catalog, aggregated in SQL. */
export async function findProductStats(db: Db): Promise<AdminProductStats> {
  const [p] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${products.status} = 'active')::int`,
      featured: sql<number>`count(*) filter (where ${products.featured})::int`,
      out: sql<number>`count(*) filter (where ${products.stock} = 0 or ${products.status} = 'out_of_stock')::int`,
      low: sql<number>`count(*) filter (where ${products.stock} > 0 and ${products.stock} < 10)::int`,
    })
    .from(products);
  const [v] = await db
    .select({ value: sql<string>`coalesce(sum(${productVariants.priceCents}::bigint * ${productVariants.stock}), 0)::text` })
    .from(productVariants);
  return {
    totalProducts: p?.total ?? 0,
    activeProducts: p?.active ?? 0,
    featuredProducts: p?.featured ?? 0,
    outOfStock: p?.out ?? 0,
    lowStock: p?.low ?? 0,
    totalInventoryValueCents: Number(v?.value ?? 0),
  };
}

/** Products of every status, newest first, with search (name, brand, description), filters and paging. */
export async function findAdminProducts(db: Db, q: AdminProductListFilter): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(productSearch(q.search)?.where ?? sql`false`);
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.brand) conditions.push(eq(products.brand, q.brand.toLowerCase()));
  if (q.status) conditions.push(eq(products.status, q.status));
  if (q.featured) conditions.push(eq(products.featured, q.featured === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [c], stats] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.createdAt), asc(products.name)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    findProductStats(db),
  ]);
  return { items: await withVariants(db, rows), total: c?.n ?? 0, stats };
}

/** Every product with variants (CSV export), newest first. */
export async function findAllAdminProducts(db: Db): Promise<AdminProductView[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), asc(products.name));
  return withVariants(db, rows);
}

/** A product of any status with its variants, or null. */
export async function findAdminProduct(db: Db | Tx, id: string): Promise<AdminProductView | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? (await withVariants(db, [row]))[0]! : null;
}

/** A product's URL slug: its name in lower-case ASCII words joined by '-', at most 60 characters, plus 8 random hex digits. */
export function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'product'}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The product table's columns for a product as staff save it: price is the lowest of `variants`' prices (cents). */
export function productColumns(input: AdminProduct, variants: AdminProduct['variants']) {
  return {
    name: input.name,
    description: input.description,
    brand: input.brand,
    category: input.category,
    status: input.status,
    featured: input.featured,
    images: input.images,
    specifications: input.specifications,
    hsCode: input.hsCode,
    declaredValueCents: input.declaredValueCents,
    estimatedDutyCents: input.estimatedDutyCents,
    priceCents: Math.min(...variants.map((v) => v.priceCents)),
  };
}

/** The variant table's columns for variant `v` of product `productId` at list position `position`. */
export function variantColumns(productId: string, v: AdminProduct['variants'][number], position: number) {
  return { productId, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock, position };
}

/**
 * Creates (id null) or updates a product with `variants` (at least one, already chosen by the
 * service) inside `tx`. Variants are matched by colour + storage: matches are updated in place
 * (kept ids keep shoppers' carts working), new ones inserted, missing ones deleted; the product's
 * price (lowest) and stock (sum) follow. Returns the saved product, or null when `id` names none.
 */
export async function upsertProduct(tx: Tx, id: string | null, input: AdminProduct, variants: AdminProduct['variants']): Promise<AdminProductView | null> {
  const fields = productColumns(input, variants);
  let productId: string;
  if (id) {
    const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) return null;
    productId = row.id;
  } else {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, slug: slugify(input.name), stock: 0 })
      .returning({ id: products.id });
    productId = row!.id;
  }
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const key = (color: string, storage: string) => `${color.toLowerCase()}|${storage.toLowerCase()}`;
  const byKey = new Map(existing.map((v) => [key(v.color, v.storage), v]));
  const kept = new Set<string>();
  for (const [position, v] of variants.entries()) {
    const match = byKey.get(key(v.color, v.storage));
    if (match) {
      kept.add(match.id);
      await tx
        .update(productVariants)
        .set(variantColumns(productId, v, position))
        .where(eq(productVariants.id, match.id));
    } else {
      await tx.insert(productVariants).values(variantColumns(productId, v, position));
    }
  }
  const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  await updateProductStock(tx, [productId]);
  return findAdminProduct(tx, productId);
}

/** Sets a product's featured flag and/or status. */
export async function updateProductFlags(tx: Tx, id: string, change: { featured?: boolean; status?: ProductRow['status'] }): Promise<void> {
  await tx.update(products).set(change).where(eq(products.id, id));
}

/** Deletes a product (its variants go with it). */
export async function deleteProduct(tx: Tx, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

/** True when a product with this id exists (any status). */
export async function findProductExists(db: Db | Tx, id: string): Promise<boolean> {
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return Boolean(p);
}

// ---------------------------------------------------------------- back office heroes

/** The stored fields of a hero banner. */
export interface HeroFields {
  title: string;
  subtitle: string;
  buttonText: string;
  buttonAction: HeroRow['buttonAction'];
  productId: string | null;
  category: string | null;
  url: string | null;
  imageUrl: string | null;
  isActive: boolean;
  priority: number;
}

function toAdminHero(h: HeroRow): AdminHero {
  return {
    ...heroSlide(h),
    isActive: h.isActive,
    createdAt: h.createdAt.toISOString(),
  };
}

/** Every hero banner, highest priority first, newest first within a priority. */
export async function findAdminHeroes(db: Db): Promise<AdminHero[]> {
  const rows = await db.select().from(heroes).orderBy(desc(heroes.priority), desc(heroes.createdAt));
  return rows.map(toAdminHero);
}

/** A hero banner by id, or null. */
export async function findHero(db: Db | Tx, id: string): Promise<AdminHero | null> {
  const [row] = await db.select().from(heroes).where(eq(heroes.id, id)).limit(1);
  return row ? toAdminHero(row) : null;
}

/** Inserts a hero banner; returns it. */
export async function insertHero(tx: Tx, fields: HeroFields): Promise<AdminHero> {
  const [row] = await tx.insert(heroes).values(fields).returning();
  return toAdminHero(row!);
}

/** Updates a hero banner's fields (all or some); returns it, or null when the id names none. */
export async function updateHero(tx: Tx, id: string, fields: Partial<HeroFields>): Promise<AdminHero | null> {
  const [row] = await tx.update(heroes).set(fields).where(eq(heroes.id, id)).returning();
  return row ? toAdminHero(row) : null;
}

/** Deletes a hero banner. */
export async function deleteHero(tx: Tx, id: string): Promise<void> {
  await tx.delete(heroes).where(eq(heroes.id, id));
}
