// @vitest-environment happy-dom
/**
 * The checkout's idempotency key (issue 12): a retry of the same checkout sends the same key, so
 * the customer is never charged twice; a changed checkout or a finished one gets a new key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutKeyFor, forgetCheckoutKey } from '../../src/features/checkout/checkout-key';

const request = { lines: [{ variantId: 'v1', quantity: 2 }], addressId: 'a1', shippingOption: 'standard' };

beforeEach(() => sessionStorage.clear());

describe('checkoutKeyFor', () => {
  it('gives the same key for a retry of the same checkout, also after a reload', () => {
    const key = checkoutKeyFor(request);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutKeyFor(structuredClone(request))).toBe(key);
  });

  it('gives a new key when the cart, address or option changes', () => {
    const key = checkoutKeyFor(request);
    const other = checkoutKeyFor({ ...request, shippingOption: 'express' });
    expect(other).not.toBe(key);
    expect(checkoutKeyFor({ ...request, lines: [{ variantId: 'v1', quantity: 3 }] })).not.toBe(other);
  });

  it('gives a new key once the order is confirmed', () => {
    const key = checkoutKeyFor(request);
    forgetCheckoutKey();
    expect(checkoutKeyFor(request)).not.toBe(key);
  });

  it('survives an unreadable stored key by making a new one', () => {
    sessionStorage.setItem('phonexport.checkout-key', '{not json');
    const key = checkoutKeyFor(request);
    expect(checkoutKeyFor(request)).toBe(key);
  });
});
