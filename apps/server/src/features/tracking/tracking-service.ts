/**
 * Parcel tracking (storefront spec §2 Track order, §7; decision 010): the shop's own shipment
 * events for an order with that tracking number come first; otherwise the courier (DHL) when a key
 * is set (the back office's Courier API key, else DHL_API_KEY); with no key, or when the courier has a server or network error, sample data marked
 * `isMockData`. Staff record courier scans.
 */
import type { TrackingDto, TrackingEventDto } from '@phonexport/contracts/tracking';
import { customerTrackingEvent } from '@phonexport/domain/tracking';
import type { ShipmentEventInput } from '@phonexport/contracts/tracking';
import type { Db } from '../../db/client.ts';
import { notFound, conflict } from '../../lib/rule-errors.ts';
import { getSettings } from '../shop-settings/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { insertAudit } from '../audit/index.ts';
import { trackWithCourier } from './courier.ts';
import { findOrderByTrackingNumber, insertShipmentEvent, findOrderTrackingForUpdate, updateTrackingNumber } from './tracking-repository.ts';
import { withTransaction } from '../../db/client.ts';

const ORIGIN = 'Guangzhou, CN';

/** Where to ask the courier: DHL_API_KEY (the fallback key; null: none) and DHL_API_BASE. */
export interface CourierSettings {
  dhlApiKey: string | null;
  dhlApiBase: string;
}

/**
 * The tracking result for `trackingNumber`: the shop's order, else the courier's, else sample
 * data. `onFallback` hears why the courier could not answer (for the log). Throws the courier's
 * §8 errors (404 not found, 401, 429, other API errors).
 */
export async function track(db: Db, courier: CourierSettings, trackingNumber: string, onFallback: (reason: string) => void): Promise<TrackingDto> {
  const own = await trackShopOrder(db, trackingNumber);
  if (own) return own;
  // Settings → Shipping → Courier API key when the admin saved one, else DHL_API_KEY (decision 050).
  const apiKey = (await getSettings(db)).shipping.courierApiKey || courier.dhlApiKey;
  if (!apiKey) return sampleTracking(trackingNumber);
  const result = await trackWithCourier({ apiKey, baseUrl: courier.dhlApiBase, trackingNumber });
  if (result.kind === 'found') return result.tracking;
  onFallback(result.reason);
  return sampleTracking(trackingNumber);
}

/**
 * The order whose tracking number this is, with its events (newest first), as a tracking result;
 * null when none. Public (anyone holding the number): every event goes through
 * customerTrackingEvent, so staff e-mails, actor ids and raw order status codes never leave.
 */
export async function trackShopOrder(db: Db, trackingNumber: string): Promise<TrackingDto | null> {
  const found = await findOrderByTrackingNumber(db, trackingNumber);
  if (!found) return null;
  const { order } = found;
  const events: TrackingEventDto[] = found.events.map((e) =>
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
 * from Guangzhou to Johannesburg, timed relative to `now` (ms).
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
 * number. Throws 404 for an unknown order, 409 when a different tracking number is already set.
 * Answers the event's id and the order's tracking number.
 */
export async function addShipmentEvent(db: Db, orderId: string, input: ShipmentEventInput, admin: Pick<SessionUser, 'id' | 'email'>): Promise<{ id: string; trackingNumber: string | null }> {
  return withTransaction(db, async (tx) => {
    const order = await findOrderTrackingForUpdate(tx, orderId);
    if (!order) throw notFound('Order not found');
    if (input.trackingNumber && order.trackingNumber && order.trackingNumber !== input.trackingNumber) {
      throw conflict('This order already has a different tracking number.');
    }
    if (input.trackingNumber && !order.trackingNumber) await updateTrackingNumber(tx, orderId, input.trackingNumber);
    const event = { status: input.status, statusCode: input.statusCode, location: input.location ?? null, description: input.description };
    const at = input.occurredAt ? new Date(Math.min(Date.parse(input.occurredAt), Date.now())) : undefined;
    const id = await insertShipmentEvent(tx, { orderId, ...event, actorId: admin.id, ...(at ? { createdAt: at } : {}) });
    await insertAudit(tx, admin, { action: 'shipment-event', entity: 'order', entityId: orderId, label: `#${order.orderNumber}`, before: { trackingNumber: order.trackingNumber }, after: { ...event, trackingNumber: input.trackingNumber ?? order.trackingNumber } });
    return { id, trackingNumber: input.trackingNumber ?? order.trackingNumber };
  });
}
