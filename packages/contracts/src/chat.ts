/**
 * Live chat contracts: customer and agent sides (back office-and-support §2 Admin live chat, §3,
 * §4, §5, §7). Messages are sent over HTTP and delivered live over /api/live (live.ts). Ids are
 * UUIDs; times ISO 8601 strings. A conversation the caller may not see (not theirs, for a
 * customer) answers 404 'Conversation not found', like one that does not exist. The request schemas
 * (the admin list query, a message's text, starting an admin conversation) are here too.
 */
import { z } from 'zod';
import { CHAT_MESSAGES, MAX_CHAT_SEQ, MAX_MESSAGE_LENGTH } from '@phonexport/domain/chat';
import { tooLongMessage } from '@phonexport/domain/input-limits';
import { byId, contractsOf, errorBody, file, isoDateTime, named } from './contract.ts';
import { noControlCharacters } from './text-rules.ts';

const { customer } = contractsOf('chat');
const { admin: backOffice } = contractsOf('chat', 'admin');

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

export const chatAttachment = named('ChatAttachment', {
  id: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** Content type decided from the file's bytes. */
  fileType: z.string(),
  /** '/api/chat/attachments/{id}', for the conversation's participants only. */
  downloadURL: z.string(),
  uploadedAt: isoDateTime,
});
export type ChatAttachmentDto = z.infer<typeof chatAttachment>;

export const chatMessage = named('ChatMessage', {
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3... within the conversation, in commit order: the replay cursor. */
  seq: z.number().int().min(1),
  senderId: z.string().meta({
    description: "The sender's user id, sent to both sides (for an agent's message the customer sees the agent's user id).",
  }),
  senderName: z.string(),
  senderRole: z.enum(['user', 'admin']),
  message: z.string(),
  timestamp: isoDateTime,
  /** Read by the other side. */
  read: z.boolean(),
  attachments: z.array(chatAttachment),
});
export type ChatMessageDto = z.infer<typeof chatMessage>;

export const chatConversation = named('ChatConversation', {
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  adminId: z.string().nullable().meta({
    description: "User id of the agent who last answered (or started the chat), null until one has; sent to the customer too.",
  }),
  adminName: z.string().nullable(),
  status: z.enum(['waiting', 'active', 'closed']),
  lastMessage: z.string().nullable(),
  lastMessageTime: isoDateTime.nullable(),
  /** Unread by the customer. */
  unreadCount: z.number().int(),
  /** Unread by the admins. */
  unreadAdminCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ChatConversationDto = z.infer<typeof chatConversation>;

/** A conversation with its messages (after a cursor). */
export const chatThread = named('ChatThread', { conversation: chatConversation, messages: z.array(chatMessage) });
export type ChatThreadDto = z.infer<typeof chatThread>;

/** The admin list: conversations, the unread total (sidebar badge) and the waiting count. */
export const chatConversationList = named('ChatConversationList', {
  items: z.array(chatConversation),
  /** Sum of unreadAdminCount over all conversations. */
  unreadTotal: z.number().int(),
  waitingCount: z.number().int(),
});
export type ChatConversationListDto = z.infer<typeof chatConversationList>;

/** The answer to sending a message. */
export const chatSendResult = named('ChatSendResult', { conversation: chatConversation, message: chatMessage });
export type ChatSendResultDto = z.infer<typeof chatSendResult>;

/**
 * A message body: JSON `{ message }`, or multipart/form-data with a `message` field and up to 5
 * `files` (10 MB each: jpeg, png, gif, webp, pdf, txt, doc, docx, decided from the bytes). route()
 * parses the JSON form; a multipart request reaches the handler as `{ message: '' }` and the
 * handler reads its parts (each field checked with the same rule).
 */
export const chatMessageBody: z.ZodType<z.output<typeof chatTextSchema>, z.input<typeof chatTextSchema> | FormData> = z.preprocess((v) => v, chatTextSchema);

const NOT_FOUND = CHAT_MESSAGES.conversationNotFound;

export const chatContracts = {
  current: customer('GET', '/api/chat/current', "The caller's open (waiting or active) conversation, else their most recently closed one (its transcript stays readable), with its messages; none until they first write", {
    responses: { 200: z.union([chatThread, z.object({ conversation: z.null(), messages: z.array(chatMessage).max(0) })]), 401: errorBody },
  }),
  send: customer('POST', '/api/chat/messages', 'A customer writes: into their open conversation, else a new waiting one (a conversation starts with its first message)', {
    body: chatMessageBody,
    responses: { 201: chatSendResult, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
  }),
  list: backOffice('chat.answer', 'GET', '/api/chat/conversations', 'Agent list: conversations most recently updated first (at most 200), by status and text', {
    query: chatListQuerySchema,
    responses: { 200: chatConversationList, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  thread: customer('GET', '/api/chat/conversations/:id', 'A conversation and its messages with seq > after (owner or agent)', {
    ...byId(NOT_FOUND),
    query: chatThreadQuerySchema,
    responses: { 200: chatThread, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  reply: customer('POST', '/api/chat/conversations/:id/messages', 'The owner or an agent writes into a conversation (an agent into a closed one: 409)', {
    ...byId(NOT_FOUND),
    body: chatMessageBody,
    responses: { 201: chatSendResult, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody },
  }),
  markRead: customer('POST', '/api/chat/conversations/:id/read', "Marks the other side's messages read and resets the caller's unread counter", {
    ...byId(NOT_FOUND),
    responses: { 200: chatConversation, 401: errorBody, 404: errorBody },
  }),
  close: backOffice('chat.answer', 'POST', '/api/chat/conversations/:id/close', 'An agent closes a conversation', {
    ...byId(NOT_FOUND),
    responses: { 200: chatConversation, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  startWithCustomer: backOffice('chat.answer', 'POST', '/api/chat/admin-conversations', "An agent starts (or reuses) a customer's conversation with 'Hello {name}, how can we help you today?'", {
    body: startAdminConversationSchema,
    responses: { 201: chatSendResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  attachment: customer('GET', '/api/chat/attachments/:id', "An attachment's file, for the conversation's owner and agents (pictures inline, others as downloads)", {
    ...byId('Attachment not found'),
    responses: { 200: file('application/octet-stream', 'The file as uploaded (pictures re-encoded), with its own content type'), 401: errorBody, 404: errorBody },
  }),
};
