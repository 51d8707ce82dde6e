import { describe, expect, it } from 'vitest';
import { invoiceStatus } from '../src/invoices.ts';
import {
  averageOrderValueCents,
  countsAsSale,
  netSaleCents,
  paymentStatusAfterRefund,
  refundableCents,
} from '../src/refunds.ts';

describe('the sales rule (issue 12)', () => {
  const order = (status: string, paymentStatus: string, refundedCents = 0) => ({ status, paymentStatus, totalCents: 10_000, refundedCents });

  it('counts orders that are not cancelled and still paid, for their total minus refunds', () => {
    expect(netSaleCents(order('confirmed', 'paid'))).toBe(10_000);
    expect(netSaleCents(order('shipped', 'partially_refunded', 2_500))).toBe(7_500);
    expect(netSaleCents(order('processing', 'refunding'))).toBe(10_000);
  });

  it('leaves out cancelled, fully refunded and unpaid orders', () => {
    expect(countsAsSale(order('cancelled', 'paid'))).toBe(false);
    expect(countsAsSale(order('delivered', 'refunded', 10_000))).toBe(false);
    expect(countsAsSale(order('pending', 'pending'))).toBe(false);
    expect(netSaleCents(order('cancelled', 'refunded', 10_000))).toBe(0);
  });

  it('average order value is net revenue over counted orders, 0 without orders', () => {
    expect(averageOrderValueCents(10_001, 2)).toBe(5_001);
    expect(averageOrderValueCents(0, 0)).toBe(0);
  });
});

describe('refund amounts', () => {
  it('what is left and the resulting statuses', () => {
    expect(refundableCents({ paymentStatus: 'paid', totalCents: 5_000, refundedCents: 0 })).toBe(5_000);
    expect(refundableCents({ paymentStatus: 'partially_refunded', totalCents: 5_000, refundedCents: 1_200 })).toBe(3_800);
    expect(refundableCents({ paymentStatus: 'refunded', totalCents: 5_000, refundedCents: 5_000 })).toBe(0);
    expect(refundableCents({ paymentStatus: 'pending', totalCents: 5_000, refundedCents: 0 })).toBe(0);
    expect(paymentStatusAfterRefund(5_000, 0)).toBe('paid');
    expect(paymentStatusAfterRefund(5_000, 1)).toBe('partially_refunded');
    expect(paymentStatusAfterRefund(5_000, 5_000)).toBe('refunded');
    expect(invoiceStatus('partially_refunded')).toBe('partially_refunded');
    expect(invoiceStatus('refunded')).toBe('refunded');
    expect(invoiceStatus('refunding')).toBe('paid');
    expect(invoiceStatus('failed')).toBe('pending');
  });
});
