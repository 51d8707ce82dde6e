import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE, addressFormError } from '@phonexport/domain/addresses';
import { addressBodySchema, addressPatchSchema } from '../src/addresses.ts';

const full = { name: 'Thandi', street: '12 Long St', city: 'Cape Town', zipCode: '8001', countryCode: 'ZA' };

describe('address dialog validation (§5)', () => {
  it('requires name, street, city, zip code and country; company, state and phone are optional', () => {
    expect(addressFormError(full)).toBeNull();
    for (const k of Object.keys(full)) expect(addressFormError({ ...full, [k]: '  ' }), k).toBe(ADDRESS_REQUIRED_MESSAGE);
    const parsed = addressBodySchema.parse({ ...full, countryCode: 'za' });
    expect(parsed).toMatchObject({ countryCode: 'ZA', type: 'home' });
    const bad = addressBodySchema.safeParse({ ...full, street: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(ADDRESS_REQUIRED_MESSAGE);
    expect(addressBodySchema.safeParse({ ...full, type: 'castle' }).success).toBe(false);
  });

  it('a patch may carry any subset, but not a blank required field', () => {
    expect(addressPatchSchema.parse({ isDefault: true })).toEqual({ isDefault: true });
    expect(addressPatchSchema.safeParse({ city: '' }).success).toBe(false);
  });
});
