/**
 * Order data access (the only orders code that touches the database): orders as plain objects
 * (cents, ISO times), the back office's list and detail, the rows and locks the status change and
 * the refund flow of orders-service.ts work on (the sales rule as SQL is db/sales.ts).
 * Another user's order is indistinguishable from a missing one (null), so ids cannot be probed.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isDisplayCurrency } from '@phonexport/domain/exchange-rates';
import { withinDays } from '../../db/day-range.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, productVariants, shipmentEvents, type AddressSnapshot } from '../../db/schema.ts';
import type { DisplayCurrency, RoundingRule } from '@phonexport/domain/currency';
import type { RateSource } from '@phonexport/domain/exchange-rates';
import type { Holds, SameShape } from '../../db/row-shape.ts';

/** An order line: price in cents, `variant` as the customer chose it. */
export interface OrderItem {
  id: string;
  productId: string | null;
  productName: string;
  variant: string;
  priceCents: number;
  quantity: number;
  image: string | null;
}

/**
 * An order as its customer reads it: money in cents (USD), the currency it was shown in with the
 * rate used, the shipping address as given at checkout, ISO times.
 */
export interface Order {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  status: OrderRow['status'];
  paymentStatus: string;
  paymentMethod: string;
  paymentId: string | null;
  paymentDetails: { operator: string | null; account: string | null; providerTransactionId: string | null } | null;
  items: OrderItem[];
  subtotalCents: number;
  shippingCents: number;
  shippingOption: OrderRow['shippingOption'];
  dutyCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  currency: string;
  displayCurrency: DisplayCurrency;
  exchangeRate: number;
  rateSource: RateSource;
  rateFetchedAt: string;
  displayRounding: RoundingRule;
  coupon: string | null;
  shippingAddress: {
    name: string;
    street: string;
    city: string;
    zipCode: string;
    country: string;
    countryCode: string;
    phone: string;
    company?: string | null;
    state?: string | null;
  };
  deliveryEstimate: string;
  trackingNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An order in the back office's list: the customer's order and whose it is (null once the account is deleted). */
export interface AdminOrderListItem extends Order {
  userId: string | null;
}

/** One order in the back office, with its status events (oldest first, ISO times). */
export interface AdminOrder extends AdminOrderListItem {
  events: { id: string; status: string; statusCode: string; description: string; actorId: string | null; createdAt: string }[];
}

/** How many orders each status tab of the back office holds, and all of them. */
export interface AdminOrderCounts {
  pending: number;
  confirmed: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  all: number;
}

/** An order as stored: customer, amounts in cents, payment and display currency, address, tracking. Declared here, checked against the table (db/row-shape.ts). */
export interface OrderRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  userId: string | null;
  currency: string;
  status: 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  paymentStatus: 'failed' | 'refunded' | 'pending' | 'paid' | 'partially_refunded' | 'refunding';
  paymentMethod: string;
  paymentId: string | null;
  subtotalCents: number;
  shippingCents: number;
  shippingOption: 'standard' | 'express';
  dutyCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  displayCurrency: string;
  exchangeRate: string;
  rateSource: 'service' | 'manual' | 'seeded' | 'pegged' | 'base';
  rateFetchedAt: Date;
  displayRounding: 'none' | 'whole' | 'nine' | 'ten' | 'fifty' | 'hundred';
  couponCode: string | null;
  shippingAddress: AddressSnapshot;
  deliveryEstimate: string;
  trackingNumber: string | null;
  paymentOperator: string | null;
  paymentAccount: string | null;
  providerTransactionId: string | null;
  returnPolicyId: string | null;
}
type _OrderRowIsTheTable = Holds<SameShape<OrderRow, typeof orders.$inferSelect>>;
type ItemRow = typeof orderItems.$inferSelect;
type AnyDb = Db | Tx;

