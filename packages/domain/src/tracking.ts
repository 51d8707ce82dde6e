/**
 * Parcel tracking (storefront spec §2 Track order, §3 Shipment tracking, §5, §7, §8): the
 * tracking result shape, the spec's messages, and the request schema. Pure: no I/O.
 */
import type { AdminOrderStatus as OrderStatus } from './admin.ts';

/** §3 status codes (the courier's vocabulary). */
export const TRACKING_STATUS_CODES = ['pre-transit', 'transit', 'delivered', 'failure', 'unknown', 'exception'] as const;
export type TrackingStatusCode = (typeof TRACKING_STATUS_CODES)[number];

/** §5 and §8 texts. */
export const TRACKING_MESSAGES = {
  blank: 'Please enter a valid tracking number.',
  notFound: 'Tracking number not found. Please check the number and try again.',
  auth: 'API authentication failed. Please contact support.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  apiError: (status: number, text: string) => `API Error: ${status} - ${text}`,
  empty: 'No tracking information found for this number.',
  generic: 'Failed to fetch tracking information',
  noTrackingTitle: 'No Tracking Available',
  noTracking: 'This order does not have tracking information yet.',
} as const;

/** Label for a status code. */
export const STATUS_LABELS: Record<TrackingStatusCode, string> = {
  'pre-transit': 'Label created',
  transit: 'In transit',
  delivered: 'Delivered',
  failure: 'Delivery failed',
  exception: 'Exception',
  unknown: 'Unknown',
};

/**
 * What a customer reads for each order status on /track-order (issue 13): short customer texts,
 * never the back office's wording, staff names or raw status codes.
 */
export const ORDER_TRACKING_TEXTS: Record<OrderStatus, { status: string; description: string }> = {
  pending: { status: 'Order received', description: 'We have received your order.' },
  confirmed: { status: 'Order confirmed', description: 'Payment received — your order is confirmed.' },
  processing: { status: 'Preparing your order', description: 'Your order is being packed for shipment.' },
  shipped: { status: 'Shipped', description: 'Shipped — handed to the courier' },
  delivered: { status: 'Delivered', description: 'Delivered — your parcel has arrived' },
  cancelled: { status: 'Cancelled', description: 'This order was cancelled.' },
};

const ORDER_STATUS_SET: ReadonlySet<string> = new Set(Object.keys(ORDER_TRACKING_TEXTS));

/** True for the six order status values (pending … cancelled). */
export const isOrderStatus = (value: string): value is OrderStatus => ORDER_STATUS_SET.has(value);

/**
 * A stored shipment event as a customer may see it. An order status event (its `status` is one
 * of the six order statuses: what checkout and the back office's status change write) gets the
 * customer texts of ORDER_TRACKING_TEXTS in place of whatever was stored (the back office's note
 * names the staff member and the old status); a courier scan keeps its own texts.
 * Only the listed fields are copied, so no actor id or other column can leak. The result is the
 * contracts' TrackingEvent shape (`orderStatus` set only for an order status event).
 */
export function customerTrackingEvent(event: { timestamp: string; location: string | null; statusCode: TrackingStatusCode; status: string; description: string }) {
  const base = { timestamp: event.timestamp, location: event.location, statusCode: event.statusCode };
  if (isOrderStatus(event.status)) return { ...base, ...ORDER_TRACKING_TEXTS[event.status], orderStatus: event.status };
  return { ...base, status: event.status, description: event.description };
}
