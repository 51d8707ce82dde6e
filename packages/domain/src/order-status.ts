/**
 * Order status transitions (issue 24 "Rules"; decision 060). An order moves forward only:
 * pending → confirmed → processing → shipped → delivered, skipping steps allowed (a paid order may
 * ship at once); it can be cancelled until it is delivered. Staying in the same status is allowed
 * (a tracking number added to a shipped order). Anything else — delivered back to pending, shipped
 * back to confirmed — is refused with `STATUS_MESSAGES.notAllowed` (409) unless staff make an
 * explicit correction: a reason, audited with before and after, the customer told only if chosen.
 * A cancelled order is never reopened, not even by a correction (its stock was returned and its
 * payment refunded), and a correction never cancels (cancelling refunds: that is the cancel path).
 * The status change's request schema (with its correction) is in packages/contracts (orders.ts).
 */
import type { AdminOrderStatus } from './admin.ts';
import { STATUS_MESSAGES } from './rule-messages.ts';

/** Where an order may go from each status (the same status is always allowed; see `canMoveStatus`). */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<AdminOrderStatus, readonly AdminOrderStatus[]>> = {
  pending: ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
  confirmed: ['processing', 'shipped', 'delivered', 'cancelled'],
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** True when an ordinary status change may take an order from `from` to `to` (same status included). */
export function canMoveStatus(from: AdminOrderStatus, to: AdminOrderStatus): boolean {
  return from === to || ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * True when a correction may take an order from `from` to `to`: any other status but from or to
 * cancelled (a cancel refunds and restocks; a cancelled order stays cancelled).
 */
export function canCorrectStatus(from: AdminOrderStatus, to: AdminOrderStatus): boolean {
  return from !== to && from !== 'cancelled' && to !== 'cancelled';
}

/** The statuses an ordinary change offers for an order in `from` (its own first). */
export function nextStatuses(from: AdminOrderStatus): AdminOrderStatus[] {
  return [from, ...ORDER_STATUS_TRANSITIONS[from]];
}

/** The server's texts of the status rules (English; translated by server-messages). */
export { STATUS_MESSAGES };
