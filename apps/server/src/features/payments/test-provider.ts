/**
 * The default payment provider: takes no real money and is labelled "test mode" on the checkout
 * page. It remembers captures per reference so that a retried capture returns the same payment.
 */
import type { CaptureRequest, CaptureResult, PaymentProvider } from './payment-provider.ts';

export function createTestPaymentProvider(): PaymentProvider {
  const captures = new Map<string, CaptureResult>();
  return {
    name: 'test',
    testMode: true,
    async capture(req: CaptureRequest) {
      const existing = captures.get(req.reference);
      if (existing) return existing;
      const result: CaptureResult = {
        paymentId: `TEST-${crypto.randomUUID().replace(/-/g, '').toUpperCase()}`,
        paymentMethod: 'Test card',
        capturedCents: req.amountCents,
        currency: req.currency,
      };
      captures.set(req.reference, result);
      return result;
    },
    async refund() {
      // Nothing was charged.
    },
  };
}
