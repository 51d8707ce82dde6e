/**
 * The Paynow provider behind the shop's payment-provider interface (issue 25, decision 070):
 * EcoCash and OneMoney express checkout in Zimbabwe, charged in USD. Like pawaPay's, its deposits
 * are approved on the phone (`capture` refuses); the checkout requests them through
 * `requestDeposit` (POST /interface/remotetransaction; the poll URL Paynow answers is kept on the
 * deposit) and learns their end from the result post or by asking the poll URL (`checkDeposit`,
 * `lookup`). Paynow's statuses are read in pawaPay's vocabulary: Paid / Awaiting Delivery /
 * Delivered → COMPLETED, Cancelled → FAILED PAYMENT_NOT_APPROVED ('declined'), Failed → FAILED
 * UNSPECIFIED_FAILURE, anything else (Created, Sent) still waiting; an error answer mentioning an
 * insufficient balance → INSUFFICIENT_BALANCE ('no funds').
 *
 * Refunds: Paynow has no refund API for express checkout. `refund` records the refund (one per
 * request key, never more than is left), marks it MANUAL_REFUND and tells staff through
 * `onManualRefund` (the order's timeline and the audit log: the money must be paid back by hand);
 * it answers 'manual', so the customer is never told money came back that has not, and staff are told to pay it by hand.
 */
import { maskMsisdn, operatorByCode, roundUpToDecimals, zimbabweLocalNumber, zimbabweOperatorOf } from '@phonexport/domain/mobile-money';
import { amountToMinor } from '@phonexport/domain/mobile-money';
import type { DisplayCurrency } from '@phonexport/domain/currency';
import type { Db } from '../../../db/client.ts';
import { PaymentError, type CaptureResult } from '../payment-provider.ts';
import { findMobileMoneyPayment, findMobileMoneyPaymentWithUsd, insertMobileMoneyRefund, updateMobileMoneyRefundStatus, type MobileMoneyPaymentRow } from '../mobile-money-repository.ts';
import { lookupDeposit, type MobileMoneyDeposit, type MobileMoneyGateway, type OperatorConf } from '../mobile-money-gateway.ts';
import { MOBILE_MONEY_METHOD } from '../pawapay/pawapay-provider.ts';
import type { PaynowClient, PaynowMethod, PaynowStatusUpdate } from './paynow-client.ts';

/** The failure code a Paynow refund keeps: to be paid back by hand. */
export const MANUAL_REFUND = 'MANUAL_REFUND';

/** A refund staff must make by hand (no refund API): what to pay back, to whom. */
export interface ManualRefund {
  depositId: string;
  checkoutId: string;
  refundId: string;
  /** USD cents taken off the order (null: a checkout's refund without an order). */
  usdCents: number | null;
  amountMinor: number;
  currency: string;
  operator: string;
  account: string;
  providerTransactionId: string | null;
}

/** Paynow's gateway; `onManualRefund` records a refund staff must make by hand (order timeline, audit log). */
export interface PaynowGateway extends MobileMoneyGateway {
  readonly name: 'paynow';
  readonly client: PaynowClient;
  /** Reads a status update (result post or poll answer) as a deposit. */
  depositOf(update: PaynowStatusUpdate): MobileMoneyDeposit;
}

/**
 * The operators' limits (USD): Paynow's API publishes none, EcoCash and OneMoney apply their own
 * wallet limits (a refused payment comes back Failed). The shop's bounds: $1 to $5,000 a payment.
 */
const LIMITS = { minAmount: '1.00', maxAmount: '5000.00' };

const METHODS: Record<string, PaynowMethod> = { ECOCASH_ZWE: 'ecocash', ONEMONEY_ZWE: 'onemoney' };