/** An order row and its item rows as the customer's order. */
export function toOrderDto(o: OrderRow, items: ItemRow[]): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerPhone: o.customerPhone,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    paymentId: o.paymentId,
    paymentDetails: o.paymentOperator || o.paymentAccount ? { operator: o.paymentOperator, account: o.paymentAccount, providerTransactionId: o.providerTransactionId } : null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      variant: i.variant,
      priceCents: i.priceCents,
      quantity: i.quantity,
      image: i.image,
    })),
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    shippingOption: o.shippingOption,
    dutyCents: o.dutyCents,
    discountCents: o.discountCents,
    totalCents: o.totalCents,
    refundedCents: o.refundedCents,
    currency: o.currency,
    displayCurrency: isDisplayCurrency(o.displayCurrency) ? o.displayCurrency : 'USD',
    exchangeRate: Number(o.exchangeRate),
    rateSource: o.rateSource,
    rateFetchedAt: o.rateFetchedAt.toISOString(),
    displayRounding: o.displayRounding,
    coupon: o.couponCode,
    shippingAddress: o.shippingAddress,
    deliveryEstimate: o.deliveryEstimate,
    trackingNumber: o.trackingNumber,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

async function withItems(db: AnyDb, rows: OrderRow[]): Promise<AdminOrderListItem[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((r) => ({ ...toOrderDto(r, items.filter((i) => i.orderId === r.id)), userId: r.userId }));
}

const withoutUserId = ({ userId: _userId, ...order }: AdminOrderListItem): Order => order;

/** A user's orders, newest first, at most 200 (§7 Orders). */
export async function findOrdersForUser(db: Db, userId: string): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(200);
  return (await withItems(db, rows)).map(withoutUserId);
}

/** One order if it belongs to the user, else null. */
export async function findOrderForUser(db: Db, userId: string, orderId: string): Promise<Order | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  const [order] = await withItems(db, rows);
  return order ? withoutUserId(order) : null;
}

/** The back office's filters of the orders list and its CSV export (back office §2 Admin orders). */
export interface AdminOrderFilter {
  /** Part of the order number, name, e-mail or tracking number (case-insensitive, wildcards literal). */
  search?: string;
  status?: OrderRow['status'];
  /** First and last UTC day placed, `YYYY-MM-DD`, both inclusive. */
  from?: string;
  to?: string;
  sort: 'date' | 'number' | 'customer' | 'total' | 'status';
  dir: 'asc' | 'desc';
}

/** Conditions of the search and date range (the status counts are within these) and with the status too. */
function orderConditions(q: AdminOrderFilter): { searchWhere: SQL | undefined; where: SQL | undefined } {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern), ilike(orders.trackingNumber, pattern))!);
  }
  conditions.push(...withinDays(orders.createdAt, q));
  const searchWhere = conditions.length ? and(...conditions) : undefined;
  if (q.status) conditions.push(eq(orders.status, q.status));
  return { searchWhere, where: conditions.length ? and(...conditions) : undefined };
}

function ordersOrder(q: Pick<AdminOrderFilter, 'sort' | 'dir'>): SQL[] {
  const column = { date: orders.createdAt, number: orders.orderNumber, customer: sql`lower(${orders.customerName})`, total: orders.totalCents, status: orders.status }[q.sort];
  const by = q.dir === 'asc' ? asc(column) : desc(column);
  return [by, q.dir === 'asc' ? asc(orders.id) : desc(orders.id)];
}

/**
 * The back office's page of orders matching `q` in its order; `counts` are per status within the
 * search and date range, whatever the status filter.
 */
export async function findAdminOrders(
  db: Db,
  q: AdminOrderFilter & { offset: number; limit: number },
): Promise<{ items: AdminOrderListItem[]; total: number; counts: AdminOrderCounts }> {
  const { searchWhere, where } = orderConditions(q);
  // The page's ids first (narrow rows sort in memory), then those orders in full. The page's total
  // is one of the counts (the status filter is the only condition beyond them), so no count of its own.
  const [page, countRows] = await Promise.all([
    db.select({ id: orders.id }).from(orders).where(where).orderBy(...ordersOrder(q)).limit(q.limit).offset(q.offset),
    db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).where(searchWhere).groupBy(orders.status),
  ]);
  const counts: AdminOrderCounts = { pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0, all: 0 };
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  const total = q.status ? counts[q.status] : counts.all;
  const full = page.length ? await db.select().from(orders).where(inArray(orders.id, page.map((p) => p.id))) : [];
  const byId = new Map(full.map((r) => [r.id, r]));
  const rows = page.flatMap((p) => byId.get(p.id) ?? []);
  return { items: await withItems(db, rows), total, counts };
}

