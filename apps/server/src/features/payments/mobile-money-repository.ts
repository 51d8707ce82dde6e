/**
 * Mobile money ledger (issue 25, decision 065): the mobile_money_payments rows (one deposit per
 * checkout, recorded before the provider is called) and mobile_money_refunds (one per refund
 * request key). The only mobile money code that imports the ORM; returns plain rows.
 */
import { and, asc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/client.ts';
import { mobileMoneyPayments, mobileMoneyRefunds, paymentCheckouts } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';

/** A mobile money deposit (decision 065): operator, number, amount in the operator's minor units, state. Declared here, checked against the table (db/row-shape.ts). */
export interface MobileMoneyPaymentRow {
  createdAt: Date;
  updatedAt: Date;
  provider: string;
  currency: string;
  status: 'failed' | 'requested' | 'accepted' | 'superseded' | 'completed';
  providerTransactionId: string | null;
  depositId: string;
  checkoutId: string;
  operator: string;
  msisdn: string;
  amountMinor: number;
  amount: string;
  failureCode: string | null;
  providerRef: string | null;
  refundedMinor: number;
}
type _MobileMoneyPaymentRowIsTheTable = Holds<SameShape<MobileMoneyPaymentRow, typeof mobileMoneyPayments.$inferSelect>>;
/** A refund of a mobile money deposit: amount in minor units (and US cents), state. Declared here, checked against the table (db/row-shape.ts). */
export interface MobileMoneyRefundRow {
  createdAt: Date;
  status: 'failed' | 'requested' | 'accepted' | 'completed';
  depositId: string;
  amountMinor: number;
  failureCode: string | null;
  requestId: string;
  refundId: string;
  usdCents: number | null;
}
type _MobileMoneyRefundRowIsTheTable = Holds<SameShape<MobileMoneyRefundRow, typeof mobileMoneyRefunds.$inferSelect>>;
export type DepositStatus = MobileMoneyPaymentRow['status'];

/** Records a deposit before it is sent. */
export async function insertMobileMoneyPayment(db: Db, row: typeof mobileMoneyPayments.$inferInsert): Promise<MobileMoneyPaymentRow> {
  const [inserted] = await db.insert(mobileMoneyPayments).values(row).returning();
  return inserted!;
}

/** A deposit by its id, or null. */
export async function findMobileMoneyPayment(db: Db, depositId: string): Promise<MobileMoneyPaymentRow | null> {
  const [row] = await db.select().from(mobileMoneyPayments).where(eq(mobileMoneyPayments.depositId, depositId));
  return row ?? null;
}

/** A checkout's deposit with the checkout's USD amount (cents), or null. */
export async function findMobileMoneyPaymentOfCheckout(db: Db, checkoutId: string): Promise<(MobileMoneyPaymentRow & { usdCents: number }) | null> {
  return findPaymentWithUsd(db, eq(mobileMoneyPayments.checkoutId, checkoutId));
}

/** A deposit with its checkout's USD amount (cents), or null. */
export async function findMobileMoneyPaymentWithUsd(db: Db, depositId: string): Promise<(MobileMoneyPaymentRow & { usdCents: number }) | null> {
  return findPaymentWithUsd(db, eq(mobileMoneyPayments.depositId, depositId));
}

async function findPaymentWithUsd(db: Db, where: SQL): Promise<(MobileMoneyPaymentRow & { usdCents: number }) | null> {
  const [row] = await db
    .select({ payment: mobileMoneyPayments, usdCents: paymentCheckouts.amountCents })
    .from(mobileMoneyPayments)
    .innerJoin(paymentCheckouts, eq(paymentCheckouts.id, mobileMoneyPayments.checkoutId))
    .where(where);
  return row ? { ...row.payment, usdCents: row.usdCents } : null;
}

/** Moves a deposit to `set.status` only while it is in one of `from`; answers whether it moved. */
export async function updateMobileMoneyPaymentStatus(
  db: Db,
  depositId: string,
  set: { status: DepositStatus; failureCode?: string | null; providerTransactionId?: string | null; providerRef?: string | null },
  from: readonly DepositStatus[],
): Promise<boolean> {
  const rows = await db
    .update(mobileMoneyPayments)
    .set(set)
    .where(and(eq(mobileMoneyPayments.depositId, depositId), inArray(mobileMoneyPayments.status, [...from])))
    .returning({ id: mobileMoneyPayments.depositId });
  return rows.length > 0;
}

/**
 * A deposit that failed, and its checkout with it, in one transaction: the deposit moves to
 * 'failed' with `failureCode` only while in one of `from`, and then its checkout 'created' →
 * 'failed'. Answers whether the deposit moved. (Two statements apart, a status poll could read a
 * failed deposit beside a checkout still 'created', and a crash between them left the checkout
 * 'created' for good: a replay of the deposit then found it already failed and changed nothing.)
 */
export async function updateMobileMoneyDepositFailed(db: Db, depositId: string, checkoutId: string, failureCode: string, from: readonly DepositStatus[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(mobileMoneyPayments)
      .set({ status: 'failed', failureCode })
      .where(and(eq(mobileMoneyPayments.depositId, depositId), inArray(mobileMoneyPayments.status, [...from])))
      .returning({ id: mobileMoneyPayments.depositId });
    if (!moved.length) return false;
    await tx
      .update(paymentCheckouts)
      .set({ status: 'failed' })
      .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.status, 'created')));
    return true;
  });
}

