/**
 * Customer data for the back office (back office §2 Admin customers), the only customers code that
 * touches the database. Order counts and totals are aggregated in SQL by the one sales rule
 * (decision 017: cancelled and fully refunded orders do not count; refunds are subtracted), the
 * same rule as the dashboard and reports.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { VIP_ORDER_COUNT, VIP_SPENT_CENTS, type AdminOrderStatus } from '@phonexport/domain/admin';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, profiles, shipmentEvents } from '../../db/schema.ts';
import { COUNTED_ORDER, NET_SALE_CENTS } from '../orders/orders-service.ts';

/** A customer's profile with their counted orders and net spend in cents. */
export interface CustomerTotals {
  userId: string;
  displayName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  lastLogin: Date | null;
  orderCount: number;
  /** Every order the customer placed, cancelled and refunded ones included (what their Orders tab lists). */
  placedOrderCount: number;
  totalSpentCents: number;
}

/** Which customers a list or export shows and in what order (tabs and sorts of back office §2). */
export interface CustomerFilter {
  /** Part of the name or e-mail, case-insensitive (LIKE wildcards taken literally). */
  search?: string;
  tab: 'all' | 'new' | 'vip' | 'active';
  sort: 'joined' | 'name' | 'email' | 'orders' | 'spent' | 'lastLogin';
  dir: 'asc' | 'desc';
  /** Customers who joined at or after this instant are 'new' (§9). */
  newSince: Date;
}

/** Counted orders and net spend per user (the one sales rule), as a subquery joined to profiles. */
function totalsPerUser(db: Db) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${COUNTED_ORDER}))::int`.as('order_count'),
      placed: sql<number>`count(*)::int`.as('placed'),
      spent: sql<number>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${COUNTED_ORDER}), 0)::bigint`.as('spent'),
    })
    .from(orders)
    .where(isNotNull(orders.userId))
    .groupBy(orders.userId)
    .as('totals');
}

type Totals = ReturnType<typeof totalsPerUser>;
const countOf = (t: Totals) => sql<number>`coalesce(${t.orderCount}, 0)`;
const spentOf = (t: Totals) => sql<number>`coalesce(${t.spent}, 0)`;
const placedOf = (t: Totals) => sql<number>`coalesce(${t.placed}, 0)`;
/** §4 VIP in SQL: some orders and (spend above $1,000 or more than 5 orders); the same rule as customerStatus. */
const isVip = (t: Totals) => sql`(${countOf(t)} > 0 and (${spentOf(t)} > ${VIP_SPENT_CENTS} or ${countOf(t)} > ${VIP_ORDER_COUNT}))`;

function whereOf(t: Totals, f: Omit<CustomerFilter, 'sort' | 'dir'>): SQL {
  const conditions: SQL[] = [eq(profiles.role, 'customer')];
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(or(ilike(profiles.displayName, pattern), ilike(profiles.email, pattern))!);
  }
  if (f.tab === 'new') conditions.push(gte(profiles.createdAt, f.newSince));
  if (f.tab === 'vip') conditions.push(isVip(t));
  if (f.tab === 'active') conditions.push(sql`(${countOf(t)} > 0 and not ${isVip(t)})`);
  return and(...conditions)!;
}

function orderOf(t: Totals, f: Pick<CustomerFilter, 'sort' | 'dir'>): SQL[] {
  const column = {
    joined: sql`${profiles.createdAt}`,
    name: sql`lower(${profiles.displayName})`,
    email: sql`lower(${profiles.email})`,
    orders: countOf(t),
    spent: spentOf(t),
    lastLogin: sql`${profiles.lastLogin}`,
  }[f.sort];
  const by = f.dir === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  return [by, f.dir === 'asc' ? asc(profiles.userId) : desc(profiles.userId)];
}

const profileColumns = {
  userId: profiles.userId,
  displayName: profiles.displayName,
  email: profiles.email,
  phone: profiles.phone,
  createdAt: profiles.createdAt,
  lastLogin: profiles.lastLogin,
};

const customerColumns = (t: Totals) => ({
  ...profileColumns,
  orderCount: countOf(t).mapWith(Number),
  placedOrderCount: placedOf(t).mapWith(Number),
  totalSpentCents: spentOf(t).mapWith(Number),
});

/** Counted orders and net spend of the given users only (an index lookup per user, not a scan of every order). */
async function totalsOf(db: Db, userIds: string[]): Promise<Map<string, { orderCount: number; placedOrderCount: number; totalSpentCents: number }>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${COUNTED_ORDER}))::int`,
      placed: sql<number>`count(*)::int`,
      spent: sql<string>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${COUNTED_ORDER}), 0)::text`,
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId!, { orderCount: r.orderCount, placedOrderCount: r.placed, totalSpentCents: Number(r.spent) }]));
}

/**
 * One page of the customers matching `f` (`offset`, `limit` rows) in its order, and how many match
 * in all. Totals are aggregated in SQL, never in memory: over every order only when the tab or the
 * sort needs them (VIP, Active, by orders or spend), else for the page's customers alone.
 */