/** One line of orders.csv: the order's columns and its unit count. */
export type OrderExportRow = Pick<
  OrderRow,
  'orderNumber' | 'createdAt' | 'customerName' | 'customerEmail' | 'status' | 'paymentStatus' | 'subtotalCents' | 'shippingCents' | 'dutyCents' | 'discountCents' | 'totalCents' | 'refundedCents' | 'trackingNumber' | 'shippingAddress'
> & { itemCount: number };

/** Every order matching `q` (no paging) in the list's order, with its unit count, for the CSV export. */
export async function findAdminOrdersForExport(db: Db, q: AdminOrderFilter): Promise<OrderExportRow[]> {
  const units = db
    .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int`.as('n') })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('units');
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      dutyCents: orders.dutyCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      trackingNumber: orders.trackingNumber,
      shippingAddress: orders.shippingAddress,
      itemCount: sql<number>`coalesce(${units.n}, 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(units, eq(units.orderId, orders.id))
    .where(orderConditions(q).where)
    .orderBy(...ordersOrder(q));
}

/** One order for the back office with its status events (oldest first), or null. */
export async function findAdminOrder(db: AnyDb, id: string): Promise<AdminOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [dto] = await withItems(db, [row]);
  const events = await db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, id)).orderBy(asc(shipmentEvents.createdAt));
  return {
    ...dto!,
    events: events.map((e) => ({ id: e.id, status: e.status, statusCode: e.statusCode, description: e.description, actorId: e.actorId, createdAt: e.createdAt.toISOString() })),
  };
}

/** The order's status, or null when there is no such order (no lock). */
export async function findOrderStatus(db: Db, id: string): Promise<OrderRow['status'] | null> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
  return row?.status ?? null;
}

/** The order row locked for the rest of the transaction (FOR UPDATE), or undefined. */
export async function findOrderForUpdate(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

/** The order paid by `paymentId`, locked (FOR UPDATE), or undefined. */
export async function findOrderByPaymentIdForUpdate(tx: Tx, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).for('update').limit(1);
  return row;
}

/** Writes the given columns of one order. */
export async function updateOrder(
  db: AnyDb,
  id: string,
  set: Partial<Pick<OrderRow, 'status' | 'trackingNumber' | 'paymentStatus' | 'refundedCents' | 'updatedAt'>>,
): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, id));
}

/** The payment status of the order paid by `paymentId`, or null when no order has it. */
export async function findOrderPaymentStatus(db: Db, paymentId: string): Promise<string | null> {
  const [row] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.paymentId, paymentId));
  return row?.paymentStatus ?? null;
}

/** Gives up a refund claim: the payment status goes back to `paymentStatus` if the order is still 'refunding'. */
export async function updateRefundClaimReleased(db: Db, id: string, paymentStatus: OrderRow['paymentStatus']): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'refunding')));
}

/** Records a status or courier event of an order (who: `actorId`, null for the shop). */
export async function insertOrderEvent(
  tx: Tx,
  event: { orderId: string; status: string; statusCode: (typeof shipmentEvents.$inferInsert)['statusCode']; description: string; actorId: string | null },
): Promise<void> {
  await tx.insert(shipmentEvents).values(event);
}

/** Returns every unit of the order to its variant (variants deleted since are skipped); answers the products touched. */
export async function updateOrderRestocked(tx: Tx, orderId: string): Promise<string[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const productIds = new Set<string>();
  for (const item of items) {
    if (!item.variantId) continue;
    const [v] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId))
      .returning({ productId: productVariants.productId });
    if (v) productIds.add(v.productId);
  }
  return [...productIds];
}
