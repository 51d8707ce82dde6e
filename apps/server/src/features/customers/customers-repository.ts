/**
 * Customer data for the back office (back office §2 Admin customers), the only customers code that
 * touches the database. Order counts and totals are aggregated in SQL by the one sales rule
 * (decision 017: cancelled and fully refunded orders do not count; refunds are subtracted), the
 * same rule as the dashboard and reports.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AdminOrderStatus } from '@phonexport/domain/admin';
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
  totalSpentCents: number;
}

/** Every customer (role customer), newest first, with order count and net spend (one grouped query). */
export async function customersWithTotals(db: Db): Promise<CustomerTotals[]> {
  const rows = await db
    .select({
      p: profiles,
      orderCount: sql<number>`(count(${orders.id}) filter (where ${COUNTED_ORDER}))::int`,
      spent: sql<string>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${COUNTED_ORDER}), 0)::text`,
    })
    .from(profiles)
    .leftJoin(orders, eq(orders.userId, profiles.userId))
    .where(eq(profiles.role, 'customer'))
    .groupBy(profiles.userId)
    .orderBy(desc(profiles.createdAt));
  return rows.map(({ p, orderCount, spent }) => ({
    userId: p.userId,
    displayName: p.displayName,
    email: p.email,
    phone: p.phone,
    createdAt: p.createdAt,
    lastLogin: p.lastLogin,
    orderCount,
    totalSpentCents: Number(spent),
  }));
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

/** The profile's name (blank when none) of user `userId`, or null when there is no such profile. */
export async function findCustomerName(db: Db, userId: string): Promise<{ userId: string; displayName: string } | null> {
  const [p] = await db.select({ userId: profiles.userId, displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return p ?? null;
}

