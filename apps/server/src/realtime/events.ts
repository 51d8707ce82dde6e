/**
 * Live events (DESIGN "live updates"): a change is published with PostgreSQL's NOTIFY inside the
 * transaction that makes it, so listeners hear of it only once it is committed, and every server
 * process listening on the database (PGlite in-process, or a PostgreSQL server shared by several
 * processes) receives it. The payload is JSON and must stay under PostgreSQL's 8,000-byte limit:
 * send ids and short fields, and let clients fetch the rest.
 */
import type { ChatMessageDto } from '@phonexport/contracts/chat';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import type { Db, Tx } from '../db/client.ts';
import { notify, notifyAll, writeAndNotify, type Statement } from '../db/notify.ts';

/** The single NOTIFY channel every live event goes through. */
export const LIVE_CHANNEL = 'px_live';

/**
 * Who an event is for: `user:{userId}` (one signed-in user, on every device), `admins`
 * (every signed-in administrator), `chat:{conversationId}` (the sockets that joined that
 * conversation: its owner and admins only, checked at join) or `server` (every server process
 * itself, e.g. to drop a cache; no socket ever joins it).
 */
export type Topic = SocketTopic | ChatTopic | 'server';
/** Topics whose events every socket of the user (or every staff socket) is sent as they are. */
export type SocketTopic = `user:${string}` | 'admins';
/** A conversation's topic: the chat socket handler relays its events (features/chat/chat-live.ts). */
export type ChatTopic = `chat:${string}`;

/**
 * A conversation's new message, as published on its ChatTopic: `message` is null when it is too
 * large for NOTIFY (the handler reads it); the socket then sends it as LiveServerMessage.
 */
export type ChatTopicEvent = { type: 'chat-message'; conversationId: string; message: ChatMessageDto | null };

/** Events only server processes hear (topic 'server'; no socket ever joins it). */
export type ServerEvent = { type: 'mail-queued' } | SessionsEndedEvent | AccountsChangedEvent;

/** Any event on any topic (socket topics carry LiveServerMessage, packages/contracts/src/live.ts). */
export type LiveEvent = LiveServerMessage | ChatTopicEvent | ServerEvent;

/** An event addressed to topics, as carried over NOTIFY: each kind of topic has its kind of event. */
export type LiveEnvelope =
  | { topics: SocketTopic[]; event: LiveServerMessage }
  | { topics: ChatTopic[]; event: ChatTopicEvent }
  | { topics: ['server']; event: ServerEvent };

/** Largest NOTIFY payload PostgreSQL accepts, in bytes (minus a margin). */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * Publishes `event` to `topics` through NOTIFY on `tx` (delivered when `tx` commits; sent at once
 * when given the plain Db). Throws when the JSON payload exceeds MAX_PAYLOAD_BYTES.
 */
export async function publish(tx: Db | Tx, topics: SocketTopic[], event: LiveServerMessage): Promise<void>;
export async function publish(tx: Db | Tx, topics: ChatTopic[], event: ChatTopicEvent): Promise<void>;
export async function publish(tx: Db | Tx, topics: ['server'], event: ServerEvent): Promise<void>;
export async function publish(tx: Db | Tx, topics: Topic[], event: LiveEvent): Promise<void> {
  await notify(tx, LIVE_CHANNEL, payloadOf({ topics, event } as LiveEnvelope));
}

/**
 * Publishes several envelopes in one database round trip (each is still its own NOTIFY, in order).
 * Throws like publish() when one is too large.
 */
export async function publishAll(tx: Db | Tx, envelopes: LiveEnvelope[]): Promise<void> {
  await notifyAll(tx, LIVE_CHANNEL, envelopes.map(payloadOf));
}

/**
 * Runs `write` (a data-modifying statement built with the ORM, not run yet) and publishes the
 * envelopes, in order, in the same statement: one database round trip for a row and its events.
 * Throws like publish() when one is too large (nothing is written then).
 */
export async function writeAndPublish(tx: Db | Tx, write: Statement, envelopes: LiveEnvelope[]): Promise<void> {
  await writeAndNotify(tx, write, LIVE_CHANNEL, envelopes.map(payloadOf));
}

/**
 * The NOTIFY payloads (JSON strings, for LIVE_CHANNEL) of `envelopes`, in order, for a statement
 * that sends them itself (the checkout's single statement, decision 077). Throws like publish()
 * when one is too large.
 */
export function livePayloads(envelopes: LiveEnvelope[]): string[] {
  return envelopes.map(payloadOf);
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

/**
 * The 'server' event a change of what a signed-in request knows of its user publishes (a role,
 * a deactivation, a name or phone, two-factor sign-in, or the staff two-factor rule): every
 * process drops those users' resolved sessions from memory (cache/session-cache.ts, decision 074).
 * `userIds` unset: every user's.
 */
export const ACCOUNTS_CHANGED = 'accounts-changed';

/** The ACCOUNTS_CHANGED event as published. */
export type AccountsChangedEvent = {
  type: typeof ACCOUNTS_CHANGED;
  userIds?: string[];
};

/** Publishes ACCOUNTS_CHANGED for `userIds` (every user when unset) on commit of `tx`. */
export async function publishAccountsChanged(tx: Db | Tx, userIds?: string[]): Promise<void> {
  // Past 150 ids (NOTIFY's size limit), every process drops every session instead.
  const ids = userIds && userIds.length <= 150 ? userIds : undefined;
  const event: AccountsChangedEvent = { type: ACCOUNTS_CHANGED, ...(ids ? { userIds: ids } : {}) };
  await publish(tx, ['server'], event);
}
