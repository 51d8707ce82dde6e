/**
 * The orders subject's rules; other features reach them through the subject's index.ts (decision 105).
 *
 * A status change (back office §4), its status event (time and admin), the customer's notification
 * and the audit record are written in one transaction: all or nothing. Setting the status to
 * cancelled is a cancel; a cancelled order cannot be moved to another status (409): its stock was
 * returned and its payment refunded.
 *
 * Cancelling and refunding a paid order (issue 12; decision record 016) is one flow, three steps,
 * with an undo, so a provider failure or timeout never leaves half a cancel and a second click
 * never refunds twice:
 * 1. claim (transaction, order row locked): check what is left to refund and move paymentStatus to
 *    'refunding'. A second request meets the claim and gets 409; a claim older than
 *    STALE_CLAIM_MS (a process that died mid-refund) may be taken over.
 * 2. refund through the provider with an idempotency key derived from the order and its refund
 *    state (`refund-{order}-{refundedBefore}-{amount}`): a retry of the same refund after a timeout
 *    sends the same key, so the provider refunds once. On failure the claim is released (the
 *    order is exactly as before) and 502 is answered.
 * 3. finish (transaction): refundedCents and paymentStatus, and for a cancel the units back in
 *    stock, status 'cancelled' and its status event; the customer's notification and the audit
 *    record, all together.
 * The three steps are the flow `refundSteps` (decision 104), where the undo and the point of no
 * return are written next to them. A refund made in the provider's dashboard arrives through
 * applyProviderRefund (PayPal webhook).
 */
import { ADMIN_MESSAGES, orderStatusNotification, statusCodeFor, type AdminOrderStatus } from '@phonexport/domain/admin';
import { centsToDecimalString, formatUsd } from '@phonexport/domain/money';
import { STAFF_MESSAGES, refundLimitCents } from '@phonexport/domain/staff';
import { STATUS_MESSAGES, canCorrectStatus, canMoveStatus } from '@phonexport/domain/order-status';
import type { StatusCorrection } from '@phonexport/contracts/orders';
import { REFUND_MESSAGES, paymentStatusAfterRefund, refundNotification, refundableCents } from '@phonexport/domain/refunds';
import type { RefundResult, StatusUpdateResult } from '@phonexport/contracts/orders';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, invalid, isRefusal, notFound, notSetUp, outsideFailed } from '../../lib/rule-errors.ts';
import { insertAudit } from '../audit/index.ts';
import { updateProductStock } from '../catalog/index.ts';
import { createNotification, publishOrdersChanged } from '../notifications/index.ts';
import { queueOrderStatusMail, queueRefundMail } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { findAdminOrdersForExport, findOrderPaymentStatus, findOrderStatus, findAdminOrder, type AdminOrderFilter, insertOrderEvent, findOrderForUpdate, findOrderByPaymentIdForUpdate, updateRefundClaimReleased, updateOrderRestocked, updateOrder, type OrderRow } from './orders-repository.ts';
import { withTransaction } from '../../db/client.ts';
import { flow } from '../../flows/flow.ts';


/** A 'refunding' claim older than this (ms) belongs to a request that died; it may be taken over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/** Who acts: the admin (id and e-mail for the event text and audit), or nulls for the shop itself. */
export interface Actor {
  id: string | null;
  email: string | null;
}

export interface RefundOutcome {
  orderId: string;
  /** Cents refunded by this request (0 when nothing was left to refund, e.g. cancelling an unpaid order). */
  refundedCents: number;
  /** True when the customer got a notification (orders of deleted accounts have no one to tell). */
  notified: boolean;
  customerName: string;
  /** True when the provider cannot refund and staff must pay it back by hand (Paynow, decision 070). */
  manualRefund?: boolean;
}

/** What is asked, and the most this request may refund in cents (the staff role's limit, decision 059; null: none). */
type Request = ({ kind: 'cancel' } | { kind: 'refund'; amountCents: number }) & { limitCents?: number | null; hooks?: RefundHooks };

