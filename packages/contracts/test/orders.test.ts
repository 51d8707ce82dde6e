import { describe, expect, it } from 'vitest';
import { refundRequestSchema, statusCorrectionSchema } from '../src/orders.ts';

describe('order status transitions (issue 24)', () => {
  it('a correction needs a reason and tells the customer only when asked', () => {
    expect(statusCorrectionSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(statusCorrectionSchema.safeParse({}).success).toBe(false);
    expect(statusCorrectionSchema.parse({ reason: 'Marked delivered by mistake' })).toEqual({ reason: 'Marked delivered by mistake', notifyCustomer: false });
  });
});

describe('refund amounts', () => {
  it('reads dollars as typed into cents', () => {
    expect(refundRequestSchema.parse({ amount: '12.50' }).amount).toBe(1250);
    expect(refundRequestSchema.parse({ amount: '$7' }).amount).toBe(700);
    expect(refundRequestSchema.parse({ amount: 0.1 }).amount).toBe(10);
    expect(refundRequestSchema.parse({ amount: '0.01' }).amount).toBe(1);
  });

  it('refuses what is not an amount above zero with 2 decimals at most', () => {
    for (const amount of ['', 'abc', '-1', '0', '0.00', '1.234', '1e3', null, undefined, {}]) {
      expect(refundRequestSchema.safeParse({ amount }).success, String(amount)).toBe(false);
    }
  });
});
