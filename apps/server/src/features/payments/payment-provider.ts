/**
 * Payment provider interface. The checkout captures the server-computed total through a provider
 * and refunds it when the order cannot be placed (an explicit undo, never money without an order).
 */

export interface CaptureRequest {
  /** Amount in US cents, computed by the server. */
  amountCents: number;
  currency: 'USD';
  /** Shown on the provider's statement, e.g. 'PhoneXport order (3 items)'. */
  description: string;
  /** Our checkout id: the provider's idempotency key, so a retry never charges twice. */
  reference: string;
}

export interface CaptureResult {
  paymentId: string;
  /** Shown on the order, e.g. 'Test card', 'Mobile money'. */
  paymentMethod: string;
  capturedCents: number;
  currency: string;
  /** Mobile money (issue 25): the operator's name, the masked number and the operator's transaction id, kept on the order. */
  details?: { operator: string; account: string; providerTransactionId: string | null };
}

/**
 * A payment provider. Card and wallet providers ('test', 'paypal') capture synchronously; a mobile
 * money provider ('pawapay', 'paynow', see MobileMoneyGateway) takes deposits the customer approves on
 * their phone, so its `capture` refuses and checkouts settle by callback, status poll or `lookup`.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'paypal' | 'pawapay' | 'paynow';
  readonly testMode: boolean;
  /** Captures the amount. Throws PaymentError when the payment is declined or the provider fails. */
  capture(req: CaptureRequest): Promise<CaptureResult>;
  /**
   * Refunds a capture: what is left of it (`amountCents` is then what we expect that to be), or
   * with `{ partial: true }` exactly `amountCents` (a partial refund, issue 12). `requestId` is
   * the idempotency key: refunding twice with it refunds once. Throws on failure. Answers
   * 'pending' when the provider only accepted the refund and reports its end later (mobile money,
   * decision 065: the customer is told once it completed); 'manual' when the provider has no refund
   * API and staff must pay it back by hand (Paynow, decision 070: the refund is recorded and marked,
   * the customer is not told money came back); nothing when it is done.
   */
  refund(paymentId: string, amountCents: number, requestId: string, options?: { partial?: boolean }): Promise<void | 'pending' | 'manual'>;
  /**
   * Asks the provider what became of a checkout's payment (reconciliation after a crash or a lost
   * answer). Throws when the provider cannot be reached (the reconciler tries again later).
   */
  lookup(ref: PaymentReference): Promise<PaymentLookup>;
}

/** How a checkout is known to its provider. */
export interface PaymentReference {
  /** Our checkout id (the capture's `reference`). */
  reference: string;
  /** The provider's own order id when it has one (PayPal Orders v2 id). */
  externalOrderId: string | null;
}

/**
 * The provider's answer about a payment:
 * - 'captured': the money was taken (the capture, with the amount actually captured, in cents);
 * - 'open': the provider still waits for the customer (PayPal order created or approved, not captured);
 * - 'none': nothing was or will be captured (never reached the provider, declined, voided).
 */
/** `refundOnly`: the money was taken but must go back, never become an order (a mobile money deposit superseded by a later attempt, decision 065). */
export type PaymentLookup = { state: 'captured'; capture: CaptureResult; refundOnly?: boolean } | { state: 'open' } | { state: 'none' };

export class PaymentError extends Error {}
