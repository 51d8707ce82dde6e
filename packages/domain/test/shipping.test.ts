import { describe, expect, it } from 'vitest';
import { FALLBACK_COUNTRY, deliveryEstimate, dutyCents, shippingCostCents, type CountryRates } from '@phonexport/domain/shipping';

const country = (over: Partial<CountryRates>): CountryRates => ({
  code: 'BW',
  name: 'Botswana',
  currency: 'BWP',
  shippingCostCents: 1_000,
  standardShippingCostCents: null,
  expressShippingCostCents: null,
  estimatedDeliveryDays: { standard: 8, express: 4 },
  dutyRate: 14,
  ...over,
});

describe('shippingCostCents (§9)', () => {
  it('standard uses standardShippingCost when set', () => {
    expect(shippingCostCents(country({ standardShippingCostCents: 1_500 }), 'standard')).toBe(1_500);
    expect(shippingCostCents(country({ standardShippingCostCents: 0 }), 'standard')).toBe(0);
  });

  it('standard falls back to shippingCost', () => {
    expect(shippingCostCents(country({}), 'standard')).toBe(1_000);
  });

  it('express uses expressShippingCost when set', () => {
    expect(shippingCostCents(country({ expressShippingCostCents: 3_000 }), 'express')).toBe(3_000);
  });

  it('express falls back to shippingCost + $15', () => {
    expect(shippingCostCents(country({}), 'express')).toBe(2_500);
    expect(shippingCostCents(country({ shippingCostCents: 0 }), 'express')).toBe(1_500);
  });
});

describe('deliveryEstimate (§9)', () => {
  it('standard N to N+2, express N to N+1', () => {
    const bw = country({ estimatedDeliveryDays: { standard: 8, express: 4 } });
    expect(deliveryEstimate(bw, 'standard')).toBe('8-10');
    expect(deliveryEstimate(bw, 'express')).toBe('4-5');
    const za = country({ estimatedDeliveryDays: { standard: 7, express: 3 } });
    expect(deliveryEstimate(za, 'standard')).toBe('7-9');
    expect(deliveryEstimate(za, 'express')).toBe('3-4');
  });

  it('defaults to 5-7 and 2-3 without a country', () => {
    expect(deliveryEstimate(null, 'standard')).toBe('5-7');
    expect(deliveryEstimate(null, 'express')).toBe('2-3');
  });
});

describe('FALLBACK_COUNTRY (§9 fallback US)', () => {
  it('is the US with standard 0, express $15, 5 and 2 days, no duty', () => {
    expect(FALLBACK_COUNTRY.code).toBe('US');
    expect(shippingCostCents(FALLBACK_COUNTRY, 'standard')).toBe(0);
    expect(shippingCostCents(FALLBACK_COUNTRY, 'express')).toBe(1_500);
    expect(FALLBACK_COUNTRY.estimatedDeliveryDays).toEqual({ standard: 5, express: 2 });
    expect(FALLBACK_COUNTRY.dutyRate).toBe(0);
    expect(deliveryEstimate(FALLBACK_COUNTRY, 'standard')).toBe('5-7');
    expect(deliveryEstimate(FALLBACK_COUNTRY, 'express')).toBe('2-3');
  });
});

describe('dutyCents (§9: subtotal × dutyRate %)', () => {
  it('computes and rounds to the cent', () => {
    expect(dutyCents(10_000, 15)).toBe(1_500);
    expect(dutyCents(10_000, 0)).toBe(0);
    expect(dutyCents(0, 16)).toBe(0);
    expect(dutyCents(999, 16.5)).toBe(165); // 164.835
    expect(dutyCents(12_345, 15.5)).toBe(1_913); // 1,913.475
    expect(dutyCents(333, 15)).toBe(50); // 49.95
  });
});
