/**
 * The test payment provider: takes no real money and is labelled "test mode" on the checkout
 * page. Like a real provider it keeps its own durable ledger (the test_payment_captures table,
 * one row per reference = our checkout id): a retried capture returns the same payment, and after
 * a crash `lookup` tells the reconciler what was captured. Without a database (unit use) the
 * ledger is kept in memory.
 */
import type { Db } from '../../db/client.ts';
import { findCaptureByReference, insertOrGetCapture, updateCaptureRefunded, type LedgerCapture } from './payments-repository.ts';
import type { CaptureRequest, CaptureResult, PaymentLookup, PaymentProvider, PaymentReference } from './payment-provider.ts';

const PAYMENT_METHOD = 'Test card';

/** The test provider; `db` holds its ledger (in memory when omitted: lost on restart). */
export function createTestPaymentProvider(db?: Db): PaymentProvider {
  const memory = new Map<string, CaptureResult>();
  const toResult = (row: LedgerCapture): CaptureResult => ({
    paymentId: row.paymentId,
    paymentMethod: PAYMENT_METHOD,
    capturedCents: row.amountCents,
    currency: row.currency,
  });
  return {
    name: 'test',
    testMode: true,
    async capture(req: CaptureRequest) {
      const fresh: CaptureResult = {
        paymentId: `TEST-${crypto.randomUUID().replace(/-/g, '').toUpperCase()}`,
        paymentMethod: PAYMENT_METHOD,
        capturedCents: req.amountCents,
        currency: req.currency,
      };
      if (!db) {
        const existing = memory.get(req.reference);
        if (existing) return existing;
        memory.set(req.reference, fresh);
        return fresh;
      }
      return toResult(await insertOrGetCapture(db, { reference: req.reference, paymentId: fresh.paymentId, amountCents: req.amountCents, currency: req.currency }));
    },
    async refund(paymentId: string) {
      // Nothing was charged; the ledger notes the refund.
      if (db) await updateCaptureRefunded(db, paymentId);
    },
    async lookup(ref: PaymentReference): Promise<PaymentLookup> {
      if (!db) {
        const found = memory.get(ref.reference);
        return found ? { state: 'captured', capture: found } : { state: 'none' };
      }
      const row = await findCaptureByReference(db, ref.reference);
      return row ? { state: 'captured', capture: toResult(row) } : { state: 'none' };
    },
  };
}
