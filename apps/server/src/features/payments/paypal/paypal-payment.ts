/**
 * The steps of a PayPal payment the shop takes after PayPal's buttons (decision 011), shared by
 * the checkout (checkout/paypal-checkout.ts) and an exchange's price difference (returns,
 * decision 071), so both map PayPal's answers to the same errors:
 * - createPayPalPayment: creates a PayPal order (USD, intent CAPTURE) for an amount the server
 *   decided; 400 'Payment Failed' when PayPal refuses it, 502 when PayPal is unreachable.
 * - capturePayPalPayment: captures an approved order with an idempotency key (a replay gets the
 *   same capture; ORDER_ALREADY_CAPTURED reads the order instead); 400 'Payment Failed' when
 *   declined or not approved, 502 when the outcome is unknown. Answers a COMPLETED or PENDING capture.
 * - capturedCentsOf / capturedAsExpected: the captured amount in integer cents, and whether it
 *   is exactly the expected amount and currency.
 * - refundUnexpectedCapture: gives a capture of the wrong amount back and answers the 400 to throw.
 */
import { MESSAGES } from '@phonexport/domain/messages';
import { RuleError, invalid, outsideFailed } from '../../../lib/rule-errors.ts';
import { PayPalApiError, centsToPayPalValue, firstCapture, payPalValueToCents, type PayPalCapture, type PayPalOrder } from './paypal-client.ts';
import type { PayPalProvider } from './paypal-provider.ts';

/** 502: PayPal's answer is lost or PayPal is down; nothing is known to have changed. */
export const payPalError = () => outsideFailed(MESSAGES.paymentError, 'payment_error');

/**
 * Creates the PayPal order of `amountCents` USD (the caller's server-side amount) and answers its id.
 * `requestId` makes a repeat answer the same order. `onRefused` runs before the 400 when PayPal
 * refuses the order (4xx other than 401).
 */
export async function createPayPalPayment(
  provider: PayPalProvider,
  input: { amountCents: number; description: string; customId: string; requestId: string },
  onRefused?: () => Promise<void>,
): Promise<string> {
  try {
    const order = await provider.client.createOrder({
      amount: { currency_code: 'USD', value: centsToPayPalValue(input.amountCents) },
      description: input.description,
      customId: input.customId,
      requestId: input.requestId,
    });
    return order.id;
  } catch (err) {
    if (err instanceof PayPalApiError && err.status < 500 && err.status !== 401) {
      await onRefused?.();
      throw invalid(MESSAGES.paymentFailed, { payment: err.message });
    }
    console.error(`PayPal order ${input.customId}: create failed`, err);
    throw payPalError();
  }
}

/** Reads a PayPal order; 502 when PayPal cannot answer. */
export async function readPayPalOrder(provider: PayPalProvider, paypalOrderId: string): Promise<PayPalOrder> {
  try {
    return await provider.client.getOrder(paypalOrderId);
  } catch {
    throw payPalError();
  }
}

/**
 * Captures the approved PayPal order `paypalOrderId` with the idempotency key `requestId` and
 * answers its capture, COMPLETED or PENDING (see the module comment for the errors).
 */
export async function capturePayPalPayment(provider: PayPalProvider, paypalOrderId: string, requestId: string): Promise<PayPalCapture> {
  let order: PayPalOrder;
  try {
    order = await provider.client.captureOrder(paypalOrderId, requestId);
  } catch (err) {
    if (err instanceof PayPalApiError && err.issue === 'ORDER_ALREADY_CAPTURED') {
      order = await readPayPalOrder(provider, paypalOrderId);
    } else if (err instanceof PayPalApiError && err.status < 500 && err.status !== 401) {
      // Declined, not approved, expired...: no money moved; the customer may try again.
      throw invalid(MESSAGES.paymentFailed, { payment: err.issue ?? err.errorName });
    } else {
      throw payPalError();
    }
  }
  const capture = firstCapture(order);
  if (!capture || capture.status === 'DECLINED' || capture.status === 'FAILED') {
    throw invalid(MESSAGES.paymentFailed, { payment: capture?.status ?? 'NOT_CAPTURED' });
  }
  return capture;
}

/** The captured amount in integer cents (null when PayPal's value is not a 2-decimal amount). */
export const capturedCentsOf = (capture: PayPalCapture): number | null => payPalValueToCents(capture.amount?.value);

/** Whether `capture` is exactly `cents` in `currency`. */
export function capturedAsExpected(capture: PayPalCapture, cents: number, currency: string): boolean {
  return capturedCentsOf(capture) === cents && (capture.amount?.currency_code ?? '') === currency;
}

/**
 * Refunds a capture that is not the expected amount (all of it, with `refundKey` so a retry
 * refunds once) and answers the 400 'Payment Failed' to throw; 502 when the refund fails (the
 * caller keeps the capture recorded so an operator or the webhook settles it).
 */
export async function refundUnexpectedCapture(provider: PayPalProvider, capture: PayPalCapture, expected: { cents: number; currency: string }, refundKey: string): Promise<RuleError> {
  try {
    await provider.refund(capture.id, capturedCentsOf(capture) ?? 0, refundKey);
  } catch {
    throw payPalError();
  }
  return invalid(MESSAGES.paymentFailed, {
    payment: `Captured ${capture.amount?.value} ${capture.amount?.currency_code ?? ''} instead of ${centsToPayPalValue(expected.cents)} ${expected.currency}; refunded.`,
  });
}
