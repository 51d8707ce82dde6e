/**
 * Mobile money routes (issue 25, decision 065), registered from `mobileMoneyContracts`:
 * GET /api/checkout/mobile-money (operators offered), POST …/predict (operator of a number),
 * POST /api/checkout/mobile-money (start: 201 the checkout's status), GET …/:checkoutId (status,
 * asking pawaPay while pending), POST /api/payments/pawapay/callback (pawaPay's final deposits and
 * refunds, read as received so their signature can be verified). With no mobile money provider
 * (production without PAWAPAY_API_TOKEN) the info says not enabled and the others answer 503; the
 * back office's Card and wallet switch does not close mobile money (it is its own method).
 */
import type { FastifyInstance } from 'fastify';
import { mobileMoneyContracts } from '@phonexport/contracts/mobile-money';
import { MOBILE_MONEY_MESSAGES } from '@phonexport/domain/mobile-money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import type { MobileMoneyGateway } from '../payments/payments-service.ts';
import { withNormalizedPhone } from './checkout-service.ts';
import { handlePawaPayCallback, mobileMoneyInfo, mobileMoneyStatus, predictOperator, startMobileMoneyCheckout } from './mobile-money-checkout.ts';

/** Answered (503) while mobile money is not set up. */
export const MOBILE_MONEY_OFF_MESSAGE = MOBILE_MONEY_MESSAGES.off;

export function mobileMoneyRoutes(app: FastifyInstance, { db, pawapay }: { db: Db; pawapay: MobileMoneyGateway | null }): void {
  const on = () => {
    if (!pawapay) throw new HttpError(503, MOBILE_MONEY_OFF_MESSAGE, undefined, 'mobile_money_off');
    return pawapay;
  };
  route(app, mobileMoneyContracts.info, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return mobileMoneyInfo(pawapay);
  });
  route(app, mobileMoneyContracts.predict, async ({ body }) => predictOperator(on(), body.phoneNumber, body.countryCode));
  route(app, mobileMoneyContracts.start, async ({ user, body }) => {
    const { mobileMoney, ...input } = body;
    return startMobileMoneyCheckout(db, on(), user, withNormalizedPhone(input), mobileMoney);
  });
  route(app, mobileMoneyContracts.status, async ({ user, params }) => mobileMoneyStatus(db, on(), user, params.checkoutId));

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    route(scope, mobileMoneyContracts.pawaPayCallback, async ({ req, body }) => {
      const status = await handlePawaPayCallback(db, on(), { method: req.method, url: `${req.protocol}://${req.host}${req.url}`, headers: req.headers }, body);
      return { status };
    });
  });
}
