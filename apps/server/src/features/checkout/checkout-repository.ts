/**
 * Checkout data (decisions 014, 077): the payment_checkouts rows (one per customer and idempotency key,
 * states created → captured → placed | refunded | failed), PayPal's webhook events, and the one
 * transaction that writes a placed order (order, items, invoice, first shipment event, stock).
 * The only checkout code that imports the ORM; returns plain rows.
 */
import { and, asc, eq, getTableColumns, inArray, lt, type SQL } from 'drizzle-orm';
import { rowOf, runStatement, type Db, type Tx } from '../../db/client.ts';
import { LANGUAGES } from '@phonexport/domain/settings';
import { sqlState } from '../../db/sql-state.ts';
import { orderItems, orders, paymentCheckouts, user as users, webhookEvents } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';
import type { OrderRow } from '../orders/index.ts';

/** An order as checkout writes and reads it: the orders subject's row. */
export type { OrderRow };

/** A payment checkout: the provider's order, its capture and the order it became. Declared here, checked against the table (db/row-shape.ts). */
export interface CheckoutRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  userId: string | null;
  provider: string;
  providerOrderId: string | null;
  externalOrderId: string | null;
  captureId: string | null;
  amountCents: number;
  currency: string;
  request: unknown;
  status: 'failed' | 'created' | 'captured' | 'placed' | 'refunded';
  orderId: string | null;
}
type _CheckoutRowIsTheTable = Holds<SameShape<CheckoutRow, typeof paymentCheckouts.$inferSelect>>;
export type CheckoutStatus = CheckoutRow['status'];
/** One line of an order. Declared here, checked against the table (db/row-shape.ts). */
export interface OrderItemRow {
  id: string;
  image: string | null;
  orderId: string;
  priceCents: number;
  productId: string | null;
  position: number;
  variantId: string | null;
  productName: string;
  variant: string;
  quantity: number;
}
type _OrderItemRowIsTheTable = Holds<SameShape<OrderItemRow, typeof orderItems.$inferSelect>>;
/** An order's columns as inserted, without its number (the checkout numbers each attempt: nextOrderMs). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;


/** Inserts a new checkout; null when one with the same (provider, idempotency key) exists. */
export async function insertCheckout(
  db: Db,
  values: { userId: string; provider: string; providerOrderId: string; amountCents: number; request: unknown; externalOrderId?: string },
): Promise<CheckoutRow | null> {
  // A fixed text, prepared once per connection (decision 077): every checkout runs it.
  const [row] = await runStatement<Record<string, unknown>>(
    db,
    'px_insert_checkout',
    `insert into payment_checkouts (id, user_id, provider, provider_order_id, amount_cents, request, external_order_id)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7) on conflict do nothing returning *`,
    [crypto.randomUUID(), values.userId, values.provider, values.providerOrderId, values.amountCents, JSON.stringify(values.request), values.externalOrderId ?? null],
  );
  return row ? rowOf(paymentCheckouts, row) : null;
}

/** A provider's checkout by its idempotency key, or null. */
export async function findCheckout(db: Db, provider: string, key: string): Promise<CheckoutRow | null> {
  return findOneCheckout(db, and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerOrderId, key)));
}

/** A checkout by id, or null. */
export async function findCheckoutById(db: Db, id: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
  return row ?? null;
}

/** A provider's checkout by the provider's own order id (PayPal's), or null. */
export async function findCheckoutByExternalOrder(db: Db, provider: string, externalOrderId: string): Promise<CheckoutRow | null> {
  return findOneCheckout(db, and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.externalOrderId, externalOrderId)));
}

