/**
 * The shop's own shipment events (shipment_events) read as a tracking result, the sample data
 * shown when the courier cannot be asked, and staff-recorded courier scans.
 */
import { desc, eq } from 'drizzle-orm';
import { customerTrackingEvent, type TrackingDto, type TrackingEventDto } from '@phonexport/domain/tracking';
import type { ShipmentEventInput } from '@phonexport/domain/tracking-schemas';
import type { Db } from '../../db/client.ts';
import { orders, shipmentEvents } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';

const ORIGIN = 'Guangzhou, CN';

/**
 * The order whose tracking number this is, with its events (newest first), as a tracking result;
 * null when none. Public (anyone holding the number): every event goes through
 * customerTrackingEvent, so staff e-mails, actor ids and raw order status codes never leave.
 */
export async function trackShopOrder(db: Db, trackingNumber: string): Promise<TrackingDto | null> {
  const [order] = await db.select().from(orders).where(eq(orders.trackingNumber, trackingNumber)).limit(1);
  if (!order) return null;
  const rows = await db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, order.id)).orderBy(desc(shipmentEvents.createdAt));
  const events: TrackingEventDto[] = rows.map((e) =>
    customerTrackingEvent({ timestamp: e.createdAt.toISOString(), location: e.location, statusCode: e.statusCode, status: e.status, description: e.description }),
  );
  const a = order.shippingAddress;
  const latest = events[0] ?? customerTrackingEvent({ timestamp: order.createdAt.toISOString(), location: ORIGIN, statusCode: 'pre-transit', status: order.status, description: '' });
  return {
    id: trackingNumber,
    service: order.shippingOption === 'express' ? 'express' : 'standard',
    origin: ORIGIN,
    destination: [a.city, a.countryCode].filter(Boolean).join(', ') || null,
    status: latest,
    details: { product: { productName: order.shippingOption === 'express' ? 'DHL Express Worldwide' : 'PhoneXport Standard Shipping' } },
    events,
    isMockData: false,
    source: 'shop',
    orderNumber: order.orderNumber,
  };
}

/**
 * Sample data (storefront §7 fallback), clearly marked `isMockData: true`: a plausible route
 * from Guangzhou to Johannesburg, timed relative to `now`.
 */
export function sampleTracking(trackingNumber: string, now = Date.now()): TrackingDto {
  const h = 3_600_000;
  const ev = (hoursAgo: number, location: string, statusCode: TrackingEventDto['statusCode'], status: string, description: string): TrackingEventDto => ({
    timestamp: new Date(now - hoursAgo * h).toISOString(),
    location,
    statusCode,
    status,
    description,
  });
  const events = [
    ev(6, 'Johannesburg, ZA', 'transit', 'Arrived at destination hub', 'Shipment arrived at DHL facility JOHANNESBURG - SOUTH AFRICA'),
    ev(20, 'Leipzig, DE', 'transit', 'Departed hub', 'Shipment departed from DHL hub LEIPZIG - GERMANY'),
    ev(30, 'Hong Kong, HK', 'transit', 'Processed', 'Shipment processed at HONG KONG - HONG KONG SAR, CHINA'),
    ev(44, 'Guangzhou, CN', 'pre-transit', 'Picked up', 'Shipment picked up in GUANGZHOU - CHINA'),
  ];
  return {
    id: trackingNumber,
    service: 'express',
    origin: 'Guangzhou, CN',
    destination: 'Johannesburg, ZA',
    status: events[0]!,
    details: { product: { productName: 'DHL Express Worldwide' } },
    events,
    isMockData: true,
    source: 'sample',
  };
}

/**
 * Staff record a courier scan for an order; the first one may give the order its tracking
 * number. 404 for an unknown order; 409 when a different tracking number is already set.
 */
export async function addShipmentEvent(db: Db, orderId: string, input: ShipmentEventInput, actorId: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (input.trackingNumber && order.trackingNumber && order.trackingNumber !== input.trackingNumber) {
      throw conflict('This order already has a different tracking number.');
    }
    if (input.trackingNumber && !order.trackingNumber) await tx.update(orders).set({ trackingNumber: input.trackingNumber }).where(eq(orders.id, orderId));
    const [row] = await tx
      .insert(shipmentEvents)
      .values({ orderId, status: input.status, statusCode: input.statusCode, location: input.location ?? null, description: input.description, actorId })
      .returning();
    return { id: row!.id, trackingNumber: input.trackingNumber ?? order.trackingNumber };
  });
}
