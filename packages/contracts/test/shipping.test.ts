import { describe, expect, it } from 'vitest';
import { adminCountrySchema } from '../src/shipping.ts';

describe('service country form (back office §5, §9)', () => {
  it('upper-cases code and currency and applies the defaults', () => {
    expect(adminCountrySchema.parse({ name: 'Angola', code: 'ao' })).toMatchObject({
      code: 'AO',
      currency: 'USD',
      standardShippingCostCents: 0,
      expressShippingCostCents: 1500,
      standardDeliveryDays: 5,
      expressDeliveryDays: 2,
      dutyRate: 10,
      isActive: true,
    });
    expect(adminCountrySchema.safeParse({ name: 'Angola', code: 'AO', dutyRate: 10.05 }).success).toBe(false);
  });
});
