/**
 * Cancelling and refunding paid orders (issue 12), and the one rule every sales figure uses.
 * Amounts are integer US cents; the admin types a refund in dollars ('12.50'), read into cents
 * by the refund request schema of packages/contracts (orders.ts).
 */
import { formatUsd } from './money.ts';

/** An order's payment status. 'refunding' is the short-lived claim while the provider refunds. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunding', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---------------------------------------------------------------- the sales rule

/**
 * THE rule for revenue, order counts, average order value, customer totals, VIP status and
 * reports: an order counts as a sale when it is not cancelled and its payment is held (paid,
 * partially refunded, or a refund still in flight); it counts for its total minus what was
 * refunded (net cents). Cancelled and fully refunded orders are left out of every figure.
 */
export const SALE_EXCLUDED_ORDER_STATUSES = ['cancelled'] as const;
export const SALE_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunding'] as const satisfies readonly PaymentStatus[];

/** True when the order counts in sales figures (see SALE_PAYMENT_STATUSES). */
export function countsAsSale(order: { status: string; paymentStatus: string }): boolean {
  return (
    !(SALE_EXCLUDED_ORDER_STATUSES as readonly string[]).includes(order.status) &&
    (SALE_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus)
  );
}

/** What a counted order adds to revenue: its total minus refunds, in cents; 0 when it does not count. */
export function netSaleCents(order: { status: string; paymentStatus: string; totalCents: number; refundedCents: number }): number {
  return countsAsSale(order) ? order.totalCents - order.refundedCents : 0;
}

/** Average order value in cents: net revenue over counted orders, rounded; 0 without orders. */
export function averageOrderValueCents(netRevenueCents: number, countedOrders: number): number {
  return countedOrders > 0 ? Math.round(netRevenueCents / countedOrders) : 0;
}

// ---------------------------------------------------------------- refunds

/** Cents still refundable on an order whose payment was taken (0 when nothing was paid). */
export function refundableCents(order: { paymentStatus: string; totalCents: number; refundedCents: number }): number {
  if (!['paid', 'partially_refunded', 'refunding', 'refunded'].includes(order.paymentStatus)) return 0;
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** The payment status once `refundedCents` of `totalCents` were refunded. */
export function paymentStatusAfterRefund(totalCents: number, refundedCents: number): 'paid' | 'partially_refunded' | 'refunded' {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

export const REFUND_MESSAGES = {
  alreadyCancelled: 'This order is already cancelled.',
  inProgress: 'A refund for this order is already in progress. Please wait a moment and reload.',
  cannotReopen: 'A cancelled order cannot be reopened: its stock was returned and its payment refunded.',
  nothingLeft: 'Nothing is left to refund on this order.',
  providerFailed: 'The refund could not be completed by the payment provider, so nothing was changed. Please try again.',
  notSetUp: 'No payment provider is set up, so nothing can be refunded and nothing was changed.',
  amountRequired: 'Enter the amount to refund in USD, e.g. 12.50',
  amountPositive: 'The refund must be at least $0.01',
  tooMuch: (leftCents: number) => `At most ${formatUsd(leftCents)} is left to refund`,
  cancelled: 'Order cancelled and payment refunded',
  cancelledNoRefund: 'Order cancelled',
  refunded: (cents: number) => `Refunded ${formatUsd(cents)}`,
} as const;

/** The customer's notification for a refund (or a cancel with a refund). Refunds take 5-7 business days (FAQ). */
export function refundNotification(orderNumber: string, refundedCents: number, cancelled: boolean): { title: string; message: string } {
  const money = `${formatUsd(refundedCents)} has been refunded to your original payment method; refunds arrive in 5-7 business days.`;
  if (cancelled) {
    return {
      title: 'Order Cancelled',
      message: refundedCents > 0 ? `Your order #${orderNumber} has been cancelled. ${money}` : `Your order #${orderNumber} has been cancelled.`,
    };
  }
  return { title: 'Order Refunded', message: `A refund for your order #${orderNumber}: ${money}` };
}
