/**
 * Joining a conversation's live stream over the socket (back office spec §7 "live subscription to
 * one conversation's messages"). Only the owner and admins may join. On join the socket first
 * subscribes, then replays from the database every message with seq > `after` (the last one the
 * client has), then forwards live ones. All work per conversation runs in one queue and every
 * message is sent only if its seq is above the last sent, so a reconnect replays what was missed
 * exactly once: no loss, no duplicates, whatever the timing.
 * A socket may hold at most LIVE_LIMITS.joinedAdmin (staff) or joinedCustomer conversations at
 * once (joins being checked count too); one more join gets an error frame `too_many_conversations`.
 */
import { isChatAgent } from '@phonexport/domain/staff';
import { LIVE_LIMITS, LIVE_MESSAGES } from '@phonexport/domain/chat';
import { liveClientMessageSchema } from '@phonexport/contracts/live';
import type { ChatMessageDto } from '@phonexport/contracts/chat';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { Hub } from '../../realtime/hub.ts';
import type { LiveSocketHandler } from '../../realtime/live-routes.ts';
import { findConversation, findMessagesAfter } from './chat-service.ts';

interface Joined {
  lastSeq: number;
  queue: Promise<void>;
  unsubscribe: () => void;
}

/** Per-socket chat state: the conversations it joined. */
export interface ChatSocket {
  join(conversationId: string, after: number): Promise<void>;
  leave(conversationId: string): void;
  /** Re-reads every joined conversation from its cursor (after the database listener reconnected). */
  resync(): void;
  close(): void;
}

export function createChatSocket(db: Db, hub: Hub, user: SessionUser, send: (m: LiveServerMessage) => void, log: { warn(o: unknown, m: string): void }): ChatSocket {
  const joined = new Map<string, Joined>();
  /** Joins waiting for their conversation to be read: they count against the limit too. */
  const pending = new Set<string>();
  const maxJoined = isChatAgent(user) ? LIVE_LIMITS.joinedAdmin : LIVE_LIMITS.joinedCustomer;

  const enqueue = (id: string, work: (j: Joined) => Promise<void>) => {
    const j = joined.get(id);
    if (!j) return;
    j.queue = j.queue.then(() => (joined.get(id) === j ? work(j) : undefined)).catch((err) => log.warn({ err }, 'chat live delivery failed'));
  };

  const deliver = (j: Joined, m: ChatMessageDto) => {
    if (m.seq <= j.lastSeq) return; // already sent: never twice
    j.lastSeq = m.seq;
    send({ type: 'chat-message', conversationId: m.conversationId, message: m });
  };

  const catchUp = async (id: string, j: Joined) => {
    for (const m of await findMessagesAfter(db, id, j.lastSeq)) deliver(j, m);
  };

  return {
    async join(id, after) {
      if (joined.has(id) || pending.has(id)) return;
      if (joined.size + pending.size >= maxJoined) {
        send({ type: 'error', code: 'too_many_conversations', message: LIVE_MESSAGES.tooManyConversations(maxJoined), conversationId: id });
        return;
      }
      pending.add(id);
      const c = await findConversation(db, id).finally(() => pending.delete(id));
      if (!c || (!isChatAgent(user) && c.userId !== user.id)) {
        send({ type: 'error', message: 'Conversation not found', conversationId: id });
        return;
      }
      if (joined.has(id)) return;
      const j: Joined = { lastSeq: after, queue: Promise.resolve(), unsubscribe: () => {} };
      joined.set(id, j);
      j.unsubscribe = hub.subscribe(`chat:${id}`, (event) => {
        const m = event.message;
        enqueue(id, async (jj) => {
          if (m && m.seq === jj.lastSeq + 1) deliver(jj, m);
          else if (!m || m.seq > jj.lastSeq) await catchUp(id, jj); // a gap or a large message: read it
        });
      });
      enqueue(id, async (jj) => {
        await catchUp(id, jj);
        send({ type: 'chat-joined', conversationId: id, lastSeq: jj.lastSeq });
      });
    },
    leave(id) {
      joined.get(id)?.unsubscribe();
      joined.delete(id);
    },
    resync() {
      for (const id of joined.keys()) enqueue(id, (j) => catchUp(id, j));
    },
    close() {
      for (const j of joined.values()) j.unsubscribe();
      joined.clear();
    },
  };
}

/**
 * Chat's client messages on the live socket: `{ type: 'join', conversationId, after }` and
 * `{ type: 'leave', conversationId }` (domain liveClientMessageSchema); a malformed one gets
 * `{ type: 'error', message: 'Invalid message' }`, a join that fails 'Could not join the conversation'.
 */
export function chatSocketHandler(db: Db, hub: Hub): LiveSocketHandler {
  return {
    types: ['join', 'leave'],
    open({ user, send, log }) {
      const chat = createChatSocket(db, hub, user, send, log);
      return {
        message(data) {
          const parsed = liveClientMessageSchema.safeParse(data);
          if (!parsed.success || parsed.data.type === 'ping') return send({ type: 'error', message: 'Invalid message' });
          const msg = parsed.data;
          if (msg.type === 'leave') return chat.leave(msg.conversationId);
          chat.join(msg.conversationId, msg.after).catch((err) => {
            log.warn({ err }, 'chat join failed');
            send({ type: 'error', message: 'Could not join the conversation', conversationId: msg.conversationId });
          });
        },
        resync: () => chat.resync(),
        close: () => chat.close(),
      };
    },
  };
}