/**
 * What another feature adds to a refund of this flow (a return's refund, issue 27): the refund
 * keeps its claim, idempotency key and undo; the caller checks its own state under the claim's
 * lock and writes its own records in the finish transaction, so its state and the order's refunded
 * cents change together or not at all.
 */
export interface RefundHooks {
  /** In the claim transaction, the order row locked, before anything changes: throw to refuse (e.g. 409 already refunded). */
  check?(tx: Tx, order: OrderRow): Promise<void>;
  /** In the finish transaction, with the cents this request refunded: the caller's records and its own notification. */
  finish?(tx: Tx, order: OrderRow, refundedCents: number): Promise<void>;
  /** Send the order's own refund notification and mail too (default true; false when `finish` tells the customer). */
  notify?: boolean;
  /** Extra fields of the audit record's `after` (e.g. the return request's id). */
  audit?: Record<string, unknown>;
}

/**
 * Cancels an order: refunds what is left of its payment, returns its units to stock, status
 * 'cancelled'. Throws 404 (no order), 409 (already cancelled, refund in progress), 502 (the
 * provider failed: nothing changed), 503 (no provider set up and something to refund).
 */
export function cancelOrder(db: Db, provider: PaymentProvider | null, actor: Actor, orderId: string, limitCents: number | null = null): Promise<RefundOutcome> {
  return refundFlow(db, provider, actor, orderId, { kind: 'cancel', limitCents });
}

/**
 * Refunds `amountCents` of an order's payment (partial, or the rest). Throws 400 with an `amount`
 * field message when more than what is left is asked, 404, 409 (refund in progress), 502, 503.
 */
export function refundOrder(
  db: Db,
  provider: PaymentProvider | null,
  actor: Actor,
  orderId: string,
  amountCents: number,
  limitCents: number | null = null,
  hooks?: RefundHooks,
): Promise<RefundOutcome> {
  return refundFlow(db, provider, actor, orderId, { kind: 'refund', amountCents, limitCents, hooks });
}

/** What a refund flow runs on: who asks, which order, what is asked. */
interface RefundContext {
  db: Db;
  provider: PaymentProvider | null;
  actor: Actor;
  orderId: string;
  request: Request;
}

/** The claim's answer: the order as it was before this request, and the cents to refund (0: nothing to refund). */
interface Claim {
  row: OrderRow;
  amount: number;
}

/** What the provider answered: 'pending' (accepted, the customer is told when it completes), 'manual' (paid back by hand). */
interface Paid {
  pending: boolean;
  manual: boolean;
}

/**
 * The refund flow (see the module comment), its undo in one place:
 *   claimRefund    ↔ undo releaseClaim (the order exactly as before; only when refundPayment failed)
 *   refundPayment  point of no return: the money went out. A failed finishRefund after it undoes
 *                  nothing: the claim stays 'refunding' until STALE_CLAIM_MS, and a retry sends the
 *                  same idempotency key, so the provider refunds once.
 *   finishRefund
 */
const refundSteps = flow<RefundContext>('refundOrder')
  .step({ name: 'claimRefund', run: claimRefund, undo: releaseClaim })
  .step({ name: 'refundPayment', pointOfNoReturn: true, run: (ctx, done) => refundPayment(ctx, done.claimRefund) })
  .step({ name: 'finishRefund', run: (ctx, done) => finishRefund(ctx, done.claimRefund, done.refundPayment) });

async function refundFlow(db: Db, provider: PaymentProvider | null, actor: Actor, orderId: string, request: Request): Promise<RefundOutcome> {
  return (await refundSteps.run({ db, provider, actor, orderId, request })).finishRefund;
}

