/**
 * Parcel tracking (storefront spec §2 Track order, §3 Shipment tracking, §5, §7, §8): the
 * tracking result shape, the spec's messages, and the request schema. Pure: no I/O.
 */
import { z } from 'zod';

/** §3 status codes (the courier's vocabulary). */
export type TrackingStatusCode = 'pre-transit' | 'transit' | 'delivered' | 'failure' | 'unknown' | 'exception';

export interface TrackingEventDto {
  /** ISO time. */
  timestamp: string;
  location: string | null;
  statusCode: TrackingStatusCode;
  status: string;
  description: string;
}

/** §3 Shipment tracking; `source` says where it came from, `isMockData` marks sample data. */
export interface TrackingDto {
  id: string;
  service: string;
  origin: string | null;
  destination: string | null;
  status: TrackingEventDto;
  details: { product: { productName: string } };
  /** Newest first. */
  events: TrackingEventDto[];
  isMockData: boolean;
  source: 'shop' | 'courier' | 'sample';
  /** The shop's order number when the parcel is one of our orders. */
  orderNumber?: string;
}

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

export const trackingQuerySchema = z.object({
  trackingNumber: z
    .string({ error: TRACKING_MESSAGES.blank })
    .trim()
    .min(1, TRACKING_MESSAGES.blank)
    .max(40, TRACKING_MESSAGES.blank)
    .regex(/^[A-Za-z0-9-]+$/, TRACKING_MESSAGES.blank),
});

/** An admin records a courier scan for an order (and the tracking number if it has none yet). */
export const shipmentEventSchema = z.object({
  status: z.string().trim().min(1).max(60),
  statusCode: z.enum(['pre-transit', 'transit', 'delivered', 'exception', 'unknown']),
  location: z.string().trim().max(120).optional(),
  description: z.string().trim().min(1).max(300),
  trackingNumber: z.string().trim().min(4).max(40).regex(/^[A-Za-z0-9-]+$/).optional(),
});
export type ShipmentEventInput = z.input<typeof shipmentEventSchema>;

/** Label for a status code. */
export const STATUS_LABELS: Record<TrackingStatusCode, string> = {
  'pre-transit': 'Label created',
  transit: 'In transit',
  delivered: 'Delivered',
  failure: 'Delivery failed',
  exception: 'Exception',
  unknown: 'Unknown',
};
