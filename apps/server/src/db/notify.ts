/**
 * PostgreSQL's NOTIFY, through the ORM: the one database call the live events make
 * (realtime/events.ts), kept here so that realtime/ imports no ORM (decision 025).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Sends `payload` on `channel` with pg_notify on `tx` (delivered when `tx` commits; at once on the plain Db). */
export async function notify(tx: Db | Tx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Sends every payload on `channel`, in order, in one statement (one round trip instead of one each). */
export async function notifyAll(tx: Db | Tx, channel: string, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  await tx.execute(sql`select ${sql.join(payloads.map((p) => sql`pg_notify(${channel}, ${p})`), sql`, `)}`);
}
