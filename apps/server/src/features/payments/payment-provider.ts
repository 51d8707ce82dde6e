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
  /** Shown on the order, e.g. 'Test card'. */
  paymentMethod: string;
  capturedCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'paypal';
  readonly testMode: boolean;
  /** Captures the amount. Throws PaymentError when the payment is declined or the provider fails. */
  capture(req: CaptureRequest): Promise<CaptureResult>;
  /**
   * Refunds a capture: what is left of it (`amountCents` is then what we expect that to be), or
   * with `{ partial: true }` exactly `amountCents` (a partial refund, issue 12). `requestId` is
   * the idempotency key: refunding twice with it refunds once. Throws on failure.
   */
  refund(paymentId: string, amountCents: number, requestId: string, options?: { partial?: boolean }): Promise<void>;
}

export class PaymentError extends Error {}
