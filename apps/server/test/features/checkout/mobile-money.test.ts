/**
 * Mobile money with pawaPay v2 (issue 25, decision 065), against the local stand-in written from
 * pawaPay's API reference and sandbox numbers: success by callback and by polling only, each
 * failure code, a callback that never comes, duplicate and out-of-order callbacks, forged
 * callbacks, a lost answer and a request pawaPay never received (reconciler), sold out while
 * paying (refunded), refund and partial refund in local money, ZMW / MWK (no decimals) / LSL
 * amounts, a number of another country, the operator's limits, idempotency.
 */
import crypto from 'node:crypto';
import type { MobileMoneyInfoDto } from '@phonexport/contracts/mobile-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, pawaPayFrom } from '../../../src/config.ts';
import { api, checkoutBody, json, pickVariant, register, startTestServer, uniqueEmail, type TestServer } from '../../support/helpers.ts';
import { MTN_OK, ZM_ADDRESS, mobileMoneySuite } from './mobile-money-suite.ts';

// The same suite with signed callbacks is mobile-money-signed.test.ts.
mobileMoneySuite('mobile money with pawaPay (unsigned callbacks, confirmed by GET)', false);

describe('which pawaPay settings the configuration chooses (fail closed)', () => {
  it('production without a token: off; outside production: the stand-in; a token: pawaPay, test mode unless its production API', () => {
    expect(pawaPayFrom({ NODE_ENV: 'production' })).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).pawapay).toBeNull();
    expect(pawaPayFrom({})).toBe('stand-in');
    expect(pawaPayFrom({ PAWAPAY_API_TOKEN: 't' })).toEqual({ apiToken: 't', apiBase: 'https://api.sandbox.pawapay.io', callbackPublicKey: null, testMode: true });
    expect(pawaPayFrom({ NODE_ENV: 'production', PAWAPAY_API_TOKEN: 't', PAWAPAY_API_BASE: 'https://api.pawapay.io/' })).toMatchObject({ apiBase: 'https://api.pawapay.io', testMode: false });
  });

  it('refuses at start a base that is not a URL or a key that is not a PEM public key', () => {
    expect(() => pawaPayFrom({ PAWAPAY_API_TOKEN: 't', PAWAPAY_API_BASE: 'api.pawapay.io' })).toThrow(/PAWAPAY_API_BASE/);
    expect(() => pawaPayFrom({ PAWAPAY_API_TOKEN: 't', PAWAPAY_CALLBACK_PUBLIC_KEY: 'secret' })).toThrow(/PAWAPAY_CALLBACK_PUBLIC_KEY/);
    const pem = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(pawaPayFrom({ PAWAPAY_API_TOKEN: 't', PAWAPAY_CALLBACK_PUBLIC_KEY: pem.replace(/\n/g, '\\n') })).toMatchObject({ callbackPublicKey: pem.trim() });
  });
});

describe('mobile money not configured (production without PAWAPAY_API_TOKEN)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ pawapay: null, reconcile: false });
  });
  afterAll(async () => t?.close());
  it('is not offered and refuses to start (503)', async () => {
    const info = json<MobileMoneyInfoDto>(await api(t.app, { method: 'GET', url: '/api/checkout/mobile-money' }));
    expect(info).toEqual({ enabled: false, testMode: false, operators: [] });
    const cookie = await register(t.app, uniqueEmail('off'));
    const v = await pickVariant(t.db, 5);
    const res = await api(t.app, { url: '/api/checkout/mobile-money', cookie, body: { ...checkoutBody([{ variantId: v.id, quantity: 1 }], { address: { ...ZM_ADDRESS } }), mobileMoney: { phoneNumber: MTN_OK, operator: 'MTN_MOMO_ZMB' } } });
    expect(res.statusCode).toBe(503);
  });
});
