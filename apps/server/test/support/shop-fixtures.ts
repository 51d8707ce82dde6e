/**
 * Named fixtures that several API test files set up the same way: two customers who must not see
 * each other's records (with or without an order), the active catalog's variants with their
 * category, and an admin product body of one phone variant.
 */
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import type { OrderDto } from '@phonexport/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { productVariants, products } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import { checkoutAs, pickVariant, register, uniqueEmail, type TestServer, type VariantRow } from './helpers.ts';

/** Two freshly registered customers' session cookies: `alice`, whose records a test makes, and `bob`, who must not see them. */
export async function aliceAndBob(app: FastifyInstance): Promise<{ alice: string; bob: string }> {
  const [alice, bob] = await Promise.all([register(app, uniqueEmail('alice')), register(app, uniqueEmail('bob'))]);
  return { alice, bob };
}

/**
 * `aliceAndBob`, and alice's paid order (test provider) of `quantity` units of the cheapest active
 * variant with at least 20 in stock; `over` changes the checkout request (e.g. a coupon code).
 * Throws unless the checkout answers 201.
 */
export async function aliceAndBobWithOrder(
  t: Pick<TestServer, 'app' | 'db'>,
  quantity: number,
  over: Partial<CheckoutRequest> = {},
): Promise<{ alice: string; bob: string; order: OrderDto }> {
  const { alice, bob } = await aliceAndBob(t.app);
  const v = await pickVariant(t.db, 20);
  const order = await checkoutAs(t.app, alice, [{ variantId: v.id, quantity }], over);
  return { alice, bob, order };
}

/** Every variant of an active product, with its product's category (`'smartphones'`, `'accessories'`…), in the database's order. */
export async function activeVariants(db: Db): Promise<{ v: VariantRow; category: string }[]> {
  return db
    .select({ v: productVariants, category: products.category })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.status, 'active'));
}

/**
 * A body for `POST /api/admin/products` or `PUT /api/admin/products/:id`: a xiaomi smartphone,
 * not featured, without images, of one variant (Black, 128GB) at `priceCents` (US cents) with
 * `stock` units; `status` 'active' unless given.
 */
export function phoneProductBody(p: { name: string; description: string; priceCents: number; stock: number; status?: string }) {
  return {
    name: p.name,
    description: p.description,
    brand: 'xiaomi',
    category: 'smartphones',
    status: p.status ?? 'active',
    featured: false,
    images: [],
    variants: [{ color: 'Black', storage: '128GB', priceCents: p.priceCents, stock: p.stock }],
  };
}
