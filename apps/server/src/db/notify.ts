/**
 * PostgreSQL's NOTIFY, through the ORM: the one database call the live events make
 * (realtime/events.ts), kept here so that realtime/ imports no ORM (decision 025).
 */
import { sql, type SQLWrapper } from 'drizzle-orm';

/** A statement built with the ORM and not run yet (what writeAndNotify runs). */
export type Statement = SQLWrapper;
import type { Db, Tx } from './client.ts';

/** Sends `payload` on `channel` with pg_notify on `tx` (delivered when `tx` commits; at once on the plain Db). */
export async function notify(tx: Db | Tx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Sends every payload on `channel`, in order, in one statement (one round trip instead of one each). */
export async function notifyAll(tx: Db | Tx, channel: string, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  await tx.execute(sql`select ${notifyCalls(channel, payloads)}`);
}

/**
 * Runs the data-modifying statement `write` (an insert or update built with the ORM, not run yet)
 * and sends every payload on `channel`, in order, as one statement: a row and its events in one
 * round trip (PostgreSQL runs a data-modifying WITH once, read or not). Throws like the write.
 */
export async function writeAndNotify(tx: Db | Tx, write: SQLWrapper, channel: string, payloads: string[]): Promise<void> {
  if (!payloads.length) {
    await tx.execute(write.getSQL());
    return;
  }
  // The ORM writes a query builder in parentheses: `with written as (insert …)`.
  await tx.execute(sql`with written as ${write} select ${notifyCalls(channel, payloads)}`);
}

/** `pg_notify(channel, p1), pg_notify(channel, p2), …`: one NOTIFY per payload, in order. */
function notifyCalls(channel: string, payloads: string[]) {
  return sql.join(payloads.map((p) => sql`pg_notify(${channel}, ${p})`), sql`, `);
}
