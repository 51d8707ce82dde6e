/**
 * The shop's e-mail through an outbox (decision 049): a mail is queued in the transaction that causes it and sent by a worker.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { customerLanguage, lowStockAlert, mailQueuedEnvelope, orderPlacedMails, queueCustomerMessageMail, queueOrderStatusMail, queuePasswordChangedMail, queueRefundMail, queueReturnMail, queueStaffInvitationMail, startOutboxWorker } from './outbox-service.ts';
