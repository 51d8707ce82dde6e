/**
 * Live chat rules and shapes (back office spec §3 Chat conversation / message / attachment, §4
 * conversation states, §5 attachment limits, §7 calls, §8 messages, §9 limits), shared by the
 * server and the web app. Pure: no I/O, and no zod (the floating widget imports it, so it stays
 * tiny); request schemas are in packages/contracts (chat.ts).
 */
import { FIELD_LIMITS } from './input-limits.ts';

/** §9: attachment limit, bytes. */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
/** At most this many files per message (our limit; the spec gives none). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** Longest message text, characters (keeps a live event within the NOTIFY payload limit). */
export const MAX_MESSAGE_LENGTH = FIELD_LIMITS.chatMessage.max;
/** Highest message sequence number (a PostgreSQL integer). */
export const MAX_CHAT_SEQ = 2_147_483_647;
/** §9: notification preview length, characters. */
export const NOTIFICATION_PREVIEW_LENGTH = 50;

export type ConversationStatus = 'waiting' | 'active' | 'closed';
export type SenderRole = 'user' | 'admin';

/** §5: the accepted attachment kinds (checked on the server by content), by MIME type. */
export const ALLOWED_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type AttachmentType = (typeof ALLOWED_ATTACHMENT_TYPES)[number];

/** The `accept` attribute of the file picker. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.txt,.doc,.docx,' + ALLOWED_ATTACHMENT_TYPES.join(',');

/** §5, §8 texts. */
export const CHAT_MESSAGES = {
  fileTooLarge: (file: string) => `File ${file} is too large. Maximum size is 10MB.`,
  fileTypeNotSupported: (type: string) => `File type ${type} is not supported.`,
  messageRequired: 'Please write a message or attach a file.',
  tooManyFiles: `You can attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to one message.`,
  fileAttachment: 'File attachment',
  sendFailed: 'Failed to send message. Please try again.',
  closeFailed: 'Failed to close conversation',
  startFailed: 'Failed to start chat. Please try again.',
  uploadFailed: (file: string) => `Failed to upload ${file}`,
  closed: 'Conversation closed',
  chatStarted: 'Chat started! An admin will respond shortly.',
  chatOpened: 'Chat opened! Start a conversation with our support team.',
  conversationClosed: 'This conversation is closed.',
  conversationNotFound: 'Conversation not found',
  selectConversation: 'Select a Conversation',
  newSupportReplyTitle: 'New Support Reply',
} as const;

/** §7: the first message of a conversation an admin starts. */
export const adminGreeting = (name: string) => `Hello ${name}, how can we help you today?`;

/** §7: "{admin} replied: " plus the first 50 characters, with an ellipsis when longer. */
export function supportReplyPreview(adminName: string, message: string): string {
  const text = message.length > NOTIFICATION_PREVIEW_LENGTH ? `${message.slice(0, NOTIFICATION_PREVIEW_LENGTH)}...` : message;
  return `${adminName} replied: ${text}`;
}

/** Human size, e.g. 1.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// Response shapes (conversations, messages, attachments) and the live socket's messages are in
// packages/contracts/src/chat.ts and live.ts.

// ---------------------------------------------------------------- live socket limits (issue 13)

/**
 * Per-socket limits on /api/live. A real client sends a join when a chat opens, a leave when it
 * closes and a ping every half minute; an agent keeps a few dozen conversations open at most. So:
 * - messages: a token bucket of `burst` messages refilled at `perSecond` a second; a socket that
 *   runs it dry is closed with code 1008 and the reason `LIVE_MESSAGES.tooManyMessages`;
 * - joined conversations: at most `joinedAdmin` (staff) or `joinedCustomer` at once; one more
 *   join is refused with an error frame (`too_many_conversations`), the socket stays open.
 */
export const LIVE_LIMITS = { burst: 20, perSecond: 10, joinedAdmin: 200, joinedCustomer: 5 } as const;

/** WebSocket close code for a socket over its message rate (1008: policy violation). */
export const LIVE_CLOSE_TOO_MANY_MESSAGES = 1008;

/**
 * How many live sockets one server process keeps open at once (decision 061): per session (one
 * browser: its tabs share the session), per user (all their devices) and per client address (a
 * carrier's NAT address serves many customers). One more is accepted and closed at once with
 * LIVE_CLOSE_TOO_MANY_SOCKETS; the open ones are untouched. Counted per process: behind a proxy
 * spreading sockets over N processes a client can hold up to N times these.
 */
export const LIVE_SOCKET_CAPS = { perSession: 5, perUser: 20, perAddress: 100 } as const;

/** WebSocket close code for a socket over LIVE_SOCKET_CAPS (4429: the 4000 private range + HTTP's 429). */
export const LIVE_CLOSE_TOO_MANY_SOCKETS = 4429;

/** WebSocket close code for a socket whose session has ended (sign-out, revocation, expiry). */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

export const LIVE_MESSAGES = {
  tooManyMessages: `Too many messages: at most ${LIVE_LIMITS.burst} at once and ${LIVE_LIMITS.perSecond} a second`,
  tooManySockets: 'Too many live connections: close another tab or window',
  sessionEnded: 'Session ended',
  tooManyConversations: (max: number) => `Too many conversations open on this connection (at most ${max}). Leave one before joining another.`,
} as const;

/** A token bucket's state: tokens left and when it was last refilled (ms). */
export interface TokenBucket {
  tokens: number;
  at: number;
}

/**
 * Takes one token at time `now` (ms) from a bucket holding at most `burst` tokens, refilled at
 * `perSecond` tokens a second. Returns whether there was one, and the new state. Pure.
 */
export function takeToken(bucket: TokenBucket, now: number, burst: number = LIVE_LIMITS.burst, perSecond: number = LIVE_LIMITS.perSecond): { ok: boolean; bucket: TokenBucket } {
  const refilled = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond);
  if (refilled < 1) return { ok: false, bucket: { tokens: refilled, at: now } };
  return { ok: true, bucket: { tokens: refilled - 1, at: now } };
}
