/**
 * Order and tracking numbers (storefront spec §9).
 */

/** 'PX' + the last 8 digits of a millisecond timestamp, e.g. PX12345678. */
export function orderNumberFromTimestamp(ms: number): string {
  return `PX${String(Math.floor(ms)).slice(-8).padStart(8, '0')}`;
}

/** True for a well-formed order number: PX followed by exactly 8 digits. */
export function isOrderNumber(value: string): boolean {
  return /^PX\d{8}$/.test(value);
}

/** Customer-view fallback when an order has no number: last 8 characters of its id (§2). */
export function displayOrderNumber(order: { id: string; orderNumber?: string | null }): string {
  return order.orderNumber || order.id.slice(-8);
}
