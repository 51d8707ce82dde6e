/**
 * E-mail outbox data access (issue 17, decision 049), the only outbox code that touches the
 * database: rows are inserted in the caller's transaction, claimed by a worker with FOR UPDATE
 * SKIP LOCKED under a lease, then marked sent or scheduled again.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, userSettings } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';

/** A queued e-mail (decision 049): its kind, payload, attempts and state. Declared here, checked against the table (db/row-shape.ts). */
export interface OutboxRow {
  id: string;
  createdAt: Date;
  status: 'failed' | 'pending' | 'sent';
  kind: string;
  toAddress: string;
  language: string;
  payload: unknown;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
}
type _OutboxRowIsTheTable = Holds<SameShape<OutboxRow, typeof mailOutbox.$inferSelect>>;

/** A mail to queue: its kind, recipient, language and template data. */
export interface NewOutboxMail {
  kind: string;
  toAddress: string;
  language: string;
  payload: unknown;
}

/** Queues mails on `tx` (they exist once `tx` commits, and not at all if it rolls back). */
export async function insertOutboxMails(tx: Db | Tx, mails: NewOutboxMail[]): Promise<void> {
  if (mails.length) await tx.insert(mailOutbox).values(mails);
}

/**
 * Claims up to `limit` due pending rows, oldest due first, skipping rows another process holds:
 * each gets one more attempt and its next_attempt_at pushed `leaseMs` ahead (if its sender dies,
 * the row comes due again then). Returns the claimed rows.
 */
export async function updateDueMailsClaimed(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} as m
    set attempts = m.attempts + 1, next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond'
    from (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}::int
      for update skip locked
    ) as due
    where m.id = due.id
    returning m.id, m.kind, m.to_address, m.language, m.payload, m.attempts`);
  const rows = (result as unknown as { rows?: { id: string; kind: string; to_address: string; language: string; payload: unknown; attempts: number }[] }).rows ?? [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    toAddress: r.to_address,
    language: r.language,
    payload: r.payload,
    attempts: Number(r.attempts),
  })) as OutboxRow[];
}

/** Marks a claimed row sent. */
export async function updateMailSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: due again at `nextAttemptAt`, or given up ('failed') when `nextAttemptAt` is null. */
export async function updateMailFailed(db: Db, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(nextAttemptAt ? { lastError: error.slice(0, 1000), nextAttemptAt } : { lastError: error.slice(0, 1000), status: 'failed' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Every outbox row, oldest first (tests and diagnostics). */
export function findOutbox(db: Db): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

/** The language a customer chose in their settings (preferences.language), or null when none is stored. */
export async function findStoredLanguage(tx: Db | Tx, userId: string): Promise<unknown> {
  const [row] = await tx.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return (row?.settings as { preferences?: { language?: unknown } } | undefined)?.preferences?.language ?? null;
}
