/**
 * Checkout routes: GET /api/checkout/payment (which provider, test mode), POST /api/checkout
 * (signed-in customers only; places the order, see place-order.ts).
 */
import type { FastifyInstance } from 'fastify';
import { checkoutRequestSchema } from '@phonexport/domain/api';
import type { PaymentInfoDto } from '@phonexport/domain/dto';
import { MESSAGES } from '@phonexport/domain/messages';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { placeOrder } from './place-order.ts';

export function checkoutRoutes(
  app: FastifyInstance,
  { db, sessions, payments }: { db: Db; sessions: Sessions; payments: PaymentProvider },
): void {
  app.get('/api/checkout/payment', async (): Promise<PaymentInfoDto> => ({ provider: payments.name, testMode: payments.testMode }));

  app.post('/api/checkout', async (req, reply) => {
    const user = await sessions.current(req);
    if (!user) throw unauthorized(MESSAGES.signInToCheckout);
    const input = parse(checkoutRequestSchema, req.body);
    const order = await placeOrder(db, payments, user, input);
    return reply.status(201).send(order);
  });
}
