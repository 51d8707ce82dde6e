/**
 * Live chat rules (back office spec §4, §5, §7): who may see a conversation, sending with files
 * (stored in the file store under chat/{conversationId}/{uuid}, removed again when the message
 * cannot be written), the agent-initiated chat and attachment downloads. Other features reach chat
 * through this file only.
 */
import { isChatAgent } from '@phonexport/domain/staff';
import { adminGreeting, CHAT_MESSAGES } from '@phonexport/domain/chat';
import type { ChatConversationDto, ChatSendResultDto } from '@phonexport/contracts/chat';
import { withTransaction, type Db } from '../../db/client.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import type { FileStore, StoredFile } from '../../media/file-store.ts';
import * as repo from './chat-repository.ts';

export type { CheckedFile, ConversationRow } from './chat-repository.ts';
export const {
  findLatestConversation,
  getConversation,
  listConversations,
  markRead,
  messagesAfter,
  toConversationDto,
} = repo;

/** The conversation if `viewer` may see it (its owner or an admin); 404 otherwise (no existence leak). */
export async function requireConversationFor(db: Db, id: string, viewer: SessionUser): Promise<repo.ConversationRow> {
  const c = await repo.getConversation(db, id);
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
 * Sends a message (repository insertMessage: 404, 409 for an agent in a closed conversation),
 * writing its files first; when the message is not written the files written are removed.
 */
export async function sendMessage(db: Db, { store, ...input }: SendInput): Promise<ChatSendResultDto> {
  const written: string[] = [];
  const storeFile = async (conversationId: string, f: repo.CheckedFile) => {
    const key = `chat/${conversationId}/${crypto.randomUUID()}`;
    await store.put(key, f.data, f.fileType);
    written.push(key);
    return key;
  };
  try {
    return await repo.insertMessage(db, { ...input, storeFile });
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => {})));
    throw err;
  }
}

/**
 * §7 agent-initiated chat (Customers screen "Message"): reuses the customer's open conversation
 * or creates one, then sends "Hello {name}, how can we help you today?" from the agent.
 * 404 'Customer not found' when the user does not exist.
 */
export async function startAdminConversation(db: Db, admin: SessionUser, customerId: string, files: FileStore): Promise<ChatSendResultDto> {
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) throw notFound('Customer not found');
  const conversationId = await repo.openConversationForAdmin(db, admin, customer);
  const sent = await sendMessage(db, { sender: admin, conversationId, text: adminGreeting(customer.name), files: [], store: files });
  await writeAudit(db, admin, { action: 'start', entity: 'conversation', entityId: conversationId, label: `${customer.name} (${customer.email})` });
  return sent;
}

/** Close Chat (back office §7): the conversation becomes 'closed', audited in the same transaction (decision 007); 404 when unknown. */
export async function closeConversation(db: Db, admin: Pick<SessionUser, 'id' | 'email'>, conversationId: string): Promise<ChatConversationDto> {
  return withTransaction(db, async (tx) => {
    const closed = await repo.closeConversation(tx, conversationId);
    await writeAudit(tx, admin, { action: 'close', entity: 'conversation', entityId: closed.id, label: `${closed.userName} (${closed.userEmail})`, after: { status: closed.status } });
    return closed;
  });
}

/**
 * An attachment `user` may download (the conversation's owner or an admin), opened from the file
 * store; 404 'Attachment not found' otherwise, or when the file is gone.
 */
export async function attachmentFor(db: Db, files: FileStore, id: string, user: SessionUser): Promise<{ file: StoredFile; fileName: string; fileType: string; fileSize: number }> {
  const found = await repo.getAttachment(db, id);
  if (!found || (!isChatAgent(user) && found.userId !== user.id)) throw notFound('Attachment not found');
  const file = await files.get(found.a.storageKey);
  if (!file) throw notFound('Attachment not found');
  return { file, fileName: found.a.fileName, fileType: found.a.fileType, fileSize: found.a.fileSize };
}
