import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTRY_CURRENCY,
  CURRENCY_EXPONENTS,
  DISPLAY_CURRENCIES,
  PEGGED_TO_ZAR,
  ROUNDING_RULES,
  convertFromUsd,
  currencyForCountry,
  currencyFromCookies,
  effectiveCurrency,
  formatApprox,
  formatMoney,
  rateToScaled,
  roundForDisplay,
  showAmount,
  type DisplayRate,
} from '../src/currency.ts';

const NBSP = '\u00a0';
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('display currencies', () => {
  it('lists USD first, the spec currencies and one currency per service country', () => {
    expect(DISPLAY_CURRENCIES[0]).toBe('USD');
    for (const c of Object.values(COUNTRY_CURRENCY)) expect(DISPLAY_CURRENCIES).toContain(c);
    expect(Object.keys(COUNTRY_CURRENCY).sort()).toEqual(['BW', 'LS', 'MW', 'NA', 'SZ', 'ZA', 'ZM', 'ZW']);
    expect([...PEGGED_TO_ZAR].sort()).toEqual(['LSL', 'NAD', 'SZL']);
    expect(currencyForCountry('zm')).toBe('ZMW');
    expect(currencyForCountry('CN')).toBeNull();
    expect(currencyForCountry(null)).toBeNull();
  });

  it('knows the ISO 4217 exponents', () => {
    for (const c of DISPLAY_CURRENCIES) expect(CURRENCY_EXPONENTS[c]).toBe(2);
  });
});

describe('convertFromUsd', () => {
  it('reads a rate as an exact scaled integer', () => {
    expect(rateToScaled(26.4512)).toEqual({ amount: 264512n, scale: 4n });
    expect(rateToScaled(1)).toEqual({ amount: 1n, scale: 0n });
    expect(rateToScaled(1730)).toEqual({ amount: 1730n, scale: 0n });
    expect(rateToScaled(0.000123)).toEqual({ amount: 123n, scale: 6n });
    expect(rateToScaled(0.9007199254786371)).toEqual({ amount: 9007199254786371n, scale: 16n });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => rateToScaled(bad)).toThrow(RangeError);
  });

  it('converts cents into minor units at the rate, rounding half up', () => {
    // $329.00 at 26.3 kwacha per dollar = K 8,652.70
    expect(convertFromUsd(32900, 26.3, 'ZMW')).toBe(865270);
    // $0.01 at 0.785 = €0.00785 → €0.01
    expect(convertFromUsd(1, 0.785, 'EUR')).toBe(1);
    // $0.01 at 0.745 = £0.00745 → £0.01 (half up would be needed at .005)
    expect(convertFromUsd(1, 0.5, 'GBP')).toBe(1);
    expect(convertFromUsd(1, 0.4, 'GBP')).toBe(0);
    // a float-hostile rate: 0.1 + 0.2 style error would give 3.0000000000000004
    expect(convertFromUsd(1000, 0.3, 'EUR')).toBe(300);
    expect(convertFromUsd(32900, 1, 'USD')).toBe(32900);
    expect(convertFromUsd(32900, 123, 'USD')).toBe(32900);
  });

  it('is exact where float multiplication is not', () => {
    // 1.15 * 100 in floats is 114.99999999999999
    expect(convertFromUsd(100, 1.15, 'CAD')).toBe(115);
    expect(convertFromUsd(1_000_000_00, 1730.25, 'MWK')).toBe(173_025_000_000);
  });

  it('refuses fractional cents and bad rates', () => {
    expect(() => convertFromUsd(1.5, 2, 'ZAR')).toThrow(RangeError);
    expect(() => convertFromUsd(100, -2, 'ZAR')).toThrow(RangeError);
  });
});

describe('roundForDisplay', () => {
  it('applies each rule upwards', () => {
    expect(roundForDisplay(865270, 'ZMW', 'none')).toBe(865270);
    expect(roundForDisplay(865270, 'ZMW', 'whole')).toBe(865300);
    expect(roundForDisplay(865200, 'ZMW', 'whole')).toBe(865200);
    expect(roundForDisplay(865270, 'ZMW', 'nine')).toBe(865900);
    expect(roundForDisplay(865900, 'ZMW', 'nine')).toBe(865900);
    expect(roundForDisplay(865970, 'ZMW', 'nine')).toBe(866900);
    expect(roundForDisplay(865270, 'ZMW', 'ten')).toBe(866000);
    expect(roundForDisplay(865270, 'ZMW', 'fifty')).toBe(870000);
    expect(roundForDisplay(865270, 'ZMW', 'hundred')).toBe(870000);
    expect(roundForDisplay(56925000, 'MWK', 'hundred')).toBe(56930000);
  });

  it('keeps zero and the sign of a discount', () => {
    for (const rule of ROUNDING_RULES) expect(roundForDisplay(0, 'MWK', rule)).toBe(0);
    expect(roundForDisplay(-865270, 'ZMW', 'ten')).toBe(-866000);
  });

  it('never lowers a shown amount and lands on the rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...ROUNDING_RULES), fc.constantFrom(...DISPLAY_CURRENCIES), (minor, rule, c) => {
        const shown = roundForDisplay(minor, c, rule);
        if (shown < minor) return false;
        const unit = 100;
        const step = { none: 1, whole: unit, nine: unit, ten: 10 * unit, fifty: 50 * unit, hundred: 100 * unit }[rule];
        if (minor !== 0 && shown % step !== 0) return false;
        if (rule === 'nine' && minor !== 0 && (shown / unit) % 10 !== 9) return false;
        // A step at most above the conversion (ten for 'nine').
        return shown - minor < (rule === 'nine' ? 10 * unit : step);
      }),
    );
  });
});

