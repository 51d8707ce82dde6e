/**
 * Brands (issue 17, decision 042): the brands table, read by the storefront's brand strip, the
 * back office's Brands screen and product form, and the product writes that check a brand exists.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BRAND_STRIP } from '@phonexport/domain/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';

/** A brand as the storefront's strip shows it. */
export interface Brand {
  slug: string;
  name: string;
  logoUrl: string | null;
}

/** A brand as the back office shows it: with its state, how many products carry it, ISO times. */
export interface AdminBrand extends Brand {
  isActive: boolean;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

type BrandRow = typeof brands.$inferSelect;

/** The stored fields of a brand besides its slug. */
export interface BrandFields {
  name: string;
  logoUrl: string | null;
  isActive: boolean;
}

// Spelled out: inside a selected field Drizzle would leave the columns unqualified (and products has a slug too).
const productCount = sql<number>`(select count(*)::int from "products" p where p."brand" = "brands"."slug")`;

function toAdminBrand(b: BrandRow, count: number): AdminBrand {
  return {
    slug: b.slug,
    name: b.name,
    logoUrl: b.logoUrl,
    isActive: b.isActive,
    productCount: count,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * The storefront strip (§2, issue 17): active brands with at least one visible product, the
 * spec's five (BRAND_STRIP) first in their order, then the others by name.
 */
export async function findStripBrands(db: Db): Promise<Brand[]> {
  const strip = sql.join(BRAND_STRIP.map((slug, i) => sql`when ${slug} then ${i}`), sql` `);
  return db
    .select({ slug: brands.slug, name: brands.name, logoUrl: brands.logoUrl })
    .from(brands)
    .where(
      sql`${brands.isActive} and exists (select 1 from "products" p where p."brand" = "brands"."slug" and p."status" in ('active', 'out_of_stock'))`,
    )
    .orderBy(sql`case ${brands.slug} ${strip} else ${BRAND_STRIP.length} end`, asc(sql`lower(${brands.name})`));
}

/** Every brand by name, with how many products (any status) use it. */
export async function findAdminBrands(db: Db): Promise<AdminBrand[]> {
  const rows = await db.select({ b: brands, n: productCount }).from(brands).orderBy(asc(sql`lower(${brands.name})`));
  return rows.map((r) => toAdminBrand(r.b, r.n));
}

/** One brand by slug with its product count, or null. */
export async function findBrand(db: Db | Tx, slug: string): Promise<AdminBrand | null> {
  const [row] = await db.select({ b: brands, n: productCount }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row ? toAdminBrand(row.b, row.n) : null;
}

/** The slug of the brand with this name (case-insensitive), or null. */
export async function findBrandSlugByName(db: Db | Tx, name: string): Promise<string | null> {
  const [row] = await db.select({ slug: brands.slug }).from(brands).where(sql`lower(${brands.name}) = lower(${name})`).limit(1);
  return row?.slug ?? null;
}

/**
 * Which of these slugs name a brand. The rows are KEY SHARE locked (as the products' foreign key
 * does), so inside a transaction a brand found here cannot be deleted before it commits.
 */
export async function findExistingBrandSlugs(db: Db | Tx, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await db.select({ slug: brands.slug }).from(brands).where(inArray(brands.slug, slugs)).for('key share');
  return new Set(rows.map((r) => r.slug));
}

/** Inserts a brand; false when the slug is taken (nothing written). */
export async function insertBrand(tx: Tx, slug: string, fields: BrandFields): Promise<boolean> {
  const rows = await tx.insert(brands).values({ slug, ...fields }).onConflictDoNothing().returning({ slug: brands.slug });
  return rows.length > 0;
}

/** Updates a brand's name, logo and active flag. */
export async function updateBrand(tx: Tx, slug: string, fields: BrandFields): Promise<void> {
  await tx.update(brands).set(fields).where(eq(brands.slug, slug));
}

/** Deletes a brand (the caller checked that no product uses it). */
export async function deleteBrand(tx: Tx, slug: string): Promise<void> {
  await tx.delete(brands).where(eq(brands.slug, slug));
}
