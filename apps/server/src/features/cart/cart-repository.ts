/**
 * Cart data: the variants (with their products) a cart names and the shop's active coupons. The
 * only cart code that touches the database; returns plain objects.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Coupon } from '@phonexport/domain/coupons';
import type { Db } from '../../db/client.ts';
import { coupons, productVariants, products } from '../../db/schema.ts';

/** What a quote reads of a variant and its product. */
export interface CartVariant {
  variantId: string;
  productId: string;
  productName: string;
  productStatus: string;
  productImages: string[];
  color: string;
  storage: string;
  /** Unit price in cents. */
  priceCents: number;
  stock: number;
}

/** The variants among `ids` that exist (any status), with their products; unknown ids are left out. */
export async function findCartVariants(db: Db, ids: readonly string[]): Promise<CartVariant[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...ids]));
  return rows.map(({ variant: v, product: p }) => ({
    variantId: v.id,
    productId: p.id,
    productName: p.name,
    productStatus: p.status,
    productImages: p.images,
    color: v.color,
    storage: v.storage,
    priceCents: v.priceCents,
    stock: v.stock,
  }));
}

/** The active coupon of a normalized (trimmed, upper-cased) code, or null. */
export async function findActiveCoupon(db: Db, normalizedCode: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalizedCode), eq(coupons.isActive, true)))
    .limit(1);
  return row ? { code: row.code, discount: row.discount, type: row.type } : null;
}
