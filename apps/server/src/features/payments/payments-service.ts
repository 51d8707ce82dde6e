/**
 * The payments subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the payments repository or routes. The PayPal client's
 * helpers are here for the checkout's PayPal flow.
 */
export * from './payment-provider.ts';
export * from './paypal/paypal-provider.ts';
export { createTestPaymentProvider } from './test-provider.ts';
export {
  PayPalApiError,
  centsToPayPalValue,
  createPayPalClient,
  firstCapture,
  payPalValueToCents,
  type PayPalCapture,
  type PayPalClient,
  type PayPalOrder,
  type WebhookHeaders,
} from './paypal/paypal-client.ts';
