/**
 * Live events (DESIGN "live updates"): a change is published with PostgreSQL's NOTIFY inside the
 * transaction that makes it, so listeners hear of it only once it is committed, and every server
 * process listening on the database (PGlite in-process, or a PostgreSQL server shared by several
 * processes) receives it. The payload is JSON and must stay under PostgreSQL's 8,000-byte limit:
 * send ids and short fields, and let clients fetch the rest.
 */
import type { Db, Tx } from '../db/client.ts';
import { notify, notifyAll } from '../db/notify.ts';

/** The single NOTIFY channel every live event goes through. */
export const LIVE_CHANNEL = 'px_live';

/**
 * Who an event is for: `user:{userId}` (one signed-in user, on every device), `admins`
 * (every signed-in administrator), `chat:{conversationId}` (the sockets that joined that
 * conversation: its owner and admins only, checked at join) or `server` (every server process
 * itself, e.g. to drop a cache; no socket ever joins it).
 */
export type Topic = `user:${string}` | 'admins' | `chat:${string}` | 'server';

/**
 * An event the server pushes: `{ type, ... }`. Each feature names its own types (notification,
 * chat-message...; the known ones are LiveServerMessage in packages/contracts/src/live.ts);
 * clients ignore types they don't know. This module knows no feature.
 */
export type LiveEvent = { type: string; [key: string]: unknown };

/** An event addressed to topics, as carried over NOTIFY. */
export interface LiveEnvelope {
  topics: Topic[];
  event: LiveEvent;
}

/** Largest NOTIFY payload PostgreSQL accepts, in bytes (minus a margin). */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * Publishes `event` to `topics` through NOTIFY on `tx` (delivered when `tx` commits; sent at once
 * when given the plain Db). Throws when the JSON payload exceeds MAX_PAYLOAD_BYTES.
 */
export async function publish(tx: Db | Tx, topics: Topic[], event: LiveEvent): Promise<void> {
  await notify(tx, LIVE_CHANNEL, payloadOf({ topics, event }));
}

/**
 * Publishes several envelopes in one database round trip (each is still its own NOTIFY, in order).
 * Throws like publish() when one is too large.
 */
export async function publishAll(tx: Db | Tx, envelopes: LiveEnvelope[]): Promise<void> {
  await notifyAll(tx, LIVE_CHANNEL, envelopes.map(payloadOf));
}

function payloadOf(envelope: LiveEnvelope): string {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Live event ${envelope.event.type} is too large for NOTIFY`);
  return payload;
}

/**
 * The 'server' event (no socket ever receives it) a sign-out, a session revocation, a password
 * reset, a staff deactivation or an account deletion publishes: every process closes the live
 * sockets of those sessions at once (4401), not at their next periodic check (decision 061).
 * `sessionIds` unset: every session of `userId`.
 */
export const SESSIONS_ENDED = 'sessions-ended';

/** The SESSIONS_ENDED event as published. */
export type SessionsEndedEvent = {
  type: typeof SESSIONS_ENDED;
  userId: string;
  sessionIds?: string[];
};

/** Publishes SESSIONS_ENDED for `userId` (on commit of `tx`): those sessions' sockets close in every process. */
export async function publishSessionsEnded(tx: Db | Tx, userId: string, sessionIds?: string[]): Promise<void> {
  // Ids are 36 characters: past 150 of them, close every socket of the user instead (NOTIFY's size limit).
  const ids = sessionIds && sessionIds.length <= 150 ? sessionIds : undefined;
  const event: SessionsEndedEvent = { type: SESSIONS_ENDED, userId, ...(ids ? { sessionIds: ids } : {}) };
  await publish(tx, ['server'], event);
}