/** 1. Claim (transaction, order row locked): checks what is left and moves paymentStatus to 'refunding' when money is to go back. */
function claimRefund({ db, provider, orderId, request }: RefundContext): Promise<Claim> {
  return withTransaction(db, async (tx) => {
    const row = await findOrderForUpdate(tx, orderId);
    if (!row) throw notFound('Order not found');
    if (row.paymentStatus === 'refunding' && row.updatedAt.getTime() > Date.now() - STALE_CLAIM_MS) throw conflict(REFUND_MESSAGES.inProgress, 'refund_in_progress');
    if (request.kind === 'cancel' && row.status === 'cancelled') throw conflict(REFUND_MESSAGES.alreadyCancelled, 'already_cancelled');
    await request.hooks?.check?.(tx, row);
    const left = refundableCents(row);
    let amount: number;
    if (request.kind === 'cancel') {
      amount = left;
    } else {
      if (left <= 0) throw invalid(REFUND_MESSAGES.nothingLeft, { amount: REFUND_MESSAGES.nothingLeft });
      if (request.amountCents > left) throw invalid(REFUND_MESSAGES.tooMuch(left), { amount: REFUND_MESSAGES.tooMuch(left) });
      amount = request.amountCents;
    }
    // A role's refund limit (a manager's $500): above it, nothing changes and the owner refunds.
    if (amount > 0 && request.limitCents != null && amount > request.limitCents) throw forbidden(STAFF_MESSAGES.refundAboveLimit(formatUsd(request.limitCents)));
    if (amount > 0) {
      if (!row.paymentId) throw conflict('This order has no payment to refund.');
      // No provider configured (production without payment settings): nothing can be refunded, nothing changes.
      if (!provider) throw notSetUp(REFUND_MESSAGES.notSetUp, 'payments_not_set_up');
      await updateOrder(tx, row.id, { paymentStatus: 'refunding', updatedAt: new Date() });
    }
    return { row, amount };
  });
}

/** Undo of the claim: the order's payment status as before the claim (only a claim that moved it). */
async function releaseClaim({ db }: RefundContext, { row: before, amount }: Claim): Promise<void> {
  if (amount > 0) await updateRefundClaimReleased(db, before.id, paymentStatusAfterRefund(before.totalCents, before.refundedCents));
}

/**
 * 2. Refund through the provider with the idempotency key `refund-{order}-{refundedBefore}-{amount}`.
 * Throws the provider's own 4xx, else 502 'refund_failed' (the claim is released by its undo).
 */
async function refundPayment({ provider, request }: RefundContext, { row: before, amount }: Claim): Promise<Paid> {
  if (amount <= 0) return { pending: false, manual: false };
  try {
    // A cancel refunds what is left of the capture; a refund names its amount.
    const answer = await provider!.refund(before.paymentId!, amount, `refund-${before.id}-${before.refundedCents}-${amount}`, { partial: request.kind === 'refund' });
    const manual = answer === 'manual';
    // 'pending': the provider only accepted the refund (mobile money); the customer is told when it completes (settleProviderRefund).
    return { pending: answer === 'pending' || manual, manual };
  } catch (err) {
    if (isRefusal(err)) throw err;
    throw outsideFailed(REFUND_MESSAGES.providerFailed, 'refund_failed');
  }
}