async function findOneCheckout(db: Db, where: SQL | undefined): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(where).limit(1);
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
export async function updateCheckoutCapture(db: Db, id: string, captureId: string): Promise<CheckoutRow | null> {
  // A fixed text, prepared once per connection (decision 077): every checkout runs it.
  const [row] = await runStatement<Record<string, unknown>>(
    db,
    'px_record_capture',
    `update payment_checkouts set status = 'captured', capture_id = $2, updated_at = now()
     where id = $1 and (status = 'created' or (status = 'captured' and capture_id = $2)) returning *`,
    [id, captureId],
  );
  return row ? rowOf(paymentCheckouts, row) : null;
}

/** A provider's checkouts still 'created' or 'captured' and untouched since `before`, oldest first, at most `limit`. */
export async function findUnsettledCheckouts(db: Db, provider: string, before: Date, limit: number): Promise<CheckoutRow[]> {
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


/** Records a provider's webhook event by its id; false when it was seen before. */
export async function insertWebhookEvent(db: Db, event: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
  const [fresh] = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
  return Boolean(fresh);
}

/** Forgets a webhook event so the provider's retry applies it again. */
export async function deleteWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}

/** Order columns the database fills in itself (defaults, the return-policy trigger) when an order is placed. */
const ORDER_DB_COLUMNS = new Set(['refundedCents', 'trackingNumber', 'returnPolicyId', 'createdAt', 'updatedAt']);
const orderColumns = getTableColumns(orders);
/** The order columns placeOrderRecords writes, as database names, in a fixed order (one statement text). */
const ORDER_INSERT = Object.entries(orderColumns).filter(([key]) => !ORDER_DB_COLUMNS.has(key)).map(([, c]) => `"${c.name}"`);

/**
 * The one statement that places an order (decision 077), in the lock order of decision 014:
 * the cart's variants locked in id order and their stock checked (`chk`); only if every line has
 * enough, the checkout claimed ('created' | 'captured' → 'placed'; a concurrent claimer waits on
 * that row and then finds it placed); only if claimed, the order, its items, invoice, first
 * shipment event, notification and mails written, the stock decremented, the products (locked in
 * id order) decremented by the same units, the owner's low-stock alert queued when a variant's
 * stock crosses its threshold, and the live events sent. One statement is one transaction: it
 * all commits, or (a shortage, a lost claim: nothing is written) none of it is written.
 */
