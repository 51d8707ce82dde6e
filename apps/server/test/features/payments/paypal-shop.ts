/**
 * The set-up every PayPal API test shares: the local PayPal stand-in (started before the file's
 * tests, closed after) and a test server whose PayPal client talks to it (400 ms timeout, 10 ms
 * between retries), plus creating a PayPal order through the shop the way the checkout page does and delivering
 * PayPal's webhooks.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PayPalOrderDto } from '@phonexport/contracts/checkout';
import { paypalConfigFrom, type PayPalConfig } from '../../../src/config.ts';
import type { PayPalClientOptions } from '../../../src/features/payments/paypal/paypal-client.ts';
import { api, checkoutBody, json, useTestServer, type TestServer } from '../../support/helpers.ts';
import { STAND_IN_SIGNATURE, startPayPalStandIn, standInEnv, type PayPalStandIn } from '../../stand-ins/paypal-stand-in.ts';

export interface PayPalShop {
  /** The stand-in (set once the file's first beforeAll ran). */
  standIn: PayPalStandIn;
  /** The PayPal client options the server uses. */
  clientOptions: PayPalClientOptions;
  /** PayPal settings pointing at the stand-in. */
  config(): PayPalConfig;
  /** Creates the PayPal order of `lines` as `cookie` (POST /api/checkout/paypal/orders, expects 201); answers PayPal's order id. */
  createOrder(cookie: string, lines: { variantId: string; quantity: number }[]): Promise<string>;
  /** Delivers `body` to POST /api/webhooks/paypal as PayPal would, signed with `signature` (the stand-in's valid one by default). */
  deliverWebhook(body: unknown, signature?: string): Promise<LightMyRequestResponse>;
}

/**
 * Registers the stand-in's and the server's hooks; answers the server and the shop.
 * `holdMs`: how long the stand-in holds a 'timeout' answer; `attempts`: PayPal client attempts
 * per call (default 3); `reconcile: false` turns the server's reconciler off.
 */
export function usePayPalShop(options: { holdMs?: number; attempts?: number; reconcile?: false } = {}): { t: TestServer; shop: PayPalShop } {
  const clientOptions: PayPalClientOptions = { timeoutMs: 400, attempts: options.attempts ?? 3, retryDelayMs: 10 };
  const shop: PayPalShop = {
    standIn: undefined as unknown as PayPalStandIn,
    clientOptions,
    config: () => paypalConfigFrom(standInEnv(shop.standIn))!,
    async createOrder(cookie, lines) {
      const res = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody(lines), cookie });
      expect(res.statusCode, res.body).toBe(201);
      return json<PayPalOrderDto>(res).orderId;
    },
    deliverWebhook(body, signature = STAND_IN_SIGNATURE) {
      return api(t.app, {
        url: '/api/webhooks/paypal',
        raw: JSON.stringify(body),
        origin: false,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-stand-in',
          'paypal-transmission-id': crypto.randomUUID(),
          'paypal-transmission-sig': signature,
          'paypal-transmission-time': new Date().toISOString(),
        },
      });
    },
  };
  beforeAll(async () => {
    shop.standIn = await startPayPalStandIn();
    if (options.holdMs !== undefined) shop.standIn.holdMs = options.holdMs;
  });
  afterAll(async () => {
    await shop.standIn?.close();
  });
  const t = useTestServer(() => ({ paypal: shop.config(), paypalClient: clientOptions, ...(options.reconcile === false ? { reconcile: false as const } : {}) }));
  return { t, shop };
}
