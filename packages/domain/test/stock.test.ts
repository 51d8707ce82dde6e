import { describe, expect, it } from 'vitest';
import { badgeCount, cartFewLeftBadge, isLowStock, isOutOfStock, stockLabel } from '@phonexport/domain/stock';

describe('stockLabel (§4)', () => {
  it.each([
    [1000, 'In Stock'],
    [51, 'In Stock'],
    [50, '50 left in stock'],
    [10, '10 left in stock'],
    [1, '1 left in stock'],
    [0, 'Out of Stock'],
  ])('stock %i → %j', (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });
});

describe('isOutOfStock (§4)', () => {
  it('is true at stock 0 or with status out_of_stock', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(0, 'active')).toBe(true);
    expect(isOutOfStock(12, 'out_of_stock')).toBe(true);
    expect(isOutOfStock(12, 'active')).toBe(false);
    expect(isOutOfStock(1)).toBe(false);
  });
});

describe('isLowStock (§4, §9: under 10)', () => {
  it('is true from 1 to 9 only', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(1)).toBe(true);
    expect(isLowStock(10)).toBe(false);
    expect(isLowStock(50)).toBe(false);
    expect(isLowStock(0)).toBe(false);
  });
});

describe("cartFewLeftBadge (§2 Cart: 'Only {n} left' at 5 or less)", () => {
  it.each([
    [5, 'Only 5 left'],
    [3, 'Only 3 left'],
    [1, 'Only 1 left'],
    [6, null],
    [100, null],
    [0, null],
  ])('stock %i → %j', (stock, badge) => {
    expect(cartFewLeftBadge(stock)).toBe(badge);
  });
});

describe('badgeCount (§2, §9: 99+ above 99, hidden at 0)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i → %j', (n, text) => {
    expect(badgeCount(n)).toBe(text);
  });
});
