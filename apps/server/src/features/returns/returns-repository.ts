/**
 * Returns data access (issue 27, decision 066), the only returns code that touches the database:
 * policy versions, an order's lines with their category and delivery time, return requests with
 * their lines and timeline, the queue's search, and the stock moves of inspection and exchange.
 * Rows come out as plain objects; the service shapes the API's answers.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ReturnPolicy, ReturnReason, ReturnResolution, ReturnRule, ReturnStatus } from '@phonexport/domain/returns';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, productVariants, products, returnEvents, returnLines, returnPolicies, returnRequests, shipmentEvents } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';

type AnyDb = Db | Tx;
/** A return, exchange or warranty claim (decision 066) as stored. Declared here, checked against the table (db/row-shape.ts). */
export interface ReturnRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  userId: string | null;
  status: 'refunded' | 'requested' | 'approved' | 'rejected' | 'received' | 'inspected' | 'exchanged' | 'closed';
  refundedCents: number;
  orderId: string;
  description: string;
  reason: 'dead_on_arrival' | 'damaged' | 'wrong_item' | 'not_as_described' | 'changed_mind' | 'warranty_fault';
  resolution: 'refund' | 'exchange';
  photos: string[];
  videos: string[];
  instructions: string | null;
  rejectionReason: string | null;
  activationLockRemoved: boolean | null;
  inspectionNote: string | null;
  estimateCents: number;
  exchangeDifferenceCents: number;
  differencePaidCents: number;
  differencePaymentId: string | null;
  differencePaidAt: Date | null;
  differenceRefundedCents: number;
}
type _ReturnRowIsTheTable = Holds<SameShape<ReturnRow, typeof returnRequests.$inferSelect>>;
/** One line of a return: the order line, units, exchange variant, what came back. Declared here, checked against the table (db/row-shape.ts). */
export interface ReturnLineRow {
  id: string;
  position: number;
  variantId: string | null;
  productName: string;
  variant: string;
  quantity: number;
  returnId: string;
  orderItemId: string;
  unitPriceCents: number;
  serial: string | null;
  exchangeVariantId: string | null;
  exchangeVariant: string | null;
  exchangeUnitPriceCents: number | null;
  receivedQuantity: number | null;
  damagedQuantity: number | null;
  restockedQuantity: number;
  rule: unknown;
}
type _ReturnLineRowIsTheTable = Holds<SameShape<ReturnLineRow, typeof returnLines.$inferSelect>>;
/** One status change of a return, with who made it. Declared here, checked against the table (db/row-shape.ts). */
export interface ReturnEventRow {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: Date;
  status: string;
  returnId: string;
  note: string | null;
}
type _ReturnEventRowIsTheTable = Holds<SameShape<ReturnEventRow, typeof returnEvents.$inferSelect>>;
/** A version of the return policy (decision 071). Declared here, checked against the table (db/row-shape.ts). */
export interface PolicyRow {
  id: string;
  actorEmail: string | null;
  createdAt: Date;
  policy: unknown;
}
type _PolicyRowIsTheTable = Holds<SameShape<PolicyRow, typeof returnPolicies.$inferSelect>>;

/** The policy version in force now (the newest). */
export async function findCurrentPolicy(db: AnyDb): Promise<PolicyRow> {
  const [row] = await db.select().from(returnPolicies).orderBy(desc(returnPolicies.createdAt), desc(returnPolicies.id)).limit(1);
  return row!;
}

/** Stores a new policy version (orders placed from now on get it). */
export async function insertPolicy(db: AnyDb, policy: ReturnPolicy, actorEmail: string | null): Promise<PolicyRow> {
  const [row] = await db.insert(returnPolicies).values({ policy, actorEmail }).returning();
  return row!;
}

/** The policy frozen on an order (its version when placed); the current one for an order without (never after migration 0018). */
export async function findPolicyOfOrder(db: AnyDb, policyId: string | null): Promise<ReturnPolicy> {
  if (policyId) {
    const [row] = await db.select({ policy: returnPolicies.policy }).from(returnPolicies).where(eq(returnPolicies.id, policyId)).limit(1);
    if (row) return row.policy as ReturnPolicy;
  }
  return (await findCurrentPolicy(db)).policy as ReturnPolicy;
}

/** An order row without a lock (the customer's read of what may be returned), or undefined. */
export async function findOrderRow(db: AnyDb, id: string): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** An order's lines with their product's category and its variant's product (null when the product was deleted). */
export async function findOrderLines(db: AnyDb, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      variant: orderItems.variant,
      priceCents: orderItems.priceCents,
      quantity: orderItems.quantity,
      image: orderItems.image,
      category: products.category,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}
export type OrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];

