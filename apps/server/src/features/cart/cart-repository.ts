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
  // Only the columns a quote uses: a product row also carries its description and specifications.
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productName: products.name,
      productStatus: products.status,
      productImages: products.images,
      color: productVariants.color,
      storage: productVariants.storage,
      priceCents: productVariants.priceCents,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...ids]));
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
