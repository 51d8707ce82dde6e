import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ADDRESS_MESSAGE,
  validateRegistration,
  validateShippingAddress,
  missingShippingAddressFields,
  type RegistrationInput,
  type ShippingAddressInput,
} from '@phonexport/domain/validation';

const valid: RegistrationInput = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  password: 'secret1',
  confirmPassword: 'secret1',
  terms: true,
};

const FIRST = { field: 'firstName', message: 'First name is required.' };
const LAST = { field: 'lastName', message: 'Last name is required.' };
const EMAIL = { field: 'email', message: 'Email is required.' };
const EMAIL_INVALID = { field: 'email', message: 'Please enter a valid email address.' };
const SHORT = { field: 'password', message: 'Password must be at least 6 characters long.' };
const MISMATCH = { field: 'confirmPassword', message: 'Passwords do not match.' };
const TERMS = { field: 'terms', message: 'Please accept the terms and conditions.' };

describe('validateRegistration (§5)', () => {
  it('accepts a complete registration, with or without a phone', () => {
    expect(validateRegistration(valid)).toBeNull();
    expect(validateRegistration({ ...valid, phone: '+27 82 555 0101' })).toBeNull();
    expect(validateRegistration({ ...valid, phone: '' })).toBeNull();
  });

  it('checks each rule with its message', () => {
    expect(validateRegistration({ ...valid, firstName: '' })).toEqual(FIRST);
    expect(validateRegistration({ ...valid, firstName: '   ' })).toEqual(FIRST);
    expect(validateRegistration({ ...valid, lastName: '' })).toEqual(LAST);
    expect(validateRegistration({ ...valid, email: '' })).toEqual(EMAIL);
    expect(validateRegistration({ ...valid, email: '  ' })).toEqual(EMAIL);
    expect(validateRegistration({ ...valid, email: 'thandi.example.com' })).toEqual(EMAIL_INVALID);
    expect(validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual(SHORT);
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' })).toEqual(MISMATCH);
    expect(validateRegistration({ ...valid, terms: false })).toEqual(TERMS);
  });

  it('reports the first failing rule, in the spec order', () => {
    const allWrong: RegistrationInput = { firstName: '', lastName: '', email: 'bad', password: '1', confirmPassword: '2', terms: false };
    expect(validateRegistration(allWrong)).toEqual(FIRST);
    expect(validateRegistration({ ...allWrong, firstName: 'A' })).toEqual(LAST);
    expect(validateRegistration({ ...allWrong, firstName: 'A', lastName: 'B', email: '' })).toEqual(EMAIL);
    expect(validateRegistration({ ...allWrong, firstName: 'A', lastName: 'B' })).toEqual(EMAIL_INVALID);
    expect(validateRegistration({ ...allWrong, firstName: 'A', lastName: 'B', email: 'a@b.co' })).toEqual(SHORT);
    expect(validateRegistration({ ...allWrong, firstName: 'A', lastName: 'B', email: 'a@b.co', password: '123456' })).toEqual(MISMATCH);
    expect(
      validateRegistration({ ...allWrong, firstName: 'A', lastName: 'B', email: 'a@b.co', password: '123456', confirmPassword: '123456' }),
    ).toEqual(TERMS);
  });

  it('a missing first name wins over a bad e-mail', () => {
    expect(validateRegistration({ ...valid, firstName: '', email: 'not-an-email' })).toEqual(FIRST);
  });

  it.each(['a@b.c', 'first.last@sub.example.org', ' padded@example.com '])('accepts the e-mail %j (x@y.z)', (email) => {
    expect(validateRegistration({ ...valid, email })).toBeNull();
  });

  it.each(['a@b', '@b.c', 'a@.c', 'a b@c.d', 'a@b c.d', 'ab.c', 'a@@b.c'])('rejects the e-mail %j', (email) => {
    expect(validateRegistration({ ...valid, email })).toEqual(EMAIL_INVALID);
  });

  it('accepts a password of exactly 6 characters and refuses 5', () => {
    expect(validateRegistration({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
    expect(validateRegistration({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toEqual(SHORT);
  });
});

describe('validateShippingAddress (§5 Checkout)', () => {
  const address: ShippingAddressInput = {
    name: 'Thandi Mokoena',
    street: '12 Long Street',
    city: 'Cape Town',
    zipCode: '8001',
    countryCode: 'ZA',
    phone: '+27 82 555 0101',
  };

  it('accepts a full address; state and company are optional', () => {
    expect(validateShippingAddress(address)).toBeNull();
    expect(validateShippingAddress({ ...address, state: 'Western Cape', company: 'Acme' })).toBeNull();
    expect(validateShippingAddress({ ...address, state: '' })).toBeNull();
  });

  it.each(['name', 'street', 'city', 'zipCode', 'phone', 'countryCode'] as const)('requires %s', (field) => {
    expect(validateShippingAddress({ ...address, [field]: '' })).toEqual({ field, message: CHECKOUT_ADDRESS_MESSAGE });
    expect(validateShippingAddress({ ...address, [field]: '   ' })).toEqual({ field, message: CHECKOUT_ADDRESS_MESSAGE });
    const { [field]: _omitted, ...without } = address;
    expect(validateShippingAddress(without)).toEqual({ field, message: CHECKOUT_ADDRESS_MESSAGE });
  });

  it('uses the spec message and refuses a missing address', () => {
    expect(CHECKOUT_ADDRESS_MESSAGE).toBe(
      'Please select a shipping address and fill in all required fields including phone number',
    );
    expect(validateShippingAddress(null)).toEqual({ field: 'address', message: CHECKOUT_ADDRESS_MESSAGE });
    expect(validateShippingAddress(undefined)).toEqual({ field: 'address', message: CHECKOUT_ADDRESS_MESSAGE });
  });
});

describe('missingShippingAddressFields (§5 Checkout: each field at fault is named)', () => {
  const full = { name: 'Thandi M', street: '1 Main Rd', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 123 4567' };
  it('names nothing for a complete address (state and company optional)', () => {
    expect(missingShippingAddressFields(full)).toEqual([]);
  });
  it('names a saved address without a phone by its phone alone', () => {
    expect(missingShippingAddressFields({ ...full, phone: '' })).toEqual(['phone']);
  });
  it('names every blank field, blanks of spaces too, in the form order', () => {
    expect(missingShippingAddressFields({ ...full, name: '  ', city: '', countryCode: '', phone: ' ' })).toEqual(['name', 'city', 'countryCode', 'phone']);
  });
});
