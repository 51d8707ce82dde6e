/**
 * The PayPal payment provider (storefront §7, decision 011): refunds and lookups through the
 * PayPal client; captures happen in the checkout's PayPal flow (checkout/paypal-checkout.ts),
 * after the customer approved the payment in PayPal's window.
 */
import { MESSAGES } from '@phonexport/domain/messages';
import { invalid } from '../../../lib/rule-errors.ts';
import type { PaymentLookup, PaymentProvider } from '../payment-provider.ts';
import { PayPalApiError, centsToPayPalValue, firstCapture, payPalValueToCents, type PayPalClient, type PayPalOrder } from './paypal-client.ts';

/** The PayPal payment provider: refunds through the client; captures happen in capturePayPalCheckout. */
export interface PayPalProvider extends PaymentProvider {
  readonly name: 'paypal';
  readonly client: PayPalClient;
}

/** Wraps the client as the shop's PaymentProvider (used by fulfilCheckout to refund). */
export function createPayPalProvider(client: PayPalClient): PayPalProvider {
  return {
    name: 'paypal',
    testMode: client.config.environment === 'sandbox',
    client,
    async capture() {
      // PayPal's customer approves in PayPal's window first: see capturePayPalCheckout.
      throw invalid(MESSAGES.paymentFailed, { payment: 'Pay with the PayPal buttons.' });
    },
    async refund(captureId, amountCents, requestId, options) {
      // A partial refund names its amount (issue 12); otherwise PayPal refunds what is left of the capture.
      await client.refundCapture(captureId, requestId, options?.partial ? { currency_code: 'USD', value: centsToPayPalValue(amountCents) } : undefined);
    },
    async lookup({ externalOrderId }) {
      if (!externalOrderId) return { state: 'none' }; // no PayPal order was ever created
      let order: PayPalOrder;
      try {
        order = await client.getOrder(externalOrderId);
      } catch (err) {
        if (err instanceof PayPalApiError && err.status === 404) return { state: 'none' };
        throw err;
      }
      return lookupOf(order);
    },
  };
}

/**
 * What a PayPal order (GET /v2/checkout/orders/{id}) says about its money: a COMPLETED capture
 * is 'captured' (with the amount PayPal captured), a PENDING capture or an order still waiting
 * for the buyer (CREATED, SAVED, APPROVED, PAYER_ACTION_REQUIRED) is 'open', anything else
 * (VOIDED, DECLINED, FAILED) is 'none'.
 */
export function lookupOf(order: PayPalOrder): PaymentLookup {
  const capture = firstCapture(order);
  if (capture?.status === 'COMPLETED') {
    return {
      state: 'captured',
      capture: { paymentId: capture.id, paymentMethod: 'PayPal', capturedCents: payPalValueToCents(capture.amount?.value) ?? 0, currency: capture.amount?.currency_code ?? '' },
    };
  }
  if (capture?.status === 'PENDING') return { state: 'open' };
  if (!capture && ['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED'].includes(order.status)) return { state: 'open' };
  return { state: 'none' };
}
