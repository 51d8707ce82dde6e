import { describe, expect, it } from 'vitest';
import { hasAtMostRateDecimals, RATE_MESSAGES } from '@phonexport/domain/exchange-rates';
import { currencyUpdateSchema } from '../src/currency.ts';

describe('the back office input', () => {
  it('checks rates: above 0, at most 1e9, at most 8 decimals', () => {
    const parse = (manualRate: unknown) => currencyUpdateSchema.safeParse({ manualRate, rounding: 'whole', enabled: true });
    expect(parse(null).success).toBe(true);
    expect(parse(26.12345678).success).toBe(true);
    expect(parse(1e9).success).toBe(true);
    expect(parse(0.000001).success).toBe(true);
    expect(parse(1.123456789).error?.issues[0]?.message).toBe(RATE_MESSAGES.rateDecimals);
    expect(parse(1e-9).error?.issues[0]?.message).toBe(RATE_MESSAGES.rateDecimals);
    expect(parse(0).error?.issues[0]?.message).toBe(RATE_MESSAGES.ratePositive);
    expect(parse(1e9 + 1).error?.issues[0]?.message).toBe(RATE_MESSAGES.rateTooLarge);
    expect(hasAtMostRateDecimals(0.1 + 0.2)).toBe(false);
  });
});
