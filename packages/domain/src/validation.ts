/**
 * Form rules with the spec's messages, checked in the spec's order (storefront spec §5).
 * Each validator returns the first failure as { field, message }, or null when the input passes.
 * The browser shows these; the server runs the same functions and answers 400 with them.
 */

export interface FieldError {
  field: string;
  message: string;
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export const PASSWORD_MIN_LENGTH = 6;
/** The simple x@y.z pattern of §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordShort: 'Password must be at least 6 characters long.',
  mismatch: 'Passwords do not match.',
  terms: 'Please accept the terms and conditions.',
  emailInUse: 'An account with this email already exists.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  failed: 'Registration failed. Please try again.',
} as const;

/** §5 Registration, in order: first name, last name, e-mail, e-mail pattern, password length, match, terms. */
export function validateRegistration(input: RegistrationInput): FieldError | null {
  const m = REGISTRATION_MESSAGES;
  if (!input.firstName.trim()) return { field: 'firstName', message: m.firstName };
  if (!input.lastName.trim()) return { field: 'lastName', message: m.lastName };
  if (!input.email.trim()) return { field: 'email', message: m.email };
  if (!EMAIL_PATTERN.test(input.email.trim())) return { field: 'email', message: m.emailInvalid };
  if (input.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: m.passwordShort };
  if (input.password !== input.confirmPassword) return { field: 'confirmPassword', message: m.mismatch };
  if (!input.terms) return { field: 'terms', message: m.terms };
  return null;
}

/** A shipping address as checkout sends it (§3 Order.shippingAddress). */
export interface ShippingAddressInput {
  name: string;
  company?: string;
  street: string;
  city: string;
  state?: string;
  zipCode: string;
  countryCode: string;
  phone: string;
}

export const CHECKOUT_ADDRESS_MESSAGE =
  'Please select a shipping address and fill in all required fields including phone number';

/** The required fields of a checkout address (§5), in the form's order. */
export const SHIPPING_ADDRESS_REQUIRED = ['name', 'street', 'city', 'zipCode', 'countryCode', 'phone'] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_REQUIRED)[number];

/** Every required field of a checkout address left blank (§5), in the form's order; empty when complete. */
export function missingShippingAddressFields(a: Partial<ShippingAddressInput>): ShippingAddressField[] {
  return SHIPPING_ADDRESS_REQUIRED.filter((field) => {
    const value = a[field];
    return typeof value !== 'string' || !value.trim();
  });
}

/** §5 Checkout address: name, street, city, zip code, phone and a country are required; state optional. */
export function validateShippingAddress(a: Partial<ShippingAddressInput> | null | undefined): FieldError | null {
  if (!a) return { field: 'address', message: CHECKOUT_ADDRESS_MESSAGE };
  for (const field of ['name', 'street', 'city', 'zipCode', 'phone', 'countryCode'] as const) {
    const value = a[field];
    if (typeof value !== 'string' || !value.trim()) return { field, message: CHECKOUT_ADDRESS_MESSAGE };
  }
  return null;
}
