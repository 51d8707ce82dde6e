import { describe, expect, it } from 'vitest';
import { payPalSdkSrc } from '../src/payments.ts';

describe('payPalSdkSrc (§7: USD, intent capture)', () => {
  it('adds the client id, currency and intent', () => {
    expect(payPalSdkSrc('https://www.sandbox.paypal.com/sdk/js', 'abc 1')).toBe(
      'https://www.sandbox.paypal.com/sdk/js?client-id=abc%201&currency=USD&intent=capture&components=buttons',
    );
  });
  it('keeps a query the address already has', () => {
    expect(payPalSdkSrc('http://127.0.0.1:9/sdk/js?x=1', 'id')).toBe('http://127.0.0.1:9/sdk/js?x=1&client-id=id&currency=USD&intent=capture&components=buttons');
  });
});
