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
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutRequestSchema } from '@phonexport/domain/api';
import type { PaymentInfoDto, PayPalOrderDto } from '@phonexport/domain/dto';
import { MESSAGES } from '@phonexport/domain/messages';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { capturePayPalCheckout, createPayPalCheckout, handlePayPalWebhook, type PayPalProvider } from '../payments/paypal/paypal-checkout.ts';
import { placeOrder } from './place-order.ts';

export function checkoutRoutes(
  app: FastifyInstance,
  { db, sessions, payments }: { db: Db; sessions: Sessions; payments: PaymentProvider },
): void {
  const paypal = payments.name === 'paypal' ? (payments as PayPalProvider) : null;
  const info: PaymentInfoDto = { provider: payments.name, testMode: payments.testMode };
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

  app.post('/api/checkout', async (req, reply) => {
    const user = await customer(req);
    const input = parse(checkoutRequestSchema, req.body);
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
