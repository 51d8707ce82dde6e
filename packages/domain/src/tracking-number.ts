/**
 * Tracking numbers in one form (issue 23): couriers print them with spaces or dashes
 * ("1Z 999 AA1 01 2345 6784"), customers type them in lower case. The shop keeps and looks them up
 * as the courier's characters only: letters and digits, upper case ("1Z999AA10123456784"). Used
 * where a number is entered (back-office shipment entry, order status), looked up (/track-order,
 * GET /api/tracking) and e-mailed.
 */

/** At least this many letters and digits make a tracking number. */
export const TRACKING_NUMBER_MIN = 4;
/** At most this many letters and digits (after removing separators). */
export const TRACKING_NUMBER_MAX = 40;

/** The message of a tracking number staff enter that is not one. */
export const TRACKING_NUMBER_INVALID = 'A tracking number is 4 to 40 letters and digits (spaces and dashes are ignored).';

/** Spaces (any Unicode white space) and the separators couriers print: '-', '.', '/'. */
const SEPARATORS = /[\s\-./]+/gu;

/** `raw` without separators, upper-cased: '1z 999-aa1' → '1Z999AA1'. Does not check what is left. */
export function normalizeTrackingNumber(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase();
}

/** True when the normalised number is 4–40 ASCII letters and digits. */
export function isTrackingNumber(normalized: string): boolean {
  return normalized.length >= TRACKING_NUMBER_MIN && normalized.length <= TRACKING_NUMBER_MAX && /^[A-Z0-9]+$/.test(normalized);
}
