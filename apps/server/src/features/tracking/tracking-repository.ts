/**
 * Tracking data access, the only tracking code that touches the database: an order found by its
 * tracking number with its shipment events, and staff-recorded courier scans.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, shipmentEvents } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;


/** The order with this tracking number and its events (newest first), or null. */
export async function findOrderByTrackingNumber(db: Db, trackingNumber: string): Promise<{ order: OrderRow; events: EventRow[] } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.trackingNumber, trackingNumber)).limit(1);
  if (!order) return null;
  const events = await db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, order.id)).orderBy(desc(shipmentEvents.createdAt));
  return { order, events };
}

/** The order's id and tracking number, locked for the rest of the transaction (FOR UPDATE), or undefined. */
export async function findOrderTrackingForUpdate(tx: Tx, orderId: string): Promise<{ id: string; orderNumber: string; trackingNumber: string | null } | undefined> {
  const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, trackingNumber: orders.trackingNumber }).from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Gives the order its tracking number. */
export async function updateTrackingNumber(tx: Tx, orderId: string, trackingNumber: string): Promise<void> {
  await tx.update(orders).set({ trackingNumber }).where(eq(orders.id, orderId));
}

/** Records a courier scan; answers its id. */
export async function insertShipmentEvent(
  tx: Tx,
  event: { orderId: string; status: string; statusCode: EventRow['statusCode']; location: string | null; description: string; actorId: string; createdAt?: Date },
): Promise<string> {
  const [row] = await tx.insert(shipmentEvents).values(event).returning({ id: shipmentEvents.id });
  return row!.id;
}