/** Creates the provider over `client`; result posts go to `resultUrl()` (read at each request), the shopper's return to `returnUrl`. */
export function createPaynowProvider(
  client: PaynowClient,
  db: Db,
  { resultUrl, returnUrl, onManualRefund }: { resultUrl: () => string; returnUrl: string; onManualRefund: (refund: ManualRefund) => Promise<void> },
): PaynowGateway {
  const depositOf = (u: PaynowStatusUpdate): MobileMoneyDeposit => {
    const status = u.status.trim().toLowerCase();
    const paid = status === 'paid' || status === 'awaiting delivery' || status === 'delivered';
    const failed = status === 'cancelled' || status === 'failed';
    return {
      depositId: u.reference,
      status: paid ? 'COMPLETED' : failed ? 'FAILED' : 'SUBMITTED',
      amount: u.amount,
      currency: 'USD',
      providerTransactionId: u.paynowReference || undefined,
      failureReason: failed ? { failureCode: status === 'cancelled' ? 'PAYMENT_NOT_APPROVED' : 'UNSPECIFIED_FAILURE', failureMessage: u.status } : undefined,
    };
  };
  const captureOf = (payment: MobileMoneyPaymentRow, usdCents: number, deposit: MobileMoneyDeposit): CaptureResult => ({
    paymentId: payment.depositId,
    paymentMethod: MOBILE_MONEY_METHOD,
    // Paid exactly the USD amount asked: the order's total; anything else is refunded by the checkout.
    capturedCents: amountToMinor(deposit.amount, payment.currency as DisplayCurrency) === payment.amountMinor ? usdCents : 0,
    currency: 'USD',
    details: { operator: operatorByCode(payment.operator)?.name ?? payment.operator, account: maskMsisdn(payment.msisdn), providerTransactionId: deposit.providerTransactionId ?? null },
  });
  const checkDeposit = async (depositId: string): Promise<MobileMoneyDeposit | null> => {
    const payment = await findMobileMoneyPayment(db, depositId);
    // No poll URL: Paynow's answer never arrived, so it cannot be asked (decision 070).
    if (!payment?.providerRef) return null;
    return depositOf(await client.poll(payment.providerRef));
  };
  return {
    name: 'paynow',
    testMode: client.config.testMode,
    client,
    depositOf,
    captureOf,
    async operators(): Promise<OperatorConf[]> {
      return Object.keys(METHODS).map((code) => ({ provider: code, country: 'ZWE', currency: 'USD', decimals: 2, ...LIMITS, status: 'OPERATIONAL' }));
    },
    async predict(msisdn) {
      const code = zimbabweOperatorOf(msisdn);
      return code ? { provider: code } : null;
    },
    async requestDeposit(req) {
      const method = METHODS[req.operator];
      if (!method) return { status: 'REJECTED', failureReason: { failureCode: 'INVALID_PAYER_FORMAT' } };
      const answer = await client.initiateMobile({
        reference: req.depositId,
        amount: req.amount,
        additionalInfo: req.customerMessage,
        returnUrl,
        resultUrl: resultUrl(),
        authEmail: req.email,
        phone: zimbabweLocalNumber(req.msisdn),
        method,
      });
      if (!answer.ok) {
        const code = /insufficient/i.test(answer.error) ? 'INSUFFICIENT_BALANCE' : 'UNSPECIFIED_FAILURE';
        return { status: 'REJECTED', failureReason: { failureCode: code, failureMessage: answer.error } };
      }
      return { status: 'ACCEPTED', providerRef: answer.pollUrl };
    },
    checkDeposit,
    checkRefund: async () => null,
    async capture() {
      throw new PaymentError('Mobile money deposits are approved on the phone, not captured.');
    },
    lookup: (ref) => lookupDeposit(db, ref.reference, checkDeposit, captureOf),
    async refund(paymentId, amountCents, requestId, options) {
      const payment = await findMobileMoneyPaymentWithUsd(db, paymentId);
      if (!payment) throw new Error(`No mobile money deposit ${paymentId}`);
      const currency = payment.currency as DisplayCurrency;
      const left = payment.amountMinor - payment.refundedMinor;
      let minor = options?.partial ? roundUpToDecimals(Math.round((payment.amountMinor * amountCents) / payment.usdCents), currency, 2) : left;
      minor = Math.min(minor, left);
      const recorded = await insertMobileMoneyRefund(db, { requestId, refundId: crypto.randomUUID(), depositId: paymentId, amountMinor: minor, usdCents: amountCents });
      if (recorded.amountMinor <= 0) return;
      // The same request key again (a retry) finds its refund already marked: staff are told once.
      const set = recorded.status === 'requested' ? await updateMobileMoneyRefundStatus(db, recorded.refundId, 'accepted', MANUAL_REFUND) : null;
      if (set?.moved) {
        await onManualRefund({
          depositId: paymentId,
          checkoutId: payment.checkoutId,
          refundId: recorded.refundId,
          usdCents: recorded.usdCents,
          amountMinor: recorded.amountMinor,
          currency: payment.currency,
          operator: operatorByCode(payment.operator)?.name ?? payment.operator,
          account: maskMsisdn(payment.msisdn),
          providerTransactionId: payment.providerTransactionId,
        });
      }
      // Nothing went back yet: staff pay it by hand.
      return 'manual';
    },
  };
}
