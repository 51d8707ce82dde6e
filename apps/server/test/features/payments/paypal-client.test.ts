/**
 * PayPal settings (a wrong environment fails at start with the spec's message) and the REST
 * client's token cache, retries and amounts, against the stand-in.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_ENVIRONMENT_MESSAGE, loadConfig, paypalConfigFrom } from '../../../src/config.ts';
import {
  PayPalApiError,
  PayPalUnavailableError,
  centsToPayPalValue,
  createPayPalClient,
  payPalValueToCents,
} from '../../../src/features/payments/paypal/paypal-client.ts';
import { api, json, useTestServer } from '../../support/helpers.ts';
import { STAND_IN_SIGNATURE, startPayPalStandIn, standInEnv, type PayPalStandIn } from '../../stand-ins/paypal-stand-in.ts';

const SPEC_MESSAGE = 'The `environment` option must be either "production" or "sandbox".';

describe('PayPal settings', () => {
  it('none set: the test provider stays (null)', () => {
    expect(paypalConfigFrom({})).toBeNull();
    expect(loadConfig({}).paypal).toBeNull();
  });

  it.each([['live'], ['Sandbox'], [''], [undefined]])('PAYPAL_ENVIRONMENT=%s fails with the spec message', (environment) => {
    const env = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: environment };
    expect(PAYPAL_ENVIRONMENT_MESSAGE).toBe(SPEC_MESSAGE);
    expect(() => paypalConfigFrom(env)).toThrow(SPEC_MESSAGE);
    expect(() => loadConfig(env)).toThrow(SPEC_MESSAGE);
  });

  it('a wrong PAYPAL_ENVIRONMENT fails even without credentials', () => {
    expect(() => paypalConfigFrom({ PAYPAL_ENVIRONMENT: 'live' })).toThrow(SPEC_MESSAGE);
    expect(paypalConfigFrom({ PAYPAL_ENVIRONMENT: 'sandbox' })).toBeNull();
  });

  it('an id without a secret (or the reverse) fails', () => {
    expect(() => paypalConfigFrom({ PAYPAL_CLIENT_ID: 'id', PAYPAL_ENVIRONMENT: 'sandbox' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => paypalConfigFrom({ PAYPAL_CLIENT_SECRET: 's', PAYPAL_ENVIRONMENT: 'sandbox' })).toThrow(/PAYPAL_CLIENT_ID/);
  });

  it('sandbox and production use their own PayPal addresses', () => {
    const base = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(paypalConfigFrom({ ...base, PAYPAL_ENVIRONMENT: 'sandbox' })).toMatchObject({
      environment: 'sandbox',
      apiBase: 'https://api-m.sandbox.paypal.com',
      sdkUrl: 'https://www.sandbox.paypal.com/sdk/js',
      webhookId: null,
    });
    expect(paypalConfigFrom({ ...base, PAYPAL_ENVIRONMENT: 'production', PAYPAL_WEBHOOK_ID: 'WH-1' })).toMatchObject({
      environment: 'production',
      apiBase: 'https://api-m.paypal.com',
      sdkUrl: 'https://www.paypal.com/sdk/js',
      webhookId: 'WH-1',
    });
  });

  it('the server refuses to start with a wrong environment, printing the message', () => {
    const server = path.resolve(import.meta.dirname, '../../../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, PORT: '0', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: 'live', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(SPEC_MESSAGE);
  });
});

describe('without PayPal settings', () => {
  const t = useTestServer();

  it('the test provider stays: no PayPal info, routes or origins', async () => {
    expect(json(await api(t.app, { url: '/api/checkout/payment' }))).toEqual({ provider: 'test', testMode: true });
    const res = await t.app.inject({ url: '/' });
    expect(String(res.headers['content-security-policy'])).not.toContain('paypal');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    expect((await api(t.app, { url: '/api/checkout/paypal/orders', body: {} })).statusCode).toBe(404);
    expect((await api(t.app, { url: '/api/webhooks/paypal', body: {} })).statusCode).toBe(404);
  });
});

describe('amounts', () => {
  it('cents ↔ PayPal 2-decimal strings', () => {
    expect(centsToPayPalValue(123456)).toBe('1234.56');
    expect(centsToPayPalValue(5)).toBe('0.05');
    expect(centsToPayPalValue(100)).toBe('1.00');
    expect(() => centsToPayPalValue(1.5)).toThrow();
    expect(payPalValueToCents('1234.56')).toBe(123456);
    expect(payPalValueToCents('7.5')).toBe(750);
    expect(payPalValueToCents('12')).toBe(1200);
    expect(payPalValueToCents('1.234')).toBeNull();
    expect(payPalValueToCents('-1.00')).toBeNull();
    expect(payPalValueToCents(undefined)).toBeNull();
  });
});

describe('the REST client against the stand-in', () => {
  let standIn: PayPalStandIn;
  beforeAll(async () => {
    standIn = await startPayPalStandIn();
    // The client gives up on an answer after 1.5 s and a 'timeout' answer is held for 3 s: far
    // enough apart that a loaded machine's slow (but answered) request is not taken for a timeout.
    standIn.holdMs = 3000;
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const client = () => createPayPalClient(paypalConfigFrom(standInEnv(standIn))!, { timeoutMs: 1500, attempts: 3, retryDelayMs: 5 });
  const order = (c: ReturnType<typeof client>, requestId: string = crypto.randomUUID()) =>
    c.createOrder({ amount: { currency_code: 'USD', value: '10.00' }, description: 'PhoneXport order (1 item)', customId: 'chk', requestId });

  it('asks for a token once and reuses it', async () => {
    standIn.reset();
    const c = client();
    const a = await order(c);
    await c.getOrder(a.id);
    await order(c);
    expect(standIn.calls.filter((x) => x.op === 'token')).toHaveLength(1);
  });

  it('wrong credentials → PayPalApiError 401, not retried forever', async () => {
    const c = createPayPalClient({ ...paypalConfigFrom(standInEnv(standIn))!, clientSecret: 'wrong' }, { timeoutMs: 1500, retryDelayMs: 5 });
    await expect(order(c)).rejects.toMatchObject({ status: 401 });
  });

  it('the same PayPal-Request-Id creates one PayPal order', async () => {
    const c = client();
    const before = standIn.orders.size;
    const a = await order(c, 'same-key');
    const b = await order(c, 'same-key');
    expect(b.id).toBe(a.id);
    expect(standIn.orders.size).toBe(before + 1);
  });

  it('5xx, then a timeout, then success: three attempts with one request id, one order', async () => {
    standIn.reset();
    const before = standIn.orders.size;
    standIn.program('create', { kind: 'error', status: 503 }, { kind: 'timeout' });
    const c = client();
    const created = await order(c, 'retry-key');
    const attempts = standIn.calls.filter((x) => x.op === 'create');
    expect(attempts).toHaveLength(3);
    expect(attempts.every((x) => x.requestId === 'retry-key')).toBe(true);
    expect(standIn.orders.size).toBe(before + 1);
    expect(standIn.orders.has(created.id)).toBe(true);
  });

  it('gives up after the last attempt with PayPalUnavailableError', async () => {
    standIn.program('get', { kind: 'error', status: 500 }, { kind: 'error', status: 500 }, { kind: 'error', status: 500 });
    await expect(client().getOrder('ANY')).rejects.toBeInstanceOf(PayPalUnavailableError);
  });

  it('a 422 carries the issue name and is not retried', async () => {
    standIn.reset();
    const c = client();
    const created = await order(c);
    standIn.approve(created.id);
    await c.captureOrder(created.id, 'cap-1');
    const err = await c.captureOrder(created.id, 'cap-2').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayPalApiError);
    expect(err).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
    expect(standIn.calls.filter((x) => x.op === 'capture')).toHaveLength(2);
  });

  it('webhook verification: SUCCESS only for a genuine signature, never without a webhook id', async () => {
    const headers = { authAlgo: 'SHA256withRSA', certUrl: 'https://example.invalid/cert', transmissionId: 't', transmissionTime: 'now' };
    const raw = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect(await client().verifyWebhookSignature({ ...headers, transmissionSig: STAND_IN_SIGNATURE }, raw)).toBe(true);
    expect(await client().verifyWebhookSignature({ ...headers, transmissionSig: 'forged' }, raw)).toBe(false);
    const noId = createPayPalClient({ ...paypalConfigFrom(standInEnv(standIn))!, webhookId: null });
    expect(await noId.verifyWebhookSignature({ ...headers, transmissionSig: STAND_IN_SIGNATURE }, raw)).toBe(false);
  });
});
