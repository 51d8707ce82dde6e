/**
 * Reconciliation of checkouts (decision 014): every captured payment ends as an order or a
 * refund. A checkout still 'created' or 'captured' longer than the timeout (a crash, a kill -9,
 * a lost provider answer) is settled by asking its provider (PaymentProvider.lookup):
 * - captured → the order is placed (fulfilCheckout), or the money refunded when the provider says
 *   it must go back (refundOnly: a superseded mobile money deposit), the amount or currency differ from the checkout's, the customer's account is gone, or stock ran out;
 * - nothing captured → 'failed';
 * - still waiting for the customer (PayPal order created or approved) → left alone, and 'failed'
 *   once older than ABANDONED_AFTER_MS.
 * Runs at start and on a timer (startReconciler); several server processes may run it at once
 * (the order claim and the refund request ids make each step happen once).
 */
import type { Db } from '../../db/client.ts';
import { isRefusal } from '../../lib/rule-errors.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { checkoutRefundKey, fulfilCheckout, recordCapture } from './checkout-service.ts';
import { findBuyer, findCheckoutById, findUnsettledCheckouts, updateCheckout, type CheckoutRow } from './checkout-repository.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';

/** Default age (ms) after which an unsettled checkout is reconciled: 2 minutes (a slow provider's retries fit well within). */
export const DEFAULT_RECONCILE_AFTER_MS = 120_000;
/** Default pause (ms) between two reconciliation rounds: 30 s. */
export const DEFAULT_RECONCILE_EVERY_MS = 30_000;
/** A PayPal order the customer never finished paying is given up after 6 hours (ms). */
export const ABANDONED_AFTER_MS = 6 * 3_600_000;
/** Checkouts settled per round at most (the next round takes the rest). */
const BATCH = 200;

export type Settlement = 'placed' | 'refunded' | 'failed' | 'open';

export interface ReconcileReport {
  placed: number;
  refunded: number;
  failed: number;
  /** Still waiting for the customer at the provider. */
  open: number;
  /** Could not be settled this round (provider or database unreachable); tried again next round. */
  errors: number;
}

/** Settles this provider's checkouts left 'created' or 'captured' for longer than `olderThanMs`. */
export async function reconcileCheckouts(
  db: Db,
  provider: PaymentProvider,
  { olderThanMs, log = console }: { olderThanMs: number; log?: Pick<Console, 'error'> },
): Promise<ReconcileReport> {
  const report: ReconcileReport = { placed: 0, refunded: 0, failed: 0, open: 0, errors: 0 };
  const stuck = await findUnsettledCheckouts(db, provider.name, new Date(Date.now() - olderThanMs), BATCH);
  for (const checkout of stuck) {
    try {
      report[await settleCheckout(db, provider, checkout)]++;
    } catch (err) {
      report.errors++;
      log.error(`checkout ${checkout.id}: reconciliation failed, trying again later`, err);
    }
  }
  return report;
}

/**
 * Settles one unsettled checkout by asking its provider (see the module comment). Answers what it
 * became. Throws when the provider or the database cannot be reached (nothing changed then, or
 * the checkout stays 'captured' for the next round).
 */
export async function settleCheckout(db: Db, provider: PaymentProvider, checkout: CheckoutRow): Promise<Settlement> {
  const found = await provider.lookup({ reference: checkout.id, externalOrderId: checkout.externalOrderId });
  if (found.state === 'open') {
    if (Date.now() - checkout.createdAt.getTime() < ABANDONED_AFTER_MS) return 'open';
    return (await markFailed(db, checkout.id)) ? 'failed' : currentState(db, checkout.id);
  }
  if (found.state === 'none') return (await markFailed(db, checkout.id)) ? 'failed' : currentState(db, checkout.id);

  const capture = found.capture;
  const recorded = await recordCapture(db, checkout.id, capture);
  if (!recorded) return currentState(db, checkout.id); // settled by someone else meanwhile
  const refund = async () => {
    await provider.refund(capture.paymentId, capture.capturedCents, checkoutRefundKey(checkout.id));
    await updateCheckout(db, checkout.id, { status: 'refunded' }, ['captured']);
    return 'refunded' as const;
  };
  if (found.refundOnly || capture.capturedCents !== checkout.amountCents || capture.currency !== checkout.currency) return refund();
  const buyer = await findBuyer(db, checkout.userId);
  if (!buyer) return refund(); // no one to ship to
  try {
    await fulfilCheckout(db, provider, recorded, buyer, capture);
  } catch (err) {
    // Refused (sold out: refunded) or settled meanwhile: report what the checkout became.
    if (!isRefusal(err) || err.code === 'in_progress') throw err;
  }
  return currentState(db, checkout.id);
}

function markFailed(db: Db, checkoutId: string): Promise<boolean> {
  return updateCheckout(db, checkoutId, { status: 'failed' }, ['created']);
}

async function currentState(db: Db, checkoutId: string): Promise<Settlement> {
  const row = await findCheckoutById(db, checkoutId);
  const status = row?.status ?? 'failed';
  return status === 'created' || status === 'captured' ? 'open' : status;
}

/** Timing of the reconciler (AppOptions.reconcile; env CHECKOUT_RECONCILE_AFTER_MS / CHECKOUT_RECONCILE_EVERY_MS). */
export interface ReconcileTiming {
  /** Age in ms after which an unsettled checkout is settled (default 2 min). */
  afterMs?: number;
  /** Pause in ms between rounds (default 30 s). */
  everyMs?: number;
}

/**
 * Runs a reconciliation round now and then every `everyMs` (one round at a time; the timer does
 * not keep the process alive). Returns a stop function that waits for a running round.
 */
export function startReconciler(
  db: Db,
  provider: PaymentProvider,
  timing: ReconcileTiming,
  log: Pick<Console, 'error' | 'info'>,
  /** More of the provider's own settling, run after each round (mobile money refunds, decision 065). */
  extra?: (olderThanMs: number) => Promise<unknown>,
): () => Promise<void> {
  const afterMs = timing.afterMs ?? DEFAULT_RECONCILE_AFTER_MS;
  const everyMs = timing.everyMs ?? DEFAULT_RECONCILE_EVERY_MS;
  const job = startRepeatingJob(
    async () => {
      const r = await reconcileCheckouts(db, provider, { olderThanMs: afterMs, log });
      if (r.placed || r.refunded || r.failed || r.errors) log.info(`checkout reconciliation: ${JSON.stringify(r)}`);
      if (extra) await extra(afterMs);
    },
    everyMs,
    (err) => log.error('checkout reconciliation round failed', err),
  );
  return job.stop;
}
