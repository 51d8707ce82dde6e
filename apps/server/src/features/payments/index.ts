/**
 * Payment providers (PayPal, the test provider) and mobile money (pawaPay, Paynow; decision 065), their stand-ins and refunds.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { SUPERSEDED, findMobileMoneyPayment, findMobileMoneyPaymentOfCheckout, findMobileMoneyRefund, findOpenMobileMoneyRefunds, insertMobileMoneyPayment, updateMobileMoneyDepositFailed, updateMobileMoneyPaymentStatus, updateMobileMoneyRefundStatus, updatePendingDepositsSuperseded, type MobileMoneyPaymentRow } from './mobile-money-repository.ts';