const PLACE_ORDER_SQL = `
with x as (select * from unnest($1::text[], $2::int[]) as x(id, q)),
lk as (select v.id, v.stock from product_variants v where v.id = any($1::text[]) order by v.id for no key update),
chk as (
  select count(*) filter (where lk.stock >= x.q) = cardinality($1::text[]) as ok,
         array_agg(x.id) filter (where lk.id is null or lk.stock < x.q) as short
  from x left join lk on lk.id = x.id),
claim as (
  update payment_checkouts set status = 'placed', capture_id = $4, order_id = $5, updated_at = now()
  where id = $3 and status in ('created', 'captured') and (select ok from chk)
  returning id),
o as (
  insert into orders (${ORDER_INSERT.join(', ')})
  select ${ORDER_INSERT.map((c) => `r.${c}`).join(', ')} from jsonb_populate_record(null::orders, $6::text::jsonb) r
  where exists (select 1 from claim)
  returning *),
items as (
  insert into order_items (id, order_id, product_id, variant_id, product_name, variant, price_cents, quantity, image, position)
  select r.id, r.order_id, r.product_id, r.variant_id, r.product_name, r.variant, r.price_cents, r.quantity, r.image, r.position
  from jsonb_populate_recordset(null::order_items, $7::text::jsonb) r
  where exists (select 1 from claim)),
inv as (
  insert into invoices (id, order_id, invoice_number, issue_date, due_date)
  select r.id, r.order_id, r.invoice_number, r.issue_date, r.due_date from jsonb_populate_record(null::invoices, $8::text::jsonb) r
  where exists (select 1 from claim)),
ev as (
  insert into shipment_events (id, order_id, status, status_code, location, description)
  select r.id, r.order_id, r.status, r.status_code, r.location, r.description from jsonb_populate_record(null::shipment_events, $9::text::jsonb) r
  where exists (select 1 from claim)),
nf as (
  insert into notifications (id, user_id, title, message, type, order_id, read, created_at)
  select r.id, r.user_id, r.title, r.message, r.type, r.order_id, r.read, r.created_at from jsonb_populate_record(null::notifications, $10::text::jsonb) r
  where exists (select 1 from claim)),
mails as (
  insert into mail_outbox (id, kind, to_address, language, payload)
  select r.id, r.kind, r.to_address,
         coalesce(r.language, (select l from (select s.settings #>> '{preferences,language}' as l from user_settings s where s.user_id = $11) z where l in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})), 'en'),
         r.payload
  from jsonb_populate_recordset(null::mail_outbox, $12::text::jsonb) r
  where exists (select 1 from claim)),
taken as (
  update product_variants v set stock = v.stock - x.q from x
  where v.id = x.id and exists (select 1 from claim)
  returning v.id, v.product_id, v.stock, v.color, v.storage, x.q),
pl as (select p.id from products p where p.id in (select product_id from taken) order by p.id for no key update),
prods as (
  update products p set stock = p.stock - d.q
  from pl, (select product_id, sum(q)::int as q from taken group by product_id) d
  where p.id = pl.id and d.product_id = pl.id
  returning p.id),
low as (
  insert into mail_outbox (id, kind, to_address, language, payload)
  select gen_random_uuid()::text, 'owner-low-stock', $14::text, 'en',
         jsonb_build_object('kind', 'owner-low-stock', 'threshold', $13::int, 'items',
           jsonb_agg(jsonb_build_object('productName', p.name, 'variant', concat_ws(' / ', nullif(t.color, ''), nullif(t.storage, '')), 'stock', t.stock) order by p.name, t.id))
  from taken t join products p on p.id = t.product_id
  where $13::int is not null and t.stock <= $13::int and t.stock + t.q > $13::int
  having count(*) > 0
  returning id),
nt as (select pg_notify($15, u.p) from unnest($16::text[]) with ordinality as u(p, i) where exists (select 1 from claim) order by u.i),
lownt as (select pg_notify($15, $17) from low)
select s.*, o.*
from (select (select ok from chk) as placed_ok,
             (select short from chk) as placed_short,
             (select count(*) from claim)::int as placed_claimed,
             (select json_agg(json_build_object('id', id, 'stock', stock)) from taken) as placed_taken,
             (select count(*) from prods)::int as placed_products,
             (select count(*) from nt)::int as placed_notified,
             (select count(*) from lownt)::int as placed_low) s
left join o on true`;

/** Everything placeOrderRecords writes for one order, prepared by the checkout service. */
export interface OrderPlan {
  checkoutId: string;
  captureId: string;
  /** The order's columns, its id and PX number included. */
  order: NewOrder & { id: string; orderNumber: string };
  items: OrderItemRow[];
  invoice: { id: string; invoiceNumber: string; issueDate: Date; dueDate: Date };
  shipmentEvent: { id: string; status: string; statusCode: 'pre-transit'; description: string; location: string };
  notification: { id: string; userId: string; title: string; message: string; type: string; orderId: string | null; read: boolean; createdAt: Date };
  /** Mails to queue; `language` null: the buyer's stored language (English when none). */
  mails: { kind: string; to: string; language: string | null; payload: unknown }[];
  /** Whose stored language a null mail language means. */
  buyerId: string;
  /** Units wanted per variant id (each variant once). */
  wanted: ReadonlyMap<string, number>;
  /** The owner's low-stock alert (threshold in units, address), or null when off. */
  lowStock: { threshold: number; to: string } | null;
  /** NOTIFY channel and the payloads sent once placed (in order); `mailQueued` too when a low-stock alert is queued. */
  channel: string;
  payloads: string[];
  mailQueued: string;
}

