import { describe, expect, it } from 'vitest';
import { displayOrderNumber, isOrderNumber, orderNumberFromTimestamp } from '@phonexport/domain/order-number';

describe('orderNumberFromTimestamp (§9: PX + last 8 digits)', () => {
  it('takes the last 8 digits of the timestamp', () => {
    expect(orderNumberFromTimestamp(1_735_689_600_123)).toBe('PX89600123');
    expect(orderNumberFromTimestamp(1_718_000_123_456)).toBe('PX00123456');
  });

  it('ignores fractions of a millisecond and pads short numbers', () => {
    expect(orderNumberFromTimestamp(1_735_689_600_123.9)).toBe('PX89600123');
    expect(orderNumberFromTimestamp(1234)).toBe('PX00001234');
  });

  it('always produces a well-formed number', () => {
    expect(isOrderNumber(orderNumberFromTimestamp(Date.now()))).toBe(true);
  });
});

describe('isOrderNumber', () => {
  it('accepts PX and exactly 8 digits only', () => {
    expect(isOrderNumber('PX12345678')).toBe(true);
    expect(isOrderNumber('PX1234567')).toBe(false);
    expect(isOrderNumber('PX123456789')).toBe(false);
    expect(isOrderNumber('px12345678')).toBe(false);
    expect(isOrderNumber('PX1234567a')).toBe(false);
  });
});

describe('displayOrderNumber (§2: falls back to the last 8 characters of the id)', () => {
  it('uses the order number when there is one', () => {
    expect(displayOrderNumber({ id: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789', orderNumber: 'PX12345678' })).toBe('PX12345678');
  });

  it('falls back to the last 8 characters of the id', () => {
    expect(displayOrderNumber({ id: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789', orderNumber: null })).toBe('23456789');
    expect(displayOrderNumber({ id: 'abcdefghijkl', orderNumber: '' })).toBe('efghijkl');
  });
});
