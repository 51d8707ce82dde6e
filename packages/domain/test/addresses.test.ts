import { describe, expect, it } from 'vitest';
import { nextDefaultAfterDelete } from '../src/addresses.ts';
import { INVOICE_DUE_MS, invoiceFileName, invoiceNumberFor, invoiceStatus } from '../src/invoices.ts';

describe('deleting the default (§4)', () => {
  const rows = [
    { id: 'b', isDefault: false, createdAt: '2026-01-02T00:00:00Z' },
    { id: 'a', isDefault: true, createdAt: '2026-01-01T00:00:00Z' },
    { id: 'c', isDefault: false, createdAt: '2026-01-03T00:00:00Z' },
  ];
  it('promotes the oldest remaining address', () => expect(nextDefaultAfterDelete(rows, 'a')).toBe('b'));
  it('changes nothing when a non-default goes', () => expect(nextDefaultAfterDelete(rows, 'c')).toBeNull());
  it('leaves no default when the last goes', () => expect(nextDefaultAfterDelete([rows[1]!], 'a')).toBeNull());
});

describe('invoices (§3, §4, §9)', () => {
  it('numbers, status, due date and file name', () => {
    expect(invoiceNumberFor('PX12345678')).toBe('INV-12345678');
    expect(invoiceStatus('paid')).toBe('paid');
    expect(invoiceStatus('pending')).toBe('pending');
    // Issue 12: a refunded order keeps its invoice, which says so; a refund in flight is still paid.
    expect(invoiceStatus('refunded')).toBe('refunded');
    expect(invoiceStatus('partially_refunded')).toBe('partially_refunded');
    expect(invoiceStatus('refunding')).toBe('paid');
    expect(invoiceStatus('failed')).toBe('pending');
    expect(INVOICE_DUE_MS).toBe(720 * 3_600_000);
    expect(invoiceFileName('INV-12345678')).toBe('INV-12345678.pdf');
    expect(invoiceFileName('INV-1"; x=/..')).toBe('INV-1___x__...pdf');
  });
});