export async function customersPage(db: Db, f: CustomerFilter, page: { offset: number; limit: number }): Promise<{ rows: CustomerTotals[]; total: number }> {
  const t = totalsPerUser(db);
  const where = whereOf(t, f);
  const needsTotals = f.sort === 'orders' || f.sort === 'spent' || f.tab === 'vip' || f.tab === 'active';
  if (!needsTotals) {
    // The page and the count apart: a window count over every match would make the database sort
    // them all, where the page alone keeps only the first offset + limit rows.
    const found = await db.select(profileColumns).from(profiles).where(where).orderBy(...orderOf(t, f)).limit(page.limit).offset(page.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where);
    const totals = await totalsOf(db, found.map((r) => r.userId));
    return { rows: found.map((r) => ({ ...r, ...(totals.get(r.userId) ?? { orderCount: 0, placedOrderCount: 0, totalSpentCents: 0 }) })), total: counted?.n ?? 0 };
  }
  const total = sql<number>`(count(*) over ())::int`;
  const rows = await db.select({ ...customerColumns(t), total }).from(profiles).leftJoin(t, eq(t.userId, profiles.userId)).where(where).orderBy(...orderOf(t, f)).limit(page.limit).offset(page.offset);
  if (rows.length) return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]!.total };
  // A page past the end: the count alone.
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).leftJoin(t, eq(t.userId, profiles.userId)).where(where);
  return { rows: [], total: c?.n ?? 0 };
}

/** Every customer matching `f`, in its order (for the CSV export). */
export async function customersMatching(db: Db, f: CustomerFilter): Promise<CustomerTotals[]> {
  const t = totalsPerUser(db);
  return db.select(customerColumns(t)).from(profiles).leftJoin(t, eq(t.userId, profiles.userId)).where(whereOf(t, f)).orderBy(...orderOf(t, f));
}

/** One customer (role customer) with their totals, or null. */
export async function findCustomer(db: Db, userId: string): Promise<CustomerTotals | null> {
  const t = totalsPerUser(db);
  const [row] = await db
    .select(customerColumns(t))
    .from(profiles)
    .leftJoin(t, eq(t.userId, profiles.userId))
    .where(and(eq(profiles.role, 'customer'), eq(profiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The stat cards over all customers (§2): how many, joined this and last calendar month (UTC),
 * joined since `newSince`, VIPs, and counted orders and net spend of all of them (cents).
 */
export async function customerStats(
  db: Db,
  at: { newSince: Date; thisMonth: Date; lastMonth: Date },
): Promise<{ total: number; joinedThisMonth: number; joinedLastMonth: number; newCustomers: number; vip: number; orderCount: number; spentCents: number }> {
  const t = totalsPerUser(db);
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      joinedThisMonth: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.thisMonth}))::int`,
      joinedLastMonth: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.lastMonth} and ${profiles.createdAt} < ${at.thisMonth}))::int`,
      newCustomers: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.newSince}))::int`,
      vip: sql<number>`(count(*) filter (where ${isVip(t)}))::int`,
      orderCount: sql<number>`coalesce(sum(${t.orderCount}), 0)::int`,
      spentCents: sql<string>`coalesce(sum(${t.spent}), 0)::text`,
    })
    .from(profiles)
    .leftJoin(t, eq(t.userId, profiles.userId))
    .where(eq(profiles.role, 'customer'));
  return { total: r?.total ?? 0, joinedThisMonth: r?.joinedThisMonth ?? 0, joinedLastMonth: r?.joinedLastMonth ?? 0, newCustomers: r?.newCustomers ?? 0, vip: r?.vip ?? 0, orderCount: r?.orderCount ?? 0, spentCents: Number(r?.spentCents ?? 0) };
}

/** Every order of the user, newest first, with its item count. */
export async function customerOrders(
  db: Db,
  userId: string,
): Promise<{ id: string; orderNumber: string; createdAt: Date; totalCents: number; status: AdminOrderStatus; itemCount: number }[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      status: orders.status,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt));
}

/** The latest 50 shipment events of the user's orders, newest first. */
export async function customerShipmentEvents(db: Db, userId: string): Promise<{ at: Date; status: string; description: string; orderNumber: string }[]> {
  return db
    .select({ at: shipmentEvents.createdAt, status: shipmentEvents.status, description: shipmentEvents.description, orderNumber: orders.orderNumber })
    .from(shipmentEvents)
    .innerJoin(orders, eq(orders.id, shipmentEvents.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(shipmentEvents.createdAt))
    .limit(50);
}

/** The profile's name (blank when none) and e-mail of user `userId`, or null when there is no such profile. */
export async function findCustomerName(db: Db, userId: string): Promise<{ userId: string; displayName: string; email: string } | null> {
  const [p] = await db.select({ userId: profiles.userId, displayName: profiles.displayName, email: profiles.email }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return p ?? null;
}

