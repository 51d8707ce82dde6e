/** Tracking request schemas (zod): the tracking query and a staff-recorded courier scan. */
import { z } from 'zod';
import { TRACKING_MESSAGES } from './tracking.ts';
import { FIELD_LIMITS, tooLongMessage } from './input-limits.ts';
import { isTrackingNumber, normalizeTrackingNumber, TRACKING_NUMBER_INVALID } from './tracking-number.ts';

/**
 * A tracking number as typed or printed ('1z 999 aa1 01 2345 6784'), answered in the one form the
 * shop keeps ('1Z999AA10123456784', tracking-number.ts); `message` when it is not one, the limit's
 * message past 60 typed characters.
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
