/**
 * Customer data for the back office (back office §2 Admin customers), the only customers code that
 * touches the database. Order counts and totals follow the one sales rule (decision 017: cancelled,
 * unpaid and fully refunded orders do not count; refunds are subtracted), the same rule as the
 * dashboard and reports, kept per customer by the database (customer_totals, decision 096).
 */
import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { VIP_ORDER_COUNT, VIP_SPENT_CENTS, type AdminOrderStatus } from '@phonexport/domain/admin';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Db } from '../../db/client.ts';
import { customerTotals, orderItems, orders, profiles, shipmentEvents } from '../../db/schema.ts';

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

// Counted orders, placed orders and net spend of a profile's user: the row the database keeps by the
// sales rule (customer_totals, migration 0026), zeros for a user with no order.
const countOf = sql<number>`coalesce(${customerTotals.orderCount}, 0)`;
const spentOf = sql<number>`coalesce(${customerTotals.spentCents}, 0)`;
const placedOf = sql<number>`coalesce(${customerTotals.placedOrderCount}, 0)`;
/** §4 VIP in SQL: some orders and (spend above $1,000 or more than 5 orders); the same rule as customerStatus. */
const isVip = sql`(${countOf} > 0 and (${spentOf} > ${VIP_SPENT_CENTS} or ${countOf} > ${VIP_ORDER_COUNT}))`;

function whereOf(f: Omit<CustomerFilter, 'sort' | 'dir'>): SQL {
  const conditions: SQL[] = [eq(profiles.role, 'customer')];
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(or(ilike(profiles.displayName, pattern), ilike(profiles.email, pattern))!);
  }
  if (f.tab === 'new') conditions.push(gte(profiles.createdAt, f.newSince));
  if (f.tab === 'vip') conditions.push(isVip);
  if (f.tab === 'active') conditions.push(sql`(${countOf} > 0 and not ${isVip})`);
  return and(...conditions)!;
}

function orderOf(f: Pick<CustomerFilter, 'sort' | 'dir'>): SQL[] {
  const { column, nullable } = {
    joined: { column: sql`${profiles.createdAt}`, nullable: false },
    name: { column: sql`lower(${profiles.displayName})`, nullable: false },
    email: { column: sql`lower(${profiles.email})`, nullable: false },
    orders: { column: countOf, nullable: false },
    spent: { column: spentOf, nullable: false },
    lastLogin: { column: sql`${profiles.lastLogin}`, nullable: true },
  }[f.sort];
  // Never signed in sorts first going up and last going down. The nulls clause only where a value
  // can be null: on a column that cannot, it would keep the database from reading an index in order.
  const by = f.dir === 'asc' ? sql`${column} asc${nullable ? sql` nulls first` : sql``}` : sql`${column} desc${nullable ? sql` nulls last` : sql``}`;
  return [by, f.dir === 'asc' ? asc(profiles.userId) : desc(profiles.userId)];
}

const customerColumns = {
  userId: profiles.userId,
  displayName: profiles.displayName,
  email: profiles.email,
  phone: profiles.phone,
  createdAt: profiles.createdAt,
  lastLogin: profiles.lastLogin,
  // Each its own fragment: mapWith sets the decoder on the fragment it is called on, and the shared ones also sort and filter.
  orderCount: sql<number>`${countOf}`.mapWith(Number),
  placedOrderCount: sql<number>`${placedOf}`.mapWith(Number),
  totalSpentCents: sql<number>`${spentOf}`.mapWith(Number),
};

/** Profiles with their totals (a left join: a user with no order has no totals row). */
const customersWithTotals = (db: Db) => db.select(customerColumns).from(profiles).leftJoin(customerTotals, eq(customerTotals.userId, profiles.userId));

/**
 * One page of the customers matching `f` (`offset`, `limit` rows) in its order, and how many match
 * in all. The page and the count are asked apart: a window count over every match would make the
 * database sort them all, where the page alone keeps only the first offset + limit rows.
 */
export async function findCustomersPage(db: Db, f: CustomerFilter, page: { offset: number; limit: number }): Promise<{ rows: CustomerTotals[]; total: number }> {
  const where = whereOf(f);
  const rows = await customersWithTotals(db).where(where).orderBy(...orderOf(f)).limit(page.limit).offset(page.offset);
  let counting = db.select({ n: sql<number>`count(*)::int` }).from(profiles).$dynamic();
  // Only the VIP and Active tabs filter by the totals.
  if (f.tab === 'vip' || f.tab === 'active') counting = counting.leftJoin(customerTotals, eq(customerTotals.userId, profiles.userId));
  const [counted] = await counting.where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Every customer matching `f`, in its order (for the CSV export). */
export async function findCustomersMatching(db: Db, f: CustomerFilter): Promise<CustomerTotals[]> {
  return customersWithTotals(db).where(whereOf(f)).orderBy(...orderOf(f));
}

/** One customer (role customer) with their totals, or null. */
export async function findCustomer(db: Db, userId: string): Promise<CustomerTotals | null> {
  const [row] = await customersWithTotals(db)
    .where(and(eq(profiles.role, 'customer'), eq(profiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The stat cards over all customers (§2): how many, joined this and last calendar month (UTC),
 * joined since `newSince`, VIPs, and counted orders and net spend of all of them (cents).
 */
export async function findCustomerStats(
  db: Db,
  at: { newSince: Date; thisMonth: Date; lastMonth: Date },
): Promise<{ total: number; joinedThisMonth: number; joinedLastMonth: number; newCustomers: number; vip: number; orderCount: number; spentCents: number }> {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      joinedThisMonth: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.thisMonth}))::int`,
      joinedLastMonth: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.lastMonth} and ${profiles.createdAt} < ${at.thisMonth}))::int`,
      newCustomers: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${at.newSince}))::int`,
      vip: sql<number>`(count(*) filter (where ${isVip}))::int`,
      orderCount: sql<number>`coalesce(sum(${customerTotals.orderCount}), 0)::int`,
      spentCents: sql<string>`coalesce(sum(${customerTotals.spentCents}), 0)::text`,
    })
    .from(profiles)
    .leftJoin(customerTotals, eq(customerTotals.userId, profiles.userId))
    .where(eq(profiles.role, 'customer'));
  return { total: r?.total ?? 0, joinedThisMonth: r?.joinedThisMonth ?? 0, joinedLastMonth: r?.joinedLastMonth ?? 0, newCustomers: r?.newCustomers ?? 0, vip: r?.vip ?? 0, orderCount: r?.orderCount ?? 0, spentCents: Number(r?.spentCents ?? 0) };
}

/** Every order of the user, newest first, with its item count. */
export async function findCustomerOrders(
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
export async function findCustomerShipmentEvents(db: Db, userId: string): Promise<{ at: Date; status: string; description: string; orderNumber: string }[]> {
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