/** When the order was delivered: its first 'delivered' event; for a delivered order without one, its last update; else null. */
export async function findDeliveredAt(db: AnyDb, order: { id: string; status: string; updatedAt: Date }): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${shipmentEvents.createdAt})` })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.orderId, order.id), or(eq(shipmentEvents.statusCode, 'delivered'), eq(shipmentEvents.status, 'delivered'))));
  if (row?.at) return new Date(row.at);
  return order.status === 'delivered' ? order.updatedAt : null;
}

/** The variants of products, for the exchange choices. */
export async function findVariants(db: AnyDb, productIds: string[]) {
  if (!productIds.length) return [];
  return db.select().from(productVariants).where(inArray(productVariants.productId, productIds)).orderBy(asc(productVariants.position));
}

/** Units of each order line already in a return request that was not rejected. */
export async function findReturnedUnits(db: AnyDb, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnLines.orderItemId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, Number(r.n)]));
}

export interface NewReturnLine {
  orderItemId: string;
  variantId: string | null;
  productName: string;
  variant: string;
  unitPriceCents: number;
  quantity: number;
  serial: string | null;
  exchangeVariantId: string | null;
  exchangeVariant: string | null;
  exchangeUnitPriceCents: number | null;
  rule: ReturnRule;
}

/** Inserts a request (status requested), its lines and its first timeline event; answers its row. */
export async function insertReturn(
  tx: Tx,
  r: { orderId: string; userId: string; reason: ReturnReason; resolution: ReturnResolution; description: string; photos: string[]; videos: string[]; estimateCents: number; exchangeDifferenceCents: number },
  lines: NewReturnLine[],
  actor: { id: string; email: string },
): Promise<ReturnRow> {
  const [row] = await tx.insert(returnRequests).values(r).returning();
  await tx.insert(returnLines).values(lines.map((l, position) => ({ ...l, returnId: row!.id, position })));
  await insertReturnEvent(tx, { returnId: row!.id, status: 'requested', note: r.description || null, actorId: actor.id, actorEmail: actor.email });
  return row!;
}

/** Adds a step to a request's timeline. */
export async function insertReturnEvent(tx: Tx, e: { returnId: string; status: ReturnStatus; note: string | null; actorId: string | null; actorEmail: string | null }): Promise<void> {
  await tx.insert(returnEvents).values(e);
}

/** The request locked for the rest of the transaction (FOR UPDATE), or undefined. */
export async function findReturnForUpdate(tx: Tx, id: string): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update').limit(1);
  return row;
}

/** One request (no lock), or undefined. */
export async function findReturn(db: AnyDb, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
  return row;
}

/** Writes columns of a request (updated_at follows). */
export async function updateReturn(
  tx: Tx,
  id: string,
  set: Partial<Pick<ReturnRow, 'status' | 'instructions' | 'rejectionReason' | 'activationLockRemoved' | 'inspectionNote' | 'refundedCents' | 'exchangeDifferenceCents' | 'differencePaidCents' | 'differencePaymentId' | 'differencePaidAt' | 'differenceRefundedCents'>>,
): Promise<void> {
  await tx.update(returnRequests).set({ ...set, updatedAt: new Date() }).where(eq(returnRequests.id, id));
}

/** Writes what inspection found on a line, and the units put back in stock. */
export async function updateReturnLine(tx: Tx, id: string, set: Partial<Pick<ReturnLineRow, 'receivedQuantity' | 'damagedQuantity' | 'restockedQuantity'>>): Promise<void> {
  await tx.update(returnLines).set(set).where(eq(returnLines.id, id));
}

/** The lines of requests, in their order. */
export async function findReturnLines(db: AnyDb, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (!returnIds.length) return [];
  return db.select().from(returnLines).where(inArray(returnLines.returnId, returnIds)).orderBy(asc(returnLines.returnId), asc(returnLines.position));
}

/** The timelines of requests, oldest first. */
export async function findReturnEvents(db: AnyDb, returnIds: string[]): Promise<ReturnEventRow[]> {
  if (!returnIds.length) return [];
  return db.select().from(returnEvents).where(inArray(returnEvents.returnId, returnIds)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

/** An order's requests, newest first. */
export async function findReturnsOfOrder(db: AnyDb, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(desc(returnRequests.createdAt));
}

/** What the DTOs need of the requests' orders. */
export async function findOrdersOf(db: AnyDb, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      currency: orders.currency,
      shippingAddress: orders.shippingAddress,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds));
}

/** The queue: requests matching the filters, oldest first (or newest), a page of them, the total and counts per status (within search and reason). */
export async function findReturns(
  db: Db,
  q: { status?: ReturnStatus; reason?: ReturnReason; search?: string; sort: 'oldest' | 'newest'; offset: number; limit: number },
): Promise<{ rows: ReturnRow[]; total: number; counts: Map<string, number> }> {
  const conditions: SQL[] = [];
  if (q.reason) conditions.push(eq(returnRequests.reason, q.reason));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        inArray(returnRequests.orderId, db.select({ id: orders.id }).from(orders).where(ilike(orders.orderNumber, pattern))),
        inArray(returnRequests.id, db.select({ id: returnLines.returnId }).from(returnLines).where(ilike(returnLines.serial, pattern))),
      )!,
    );
  }
  const searchWhere = conditions.length ? and(...conditions) : undefined;
  const where = q.status ? and(eq(returnRequests.status, q.status), ...(searchWhere ? [searchWhere] : [])) : searchWhere;
  const order = q.sort === 'oldest' ? [asc(returnRequests.createdAt), asc(returnRequests.id)] : [desc(returnRequests.createdAt), desc(returnRequests.id)];
  const [rows, [total], countRows] = await Promise.all([
    db.select().from(returnRequests).where(where).orderBy(...order).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(where),
    db.select({ status: returnRequests.status, n: sql<number>`count(*)::int` }).from(returnRequests).where(searchWhere).groupBy(returnRequests.status),
  ]);
  return { rows, total: Number(total?.n ?? 0), counts: new Map(countRows.map((r) => [r.status, Number(r.n)])) };
}

/** Puts `units` back on a variant; answers its product id (null when the variant was deleted). */
export async function updateVariantRestocked(tx: Tx, variantId: string, units: number): Promise<string | null> {
  const [v] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${units}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId });
  return v?.productId ?? null;
}

/** Takes `units` from a variant if it has them; answers its product id, or null when it has too few (or is gone). */
export async function updateVariantStockTaken(tx: Tx, variantId: string, units: number): Promise<string | null> {
  const [v] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${units}` })
    .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} >= ${units}`))
    .returning({ productId: productVariants.productId });
  return v?.productId ?? null;
}
