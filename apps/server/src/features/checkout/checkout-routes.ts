/**
 * Checkout routes (storefront §4 Checkout, §7 Payment provider):
 * - GET /api/checkout/payment: which provider, test mode, and PayPal's SDK settings when configured;
 * - POST /api/checkout: the one-step test provider (places the order, see place-order.ts);
 *   refused with 400 'Payment Failed' when PayPal is the provider;
 * - with PayPal (see payments/paypal/paypal-checkout.ts):
 *   POST /api/checkout/paypal/orders (checkout body → 201 { orderId }),
 *   POST /api/checkout/paypal/orders/:orderId/capture (→ 201 the order),
 *   POST /api/webhooks/paypal (PayPal's signed events → 200 { status }).
 * Signed-in customers only, except the webhook (verified by PayPal instead).
 * With no provider configured (production without payment settings) the payment info says
 * provider 'none' and every checkout answers 503 PAYMENTS_NOT_SET_UP_MESSAGE (fail closed).
 * A replay of a checkout still being settled answers 409 'in_progress' with Retry-After.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutRequestSchema } from '@phonexport/domain/api';
import type { PaymentInfoDto, PayPalOrderDto } from '@phonexport/domain/dto';
import { MESSAGES } from '@phonexport/domain/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, unauthorized } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import type { PaymentProvider } from '../payments/payments-service.ts';
import { capturePayPalCheckout, createPayPalCheckout, handlePayPalWebhook, type PayPalProvider } from '../payments/payments-service.ts';
import { IN_PROGRESS_RETRY_AFTER_S, placeOrder } from './place-order.ts';

/** Answered (503) to every checkout while no payment provider is configured. */
export const PAYMENTS_NOT_SET_UP_MESSAGE = 'Payments are not set up on this shop yet, so orders cannot be placed. Nothing was charged.';

export function checkoutRoutes(
  app: FastifyInstance,
  { db, sessions, payments }: { db: Db; sessions: Sessions; payments: PaymentProvider | null },
): void {
  const paypal = payments?.name === 'paypal' ? (payments as PayPalProvider) : null;
  const info: PaymentInfoDto = payments ? { provider: payments.name, testMode: payments.testMode } : { provider: 'none', testMode: false };
  if (paypal) {
    const { clientId, environment, sdkUrl } = paypal.client.config;
    info.paypal = { clientId, environment, sdkUrl };
  }
  app.get('/api/checkout/payment', async (): Promise<PaymentInfoDto> => info);

  const customer = async (req: FastifyRequest) => {
    const user = await sessions.current(req);
    if (!user) throw unauthorized(MESSAGES.signInToCheckout);
    return user;
  };

  // A replay while the same checkout is being settled: tell the client when to ask again.
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof HttpError && err.code === 'in_progress') reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_S));
  });

  app.post('/api/checkout', async (req, reply) => {
    const user = await customer(req);
    const input = parse(checkoutRequestSchema, req.body);
    if (!payments) throw new HttpError(503, PAYMENTS_NOT_SET_UP_MESSAGE, undefined, 'payments_not_set_up');
    if (paypal) throw badRequest(MESSAGES.paymentFailed, { payment: 'Pay with the PayPal buttons.' });
    const order = await placeOrder(db, payments, user, input);
    return reply.status(201).send(order);
  });

  if (!paypal) return;

  app.post('/api/checkout/paypal/orders', async (req, reply) => {
    const user = await customer(req);
    const input = parse(checkoutRequestSchema, req.body);
    const created: PayPalOrderDto = await createPayPalCheckout(db, paypal, user, input);
    return reply.status(201).send(created);
  });

  app.post<{ Params: { orderId: string } }>('/api/checkout/paypal/orders/:orderId/capture', async (req, reply) => {
    const user = await customer(req);
    const orderId = req.params.orderId;
    if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) throw badRequest(MESSAGES.paymentFailed, { orderId: 'Invalid PayPal order id' });
    const order = await capturePayPalCheckout(db, paypal, user, orderId);
    return reply.status(201).send(order);
  });

  // The webhook reads its body as received: PayPal verifies the signature over those bytes.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/api/webhooks/paypal', async (req) => {
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
        typeof req.body === 'string' ? req.body : '',
      );
      return { status };
    });
  });
}
