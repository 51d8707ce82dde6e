/** Zimbabwe's mobile money rules (decision 070): operator from the number's prefix, the local number Paynow takes, masking. */
import { describe, expect, it } from 'vitest';
import { countryOfMsisdn, maskMsisdn, operatorByCode, zimbabweLocalNumber, zimbabweOperatorOf } from '../src/mobile-money.ts';

describe('Zimbabwe mobile money', () => {
  it('finds EcoCash from 077/078, OneMoney from 071, and nothing for other prefixes or lengths', () => {
    expect(zimbabweOperatorOf('263771111111')).toBe('ECOCASH_ZWE');
    expect(zimbabweOperatorOf('263781234567')).toBe('ECOCASH_ZWE');
    expect(zimbabweOperatorOf('263712345678')).toBe('ONEMONEY_ZWE');
    expect(zimbabweOperatorOf('263732345678')).toBeNull();
    expect(zimbabweOperatorOf('26377111111')).toBeNull();
    expect(zimbabweOperatorOf('260771111111')).toBeNull();
  });
  it('writes the number as Paynow takes it and masks it like the other countries', () => {
    expect(zimbabweLocalNumber('263771111111')).toBe('0771111111');
    expect(countryOfMsisdn('263771111111')).toBe('ZW');
    expect(maskMsisdn('263771111111')).toBe('+263 ••• ••• 111');
    expect(operatorByCode('ECOCASH_ZWE')).toMatchObject({ name: 'EcoCash', currency: 'USD', provider: 'paynow' });
  });
});