/** 3. Finish (transaction): refunded cents and payment status, a cancel's stock and event, the caller's records, notification, audit. */
function finishRefund({ db, actor, request }: RefundContext, { row: before, amount }: Claim, { pending, manual }: Paid): Promise<RefundOutcome> {
  return withTransaction(db, async (tx) => {
    const row = await findOrderForUpdate(tx, before.id);
    if (!row) throw notFound('Order not found');
    // A webhook for this very refund may have arrived first: never count it twice.
    const refunded = Math.min(row.totalCents, Math.max(row.refundedCents, before.refundedCents + amount));
    const cancel = request.kind === 'cancel';
    await updateOrder(tx, row.id, {
      refundedCents: refunded,
      paymentStatus: amount > 0 || row.paymentStatus === 'refunding' ? paymentStatusAfterRefund(row.totalCents, refunded) : row.paymentStatus,
      ...(cancel ? { status: 'cancelled' as const } : {}),
    });
    if (cancel) {
      await publishOrdersChanged(tx);
      await updateProductStock(tx, await updateOrderRestocked(tx, row.id));
      await insertOrderEvent(tx, {
        orderId: row.id,
        status: 'cancelled',
        statusCode: 'exception',
        description: `Status changed from ${row.status} to cancelled by ${actor.email ?? 'the shop'}${amount > 0 ? ` (${centsToDecimalString(amount)} USD ${manual ? 'to be paid back by hand' : 'refunded'})` : ''}; stock returned`,
        actorId: actor.id,
      });
    }
    await request.hooks?.finish?.(tx, row, amount);
    let notified = false;
    if (row.userId && request.hooks?.notify === false) notified = true;
    else if (row.userId && (!pending || cancel)) {
      const text = refundNotification(row.orderNumber, pending ? 0 : amount, cancel);
      await createNotification(tx, { userId: row.userId, title: text.title, message: text.message, type: 'order', orderId: row.id });
      notified = true;
      await queueRefundMail(tx, row, pending ? 0 : amount, cancel);
    }
    await insertAudit(tx, actor, {
      action: cancel ? 'cancel' : 'refund',
      entity: 'order',
      entityId: row.id,
      label: `#${row.orderNumber}`,
      before: { status: before.status, paymentStatus: before.paymentStatus, refundedCents: before.refundedCents },
      after: { status: cancel ? 'cancelled' : row.status, paymentStatus: paymentStatusAfterRefund(row.totalCents, refunded), refundedCents: refunded, refundCents: amount, ...request.hooks?.audit },
    });
    return { orderId: row.id, refundedCents: amount, notified, customerName: row.customerName, ...(manual ? { manualRefund: true } : {}) };
  });
}

/** Whether the order paid by `paymentId` has a refund request still finishing (its claim is open). */
export async function refundClaimOpen(db: Db, paymentId: string): Promise<boolean> {
  return (await findOrderPaymentStatus(db, paymentId)) === 'refunding';
}

/**
 * The end of a refund the provider had only accepted (mobile money, decision 065) for the order
 * paid by `paymentId`: COMPLETED tells the customer the money came back (notification and e-mail);
 * FAILED gives the `usdCents` back to the order (its payment status and the sales reports count only
 * money really returned), writes an 'exception' event on the order's timeline and an audit record
 * ('refund_failed', with the provider's code), so staff see it and refund again. Answers false when
 * no order has that payment. Call it once per refund, after refundClaimOpen said no.
 */
export async function settleProviderRefund(
  db: Db,
  paymentId: string,
  refund: { refundId: string; usdCents: number; status: 'completed' | 'failed'; failureCode: string | null; provider: string },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const row = await findOrderByPaymentIdForUpdate(tx, paymentId);
    if (!row) return false;
    if (refund.status === 'completed') {
      if (row.userId && refund.usdCents > 0) {
        const text = refundNotification(row.orderNumber, refund.usdCents, false);
        await createNotification(tx, { userId: row.userId, title: text.title, message: text.message, type: 'order', orderId: row.id });
        await queueRefundMail(tx, row, refund.usdCents, false);
      }
      return true;
    }
    const refunded = Math.max(0, row.refundedCents - refund.usdCents);
    const paymentStatus = paymentStatusAfterRefund(row.totalCents, refunded);
    await updateOrder(tx, row.id, { refundedCents: refunded, paymentStatus });
    const code = refund.failureCode ?? 'no code';
    await insertOrderEvent(tx, {
      orderId: row.id,
      status: row.status,
      statusCode: 'exception',
      description: `Refund of ${centsToDecimalString(refund.usdCents)} USD did not go through at ${refund.provider} (${code}): the money was not returned; the shop will refund it again.`,
      actorId: null,
    });
    await insertAudit(tx, { id: null, email: null }, {
      action: 'refund_failed',
      entity: 'order',
      entityId: row.id,
      label: `#${row.orderNumber}`,
      before: { paymentStatus: row.paymentStatus, refundedCents: row.refundedCents },
      after: { paymentStatus, refundedCents: refunded, refundCents: refund.usdCents, providerRefundId: refund.refundId, failureCode: refund.failureCode, source: 'callback' },
    });
    await publishOrdersChanged(tx);
    return true;
  });
}

