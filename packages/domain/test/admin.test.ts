import { describe, expect, it } from 'vitest';
import { customerStatus, isNewCustomer, orderStatusNotification, safeCsvCell, variantsToSave } from '../src/admin.ts';

describe('customerStatus (back office §4)', () => {
  it('is inactive without orders, vip above $1000 or more than 5 orders, else active', () => {
    expect(customerStatus(0, 0)).toBe('inactive');
    expect(customerStatus(1, 100_000)).toBe('active');
    expect(customerStatus(1, 100_001)).toBe('vip');
    expect(customerStatus(5, 500)).toBe('active');
    expect(customerStatus(6, 500)).toBe('vip');
  });

  it('counts a customer as new within one month of joining', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(isNewCustomer(new Date('2026-03-01T12:00:00Z'), now)).toBe(true);
    expect(isNewCustomer(new Date('2026-02-01T12:00:00Z'), now)).toBe(false);
  });
});

describe('safeCsvCell', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const v of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) expect(safeCsvCell(v)).toBe(`'${v}`);
    expect(safeCsvCell('Galaxy S25')).toBe('Galaxy S25');
    expect(safeCsvCell(12)).toBe('12');
    expect(safeCsvCell(null)).toBe('');
  });

  it('neutralises a formula after any list separator inside a cell (issue 24)', () => {
    expect(safeCsvCell('a;=1+2;b')).toBe("a;'=1+2;b");
    expect(safeCsvCell('a,=1+2,b')).toBe("a,'=1+2,b");
    expect(safeCsvCell('x; @SUM(A1)')).toBe("x; '@SUM(A1)");
    expect(safeCsvCell('=a|+b\t-c')).toBe("'=a|'+b\t'-c");
    expect(safeCsvCell('Cape Town; South Africa')).toBe('Cape Town; South Africa');
  });
});

describe('variantsToSave (back office §5)', () => {
  it('keeps variants with colour and storage, without duplicates', () => {
    const v = variantsToSave({
      variants: [
        { color: 'Black', storage: '128GB', priceCents: 100, stock: 1 },
        { color: 'Blue', storage: '', priceCents: 100, stock: 1 },
        { color: 'black', storage: '128gb', priceCents: 200, stock: 2 },
      ],
    });
    expect(v).toEqual([{ color: 'Black', storage: '128GB', priceCents: 100, stock: 1 }]);
  });

  it('falls back to the base price and stock, or nothing', () => {
    expect(variantsToSave({ variants: [], basePriceCents: 500, baseStock: 2 })).toEqual([{ color: 'Standard', storage: 'Standard', priceCents: 500, stock: 2 }]);
    expect(variantsToSave({ variants: [] })).toBeNull();
  });
});

describe('orderStatusNotification', () => {
  it('names the order and the tracking number when shipped', () => {
    expect(orderStatusNotification('shipped', 'PX1', 'DHL9')).toEqual({ title: 'Order Shipped', message: 'Your order #PX1 has been shipped. Tracking number: DHL9.' });
    expect(orderStatusNotification('pending', 'PX1').title).toBe('Order Update');
  });
});
