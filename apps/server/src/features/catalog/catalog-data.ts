/**
 * Catalog data access: products with their variants, hero banners and service countries, as plain
 * objects in the API's shapes (cents). Only this module and the checkout's stock update touch
 * these tables.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type ProductDetail, type ProductPage, type ProductSummary, type Variant } from '@phonexport/domain/catalog';
import type { HeroDto, ServiceCountryDto } from '@phonexport/domain/dto';
import type { productListQuerySchema } from '@phonexport/domain/api';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { heroes, productVariants, products, serviceCountries } from '../../db/schema.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type CountryRow = typeof serviceCountries.$inferSelect;

const VISIBLE = inArray(products.status, ['active', 'out_of_stock']);

function toVariant(v: VariantRow): Variant {
  return { id: v.id, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock };
}

function toSummary(p: ProductRow, variants: VariantRow[]): ProductSummary {
  const sorted = [...variants].sort((a, b) => a.position - b.position);
  const prices = sorted.map((v) => v.priceCents);
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
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

export type ProductListFilter = z.output<typeof productListQuerySchema>;

/** Visible products (active or out of stock), newest first, filtered and paged (§2 Product list). */
export async function listProducts(db: Db, f: ProductListFilter): Promise<ProductPage> {
  const conditions: SQL[] = [VISIBLE];
  if (f.category) conditions.push(eq(products.category, f.category));
  if (f.brand) conditions.push(eq(products.brand, f.brand));
  if (f.featured === 'true') conditions.push(eq(products.featured, true));
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.description, pattern))!);
  }
  if (f.price) {
    const range = PRICE_RANGES[f.price];
    conditions.push(gte(products.priceCents, range.min));
    if (range.max !== null) conditions.push(lt(products.priceCents, range.max));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.createdAt), asc(products.name)).limit(f.limit).offset(f.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const count = counted?.count ?? 0;
  const variants = await variantsFor(db, rows.map((r) => r.id));
  const nextOffset = f.offset + rows.length < count ? f.offset + rows.length : null;
  return { items: rows.map((r) => toSummary(r, variants.get(r.id) ?? [])), total: count, nextOffset };
}

/** One visible product with variants and specifications, or null. */
export async function getProduct(db: Db, id: string): Promise<ProductDetail | null> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), VISIBLE)).limit(1);
  if (!row) return null;
  const variants = (await variantsFor(db, [row.id])).get(row.id) ?? [];
  const colors = [...new Set(variants.map((v) => v.color))];
  const storages = [...new Set(variants.map((v) => v.storage))];
  const s = row.specifications;
  return {
    ...toSummary(row, variants),
    description: row.description,
    variants: variants.map(toVariant),
    specifications: {
      display: s.display ?? '',
      processor: s.processor ?? '',
      ram: s.ram ?? '',
      storage: s.storage ?? '',
      camera: s.camera ?? '',
      battery: s.battery ?? '',
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

/** Active heroes, highest priority first (§2 Home), with the linked product's name and price. */
export async function listActiveHeroes(db: Db): Promise<HeroDto[]> {
  const rows = await db
    .select({ hero: heroes, productName: products.name, productPrice: products.priceCents })
    .from(heroes)
    .leftJoin(products, eq(products.id, heroes.productId))
    .where(eq(heroes.isActive, true))
    .orderBy(desc(heroes.priority), desc(heroes.createdAt));
  return rows.map(({ hero: h, productName, productPrice }) => ({
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
    product: h.productId && productName != null ? { id: h.productId, name: productName, priceCents: productPrice ?? 0 } : null,
  }));
}

/** Maps a country row to the API shape. */
export function toCountryDto(c: CountryRow): ServiceCountryDto {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    currency: c.currency,
    shippingCostCents: c.shippingCostCents,
    standardShippingCostCents: c.standardShippingCostCents,
    expressShippingCostCents: c.expressShippingCostCents,
    estimatedDeliveryDays: { standard: c.standardDeliveryDays, express: c.expressDeliveryDays },
    dutyRate: c.dutyRate,
    isActive: c.isActive,
  };
}

/** Active service countries ordered by name (§7). */
export async function listActiveCountries(db: Db): Promise<ServiceCountryDto[]> {
  const rows = await db.select().from(serviceCountries).where(eq(serviceCountries.isActive, true)).orderBy(asc(serviceCountries.name));
  return rows.map(toCountryDto);
}

/** An active service country by 2-letter code (upper-cased), or null. */
export async function getActiveCountry(db: Db, code: string): Promise<ServiceCountryDto | null> {
  const [row] = await db
    .select()
    .from(serviceCountries)
    .where(and(eq(serviceCountries.code, code.toUpperCase()), eq(serviceCountries.isActive, true)))
    .limit(1);
  return row ? toCountryDto(row) : null;
}

/**
 * Sets each product's `stock` to the sum of its variants' stock (§3 Product.stock). The products
 * are locked (FOR NO KEY UPDATE) in id order first (one stable order, so two transactions syncing overlapping products
 * never deadlock), then updated in the same statement.
 */
export async function syncProductStock(db: Db | Tx, productIds: string[]): Promise<void> {
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
