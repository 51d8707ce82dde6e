/**
 * Report data access (back office §2 Admin dashboard, §3 Dashboard stats): every figure counts the
 * same orders by the one sales rule (COUNTED_ORDER / NET_SALE_CENTS of the orders subject: not
 * cancelled, payment held; net of refunds), aggregated in SQL. Amounts in integer cents.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { averageOrderValueCents } from '@phonexport/domain/refunds';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, profiles } from '../../db/schema.ts';
import { COUNTED_ORDER, NET_SALE_CENTS } from '../../db/sales.ts';

/** The dashboard's figures (money in cents), latest orders and best-selling products. */
export interface Dashboard {
  totalRevenueCents: number;
  thisMonthRevenueCents: number;
  totalOrders: number;
  thisMonthOrders: number;
  avgOrderValueCents: number;
  totalProducts: number;
  totalCustomers: number;
  recentOrders: { id: string; orderNumber: string; customerName: string; customerEmail: string; totalCents: number; status: (typeof orders.$inferSelect)['status']; createdAt: string }[];
  topProducts: { id: string; name: string; stock: number; priceCents: number; unitsSold: number }[];
}

/** A sales report between two days: per day, in all and per payment method (money in cents). */
export interface Report {
  from: string;
  to: string;
  rows: { date: string; orders: number; revenueCents: number }[];
  totals: { orders: number; revenueCents: number };
  byMethod: { method: string; orders: number; revenueCents: number }[];
}

/** The dashboard: revenue and order cards (all time and this month), counts, the five latest orders, the top five products by units sold. */
export async function findDashboard(db: Db): Promise<Dashboard> {
  const monthStart = sql`date_trunc('month', now())`;
  const [[o], [p], [c], recent, top] = await Promise.all([
    db
      .select({
        revenue: sql<string>`coalesce(sum(${NET_SALE_CENTS}), 0)::text`,
        monthRevenue: sql<string>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${orders.createdAt} >= ${monthStart}), 0)::text`,
        count: sql<number>`count(*)::int`,
        monthCount: sql<number>`(count(*) filter (where ${orders.createdAt} >= ${monthStart}))::int`,
      })
      .from(orders)
      .where(COUNTED_ORDER),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.status, 'active')),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(eq(profiles.role, 'customer')),
    db.select().from(orders).orderBy(desc(orders.createdAt)).limit(5),
    db
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        priceCents: products.priceCents,
        unitsSold: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(isNotNull(orderItems.productId), COUNTED_ORDER))
      .groupBy(products.id)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), products.name)
      .limit(5),
  ]);
  const totalRevenueCents = Number(o?.revenue ?? 0);
  return {
    totalRevenueCents,
    avgOrderValueCents: averageOrderValueCents(totalRevenueCents, o?.count ?? 0),
    thisMonthRevenueCents: Number(o?.monthRevenue ?? 0),
    totalOrders: o?.count ?? 0,
    thisMonthOrders: o?.monthCount ?? 0,
    totalProducts: p?.n ?? 0,
    totalCustomers: c?.n ?? 0,
    recentOrders: recent.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      totalCents: r.totalCents,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    topProducts: top,
  };
}

/** Orders and revenue per UTC day from `from` to `to` inclusive (YYYY-MM-DD), zero-filled. */
export async function findSalesReport(db: Db, from: string, to: string): Promise<Report> {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(o.orders, 0)::int as orders, coalesce(o.revenue, 0)::text as revenue
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    left join (
      select date_trunc('day', ${orders.createdAt} at time zone 'UTC') as day, count(*) as orders, sum(${NET_SALE_CENTS}) as revenue
      from ${orders}
      where ${COUNTED_ORDER}
        and ${orders.createdAt} >= (${from}::date)::timestamp at time zone 'UTC'
        and ${orders.createdAt} < (${to}::date + 1)::timestamp at time zone 'UTC'
      group by 1
    ) o on o.day = d.day
    order by d.day`);
  const rows = ((result as unknown as { rows: { date: string; orders: number; revenue: string }[] }).rows ?? []).map((r) => ({
    date: r.date,
    orders: Number(r.orders),
    revenueCents: Number(r.revenue),
  }));
  const methods = await db.execute(sql`
    select ${orders.paymentMethod} as method, count(*)::int as orders, coalesce(sum(${NET_SALE_CENTS}), 0)::text as revenue
    from ${orders}
    where ${COUNTED_ORDER}
      and ${orders.createdAt} >= (${from}::date)::timestamp at time zone 'UTC'
      and ${orders.createdAt} < (${to}::date + 1)::timestamp at time zone 'UTC'
    group by 1
    order by sum(${NET_SALE_CENTS}) desc, 1`);
  const byMethod = ((methods as unknown as { rows: { method: string; orders: number; revenue: string }[] }).rows ?? []).map((r) => ({
    method: r.method,
    orders: Number(r.orders),
    revenueCents: Number(r.revenue),
  }));
  return {
    from,
    to,
    rows,
    byMethod,
    totals: { orders: rows.reduce((n, r) => n + r.orders, 0), revenueCents: rows.reduce((n, r) => n + r.revenueCents, 0) },
  };
}