/**
 * A refund that must be paid back by hand (Paynow has no refund API for express checkout, decision
 * 070): the order's timeline gets an 'exception' event saying what to pay back and to whom, and the
 * audit log a `manual_refund_required` record (entity 'order'; 'checkout' when no order was placed:
 * sold out, superseded, paid late). The order keeps counting the refund as made.
 */
export async function recordManualRefund(
  db: Db,
  refund: { depositId: string; checkoutId: string; refundId: string; usdCents: number | null; amountMinor: number; currency: string; operator: string; account: string; providerTransactionId: string | null; provider: string },
): Promise<void> {
  const amount = `${centsToDecimalString(refund.amountMinor)} ${refund.currency}`;
  const to = `${refund.operator} ${refund.account}${refund.providerTransactionId ? ` (${refund.provider} reference ${refund.providerTransactionId})` : ''}`;
  const details = { depositId: refund.depositId, refundId: refund.refundId, amountMinor: refund.amountMinor, currency: refund.currency, usdCents: refund.usdCents, operator: refund.operator, account: refund.account, providerTransactionId: refund.providerTransactionId, provider: refund.provider };
  await withTransaction(db, async (tx) => {
    const row = await findOrderByPaymentIdForUpdate(tx, refund.depositId);
    if (row) {
      await insertOrderEvent(tx, {
        orderId: row.id,
        status: row.status,
        statusCode: 'exception',
        description: `Manual refund: pay ${amount} back by hand to ${to}. ${refund.provider} has no refund API for this payment.`,
        actorId: null,
      });
      await insertAudit(tx, { id: null, email: null }, { action: 'manual_refund_required', entity: 'order', entityId: row.id, label: `#${row.orderNumber}`, after: details });
      await publishOrdersChanged(tx);
      return;
    }
    await insertAudit(tx, { id: null, email: null }, { action: 'manual_refund_required', entity: 'checkout', entityId: refund.checkoutId, label: `${refund.account} ${refund.depositId}`, after: details });
  });
}

/**
 * A refund the provider reports (PayPal's PAYMENT.CAPTURE.REFUNDED webhook, e.g. made in PayPal's
 * findDashboard) for the order paid by `paymentId`. `totalRefundedCents` is the capture's refunded
 * total when the provider gives it (applied as a high-water mark, so our own refunds echoed back
 * and replays count once); otherwise `refundCents` (this refund's amount) is added. Records the
 * payment status, notifies the customer and writes the audit record. Answers false when no order
 * has that payment or nothing changed.
 */
