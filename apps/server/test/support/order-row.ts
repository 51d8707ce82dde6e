/**
 * An order row for tests that write orders straight to the database (customer totals and their
 * backfill): one line's worth of money, shipped to Lusaka, paid by a test method.
 */
import type { orders } from '../../src/db/schema.ts';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunding', 'refunded', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

let serial = 0;

/** An order row of `userId` (null: a guest's) with the given status, payment status, total and refunded amount (cents); a new order number each call. */
export function orderRow(userId: string | null, status: OrderStatus, paymentStatus: PaymentStatus, totalCents: number, refundedCents = 0) {
  return {
    userId,
    orderNumber: `TT-${++serial}-${Math.random().toString(36).slice(2, 8)}`,
    customerName: 'Totals',
    customerEmail: 'totals@totals.test',
    status,
    paymentStatus,
    paymentMethod: 'test',
    subtotalCents: totalCents,
    shippingCents: 0,
    shippingOption: 'standard' as const,
    dutyCents: 0,
    discountCents: 0,
    totalCents,
    refundedCents,
    shippingAddress: { name: 'Totals', street: '1 Main Rd', city: 'Lusaka', zipCode: '10101', country: 'Zambia', countryCode: 'ZM', phone: '+260211000000' },
    deliveryEstimate: '7-14 days',
  } satisfies typeof orders.$inferInsert;
}
