/**
 * Live chat request schemas (zod): the admin list query, a message's text, starting an admin
 * conversation, and the messages a client sends over the live socket.
 */
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './chat.ts';

export const chatListQuerySchema = z.object({
  status: z.enum(['all', 'waiting', 'active', 'closed']).default('all'),
  search: z.string().trim().max(100).optional(),
});

export const chatTextSchema = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH, `Messages are limited to ${MAX_MESSAGE_LENGTH} characters.`).default(''),
});

export const startAdminConversationSchema = z.object({ userId: z.string().min(1).max(64) });

/** Messages a client sends over the live socket. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  /** Join a conversation's live stream, replaying messages with seq > after from the database. */
  z.object({ type: z.literal('join'), conversationId: z.string().min(1).max(64), after: z.number().int().min(0).default(0) }),
  z.object({ type: z.literal('leave'), conversationId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.input<typeof liveClientMessageSchema>;