export async function applyProviderRefund(
  db: Db,
  paymentId: string,
  refund: { refundId: string; refundCents: number | null; totalRefundedCents: number | null },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const row = await findOrderByPaymentIdForUpdate(tx, paymentId);
    if (!row) return false;
    let target: number;
    if (refund.totalRefundedCents !== null) target = refund.totalRefundedCents;
    else if (refund.refundCents !== null) target = row.refundedCents + refund.refundCents;
    else target = row.totalCents; // no amount at all: PayPal's older payloads mean the whole capture
    const refunded = Math.min(row.totalCents, Math.max(row.refundedCents, target));
    if (refunded === row.refundedCents) return false;
    const added = refunded - row.refundedCents;
    // While our own refund is in flight keep its claim; the claim's finish recomputes the status.
    const paymentStatus = row.paymentStatus === 'refunding' ? 'refunding' : paymentStatusAfterRefund(row.totalCents, refunded);
    await updateOrder(tx, row.id, { refundedCents: refunded, paymentStatus });
    if (row.userId) {
      const text = refundNotification(row.orderNumber, added, false);
      await createNotification(tx, { userId: row.userId, title: text.title, message: text.message, type: 'order', orderId: row.id });
      await queueRefundMail(tx, row, added, false);
    }
    await insertAudit(tx, { id: null, email: null }, {
      action: 'refund',
      entity: 'order',
      entityId: row.id,
      label: `#${row.orderNumber}`,
      before: { paymentStatus: row.paymentStatus, refundedCents: row.refundedCents },
      after: { paymentStatus, refundedCents: refunded, refundCents: added, providerRefundId: refund.refundId, source: 'webhook' },
    });
    return true;
  });
}

/**
 * Back office §4: sets an order's status (and, for shipped or delivered, its tracking number)
 * along the domain's transition table (order-status.ts). Cancelled on a live order is a cancel
 * (refund and restock). With `correction` (a reason) the order may move back; the change is
 * audited as a correction with before, after and the reason, and the customer is told only when
 * `correction.notifyCustomer`. Throws 404, 409 (a move the table refuses, a cancelled order
 * reopened, a correction to or from cancelled) and what cancelOrder throws. Answers the order as
 * it is now and the §4 message.
 */
export async function changeOrderStatus(
  db: Db,
  provider: PaymentProvider | null,
  admin: { id: string; email: string },
  orderId: string,
  input: { status: AdminOrderStatus; trackingNumber?: string; correction?: StatusCorrection },
): Promise<StatusUpdateResult> {
  const { status, trackingNumber, correction } = input;
  if (status === 'cancelled' && !correction) {
    const current = await findOrderStatus(db, orderId);
    if (!current) throw notFound('Order not found');
    if (current !== 'cancelled') {
      if (!canMoveStatus(current, status)) throw conflict(STATUS_MESSAGES.notAllowed, 'status_transition');
      const done = await cancelOrder(db, provider, admin, orderId);
      return { order: (await findAdminOrder(db, done.orderId))!, notified: done.notified, message: done.notified ? ADMIN_MESSAGES.statusNotified(done.customerName) : ADMIN_MESSAGES.statusUpdated };
    }
  }
  return withTransaction(db, async (tx) => {
    const before = await findOrderForUpdate(tx, orderId);
    if (!before) throw notFound('Order not found');
    if (correction) {
      if (!canCorrectStatus(before.status, status)) throw conflict(STATUS_MESSAGES.correctionNotAllowed, 'status_correction');
    } else {
      if (before.status === 'cancelled' && status !== 'cancelled') throw conflict(REFUND_MESSAGES.cannotReopen, 'cancelled');
      if (!canMoveStatus(before.status, status)) throw conflict(STATUS_MESSAGES.notAllowed, 'status_transition');
    }
    const keepsTracking = status === 'shipped' || status === 'delivered';
    const tracking = keepsTracking && trackingNumber ? trackingNumber : before.trackingNumber;
    await updateOrder(tx, before.id, { status, trackingNumber: tracking });
    if (before.status !== status) await publishOrdersChanged(tx);
    const trackingNote = tracking && tracking !== before.trackingNumber ? ` (tracking ${tracking})` : '';
    await insertOrderEvent(tx, {
      orderId: before.id,
      status,
      statusCode: statusCodeFor(status),
      description: correction
        ? `Status corrected from ${before.status} to ${status} by ${admin.email}${trackingNote}: ${correction.reason}`
        : before.status === status
          ? `Status confirmed as ${status} by ${admin.email}${trackingNote}`
          : `Status changed from ${before.status} to ${status} by ${admin.email}${trackingNote}`,
      actorId: admin.id,
    });
    let notified = false;
    const tell = correction ? correction.notifyCustomer : true;
    if (before.userId && tell) {
      const text = orderStatusNotification(status, before.orderNumber, tracking);
      await createNotification(tx, { userId: before.userId, title: text.title, message: text.message, type: 'order', orderId: before.id });
      notified = true;
      // A status confirmed again (same status) mails nothing new.
      if (before.status !== status) await queueOrderStatusMail(tx, before, status, tracking);
    }
    await insertAudit(tx, admin, {
      action: correction ? 'status-correction' : 'status',
      entity: 'order',
      entityId: before.id,
      label: `#${before.orderNumber}`,
      before: { status: before.status, trackingNumber: before.trackingNumber },
      after: { status, trackingNumber: tracking, ...(correction ? { reason: correction.reason, customerNotified: notified } : {}) },
    });
    const order = (await findAdminOrder(tx, before.id))!;
    const message = notified ? ADMIN_MESSAGES.statusNotified(before.customerName) : ADMIN_MESSAGES.statusUpdated;
    return { order, notified, message };
  });
}

