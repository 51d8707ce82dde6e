/**
 * Cart data: the variants (with their products) a cart names and the shop's active coupons. The
 * only cart code that touches the database; returns plain objects.
 */
import { and, eq } from 'drizzle-orm';
import type { Coupon } from '@phonexport/domain/coupons';
import { runStatement, type Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';

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
  // Only the columns a quote uses (a product row also carries its description and specifications);
  // a fixed text, prepared once per connection (decision 077): every quote and checkout runs it.
  const rows = await runStatement<CartVariant>(
    db,
    'px_cart_variants',
    `select v.id as "variantId", p.id as "productId", p.name as "productName", p.status as "productStatus", p.images as "productImages",
            v.color, v.storage, v.price_cents as "priceCents", v.stock
     from product_variants v join products p on p.id = v.product_id
     where v.id = any($1::text[])`,
    [[...ids]],
  );
  return rows.map((r) => ({ ...r, priceCents: Number(r.priceCents), stock: Number(r.stock), productImages: r.productImages ?? [] }));
}

/** The active coupon of a normalized (trimmed, upper-cased) code, or null. */
export async function findActiveCoupon(db: Db, normalizedCode: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalizedCode), eq(coupons.isActive, true)))
    .limit(1);
  if (!row) return null;
  // The table's check holds exactly the column of the coupon's type (migration 0027).
  return row.type === 'fixed'
    ? { code: row.code, type: 'fixed', amountOffCents: row.amountOffCents! }
    : { code: row.code, type: 'percentage', percentOff: row.percentOff! };
}
