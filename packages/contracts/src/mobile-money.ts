/**
 * Mobile money contracts (issue 25, decision 065): which operators the checkout offers, the
 * operator of a number, starting a deposit for a checkout, its status for the waiting screen, and
 * pawaPay's callback. Local amounts are integer minor units of the operator's currency (ISO 4217
 * exponent: ZMW ngwee, MWK tambala, LSL lisente).
 */
import { z } from 'zod';
import { FAILURE_REASONS } from '@phonexport/domain/mobile-money';
import { contractsOf, errorBody, named, textBody } from './contract.ts';
import { order } from './orders.ts';
import { checkoutRequestSchema } from './checkout.ts';

const { anyone, customer } = contractsOf('mobileMoney');

const SIGN_IN_TO_CHECKOUT = 'Please sign in to proceed with checkout.';

/** One operator the checkout can offer, with its limits in minor units of its currency. */
export const mobileMoneyOperator = named('MobileMoneyOperator', {
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  /** The provider that takes its payments ('pawapay', 'paynow'). */
  provider: z.string(),
  /** True when that provider runs in test mode (no real money). */
  testMode: z.boolean(),
  /** Decimals the operator takes (MWK 0). */
  decimals: z.number().int(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  /** False while the operator is down (pawaPay reports it CLOSED). */
  available: z.boolean(),
});
export type MobileMoneyOperatorDto = z.infer<typeof mobileMoneyOperator>;

/** Whether mobile money is offered, in test mode, and its operators (empty: not offered). */
export const mobileMoneyInfo = named('MobileMoneyInfo', {
  enabled: z.boolean(),
  testMode: z.boolean(),
  operators: z.array(mobileMoneyOperator),
});
export type MobileMoneyInfoDto = z.infer<typeof mobileMoneyInfo>;

/** The operator predicted for a number (null when none of ours serves it). */
export const mobileMoneyPrediction = named('MobileMoneyPrediction', {
  /** International digits without '+', e.g. '260763456789'. */
  msisdn: z.string(),
  countryCode: z.string().nullable(),
  operator: z.string().nullable(),
});
export type MobileMoneyPredictionDto = z.infer<typeof mobileMoneyPrediction>;

/** A mobile money checkout as the waiting screen follows it. */
export const mobileMoneyCheckout = named('MobileMoneyCheckout', {
  checkoutId: z.string(),
  /** pending: waiting for the phone; paid: the order is placed; failed: nothing charged; refunded: paid, then refunded (sold out). */
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  reason: z.enum(FAILURE_REASONS).nullable(),
  message: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  operator: z.string(),
  operatorName: z.string(),
  account: z.string(),
  /** When the shop stops waiting for the approval (ISO time). */
  expiresAt: z.string(),
  order: order.nullable(),
});
export type MobileMoneyCheckoutDto = z.infer<typeof mobileMoneyCheckout>;

/** The checkout body with the payer's number and chosen operator. */
export const mobileMoneyCheckoutRequest = checkoutRequestSchema.extend({
  mobileMoney: z.object({
    phoneNumber: z.string().min(1).max(40),
    operator: z.string().min(1).max(40),
  }),
});
export type MobileMoneyCheckoutRequest = z.input<typeof mobileMoneyCheckoutRequest>;

const errors = { 400: errorBody, 409: errorBody, 502: errorBody, 503: errorBody } as const;

export const mobileMoneyContracts = {
  info: anyone('GET', '/api/checkout/mobile-money', 'Mobile money operators the checkout offers', { responses: { 200: mobileMoneyInfo } }),
  predict: customer('POST', '/api/checkout/mobile-money/predict', 'The operator of a mobile money number', {
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    body: z.object({ phoneNumber: z.string().max(40), countryCode: z.string().length(2).optional() }),
    responses: { 200: mobileMoneyPrediction, 400: errorBody, 502: errorBody, 503: errorBody },
  }),
  start: customer('POST', '/api/checkout/mobile-money', 'Ask the customer’s phone to approve the payment of a checkout', {
    description:
      'Re-prices the cart, checks stock, records the deposit (UUIDv4) and sends it; one deposit per idempotency key (a replay answers the same checkout). 400 with field messages for a number, operator or amount the operator does not take.',
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    body: mobileMoneyCheckoutRequest,
    responses: { 201: mobileMoneyCheckout, ...errors },
  }),
  status: customer('GET', '/api/checkout/mobile-money/:checkoutId', 'Where a mobile money checkout stands', {
    description: 'While pending, the server asks the provider (pawaPay, or Paynow’s poll URL) when no callback came. Another customer’s checkout is a 404.',
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    params: z.object({ checkoutId: z.string().max(100) }),
    notFoundMessage: 'Payment not found',
    responses: { 200: mobileMoneyCheckout, 404: errorBody, 502: errorBody },
  }),
  pawaPayCallback: anyone('POST', '/api/payments/pawapay/callback', 'pawaPay’s callback of a final deposit or refund', {
    description: 'Read as received; with PAWAPAY_CALLBACK_PUBLIC_KEY set, an unsigned or wrongly signed callback is refused (403). Duplicates and late callbacks change nothing.',
    body: textBody('application/json', 'The deposit or refund exactly as pawaPay sent it'),
    responses: { 200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }), 400: errorBody, 403: errorBody, 502: errorBody },
  }),
  paynowResult: anyone('POST', '/api/payments/paynow/result', 'Paynow’s status update of an express checkout (result URL)', {
    description: 'Read as received (form-urlencoded: reference, paynowreference, amount, status, pollurl, hash); a hash that does not verify with the integration key is refused (403) and changes nothing. Duplicates and late updates change nothing.',
    body: textBody('application/x-www-form-urlencoded', 'The status update exactly as Paynow posted it'),
    responses: { 200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }), 400: errorBody, 403: errorBody, 503: errorBody },
  }),
};
