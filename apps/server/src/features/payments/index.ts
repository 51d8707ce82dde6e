/**
 * Payment providers (PayPal, the test provider) and mobile money (pawaPay, Paynow; decision 065), their stand-ins and refunds.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { MobileMoneyUnreachable, type DepositRequest, type MobileMoneyDeposit, type MobileMoneyGateway, type MobileMoneyRefundState } from './mobile-money-gateway.ts';
export { SUPERSEDED, findMobileMoneyPayment, findMobileMoneyPaymentOfCheckout, findMobileMoneyRefund, findOpenMobileMoneyRefunds, insertMobileMoneyPayment, updateMobileMoneyDepositFailed, updateMobileMoneyPaymentStatus, updateMobileMoneyRefundStatus, updatePendingDepositsSuperseded, type MobileMoneyPaymentRow } from './mobile-money-repository.ts';
export { createPawaPayClient, type PawaPayConfig, type PawaPayDeposit, type PawaPayRefund } from './pawapay/pawapay-client.ts';
export { createPawaPayProvider, type PawaPayGateway } from './pawapay/pawapay-provider.ts';
export { startPawaPayStandIn } from './pawapay/pawapay-stand-in.ts';
export { PaymentError, type CaptureResult, type PaymentProvider } from './payment-provider.ts';
export { createPaynowClient, statusUpdateOf, type PaynowConfig } from './paynow/paynow-client.ts';
export { createPaynowProvider, type PaynowGateway } from './paynow/paynow-provider.ts';
export { startPaynowStandIn } from './paynow/paynow-stand-in.ts';
export { PayPalApiError, createPayPalClient, payPalValueToCents, type PayPalCapture, type PayPalOrder, type WebhookHeaders } from './paypal/paypal-client.ts';
export { capturePayPalPayment, capturedAsExpected, capturedCentsOf, createPayPalPayment, payPalError, refundUnexpectedCapture } from './paypal/paypal-payment.ts';
export { createPayPalProvider, type PayPalProvider } from './paypal/paypal-provider.ts';
export { withMobileMoneyRefunds } from './refund-router.ts';
export { createTestPaymentProvider } from './test-provider.ts';
