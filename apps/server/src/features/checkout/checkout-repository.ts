/**
 * Checkout data (decision 014): the payment_checkouts rows (one per customer and idempotency key,
 * states created → captured → placed | refunded | failed), PayPal's webhook events, and the one
 * transaction that writes a placed order (order, items, invoice, first shipment event, stock).
 * The only checkout code that imports the ORM; returns plain rows.
 */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoices, orderItems, orders, paymentCheckouts, productVariants, shipmentEvents, user as users, webhookEvents } from '../../db/schema.ts';

/** A stored checkout row. */
export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type CheckoutStatus = CheckoutRow['status'];
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order's columns as inserted, without its number (allocated by insertOrderWithUniqueNumber). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;


/** Inserts a new checkout; null when one with the same (provider, idempotency key) exists. */
export async function insertCheckout(
  db: Db,
  values: { userId: string; provider: string; providerOrderId: string; amountCents: number; request: unknown; externalOrderId?: string },
): Promise<CheckoutRow | null> {
  const [row] = await db.insert(paymentCheckouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A provider's checkout by its idempotency key, or null. */
export async function findCheckout(db: Db, provider: string, key: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerOrderId, key)))
    .limit(1);
  return row ?? null;
}

/** A checkout by id, or null. */
export async function findCheckoutById(db: Db, id: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
  return row ?? null;
}

/** A provider's checkout by the provider's own order id (PayPal's), or null. */
export async function findCheckoutByExternalOrder(db: Db, provider: string, externalOrderId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.externalOrderId, externalOrderId)))
    .limit(1);
  return row ?? null;
}

/**
 * Updates a checkout's status, capture id, provider order id or order; with `from`, only while its status
 * is one of those. Answers whether a row changed.
 */
export async function updateCheckout(
  db: Db | Tx,
  id: string,
  set: { status?: CheckoutStatus; captureId?: string; externalOrderId?: string; orderId?: string },
  from?: readonly CheckoutStatus[],
): Promise<boolean> {
  const rows = await db
    .update(paymentCheckouts)
    .set(set)
    .where(from ? and(eq(paymentCheckouts.id, id), inArray(paymentCheckouts.status, [...from])) : eq(paymentCheckouts.id, id))
    .returning({ id: paymentCheckouts.id });
  return rows.length > 0;
}

/**
 * Records money in: 'created' → 'captured' with the capture id. Returns the updated row, or null
 * when the checkout was no longer 'created' (a second record of the same capture also answers the row).
 */
export async function recordCaptureRow(db: Db, id: string, captureId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .update(paymentCheckouts)
    .set({ status: 'captured', captureId })
    .where(
      and(
        eq(paymentCheckouts.id, id),
        or(eq(paymentCheckouts.status, 'created'), and(eq(paymentCheckouts.status, 'captured'), eq(paymentCheckouts.captureId, captureId))),
      ),
    )
    .returning();
  return row ?? null;
}

/** Last step of the order transaction: 'created' | 'captured' → 'placed' with its order. False when someone else settled it. */
export async function claimCheckout(tx: Tx, id: string, captureId: string, orderId: string): Promise<boolean> {
  return updateCheckout(tx, id, { status: 'placed', captureId, orderId }, ['created', 'captured']);
}

/** A provider's checkouts still 'created' or 'captured' and untouched since `before`, oldest first, at most `limit`. */
export async function listUnsettledCheckouts(db: Db, provider: string, before: Date, limit: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(paymentCheckouts)
    .where(and(inArray(paymentCheckouts.status, ['created', 'captured']), eq(paymentCheckouts.provider, provider), lt(paymentCheckouts.updatedAt, before)))
    .orderBy(asc(paymentCheckouts.updatedAt))
    .limit(limit);
}

/** The account an order is placed for (id and e-mail), or null when it was deleted. */
export async function findBuyer(db: Db, userId: string | null): Promise<{ id: string; email: string } | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** A placed order's row and its items in position order, or null. */
export async function findOrderWithItems(db: Db, orderId: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  return { order, items };
}

/** Inserts the order with the first free PX number from the current time (null after 50 taken numbers). */
export async function insertOrderWithUniqueNumber(tx: Tx, values: NewOrder, numberFor: (ms: number) => string): Promise<OrderRow | null> {
  // Never the same millisecond twice in this process: two checkouts of one ms would otherwise try
  // the same number, and the second insert waits for the first's whole transaction to end before
  // it can find the number taken (at 200 orders a second, one checkout in five).
  const base = Math.max(Date.now(), lastOrderMs + 1);
  lastOrderMs = base;
  for (let attempt = 0; attempt < 50; attempt++) {
    const ms = base + attempt;
    if (ms > lastOrderMs) lastOrderMs = ms;
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: numberFor(ms) })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
  return null;
}

/** The last millisecond this process numbered an order from (insertOrderWithUniqueNumber). */
let lastOrderMs = 0;

/** Writes an order's items, its invoice and its first shipment event; answers the items. */
export async function insertOrderRecords(
  tx: Tx,
  orderId: string,
  records: {
    items: NewOrderItem[];
    invoice: { invoiceNumber: string; issueDate: Date; dueDate: Date };
    shipmentEvent: { status: string; statusCode: 'pre-transit'; description: string; location: string };
  },
): Promise<OrderItemRow[]> {
  const items = await tx
    .insert(orderItems)
    .values(records.items.map((i) => ({ ...i, orderId })))
    .returning();
  // The invoice and the first shipment event in one statement: one round trip fewer in the order transaction.
  const { invoice, shipmentEvent: e } = records;
  await tx.execute(sql`
    with invoice as (
      insert into ${invoices} (id, order_id, invoice_number, issue_date, due_date)
      values (${crypto.randomUUID()}, ${orderId}, ${invoice.invoiceNumber}, ${invoice.issueDate.toISOString()}::timestamptz, ${invoice.dueDate.toISOString()}::timestamptz)
    )
    insert into ${shipmentEvents} (id, order_id, status, status_code, location, description)
    values (${crypto.randomUUID()}, ${orderId}, ${e.status}, ${e.statusCode}, ${e.location}, ${e.description})`);
  return items;
}

/**
 * Decrements the stock of each variant by its wanted quantity in one statement, only where enough
 * is left, locking the variant rows (FOR NO KEY UPDATE, which does not wait for the KEY SHARE locks
 * order_items' foreign keys take) in id order first (one stable order whatever order the cart lists
 * its lines in, so two checkouts never deadlock). Answers the decremented variants: id → stock left.
 */
export async function takeStock(tx: Tx, wanted: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const ids = [...wanted.keys()].sort();
  const values = sql.join(
    ids.map((id) => sql`(${id}, ${wanted.get(id)!}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${productVariants} as v set stock = v.stock - x.q
    from (select id from ${productVariants} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for no key update) as l,
         (values ${values}) as x(id, q)
    where v.id = l.id and x.id = l.id and v.stock >= x.q
    returning v.id, v.stock`);
  return new Map(((result as unknown as { rows?: { id: string; stock: number }[] }).rows ?? []).map((r) => [r.id, Number(r.stock)]));
}

/** Records a provider's webhook event by its id; false when it was seen before. */
export async function recordWebhookEvent(db: Db, event: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
  const [fresh] = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
  return Boolean(fresh);
}

/** Forgets a webhook event so the provider's retry applies it again. */
export async function forgetWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}
