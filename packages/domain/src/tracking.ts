/**
 * Parcel tracking (storefront spec §2 Track order, §3 Shipment tracking, §5, §7, §8): the
 * tracking result shape, the spec's messages, and the request schema. Pure: no I/O.
 */
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

/** Label for a status code. */
export const STATUS_LABELS: Record<TrackingStatusCode, string> = {
  'pre-transit': 'Label created',
  transit: 'In transit',
  delivered: 'Delivered',
  failure: 'Delivery failed',
  exception: 'Exception',
  unknown: 'Unknown',
};
