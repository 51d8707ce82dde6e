/**
 * Checkout routes (storefront §4 Checkout, §7 Payment provider):
 * - GET /api/checkout/payment: which provider, test mode, and PayPal's SDK settings when configured;
 * - POST /api/checkout: the one-step test provider (places the order, see checkout-service.ts);
 *   refused with 400 'Payment Failed' when PayPal is the provider;
 * - with PayPal (see paypal-checkout.ts):
 *   POST /api/checkout/paypal/orders (checkout body → 201 { orderId }),
 *   POST /api/checkout/paypal/orders/:orderId/capture (→ 201 the order),
 *   POST /api/webhooks/paypal (PayPal's signed events → 200 { status }).
 * Signed-in customers only, except the webhook (verified by PayPal instead).
 * With no provider configured (production without payment settings), or with the back office's
 * Card and wallet provider switched off, the payment info says provider 'none' and every new
 * checkout answers 503 PAYMENTS_NOT_SET_UP_MESSAGE (fail closed); a PayPal payment the customer
 * already approved is still captured.
 * A replay of a checkout still being settled answers 409 'in_progress' with Retry-After.
 * Every route is registered from `checkoutContracts`.
 */
import type { FastifyInstance } from 'fastify';
import { checkoutContracts, type PaymentInfoDto } from '@phonexport/contracts/checkout';
import { MESSAGES } from '@phonexport/domain/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { RuleError } from '../../lib/rule-errors.ts';
import { route } from '../../http/contract-route.ts';
import type { PaymentProvider, PayPalProvider } from '../payments/index.ts';
import { getSettings } from '../shop-settings/index.ts';
import { IN_PROGRESS_RETRY_AFTER_S, placeOrder, withNormalizedPhone } from './checkout-service.ts';
import { capturePayPalCheckout, createPayPalCheckout, handlePayPalWebhook } from './paypal-checkout.ts';

/** Answered (503) to every checkout while no payment provider is configured. */
export const PAYMENTS_NOT_SET_UP_MESSAGE = 'Payments are not set up on this shop yet, so orders cannot be placed. Nothing was charged.';

/** A PayPal order id as PayPal writes them (letters, digits, dashes). */
const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export function checkoutRoutes(app: FastifyInstance, { db, payments }: { db: Db; payments: PaymentProvider | null }): void {
  const paypal = payments?.name === 'paypal' ? (payments as PayPalProvider) : null;
  const info: PaymentInfoDto = payments && (payments.name === 'test' || payments.name === 'paypal') ? { provider: payments.name, testMode: payments.testMode } : { provider: 'none', testMode: false };
  if (paypal) {
    const { clientId, environment, sdkUrl } = paypal.client.config;
    info.paypal = { clientId, environment, sdkUrl };
  }
  /** Settings → Payment → Card and wallet provider: off closes the checkout like no provider (decision 050). */
  const paymentsOn = async () => payments !== null && (await getSettings(db)).payment.walletEnabled;
  const refuseWhenOff = async () => {
    if (!(await paymentsOn())) throw new HttpError(503, PAYMENTS_NOT_SET_UP_MESSAGE, undefined, 'payments_not_set_up');
  };
  route(app, checkoutContracts.paymentInfo, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return (await paymentsOn()) ? info : { provider: 'none' as const, testMode: false };
  });

  // A replay while the same checkout is being settled: tell the client when to ask again.
  app.addHook('onError', async (_req, reply, err) => {
    if ((err instanceof RuleError || err instanceof HttpError) && err.code === 'in_progress') reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_S));
  });

  route(app, checkoutContracts.placeOrder, async ({ user, body }) => {
    await refuseWhenOff();
    if (!payments) throw new HttpError(503, PAYMENTS_NOT_SET_UP_MESSAGE, undefined, 'payments_not_set_up');
    if (paypal) throw badRequest(MESSAGES.paymentFailed, { payment: 'Pay with the PayPal buttons.' });
    return placeOrder(db, payments, user, withNormalizedPhone(body));
  });

  if (!paypal) return;

  route(app, checkoutContracts.createPayPalOrder, async ({ user, body }) => {
    await refuseWhenOff();
    return createPayPalCheckout(db, paypal, user, withNormalizedPhone(body));
  });

  route(app, checkoutContracts.capturePayPalOrder, async ({ user, params }) => {
    if (!PAYPAL_ORDER_ID.test(params.orderId)) throw badRequest(MESSAGES.paymentFailed, { orderId: 'Invalid PayPal order id' });
    return capturePayPalCheckout(db, paypal, user, params.orderId);
  });

  // The webhook reads its body as received: PayPal verifies the signature over those bytes.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    route(scope, checkoutContracts.payPalWebhook, async ({ req, body }) => {
      const h = req.headers;
      const header = (name: string) => (typeof h[name] === 'string' ? (h[name] as string) : '');
      const status = await handlePayPalWebhook(
        db,
        paypal,
        {
          authAlgo: header('paypal-auth-algo'),
          certUrl: header('paypal-cert-url'),
          transmissionId: header('paypal-transmission-id'),
          transmissionSig: header('paypal-transmission-sig'),
          transmissionTime: header('paypal-transmission-time'),
        },
        body,
      );
      return { status };
    });
  });
}