/** Back office cancel: cancelOrder within the staff member's refund limit (403 above it), then the order as it is now and the refund message. */
export async function cancelOrderForAdmin(db: Db, provider: PaymentProvider | null, admin: Actor & { role: string }, orderId: string): Promise<RefundResult> {
  const done = await cancelOrder(db, provider, admin, orderId, refundLimitCents(admin.role));
  return {
    order: (await findAdminOrder(db, done.orderId))!,
    notified: done.notified,
    refundedCents: done.refundedCents,
    message: done.refundedCents > 0 ? REFUND_MESSAGES.cancelled : REFUND_MESSAGES.cancelledNoRefund,
    ...(done.manualRefund ? { manualRefund: true } : {}),
  };
}

/** Back office refund of `amountCents` within the staff member's refund limit (403 above it): refundOrder, then the order as it is now and the refund message. */
export async function refundOrderForAdmin(db: Db, provider: PaymentProvider | null, admin: Actor & { role: string }, orderId: string, amountCents: number): Promise<RefundResult> {
  const done = await refundOrder(db, provider, admin, orderId, amountCents, refundLimitCents(admin.role));
  return { order: (await findAdminOrder(db, done.orderId))!, notified: done.notified, refundedCents: done.refundedCents, message: REFUND_MESSAGES.refunded(done.refundedCents), ...(done.manualRefund ? { manualRefund: true } : {}) };
}

/**
 * orders.csv (back office §2 Admin orders, Export): every order matching the list's filters (search,
 * status, date range) in its order: Order Number, Date (UTC, YYYY-MM-DD HH:MM), Customer, Email,
 * Country, Status, Payment Status, Items (units), Subtotal, Shipping, Duty, Discount, Total,
 * Refunded (USD, two decimals), Tracking Number.
 */
export async function ordersCsv(db: Db, q: AdminOrderFilter): Promise<{ header: string[]; rows: unknown[][] }> {
  const rows = (await findAdminOrdersForExport(db, q)).map((o) => [
    o.orderNumber,
    o.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    o.customerName,
    o.customerEmail,
    o.shippingAddress.country,
    o.status,
    o.paymentStatus,
    o.itemCount,
    centsToDecimalString(o.subtotalCents),
    centsToDecimalString(o.shippingCents),
    centsToDecimalString(o.dutyCents),
    centsToDecimalString(o.discountCents),
    centsToDecimalString(o.totalCents),
    centsToDecimalString(o.refundedCents),
    o.trackingNumber ?? '',
  ]);
  const header = ['Order Number', 'Date', 'Customer', 'Email', 'Country', 'Status', 'Payment Status', 'Items', 'Subtotal', 'Shipping', 'Duty', 'Discount', 'Total', 'Refunded', 'Tracking Number'];
  return { header, rows };
}
