/**
 * The pawaPay v2 provider behind the shop's payment-provider interface (issue 25, decision 065).
 * Deposits are asynchronous: the customer approves them on their phone, so `capture` refuses and
 * the mobile money checkout (checkout/mobile-money-checkout.ts) uses `requestDeposit` /
 * `checkDeposit`. `lookup` answers the reconciler from GET /v2/deposits/{id} (NOT_FOUND: never
 * received, 'none'); `refund` refunds through POST /v2/refunds in the deposit's currency: the USD
 * cents asked are converted at the deposit's own ratio (local amount / USD total), what is left when
 * not partial; each refund request key gets one refundId (UUIDv4) stored before the call, so a
 * retry sends the same refund (pawaPay answers DUPLICATE_IGNORED). `refund` answers 'pending': the
 * refund's end (COMPLETED or FAILED) comes by callback (checkout/mobile-money-checkout.ts applyRefund).
 */
import { amountToMinor, maskMsisdn, minorToAmount, operatorByCode, roundUpToDecimals } from '@phonexport/domain/mobile-money';
import type { DisplayCurrency } from '@phonexport/domain/currency';
import type { Db } from '../../../db/client.ts';
import { PaymentError, type CaptureResult, type PaymentReference } from '../payment-provider.ts';
import {
  findMobileMoneyPayment,
  findMobileMoneyPaymentWithUsd,
  insertMobileMoneyRefund,
  updateMobileMoneyRefundStatus,
  type MobileMoneyPaymentRow,
} from '../mobile-money-repository.ts';
import { lookupDeposit, type MobileMoneyDeposit, type MobileMoneyGateway } from '../mobile-money-gateway.ts';
import { PawaPayRefused, type OperatorConf, type PawaPayClient } from './pawapay-client.ts';

/** Shown on orders as the payment method. */
export const MOBILE_MONEY_METHOD = 'Mobile money';

/** pawaPay's gateway (operators from active-conf, cached one minute); its client verifies callbacks. */
export interface PawaPayGateway extends MobileMoneyGateway {
  readonly name: 'pawapay';
  readonly client: PawaPayClient;
}

/** Creates the provider over `client`, its ledger in `db`. */
export function createPawaPayProvider(client: PawaPayClient, db: Db): PawaPayGateway {
  let conf: { at: number; value: OperatorConf[] } | null = null;
  const captureOf = (payment: MobileMoneyPaymentRow, usdCents: number, deposit: MobileMoneyDeposit): CaptureResult => ({
    paymentId: payment.depositId,
    paymentMethod: MOBILE_MONEY_METHOD,
    // The deposit is the order's frozen local amount: when pawaPay reports exactly it, the USD total is paid.
    capturedCents: amountToMinor(deposit.amount, payment.currency as DisplayCurrency) === payment.amountMinor && deposit.currency === payment.currency ? usdCents : 0,
    currency: 'USD',
    details: {
      operator: operatorByCode(payment.operator)?.name ?? payment.operator,
      account: maskMsisdn(payment.msisdn),
      providerTransactionId: deposit.providerTransactionId ?? null,
    },
  });
  return {
    name: 'pawapay',
    testMode: client.config.testMode,
    client,
    captureOf,
    async operators() {
      if (conf && Date.now() - conf.at < 60_000) return conf.value;
      try {
        conf = { at: Date.now(), value: await client.activeConf() };
      } catch (err) {
        if (!conf) throw err;
      }
      return conf.value;
    },
    predict: (msisdn) => client.predictProvider(msisdn),
    checkDeposit: (depositId) => client.checkDeposit(depositId),
    checkRefund: (refundId) => client.checkRefund(refundId),
    requestDeposit: (req) =>
      client.initiateDeposit({
        depositId: req.depositId,
        amount: req.amount,
        currency: req.currency,
        payer: { type: 'MMO', accountDetails: { phoneNumber: req.msisdn, provider: req.operator } },
        customerMessage: req.customerMessage,
        clientReferenceId: req.reference,
      }),
    async capture() {
      throw new PaymentError('Mobile money deposits are approved on the phone, not captured.');
    },
    lookup: (ref: PaymentReference) => lookupDeposit(db, ref.reference, (id) => client.checkDeposit(id), captureOf),
    async refund(paymentId, amountCents, requestId, options) {
      const payment = await findMobileMoneyPaymentWithUsd(db, paymentId);
      if (!payment) throw new Error(`No mobile money deposit ${paymentId}`);
      const op = operatorByCode(payment.operator);
      const decimals = (await this.operators().catch(() => [])).find((o) => o.provider === payment.operator)?.decimals ?? (payment.currency === 'MWK' ? 0 : 2);
      const currency = payment.currency as DisplayCurrency;
      const existing = await findMobileMoneyPayment(db, paymentId);
      const left = existing!.amountMinor - existing!.refundedMinor;
      // Partial: the same share of the local amount as of the USD total, rounded to the operator's decimals, never more than is left.
      let minor = options?.partial ? roundUpToDecimals(Math.round((payment.amountMinor * amountCents) / payment.usdCents), currency, decimals) : left;
      minor = Math.min(minor, left);
      const recorded = await insertMobileMoneyRefund(db, { requestId, refundId: crypto.randomUUID(), depositId: paymentId, amountMinor: minor, usdCents: amountCents });
      if (recorded.amountMinor <= 0) return;
      const answer = await client.initiateRefund({
        refundId: recorded.refundId,
        depositId: paymentId,
        amount: minorToAmount(recorded.amountMinor, currency, decimals),
        currency: payment.currency,
      }).catch((err: unknown) => {
        if (err instanceof PawaPayRefused) return { status: 'REJECTED' as const, failureReason: { failureCode: 'INVALID_INPUT', failureMessage: err.message } };
        throw err; // unknown outcome: the same requestId resends the same refundId
      });
      if (answer.status === 'REJECTED') {
        await updateMobileMoneyRefundStatus(db, recorded.refundId, 'failed', answer.failureReason?.failureCode ?? null);
        throw new Error(`pawaPay refused refund ${recorded.refundId} (${op?.name ?? payment.operator}): ${answer.failureReason?.failureCode ?? 'REJECTED'}`);
      }
      await updateMobileMoneyRefundStatus(db, recorded.refundId, 'accepted');
      // Accepted only: pawaPay's callback (or GET /v2/refunds/{id}) says COMPLETED or FAILED later.
      return 'pending';
    },
  };
}
