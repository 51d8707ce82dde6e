/**
 * The payments subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the payments repository or routes. The PayPal client's
 * helpers and payment steps are here for the checkout's PayPal flow and an exchange's difference.
 */
export * from './payment-provider.ts';
export * from './paypal/paypal-provider.ts';
export * from './paypal/paypal-payment.ts';
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
export { createPawaPayClient, PawaPayUnreachable, PawaPayRefused, type PawaPayClient, type PawaPayConfig, type PawaPayDeposit, type PawaPayRefund, type OperatorConf } from './pawapay/pawapay-client.ts';
export { createPawaPayProvider, MOBILE_MONEY_METHOD, type PawaPayGateway } from './pawapay/pawapay-provider.ts';
export { MobileMoneyUnreachable, type MobileMoneyGateway, type MobileMoneyDeposit, type MobileMoneyRefundState, type DepositRequest } from './mobile-money-gateway.ts';
export { createPaynowClient, PaynowUnreachable, paynowHash, paynowHashVerifies, signedForm, statusUpdateOf, type PaynowClient, type PaynowConfig } from './paynow/paynow-client.ts';
export { createPaynowProvider, MANUAL_REFUND, type ManualRefund, type PaynowGateway } from './paynow/paynow-provider.ts';
export { startPaynowStandIn, type PaynowStandIn } from './paynow/paynow-stand-in.ts';
export { startPawaPayStandIn, type PawaPayStandIn } from './pawapay/pawapay-stand-in.ts';
export { withMobileMoneyRefunds } from './refund-router.ts';