/**
 * What placeOrderRecords did: `placed` with the order row and the stock left per variant id;
 * 'short' with the variant ids (sorted) that had too few units (nothing was written); 'claimed
 * elsewhere' when the checkout was no longer 'created' or 'captured' (nothing was written).
 */
export type PlaceResult =
  | { outcome: 'placed'; order: OrderRow; stockAfter: Map<string, number> }
  | { outcome: 'short'; variantIds: string[] }
  | { outcome: 'claimed elsewhere' };

const json = (value: unknown) => JSON.stringify(value);

/**
 * Places an order in one statement (PLACE_ORDER_SQL, decision 077): on `db` its own transaction,
 * on `tx` part of the caller's. Throws what the database throws: 40P01 / 40001 (the caller
 * retries), a taken order number (isOrderNumberTaken: the caller retries with the next one).
 */
export async function insertOrderRecords(db: Db | Tx, plan: OrderPlan): Promise<PlaceResult> {
  const ids = [...plan.wanted.keys()].sort();
  const o = plan.order;
  const orderRecord: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    const column = orderColumns[key as keyof typeof orderColumns];
    if (!column) throw new Error(`placeOrderRecords: no order column ${key}`);
    orderRecord[column.name] = value;
  }
  const n = plan.notification;
  const [row] = await runStatement<Record<string, unknown>>(db, 'px_place_order', PLACE_ORDER_SQL, [
    ids,
    ids.map((id) => plan.wanted.get(id)!),
    plan.checkoutId,
    plan.captureId,
    o.id,
    json(orderRecord),
    json(plan.items.map((i) => ({ id: i.id, order_id: i.orderId, product_id: i.productId, variant_id: i.variantId, product_name: i.productName, variant: i.variant, price_cents: i.priceCents, quantity: i.quantity, image: i.image, position: i.position }))),
    json({ id: plan.invoice.id, order_id: o.id, invoice_number: plan.invoice.invoiceNumber, issue_date: plan.invoice.issueDate, due_date: plan.invoice.dueDate }),
    json({ id: plan.shipmentEvent.id, order_id: o.id, status: plan.shipmentEvent.status, status_code: plan.shipmentEvent.statusCode, location: plan.shipmentEvent.location, description: plan.shipmentEvent.description }),
    json({ id: n.id, user_id: n.userId, title: n.title, message: n.message, type: n.type, order_id: n.orderId, read: n.read, created_at: n.createdAt }),
    plan.buyerId,
    json(plan.mails.map((m) => ({ id: crypto.randomUUID(), kind: m.kind, to_address: m.to, language: m.language, payload: m.payload }))),
    plan.lowStock?.threshold ?? null,
    plan.lowStock?.to ?? '',
    plan.channel,
    plan.payloads,
    plan.mailQueued,
  ]);
  if (!row!.placed_ok) return { outcome: 'short', variantIds: ((row!.placed_short as string[] | null) ?? []).slice().sort() };
  if (!row!.placed_claimed) return { outcome: 'claimed elsewhere' };
  const order = rowOf(orders, row!);
  const taken = (row!.placed_taken as { id: string; stock: number }[] | null) ?? [];
  return { outcome: 'placed', order, stockAfter: new Map(taken.map((t) => [t.id, Number(t.stock)])) };
}

/** True when `err` is a unique violation of an order or invoice number (another order took it first). */
export function isOrderNumberTaken(err: unknown): boolean {
  if (sqlState(err) !== '23505') return false;
  for (let e = err, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return /order_number|invoice_number/.test(constraint);
  }
  return false;
}

/** The last millisecond this process numbered an order from (nextOrderMs). */
let lastOrderMs = 0;

/**
 * The millisecond to number the next order from: now, but never the same one twice in this process
 * (two checkouts of one ms would try the same number and the second would wait for the first's
 * commit to find it taken). Call again after a taken number for the next one.
 */
export function nextOrderMs(): number {
  lastOrderMs = Math.max(Date.now(), lastOrderMs + 1);
  return lastOrderMs;
}
