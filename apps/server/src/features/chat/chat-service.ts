/**
 * Live chat rules (back office spec §4, §5, §7): who may see a conversation, sending with files
 * (stored in the file store under chat/{conversationId}/{uuid}, removed again when the message
 * cannot be written), reading and closing, the agent-initiated chat and attachment downloads.
 * Each change commits together with its live events (published inside its transaction), and an
 * agent's reply with the customer's notification. Other features reach chat through this file only.
 */
import { isChatAgent } from '@phonexport/domain/staff';
import { adminGreeting, CHAT_MESSAGES, supportReplyPreview, type SenderRole } from '@phonexport/domain/chat';
import { withTransaction, type Db, type Tx } from '../../db/client.ts';
import { insertAudit } from '../audit/index.ts';
import { createNotification } from '../notifications/index.ts';
import { queueCustomerMessageMail } from '../outbox/index.ts';
import { forbidden, notFound, conflict } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStore, StoredFile } from '../../media/file-store.ts';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import { publish, publishAll, type LiveEnvelope, type SocketTopic } from '../../realtime/events.ts';
import * as repo from './chat-repository.ts';

export type { ChatConversation, ChatConversationList, ChatMessage, CheckedFile, ConversationRow } from './chat-repository.ts';
export const { findLatestConversation, findConversation, findConversations, findMessagesAfter, toChatConversation } = repo;

/** What sending a message gives back: the updated conversation and the new message. */
export interface SendResult {
  conversation: repo.ChatConversation;
  message: repo.ChatMessage;
}

const displayName = (u: SessionUser) => u.displayName || u.email;
const roleOf = (u: SessionUser): SenderRole => (isChatAgent(u) ? 'admin' : 'user');

/** The conversation's live event for the lists: to every agent and to its customer's tabs. */
const conversationEvent = (c: repo.ConversationRow): { topics: SocketTopic[]; event: LiveServerMessage } => ({
  topics: ['admins', `user:${c.userId}`],
  event: { type: 'chat-conversation', conversation: repo.toChatConversation(c) },
});

async function publishConversation(tx: Db | Tx, c: repo.ConversationRow): Promise<void> {
  const { topics, event } = conversationEvent(c);
  await publish(tx, topics, event);
}

/** A message is sent whole over NOTIFY only when small; otherwise listeners re-read it by seq. */
function fitsLive(m: repo.ChatMessage): boolean {
  return Buffer.byteLength(JSON.stringify(m)) < 5_000;
}

/** The conversation if `viewer` may see it (its owner or an admin); 404 otherwise (no existence leak). */
export async function requireConversationFor(db: Db, id: string, viewer: SessionUser): Promise<repo.ConversationRow> {
  const c = await repo.findConversation(db, id);
  if (!c || (!isChatAgent(viewer) && c.userId !== viewer.id)) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return c;
}

/** 403 for an admin on the customer-only calls (agents answer from the Live Chat screen). */
export function requireCustomer(user: SessionUser): void {
  if (isChatAgent(user)) throw forbidden('Admins answer chats from the Live Chat screen.');
}

export interface SendInput {
  sender: SessionUser;
  /** The conversation; for a customer, omitted means "my open conversation, else a new one". */
  conversationId?: string;
  text: string;
  files: repo.CheckedFile[];
  /** The file store (media/file-store.ts): files go to chat/{conversationId}/{uuid}. */
  store: FileStore;
}

/**
 * Sends a message (see insertMessage: 404, 409 for an agent in a closed conversation), writing its
 * files first; when the message is not written the files written are removed.
 */
export async function sendMessage(db: Db, { store, ...input }: SendInput): Promise<SendResult> {
  const written: string[] = [];
  const storeFile = async (conversationId: string, f: repo.CheckedFile) => {
    const key = `chat/${conversationId}/${crypto.randomUUID()}`;
    await store.put(key, f.data, f.fileType);
    written.push(key);
    return key;
  };
  try {
    return await insertMessage(db, { ...input, storeFile });
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => {})));
    throw err;
  }
}

