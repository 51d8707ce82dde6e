/**
 * The test payment provider's ledger (test_payment_captures: one capture per reference, our
 * checkout id). The only payments code that touches the database; returns plain objects.
 */
import { eq } from 'drizzle-orm';
import { rowOf, runStatement, type Db } from '../../db/client.ts';
import { testPaymentCaptures } from '../../db/schema.ts';

/** A capture in the ledger; `amountCents` in cents. */
export interface LedgerCapture {
  reference: string;
  paymentId: string;
  amountCents: number;
  currency: string;
}

const toCapture = (row: typeof testPaymentCaptures.$inferSelect): LedgerCapture => ({
  reference: row.reference,
  paymentId: row.paymentId,
  amountCents: row.amountCents,
  currency: row.currency,
});

/** Records a capture unless its reference has one; answers the capture the ledger keeps for it. */
export async function insertOrGetCapture(db: Db, capture: LedgerCapture): Promise<LedgerCapture> {
  // A fixed text, prepared once per connection (decision 077): every test-provider checkout runs it.
  const [inserted] = await runStatement<Record<string, unknown>>(
    db,
    'px_test_capture',
    'insert into test_payment_captures (reference, payment_id, amount_cents, currency) values ($1, $2, $3, $4) on conflict (reference) do nothing returning *',
    [capture.reference, capture.paymentId, capture.amountCents, capture.currency],
  );
  if (inserted) return toCapture(rowOf(testPaymentCaptures, inserted));
  const found = await findCaptureByReference(db, capture.reference);
  return found!;
}

/** The capture of a reference, or null. */
export async function findCaptureByReference(db: Db, reference: string): Promise<LedgerCapture | null> {
  const [row] = await db.select().from(testPaymentCaptures).where(eq(testPaymentCaptures.reference, reference));
  return row ? toCapture(row) : null;
}

/** Notes the refund of a payment (sets refundedAt). */
export async function updateCaptureRefunded(db: Db, paymentId: string): Promise<void> {
  await db.update(testPaymentCaptures).set({ refundedAt: new Date() }).where(eq(testPaymentCaptures.paymentId, paymentId));
}
