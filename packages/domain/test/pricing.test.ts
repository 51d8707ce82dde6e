import { describe, expect, it } from 'vitest';
import type { Coupon } from '@phonexport/domain/coupons';
import { priceOrder, subtotalCents } from '@phonexport/domain/pricing';
import { FALLBACK_COUNTRY, type CountryRates } from '@phonexport/domain/shipping';

/** South Africa as seeded: standard $12, express $25, VAT 15 %. */
const ZA: CountryRates = {
  code: 'ZA',
  name: 'South Africa',
  currency: 'ZAR',
  shippingCostCents: 1_200,
  standardShippingCostCents: 1_200,
  expressShippingCostCents: 2_500,
  estimatedDeliveryDays: { standard: 7, express: 3 },
  dutyRate: 15,
};
/** Malawi as seeded: standard $20, express $38, 16.5 %. */
const MW: CountryRates = {
  ...ZA,
  code: 'MW',
  name: 'Malawi',
  shippingCostCents: 2_000,
  standardShippingCostCents: 2_000,
  expressShippingCostCents: 3_800,
  dutyRate: 16.5,
};

const WELCOME10: Coupon = { code: 'WELCOME10', type: 'percentage', percentOff: 10 };
const SAVE20: Coupon = { code: 'SAVE20', type: 'fixed', amountOffCents: 2000 };
const NEWUSER15: Coupon = { code: 'NEWUSER15', type: 'percentage', percentOff: 15 };

// A $1,299.99 phone and two $49.99 chargers: subtotal $1,399.97.
const LINES = [
  { unitPriceCents: 129_999, quantity: 1 },
  { unitPriceCents: 4_999, quantity: 2 },
];

describe('subtotalCents', () => {
  it('sums unit price × quantity', () => {
    expect(subtotalCents(LINES)).toBe(139_997);
    expect(subtotalCents([])).toBe(0);
  });

  it('refuses negative or fractional amounts and non-positive quantities', () => {
    expect(() => subtotalCents([{ unitPriceCents: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalCents([{ unitPriceCents: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalCents([{ unitPriceCents: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => subtotalCents([{ unitPriceCents: 100, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('priceOrder (§9: total = subtotal + shipping + duty − discount)', () => {
  it('cart summary: no duty without includeDuty', () => {
    expect(priceOrder({ lines: LINES, country: ZA, shippingOption: 'standard', includeDuty: false })).toEqual({
      subtotalCents: 139_997,
      shippingCents: 1_200,
      dutyCents: 0,
      discountCents: 0,
      totalCents: 141_197,
      itemCount: 3,
    });
  });

  it('checkout: duty = subtotal × dutyRate %, rounded to the cent', () => {
    // 139,997 × 15 % = 20,999.55 → 21,000
    expect(priceOrder({ lines: LINES, country: ZA, shippingOption: 'express', includeDuty: true })).toEqual({
      subtotalCents: 139_997,
      shippingCents: 2_500,
      dutyCents: 21_000,
      discountCents: 0,
      totalCents: 163_497,
      itemCount: 3,
    });
  });

  it('rounds fractional duty rates to the cent', () => {
    // $9.99 × 16.5 % = 164.835 cents → 165
    const t = priceOrder({ lines: [{ unitPriceCents: 999, quantity: 1 }], country: MW, shippingOption: 'standard', includeDuty: true });
    expect(t.dutyCents).toBe(165);
    expect(t.totalCents).toBe(999 + 2_000 + 165);
  });

  it('subtracts a percentage coupon computed on the subtotal', () => {
    // 10 % of 139,997 = 13,999.7 → 14,000; 139,997 + 1,200 + 21,000 − 14,000
    const t = priceOrder({ lines: LINES, country: ZA, shippingOption: 'standard', coupon: WELCOME10, includeDuty: true });
    expect(t).toMatchObject({ subtotalCents: 139_997, shippingCents: 1_200, dutyCents: 21_000, discountCents: 14_000, totalCents: 148_197 });
  });

  it('subtracts NEWUSER15 (15 %) without duty in the cart', () => {
    // 15 % of 20,000 = 3,000; 20,000 + 1,200 − 3,000
    const t = priceOrder({ lines: [{ unitPriceCents: 10_000, quantity: 2 }], country: ZA, shippingOption: 'standard', coupon: NEWUSER15, includeDuty: false });
    expect(t).toMatchObject({ discountCents: 3_000, dutyCents: 0, totalCents: 18_200 });
  });

  it('subtracts SAVE20 as a fixed $20', () => {
    const t = priceOrder({ lines: [{ unitPriceCents: 50_000, quantity: 1 }], country: ZA, shippingOption: 'standard', coupon: SAVE20, includeDuty: false });
    expect(t).toMatchObject({ discountCents: 2_000, totalCents: 49_200 });
  });

  it('never lets a discount make the total negative', () => {
    // $15 subtotal, free standard shipping, no duty: $20 off leaves exactly 0.
    const t = priceOrder({ lines: [{ unitPriceCents: 1_500, quantity: 1 }], country: FALLBACK_COUNTRY, shippingOption: 'standard', coupon: SAVE20, includeDuty: true });
    expect(t).toMatchObject({ subtotalCents: 1_500, shippingCents: 0, dutyCents: 0, discountCents: 1_500, totalCents: 0 });
  });

  it('a fixed coupon larger than the subtotal still leaves a non-negative total with shipping', () => {
    // $9.99 + $12 shipping = $21.99; $20 off → $1.99
    const t = priceOrder({ lines: [{ unitPriceCents: 999, quantity: 1 }], country: ZA, shippingOption: 'standard', coupon: SAVE20, includeDuty: false });
    expect(t.totalCents).toBe(199);
    expect(t.totalCents).toBeGreaterThanOrEqual(0);
  });

  it('an empty cart ships free and totals 0, whatever the option and coupon', () => {
    for (const shippingOption of ['standard', 'express'] as const) {
      expect(priceOrder({ lines: [], country: ZA, shippingOption, coupon: SAVE20, includeDuty: true })).toEqual({
        subtotalCents: 0,
        shippingCents: 0,
        dutyCents: 0,
        discountCents: 0,
        totalCents: 0,
        itemCount: 0,
      });
    }
  });

  it('ships free from the free-shipping minimum upwards (inclusive)', () => {
    const base = { country: ZA, shippingOption: 'express' as const, includeDuty: false, freeShippingMinimumCents: 50_000 };
    expect(priceOrder({ ...base, lines: [{ unitPriceCents: 50_000, quantity: 1 }] }).shippingCents).toBe(0);
    expect(priceOrder({ ...base, lines: [{ unitPriceCents: 49_999, quantity: 1 }] }).shippingCents).toBe(2_500);
    expect(priceOrder({ ...base, freeShippingMinimumCents: null, lines: [{ unitPriceCents: 50_000, quantity: 1 }] }).shippingCents).toBe(2_500);
  });

  it('uses the fallback country (US): standard free, express $15, no duty', () => {
    const lines = [{ unitPriceCents: 10_000, quantity: 1 }];
    expect(priceOrder({ lines, country: FALLBACK_COUNTRY, shippingOption: 'standard', includeDuty: true }).totalCents).toBe(10_000);
    expect(priceOrder({ lines, country: FALLBACK_COUNTRY, shippingOption: 'express', includeDuty: true }).totalCents).toBe(11_500);
  });
});