/**
 * Adds a message (§7), in one transaction: locks the conversation, gives the message the next seq,
 * stores its files (`storeFile`), updates lastMessage / counters / status (a customer's first
 * message creates it as waiting; it becomes active when an agent writes, and the agent becomes its
 * admin), publishes the message and the conversation live, and for an agent's reply notifies the
 * customer ('New Support Reply'); a customer's first unread message queues the owner's mail
 * (decision 049). A closed conversation refuses an agent with 409 conversation_closed; a customer
 * writing without one (or after it was closed) starts a new one. Throws 404 when the conversation
 * is not the sender's (customers) or does not exist. Files are stored inside the transaction: on a
 * failure the caller removes what was stored.
 */
async function insertMessage(
  db: Db,
  input: Omit<SendInput, 'store'> & { storeFile: (conversationId: string, file: repo.CheckedFile) => Promise<string> },
): Promise<SendResult> {
  const { sender } = input;
  const role = roleOf(sender);
  return withTransaction(db, async (tx) => {
    let conv: repo.ConversationRow | null = null;
    if (input.conversationId) {
      conv = await repo.findConversationForUpdate(tx, input.conversationId);
      if (!conv || (role === 'user' && conv.userId !== sender.id)) throw notFound(CHAT_MESSAGES.conversationNotFound);
      if (conv.status === 'closed') {
        if (role === 'admin') throw conflict(CHAT_MESSAGES.conversationClosed, 'conversation_closed');
        conv = null; // §4: the customer's next message starts a new conversation
      }
    }
    if (!conv) {
      if (role === 'admin') throw notFound(CHAT_MESSAGES.conversationNotFound);
      await repo.findCustomerForUpdate(tx, sender.id);
      const open = await repo.findOpenConversation(tx, sender.id);
      if (open) conv = await repo.findConversationForUpdate(tx, open.id);
      else conv = await repo.insertConversation(tx, { userId: sender.id, userName: displayName(sender), userEmail: sender.email, status: 'waiting' });
    }
    const c = conv!;
    const isFirst = c.lastMessage === null;
    const text = input.text.trim() || (role === 'user' && isFirst && input.files.length ? CHAT_MESSAGES.fileAttachment : input.text.trim());
    const msg = await repo.insertMessage(tx, {
      conversationId: c.id,
      senderId: sender.id,
      senderName: role === 'admin' ? displayName(sender) : c.userName,
      senderRole: role,
      message: text,
    });
    const files: repo.AttachmentRow[] = [];
    for (const f of input.files) {
      const key = await input.storeFile(c.id, f);
      files.push(await repo.insertAttachment(tx, { messageId: msg.id, fileName: f.fileName, fileSize: f.data.length, fileType: f.fileType, storageKey: key }));
    }
    const preview = text || (files.length ? CHAT_MESSAGES.fileAttachment : '');
    const updated = await repo.updateConversationForMessage(tx, c.id, {
      // Issue 17: a customer's conversation waits in the agents' queue until an agent answers.
      status: role === 'admin' || c.status === 'active' ? 'active' : 'waiting',
      preview,
      sentAt: msg.timestamp,
      agent: role === 'admin' ? { id: sender.id, name: displayName(sender) } : undefined,
    });
    const message = repo.toChatMessage(msg, files);
    // Both events in one round trip: the message to the conversation's sockets, the conversation to
    // the lists (with an agent's reply, in the same statement as the customer's notification).
    const events: LiveEnvelope[] = [{ topics: [`chat:${c.id}`], event: { type: 'chat-message', conversationId: c.id, message: fitsLive(message) ? message : null } }, conversationEvent(updated)];
    if (role === 'admin') {
      await createNotification(tx, { userId: c.userId, title: CHAT_MESSAGES.newSupportReplyTitle, message: supportReplyPreview(displayName(sender), preview), type: 'system' }, events);
    } else await publishAll(tx, events);
    if (role === 'user' && updated.unreadAdminCount === 1) {
      // The owner's mail (decision 049): once per burst, until an agent has read the conversation.
      await queueCustomerMessageMail(tx, { customerName: c.userName, customerEmail: c.userEmail, text: preview });
    }
    return { conversation: repo.toChatConversation(updated), message };
  });
}

