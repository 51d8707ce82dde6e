/**
 * The live socket: its upgrade endpoint and the messages it carries (realtime events, decision 009).
 * The server registers the upgrade itself (a WebSocket route, not `route()`); this contract
 * documents it for the OpenAPI document, types the messages both sides exchange and checks those a
 * client sends (`liveClientMessageSchema`).
 */
import { z } from 'zod';
import type { ChatConversationDto, ChatMessageDto } from './chat.ts';
import type { NotificationDto } from './notifications.ts';
import type { Role } from '@phonexport/domain/staff';
import { MAX_CHAT_SEQ } from '@phonexport/domain/chat';
import { contractsOf, errorBody, file } from './contract.ts';

const { customer } = contractsOf('live');

/** Messages a client sends over the live socket. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  /** Join a conversation's live stream, replaying messages with seq > after from the database. */
  z.object({ type: z.literal('join'), conversationId: z.string().min(1).max(64), after: z.number().int().min(0).max(MAX_CHAT_SEQ).default(0) }),
  z.object({ type: z.literal('leave'), conversationId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.input<typeof liveClientMessageSchema>;

/**
 * Every message the server sends over the socket (the server's publish() and socket send() take
 * only these). `resync`: the server lost events for a moment (database listener reconnected):
 * re-read what you show. `notification`: a new notification of the user. `orders-changed`
 * (staff): an order was placed or changed. Clients ignore types they do not know.
 */
export type LiveServerMessage =
  | { type: 'hello'; userId: string; role: Role }
  | { type: 'pong' }
  | { type: 'resync' }
  | { type: 'error'; message: string; conversationId?: string; code?: 'too_many_conversations' }
  | { type: 'chat-message'; conversationId: string; message: ChatMessageDto }
  | { type: 'chat-joined'; conversationId: string; lastSeq: number }
  | { type: 'chat-conversation'; conversation: ChatConversationDto }
  | { type: 'notification'; notification: NotificationDto }
  | { type: 'orders-changed' }
  /** A mobile money checkout of this user moved (issue 25): the waiting screen asks its status. */
  | { type: 'mobile-money'; checkoutId: string; status: 'pending' | 'paid' | 'failed' | 'refunded' };

export const liveContracts = {
  socket: customer('GET', '/api/live', 'The one live WebSocket (upgrade): notifications, conversation changes and joined chats', {
    description: [
      'Upgrade only with a session cookie (401 without) and an Origin of the shop or a trusted origin (403).',
      'Each socket receives the events of its user (`notification`, `chat-conversation`), an admin also those of every admin (`orders-changed`),',
      "and first `{ type: 'hello', userId, role }`.",
      "Client messages (JSON, at most 16 KB): `{ type: 'ping' }` -> `{ type: 'pong' }`;",
      "`{ type: 'join', conversationId, after }` replays the conversation's messages with seq > after as `chat-message`, then `chat-joined`, then forwards new ones;",
      "`{ type: 'leave', conversationId }`. A malformed message gets `{ type: 'error', message: 'Invalid message' }`.",
      'Limits: 20 messages at once and 10 a second (beyond: closed with 1008); at most 200 (staff) or 5 joined conversations (beyond: error `too_many_conversations`).',
      'The socket is closed with 4401 when its session ends (at once on sign-out or revocation, in every server process).',
      'At most 5 open sockets per session, 20 per user and 100 per client address in one server process: one more is closed at once with 4429.',
    ].join(' '),
    responses: { 101: file('application/octet-stream', 'Switching Protocols: a WebSocket carrying JSON messages'), 401: errorBody, 403: errorBody },
  }),
};
