/**
 * Order data access: reading a customer's own orders as plain API objects (cents, ISO times).
 * Another user's order is indistinguishable from a missing one (null), so ids cannot be probed.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderDto } from '@phonexport/domain/dto';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export function toOrderDto(o: OrderRow, items: ItemRow[]): OrderDto {
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
    coupon: o.couponCode,
    shippingAddress: o.shippingAddress,
    deliveryEstimate: o.deliveryEstimate,
    trackingNumber: o.trackingNumber,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

async function withItems(db: Db, rows: OrderRow[]): Promise<OrderDto[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((r) => toOrderDto(r, items.filter((i) => i.orderId === r.id)));
}

/** A user's orders, newest first (§7 Orders). */
export async function listOrdersForUser(db: Db, userId: string): Promise<OrderDto[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(200);
  return withItems(db, rows);
}

/** One order if it belongs to the user, else null. */
export async function getOrderForUser(db: Db, userId: string, orderId: string): Promise<OrderDto | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  return (await withItems(db, rows))[0] ?? null;
}