/** The mark a superseded deposit keeps (failure_code) once it completes: refund it, never place it. */
export const SUPERSEDED = 'SUPERSEDED';

/**
 * A new mobile money checkout of `userId` supersedes the earlier ones still waiting for the phone
 * (decision 065): their deposits move requested/accepted → 'superseded' and keep the mark SUPERSEDED,
 * so a late completion is refunded, never placed). Answers the checkout ids moved, and whether an earlier deposit has
 * already completed while its order is not placed yet (the caller then refuses the new start).
 */
export async function updatePendingDepositsSuperseded(db: Db, userId: string, provider: string, exceptCheckoutId: string): Promise<{ superseded: string[]; placing: boolean }> {
  const earlier = db
    .select({ id: paymentCheckouts.id })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.userId, userId), eq(paymentCheckouts.provider, provider), inArray(paymentCheckouts.status, ['created', 'captured']), ne(paymentCheckouts.id, exceptCheckoutId)));
  const moved = await db
    .update(mobileMoneyPayments)
    .set({ status: 'superseded', failureCode: SUPERSEDED })
    .where(and(inArray(mobileMoneyPayments.checkoutId, earlier), inArray(mobileMoneyPayments.status, ['requested', 'accepted'])))
    .returning({ checkoutId: mobileMoneyPayments.checkoutId });
  const placing = await db
    .select({ id: mobileMoneyPayments.depositId })
    .from(mobileMoneyPayments)
    .where(and(inArray(mobileMoneyPayments.checkoutId, earlier), eq(mobileMoneyPayments.status, 'completed')))
    .limit(1);
  return { superseded: moved.map((r) => r.checkoutId), placing: placing.length > 0 };
}

/**
 * Records a refund request once per `requestId` and counts its amount against the deposit, in one
 * transaction. Answers the refund row (the first one's when the key was seen before).
 */
export async function insertMobileMoneyRefund(db: Db, refund: { requestId: string; refundId: string; depositId: string; amountMinor: number; usdCents: number }): Promise<MobileMoneyRefundRow> {
  return withTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(mobileMoneyRefunds).values(refund).onConflictDoNothing({ target: mobileMoneyRefunds.requestId }).returning();
    if (inserted) {
      await tx
        .update(mobileMoneyPayments)
        .set({ refundedMinor: sql`${mobileMoneyPayments.refundedMinor} + ${refund.amountMinor}` })
        .where(eq(mobileMoneyPayments.depositId, refund.depositId));
      return inserted;
    }
    const [found] = await tx.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.requestId, refund.requestId));
    return found!;
  });
}

/**
 * Sets a refund's status; answers the row and whether it moved (a final refund never moves again).
 * A refund that failed no longer counts against its deposit, and frees its request key
 * (renamed `<key>#failed-<refundId>`), so the same refund asked again is a new refund with a new id.
 */
export async function updateMobileMoneyRefundStatus(
  db: Db,
  refundId: string,
  status: MobileMoneyRefundRow['status'],
  failureCode: string | null = null,
): Promise<{ row: MobileMoneyRefundRow; moved: boolean } | null> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.refundId, refundId)).for('update');
    if (!before) return null;
    if (before.status === 'failed' || before.status === 'completed') return { row: before, moved: false };
    const freed = status === 'failed' ? { requestId: `${before.requestId}#failed-${refundId}` } : {};
    const [after] = await tx.update(mobileMoneyRefunds).set({ status, failureCode, ...freed }).where(eq(mobileMoneyRefunds.refundId, refundId)).returning();
    if (status === 'failed') {
      await tx
        .update(mobileMoneyPayments)
        .set({ refundedMinor: sql`greatest(0, ${mobileMoneyPayments.refundedMinor} - ${before.amountMinor})` })
        .where(eq(mobileMoneyPayments.depositId, before.depositId));
    }
    return { row: after!, moved: true };
  });
}

/** A refund by its refundId, or null. */
export async function findMobileMoneyRefund(db: Db, refundId: string): Promise<MobileMoneyRefundRow | null> {
  const [row] = await db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.refundId, refundId));
  return row ?? null;
}

/** The refunds of a deposit, oldest first. */
export async function findMobileMoneyRefunds(db: Db, depositId: string): Promise<MobileMoneyRefundRow[]> {
  return db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.depositId, depositId)).orderBy(mobileMoneyRefunds.createdAt);
}

/** Refunds of `provider`'s deposits it accepted (or was asked for) whose end has not arrived, created before `before`; oldest first. */
export async function findOpenMobileMoneyRefunds(db: Db, provider: string, before: Date, limit: number): Promise<MobileMoneyRefundRow[]> {
  const rows = await db
    .select({ refund: mobileMoneyRefunds })
    .from(mobileMoneyRefunds)
    .innerJoin(mobileMoneyPayments, eq(mobileMoneyPayments.depositId, mobileMoneyRefunds.depositId))
    .where(and(eq(mobileMoneyPayments.provider, provider), inArray(mobileMoneyRefunds.status, ['requested', 'accepted']), lt(mobileMoneyRefunds.createdAt, before)))
    .orderBy(asc(mobileMoneyRefunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.refund);
}