describe('showAmount: display rounding never touches the charged amount', () => {
  const rateArb = fc.record({
    currency: fc.constantFrom(...DISPLAY_CURRENCIES.filter((c) => c !== 'USD')),
    rate: fc.double({ min: 0.01, max: 50_000, noNaN: true }),
    rounding: fc.constantFrom(...ROUNDING_RULES),
    stale: fc.boolean(),
  });

  it('shows the converted, rounded amount; the USD amount stays as charged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rateArb, (cents, rate) => {
        const rates: DisplayRate[] = [rate];
        const charged = cents;
        const shown = showAmount(charged, rate.currency, rates);
        const usd = showAmount(charged, 'USD', rates);
        // The USD amount (what is charged) is never rounded, whatever the rule.
        if (usd.minor !== charged || usd.currency !== 'USD' || usd.approximate) return false;
        if (rate.stale) return shown.currency === 'USD' && shown.minor === charged && !shown.approximate;
        const exact = convertFromUsd(charged, rate.rate, rate.currency);
        return shown.approximate && shown.currency === rate.currency && shown.minor === roundForDisplay(exact, rate.currency, rate.rounding) && shown.minor >= exact;
      }),
    );
  });

  it('falls back to USD when the rate is stale or missing', () => {
    const rates: DisplayRate[] = [{ currency: 'ZMW', rate: 26.3, rounding: 'whole', stale: true }];
    expect(showAmount(32900, 'ZMW', rates)).toEqual({ currency: 'USD', minor: 32900, approximate: false });
    expect(showAmount(32900, 'MWK', rates)).toEqual({ currency: 'USD', minor: 32900, approximate: false });
    expect(showAmount(32900, 'MWK', null)).toEqual({ currency: 'USD', minor: 32900, approximate: false });
    expect(effectiveCurrency('ZMW', rates)).toBe('USD');
    expect(effectiveCurrency('ZMW', [{ ...rates[0]!, stale: false }])).toBe('ZMW');
    expect(showAmount(32900, 'ZMW', [{ ...rates[0]!, stale: false }])).toEqual({ currency: 'ZMW', minor: 865300, approximate: true });
  });
});

describe('formatMoney', () => {
  it('writes each currency with its sign, in the locale', () => {
    expect(formatMoney(32900, 'USD', 'en', { fraction: 'always' })).toBe('$329.00');
    expect(formatMoney(32900, 'USD', 'en')).toBe('$329');
    expect(plain(formatMoney(865000, 'ZMW', 'en'))).toBe('K 8,650');
    expect(plain(formatMoney(865270, 'ZMW', 'en'))).toBe('K 8,652.70');
    expect(plain(formatMoney(865270, 'ZMW', 'en', { fraction: 'never' }))).toBe('K 8,653');
    expect(plain(formatMoney(56930000, 'MWK', 'en'))).toBe('MK 569,300');
    expect(plain(formatMoney(100000, 'NAD', 'en'))).toBe('N$1,000');
    expect(plain(formatMoney(865000, 'ZMW', 'de'))).toBe('8.650 K');
    expect(plain(formatMoney(32950, 'EUR', 'fr'))).toBe('329,50 €');
    expect(plain(formatMoney(-1500, 'ZAR', 'en'))).toBe('-R 15');
  });

  it('writes an approximation with a non-breaking space', () => {
    expect(formatApprox(865000, 'ZMW', 'en')).toBe(`≈${NBSP}K${NBSP}8,650`);
  });
});

describe('currencyFromCookies', () => {
  it('reads the display currency cookie and nothing else', () => {
    expect(currencyFromCookies('a=1; phonexport-currency=ZMW; b=2')).toBe('ZMW');
    expect(currencyFromCookies('phonexport-currency=mwk')).toBe('MWK');
    expect(currencyFromCookies('phonexport-currency=KES')).toBeNull();
    expect(currencyFromCookies('xphonexport-currency=ZMW')).toBeNull();
    expect(currencyFromCookies(undefined)).toBeNull();
  });
});
