/**
 * Mobile money routes (issue 25, decision 065), registered from `mobileMoneyContracts`:
 * GET /api/checkout/mobile-money (operators offered), POST …/predict (operator of a number),
 * POST /api/checkout/mobile-money (start: 201 the checkout's status), GET …/:checkoutId (status,
 * asking pawaPay while pending), POST /api/payments/pawapay/callback (pawaPay's final deposits and
 * refunds, read as received so their signature can be verified), POST /api/payments/paynow/result
 * (Paynow's status updates, form-urlencoded, hash verified; decision 070). With no mobile money provider
 * (production without PAWAPAY_API_TOKEN) the info says not enabled and the others answer 503; the
 * back office's Card and wallet switch does not close mobile money (it is its own method).
 */
import type { FastifyInstance } from 'fastify';
import { mobileMoneyContracts } from '@phonexport/contracts/mobile-money';
import { MOBILE_MONEY_MESSAGES } from '@phonexport/domain/mobile-money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import { operatorByCode } from '@phonexport/domain/mobile-money';
import type { MobileMoneyGateway, PawaPayGateway, PaynowGateway } from '../payments/index.ts';
import { withNormalizedPhone } from './checkout-service.ts';
import { gatewayNamed, handlePawaPayCallback, handlePaynowResult, mobileMoneyInfo, mobileMoneyStatus, predictOperator, startMobileMoneyCheckout } from './mobile-money-checkout.ts';

/** Answered (503) while mobile money is not set up. */
export const MOBILE_MONEY_OFF_MESSAGE = MOBILE_MONEY_MESSAGES.off;

export function mobileMoneyRoutes(app: FastifyInstance, { db, pawapay, paynow = null }: { db: Db; pawapay: PawaPayGateway | null; paynow?: PaynowGateway | null }): void {
  const gateways: MobileMoneyGateway[] = [pawapay, paynow].filter((g): g is NonNullable<typeof g> => g !== null);
  const off = () => new HttpError(503, MOBILE_MONEY_OFF_MESSAGE, undefined, 'mobile_money_off');
  const on = () => {
    if (!gateways.length) throw off();
    return gateways;
  };
  route(app, mobileMoneyContracts.info, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return mobileMoneyInfo(gateways);
  });
  route(app, mobileMoneyContracts.predict, async ({ body }) => predictOperator(on(), body.phoneNumber, body.countryCode));
  route(app, mobileMoneyContracts.start, async ({ user, body }) => {
    const { mobileMoney, ...input } = body;
    // The operator's provider takes the deposit; an operator we do not know is refused by the checkout (400).
    const gateway = gatewayNamed(on(), operatorByCode(mobileMoney.operator)?.provider) ?? on()[0]!;
    return startMobileMoneyCheckout(db, gateway, user, withNormalizedPhone(input), mobileMoney);
  });
  route(app, mobileMoneyContracts.status, async ({ user, params }) => mobileMoneyStatus(db, on(), user, params.checkoutId));

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    route(scope, mobileMoneyContracts.pawaPayCallback, async ({ req, body }) => {
      if (!pawapay) throw off();
      const status = await handlePawaPayCallback(db, pawapay, { method: req.method, url: `${req.protocol}://${req.host}${req.url}`, headers: req.headers }, body);
      return { status };
    });
  });
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    route(scope, mobileMoneyContracts.paynowResult, async ({ body }) => {
      if (!paynow) throw off();
      return { status: await handlePaynowResult(db, paynow, body) };
    });
  });
}
