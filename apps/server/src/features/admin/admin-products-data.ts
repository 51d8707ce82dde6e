/**
 * Back office product data (back office §2 Admin products, §3 Product): every status, with
 * variants; saving upserts variants by colour + storage (kept ids keep shoppers' carts working)
 * and keeps the product's price (lowest) and stock (sum) in step. Quick stats are SQL aggregates.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { variantsToSave, type AdminProduct, type AdminProductDto, type AdminProductPage, type AdminProductStats } from '@phonexport/domain/admin';
import type { z } from 'zod';
import type { adminProductListQuerySchema } from '@phonexport/domain/admin';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { syncProductStock } from '../catalog/catalog-service.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export const NO_VARIANT_MESSAGE = 'Add at least one variant with color, storage, price and stock';

function toDto(p: ProductRow, variants: VariantRow[]): AdminProductDto {
  const s = p.specifications;
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
    variants: [...variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({ id: v.id, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock })),
    specifications: {
      display: s.display ?? '',
      processor: s.processor ?? '',
      ram: s.ram ?? '',
      storage: s.storage ?? '',
      camera: s.camera ?? '',
      battery: s.battery ?? '',
    },
    hsCode: p.hsCode,
    declaredValueCents: p.declaredValueCents,
    estimatedDutyCents: p.estimatedDutyCents,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function withVariants(db: Db | Tx, rows: ProductRow[]): Promise<AdminProductDto[]> {
  if (!rows.length) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, rows.map((r) => r.id)))
    .orderBy(asc(productVariants.position));
  return rows.map((r) => toDto(r, variants.filter((v) => v.productId === r.id)));
}

/** Quick stats over the whole catalog, aggregated in SQL. */
export async function productStats(db: Db): Promise<AdminProductStats> {
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
export async function listAdminProducts(db: Db, q: z.output<typeof adminProductListQuerySchema>): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.description, pattern))!);
  }
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.brand) conditions.push(eq(products.brand, q.brand.toLowerCase()));
  if (q.status) conditions.push(eq(products.status, q.status));
  if (q.featured) conditions.push(eq(products.featured, q.featured === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [c], stats] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.createdAt), asc(products.name)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    productStats(db),
  ]);
  return { items: await withVariants(db, rows), total: c?.n ?? 0, stats };
}

/** Every product with variants (CSV export), newest first. */
export async function allAdminProducts(db: Db): Promise<AdminProductDto[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), asc(products.name));
  return withVariants(db, rows);
}

export async function getAdminProduct(db: Db | Tx, id: string): Promise<AdminProductDto | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? (await withVariants(db, [row]))[0]! : null;
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'product'}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Creates (id null) or updates a product with its variants inside `tx`. Variants are matched by
 * colour + storage: matches are updated in place, new ones inserted, missing ones deleted.
 * Throws 400 NO_VARIANT_MESSAGE when no variant can be saved. Returns the saved product.
 */
export async function saveProduct(tx: Tx, id: string | null, input: AdminProduct): Promise<AdminProductDto> {
  const variants = variantsToSave(input);
  if (!variants) throw badRequest(NO_VARIANT_MESSAGE, { variants: NO_VARIANT_MESSAGE });
  const minPrice = Math.min(...variants.map((v) => v.priceCents));
  const fields = {
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
    priceCents: minPrice,
  };
  let productId: string;
  if (id) {
    const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) throw badRequest('Product not found');
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
        .set({ color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock, position })
        .where(eq(productVariants.id, match.id));
    } else {
      await tx.insert(productVariants).values({ productId, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock, position });
    }
  }
  const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  await syncProductStock(tx, [productId]);
  return (await getAdminProduct(tx, productId))!;
}
