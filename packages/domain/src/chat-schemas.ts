/**
 * Live chat request schemas (zod): the admin list query, a message's text, starting an admin
 * conversation, and the messages a client sends over the live socket.
 */
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './chat.ts';
import { noControlCharacters } from './text-rules.ts';
import { tooLongMessage } from './input-limits.ts';

/** Highest message sequence number (a PostgreSQL integer). */
export const MAX_CHAT_SEQ = 2_147_483_647;

export const chatListQuerySchema = z.object({
  status: z.enum(['all', 'waiting', 'active', 'closed']).default('all'),
  search: z.string().trim().max(100).optional(),
});

export const chatTextSchema = z.object({
  message: noControlCharacters(z.string().max(MAX_MESSAGE_LENGTH, tooLongMessage('chatMessage'))).default(''),
});

/** Query of GET /api/chat/conversations/:id: messages with seq > after (0: all). */
export const chatThreadQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'after must be a message number.' })
    .int('after must be a whole message number.')
    .min(0, 'after must be 0 or more.')
    .max(MAX_CHAT_SEQ, `after must be at most ${MAX_CHAT_SEQ}.`)
    .default(0),
});

export const startAdminConversationSchema = z.object({ userId: z.string().min(1).max(64) });

/** Messages a client sends over the live socket. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  /** Join a conversation's live stream, replaying messages with seq > after from the database. */
  z.object({ type: z.literal('join'), conversationId: z.string().min(1).max(64), after: z.number().int().min(0).max(MAX_CHAT_SEQ).default(0) }),
  z.object({ type: z.literal('leave'), conversationId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.input<typeof liveClientMessageSchema>;

