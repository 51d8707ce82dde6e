/**
 * Fail closed (issue 12): a shop in production without payment settings refuses orders (503) and
 * tells the checkout page so, instead of recording unpaid orders as paid through the test provider.
 * The test provider runs only when chosen (PAYMENT_PROVIDER=test) or outside production.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentInfoDto } from '@phonexport/contracts/checkout';
import { loadConfig, paymentProviderFrom } from '../../../src/config.ts';
import { orders, paymentCheckouts } from '../../../src/db/schema.ts';
import { PAYMENTS_NOT_SET_UP_MESSAGE } from '../../../src/features/checkout/checkout-routes.ts';
import { api, checkoutBody, json, pickVariant, register, uniqueEmail, useTestServer, userIdOf } from '../../support/helpers.ts';

const PAYPAL = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: 'sandbox' };

describe('which payment provider the configuration chooses', () => {
  it('production without settings: none; outside production: the test provider; PAYMENT_PROVIDER=test: the test provider', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBeNull();
    expect(loadConfig({}).paymentProvider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', ...PAYPAL }).paymentProvider).toBe('paypal');
  });

  it('refuses at start a PAYMENT_PROVIDER it does not know, or paypal without its settings', () => {
    expect(() => paymentProviderFrom({ PAYMENT_PROVIDER: 'stripe' }, null)).toThrow(/PAYMENT_PROVIDER must be "test" or "paypal"/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER=paypal needs/);
  });

  it('reads the reconciliation timing and refuses nonsense', () => {
    expect(loadConfig({ CHECKOUT_RECONCILE_AFTER_MS: '1500', CHECKOUT_RECONCILE_EVERY_MS: '250' }).reconcile).toEqual({ afterMs: 1500, everyMs: 250 });
    expect(() => loadConfig({ CHECKOUT_RECONCILE_AFTER_MS: 'soon' })).toThrow(/CHECKOUT_RECONCILE_AFTER_MS/);
  });
});

describe('a shop without a payment provider', () => {
  const t = useTestServer({ paymentProvider: null, payments: undefined });

  it('says so in the payment info', async () => {
    const res = await api(t.app, { url: '/api/checkout/payment' });
    expect(res.statusCode).toBe(200);
    expect(json<PaymentInfoDto>(res)).toEqual({ provider: 'none', testMode: false });
  });

  it('answers 503 to a checkout and records neither a checkout nor an order', async () => {
    const cookie = await register(t.app, uniqueEmail('closed'));
    const userId = await userIdOf(t.app, cookie);
    const v = await pickVariant(t.db, 5);
    const res = await api(t.app, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: v.id, quantity: 1 }]) });
    expect(res.statusCode).toBe(503);
    expect(json(res).message).toBe(PAYMENTS_NOT_SET_UP_MESSAGE);
    const [o] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const [c] = await t.db.select({ n: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.userId, userId));
    expect(o!.n).toBe(0);
    expect(c!.n).toBe(0);
  });
});