/**
 * §4: `reader` opened the conversation: messages from the other side become read and the
 * reader's unread counter resets to 0, published live. Returns the updated conversation; 404 when unknown.
 */
export async function markRead(db: Db, conversationId: string, reader: SessionUser): Promise<repo.ChatConversation> {
  return withTransaction(db, async (tx) => {
    const row = await repo.updateConversationRead(tx, conversationId, roleOf(reader));
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
    await publishConversation(tx, row);
    return repo.toChatConversation(row);
  });
}

/** §7: the customer's open conversation, or a new active one assigned to `admin`; returns its id. */
async function openConversationForAdmin(db: Db, admin: SessionUser, customer: { id: string; email: string; name: string }): Promise<string> {
  return withTransaction(db, async (tx) => {
    await repo.findCustomerForUpdate(tx, customer.id);
    const open = await repo.findOpenConversation(tx, customer.id);
    if (open) return open.id;
    const row = await repo.insertConversation(tx, {
      userId: customer.id,
      userName: customer.name,
      userEmail: customer.email,
      status: 'active',
      admin: { id: admin.id, name: displayName(admin) },
    });
    return row.id;
  });
}

/**
 * §7 agent-initiated chat (Customers screen "Message"): reuses the customer's open conversation
 * or creates one, then sends "Hello {name}, how can we help you today?" from the agent.
 * 404 'Customer not found' when the user does not exist.
 */
export async function startAdminConversation(db: Db, admin: SessionUser, customerId: string, files: FileStore): Promise<SendResult> {
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) throw notFound('Customer not found');
  const conversationId = await openConversationForAdmin(db, admin, customer);
  const sent = await sendMessage(db, { sender: admin, conversationId, text: adminGreeting(customer.name), files: [], store: files });
  await insertAudit(db, admin, { action: 'start', entity: 'conversation', entityId: conversationId, label: `${customer.name} (${customer.email})` });
  return sent;
}

/**
 * Close Chat (back office §7): the conversation becomes 'closed' (it takes no more input), published
 * live and audited in the same transaction (decision 007); 404 when unknown.
 */
export async function closeConversation(db: Db, admin: Pick<SessionUser, 'id' | 'email'>, conversationId: string): Promise<repo.ChatConversation> {
  return withTransaction(db, async (tx) => {
    const row = await repo.updateConversationClosed(tx, conversationId);
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
    await publishConversation(tx, row);
    const closed = repo.toChatConversation(row);
    await insertAudit(tx, admin, { action: 'close', entity: 'conversation', entityId: closed.id, label: `${closed.userName} (${closed.userEmail})`, after: { status: closed.status } });
    return closed;
  });
}

/**
 * An attachment `user` may download (the conversation's owner or an admin), opened from the file
 * store; 404 'Attachment not found' otherwise, or when the file is gone.
 */
export async function attachmentFor(db: Db, files: FileStore, id: string, user: SessionUser): Promise<{ file: StoredFile; fileName: string; fileType: string; fileSize: number }> {
  const found = await repo.findAttachment(db, id);
  if (!found || (!isChatAgent(user) && found.userId !== user.id)) throw notFound('Attachment not found');
  const file = await files.get(found.a.storageKey);
  if (!file) throw notFound('Attachment not found');
  return { file, fileName: found.a.fileName, fileType: found.a.fileType, fileSize: found.a.fileSize };
}
