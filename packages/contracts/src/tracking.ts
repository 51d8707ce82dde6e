/**
 * Tracking contracts: parcel tracking by tracking number (storefront §2 Track order, §3
 * Shipment tracking, §7, §8) and the courier scans staff record for an order (back office), with
 * their request schemas: a tracking number is read in the one form of domain tracking-number.ts.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@phonexport/domain/admin';
import { TRACKING_MESSAGES, TRACKING_STATUS_CODES } from '@phonexport/domain/tracking';
import { FIELD_LIMITS, tooLongMessage } from '@phonexport/domain/input-limits';
import { isTrackingNumber, normalizeTrackingNumber, TRACKING_NUMBER_INVALID } from '@phonexport/domain/tracking-number';
import { byId, type Contract, contractsOf, isoDateTime, named } from './contract.ts';

const { anyone, admin } = contractsOf('tracking');

/**
 * A tracking number as typed or printed ('1z 999 aa1 01 2345 6784'), answered in the one form the
 * shop keeps ('1Z999AA10123456784', domain tracking-number.ts); `message` when it is not one, the
 * limit's message past 60 typed characters.
 */
export const trackingNumberSchema = (message: string) =>
  z
    .string({ error: message })
    .max(FIELD_LIMITS.trackingNumber.max, tooLongMessage('trackingNumber'))
    .transform((raw, ctx) => {
      const normalized = normalizeTrackingNumber(raw);
      if (!isTrackingNumber(normalized)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });

export const trackingQuerySchema = z.object({
  trackingNumber: trackingNumberSchema(TRACKING_MESSAGES.blank),
});

/** An admin records a courier scan for an order (and the tracking number if it has none yet). */
export const shipmentEventSchema = z.object({
  status: z.string().trim().min(1).max(60),
  statusCode: z.enum(['pre-transit', 'transit', 'delivered', 'exception', 'unknown']),
  location: z.string().trim().max(120).optional(),
  description: z.string().trim().min(1).max(300),
  trackingNumber: trackingNumberSchema(TRACKING_NUMBER_INVALID).optional(),
  /** When the courier made the scan (ISO 8601 with offset); default now, a time ahead of now counts as now (issue 27: a delivery scan dates the return windows). */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type ShipmentEventInput = z.input<typeof shipmentEventSchema>;

export const trackingEvent = named('TrackingEvent', {
  timestamp: isoDateTime,
  location: z.string().nullable(),
  statusCode: z.enum(TRACKING_STATUS_CODES),
  status: z.string(),
  description: z.string(),
  /**
   * Set when the event is a change of the order's status in the back office: `status` and
   * `description` are then the customer texts of ORDER_TRACKING_TEXTS, which the web translates.
   */
  orderStatus: z.enum(ORDER_STATUSES).optional(),
});
export type TrackingEventDto = z.infer<typeof trackingEvent>;

/** §3 Shipment tracking; `source` says where it came from, `isMockData` marks sample data. */
export const tracking = named('Tracking', {
  id: z.string(),
  service: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  status: trackingEvent,
  details: z.object({ product: z.object({ productName: z.string() }) }),
  /** Newest first. */
  events: z.array(trackingEvent),
  isMockData: z.boolean(),
  source: z.enum(['shop', 'courier', 'sample']),
  /** The shop's order number when the parcel is one of our orders. */
  orderNumber: z.string().optional(),
});
export type TrackingDto = z.infer<typeof tracking>;

export const trackingContracts = {
  track: anyone('GET', '/api/tracking', "Track a parcel: the shop's own events for its orders, else the courier, else sample data marked isMockData (30 a minute)", {
    query: trackingQuerySchema,
    responses: { 200: tracking },
  }),
  addShipmentEvent: admin('orders.manage', 'POST', '/api/admin/orders/:id/shipment-events', "Record a courier scan for an order (at `occurredAt`, default now); the first may set the order's tracking number (409 when a different one is set)", {
    ...byId('Order not found'),
    body: shipmentEventSchema,
    responses: { 201: z.object({ id: z.string(), trackingNumber: z.string().nullable() }) },
  }),
} satisfies Record<string, Contract>;
