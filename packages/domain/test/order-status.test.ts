import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../src/admin.ts';
import { ORDER_STATUS_TRANSITIONS, canCorrectStatus, canMoveStatus, nextStatuses } from '../src/order-status.ts';

describe('order status transitions (issue 24)', () => {
  it('moves forward along pending → confirmed → processing → shipped → delivered, skipping steps', () => {
    expect(canMoveStatus('pending', 'confirmed')).toBe(true);
    expect(canMoveStatus('confirmed', 'shipped')).toBe(true);
    expect(canMoveStatus('processing', 'delivered')).toBe(true);
    expect(canMoveStatus('shipped', 'delivered')).toBe(true);
  });

  it('refuses every backward move of the issue: delivered → pending → shipped → confirmed', () => {
    expect(canMoveStatus('delivered', 'pending')).toBe(false);
    expect(canMoveStatus('shipped', 'confirmed')).toBe(false);
    expect(canMoveStatus('delivered', 'shipped')).toBe(false);
    expect(canMoveStatus('processing', 'pending')).toBe(false);
  });

  it('cancels until delivered, and never reopens a cancelled order', () => {
    for (const from of ['pending', 'confirmed', 'processing', 'shipped'] as const) expect(canMoveStatus(from, 'cancelled')).toBe(true);
    expect(canMoveStatus('delivered', 'cancelled')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canMoveStatus('cancelled', to)).toBe(to === 'cancelled');
  });

  it('is a forward-only table: no status can be reached again after leaving it', () => {
    const rank = (s: string) => ORDER_STATUSES.indexOf(s as (typeof ORDER_STATUSES)[number]);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUS_TRANSITIONS[from]) if (to !== 'cancelled') expect(rank(to), `${from} → ${to}`).toBeGreaterThan(rank(from));
    expect(nextStatuses('shipped')).toEqual(['shipped', 'delivered', 'cancelled']);
  });

  it('a correction moves back between live statuses but never to or from cancelled', () => {
    expect(canCorrectStatus('delivered', 'shipped')).toBe(true);
    expect(canCorrectStatus('shipped', 'confirmed')).toBe(true);
    expect(canCorrectStatus('delivered', 'cancelled')).toBe(false);
    expect(canCorrectStatus('cancelled', 'pending')).toBe(false);
    expect(canCorrectStatus('shipped', 'shipped')).toBe(false);
  });
});
