/** Tracking request schemas (zod): the tracking query and a staff-recorded courier scan. */
import { z } from 'zod';
import { TRACKING_MESSAGES } from './tracking.ts';

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

