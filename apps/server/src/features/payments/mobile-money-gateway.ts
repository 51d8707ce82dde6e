/**
 * The shape every mobile money provider has behind the payment-provider interface (issue 25,
 * decisions 065 and 070): pawaPay (Zambia, Malawi, Lesotho) and Paynow (Zimbabwe). The checkout
 * (checkout/mobile-money-checkout.ts) only speaks this shape: it asks a gateway to request a
 * deposit, asks it where a deposit stands, and applies the answer through one door. A provider's
 * own answers are mapped to pawaPay's v2 vocabulary (statuses COMPLETED / FAILED / other = still
 * waiting, pawaPay's failure codes), which `failureReasonOf` turns into the shopper's reasons.
 */
import type { Db } from '../../db/client.ts';
import type { CaptureResult, PaymentLookup, PaymentProvider } from './payment-provider.ts';
import { SUPERSEDED, findMobileMoneyPaymentOfCheckout, type MobileMoneyPaymentRow } from './mobile-money-repository.ts';

/** A deposit as its provider reports it; `amount` is a decimal string in `currency`. */
export interface MobileMoneyDeposit {
  depositId: string;
  /** COMPLETED (paid), FAILED (nothing charged), anything else: still waiting. */
  status: string;
  amount: string;
  currency: string;
  providerTransactionId?: string;
  failureReason?: { failureCode: string; failureMessage?: string };
}

/** A refund as its provider reports it (COMPLETED / FAILED final). */
export interface MobileMoneyRefundState {
  refundId: string;
  depositId?: string;
  status: string;
  amount: string;
  currency: string;
  failureReason?: { failureCode: string; failureMessage?: string };
}

/** What the checkout asks a gateway to send (the deposit row is stored before). */
export interface DepositRequest {
  /** Our id of the deposit (UUIDv4), the provider's idempotency key or reference. */
  depositId: string;
  /** Decimal string in the operator's decimals ('8650.00'). */
  amount: string;
  currency: string;
  /** International digits without '+'. */
  msisdn: string;
  /** Our operator code ('MTN_MOMO_ZMB', 'ECOCASH_ZWE'). */
  operator: string;
  /** Shown on the customer's phone or statement (4–22 characters). */
  customerMessage: string;
  /** Our checkout id. */
  reference: string;
  /** The customer's e-mail (Paynow's `authemail`). */
  email: string;
}

/** The provider's answer to a deposit request; `providerRef` is kept on the deposit (Paynow's poll URL). */
export interface DepositInitiation {
  status: 'ACCEPTED' | 'REJECTED' | 'DUPLICATE_IGNORED';
  failureReason?: { failureCode: string; failureMessage?: string };
  providerRef?: string | null;
}

/** One operator's deposit settings (currency, decimals, limits as decimal strings, OPERATIONAL or CLOSED). */
export interface OperatorConf {
  provider: string;
  country: string;
  currency: string;
  decimals: number;
  minAmount: string;
  maxAmount: string;
  status: string;
}

/** The outcome of a call to a provider is unknown (network, timeout, 5xx): ask again later with the same ids. */
export class MobileMoneyUnreachable extends Error {}

/** A mobile money provider: deposits approved on the phone, operator settings, prediction. */
export interface MobileMoneyGateway extends PaymentProvider {
  readonly name: 'pawapay' | 'paynow';
  /** Deposit settings of every operator it serves. Throws when it cannot be reached and nothing is cached. */
  operators(): Promise<OperatorConf[]>;
  /** The operator code of an international number (digits only), or null. Throws MobileMoneyUnreachable. */
  predict(msisdn: string): Promise<{ provider: string } | null>;
  /** Sends a deposit recorded before. Throws MobileMoneyUnreachable when the outcome is unknown. */
  requestDeposit(req: DepositRequest): Promise<DepositInitiation>;
  /** The deposit as the provider has it, or null when it never received it. Throws MobileMoneyUnreachable. */
  checkDeposit(depositId: string): Promise<MobileMoneyDeposit | null>;
  /** A refund as the provider has it, or null (unknown, or a provider without refunds). */
  checkRefund(refundId: string): Promise<MobileMoneyRefundState | null>;
  /** The capture an order records for a completed deposit. */
  captureOf(payment: MobileMoneyPaymentRow, usdCents: number, deposit: MobileMoneyDeposit): CaptureResult;
}

/**
 * Where the deposit of checkout `reference` stands, for the reconciler (decision 065), the same for
 * every mobile money provider given its `checkDeposit` and `captureOf`: none when the deposit was
 * never recorded (a crash before it), is unknown to the provider or failed; captured when completed
 * (refund only: a deposit superseded by a later attempt of the customer is refunded, never placed);
 * else still open.
 */
export async function lookupDeposit(
  db: Db,
  reference: string,
  checkDeposit: (depositId: string) => Promise<MobileMoneyDeposit | null>,
  captureOf: MobileMoneyGateway['captureOf'],
): Promise<PaymentLookup> {
  const payment = await findMobileMoneyPaymentOfCheckout(db, reference);
  if (!payment) return { state: 'none' };
  const deposit = await checkDeposit(payment.depositId);
  if (!deposit) return { state: 'none' };
  if (deposit.status === 'COMPLETED') return { state: 'captured', capture: captureOf(payment, payment.usdCents, deposit), refundOnly: payment.failureCode === SUPERSEDED };
  if (deposit.status === 'FAILED') return { state: 'none' };
  return { state: 'open' };
}
