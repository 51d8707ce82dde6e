import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDecimalString, centsToInput, dollarsToCents, formatUsd, formatUsdWhole, inputToCents, parseDollars } from '../src/money.ts';

describe('money', () => {
  it('parses typed dollar amounts exactly, or refuses them', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars(' 12.5 ')).toBe(1250);
    expect(parseDollars('$1234.56')).toBe(123456);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', '-1', '1.234', '1e3', '12,50', 'abc', '$', '1.']) expect(parseDollars(bad)).toBeNull();
    expect(parseDollars('$5', { allowDollarSign: false })).toBeNull();
    expect(parseDollars('12345678', { maxWholeDigits: 7 })).toBeNull();
  });

  it('round-trips every cent amount through its decimal text', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (c) => parseDollars(centsToDecimalString(c)) === c));
  });

  it('writes dollars exactly as Intl’s en-US USD format does, for any amount of cents, signed or not', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const cents = fc.oneof(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), fc.integer({ min: -2_000, max: 2_000 }), fc.constant(-0));
    fc.assert(fc.property(cents, (c) => formatUsd(c) === intl.format(c / 100) && formatUsdWhole(c) === intlWhole.format(Math.round(c / 100))), { numRuns: 5_000 });
    expect(formatUsdWhole(129_950)).toBe('$1,300');
    expect(formatUsd(-5)).toBe('-$0.05');
  });

  it('formats for people and for forms', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(centsToInput(1250)).toBe('12.50');
    expect(centsToInput(null)).toBe('');
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it("reads a form's dollar text as cents, leaving an empty or non-number field to the server", () => {
    expect(inputToCents('19.99')).toBe(1999);
    expect(inputToCents(' 249 ')).toBe(24_900);
    expect(inputToCents('0')).toBe(0);
    expect(inputToCents('')).toBeNaN();
    expect(inputToCents('  ')).toBeNaN();
    expect(inputToCents('abc')).toBeNaN();
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (c) => inputToCents(centsToInput(c)) === c));
  });
});
