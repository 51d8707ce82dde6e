/**
 * Live chat repository (back office spec §3, §4, §7): conversations, messages with a
 * per-conversation sequence number, attachments, read state and unread counters. The only chat
 * code that touches the database: it reads and writes, on the `db` or transaction it is given,
 * and returns plain rows or the shapes below (ISO times). The rules (who may write where, 404 and
 * 409), the transactions, the live events, notifications and mails are chat-service.ts's.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, ne, or, sql, sum, count, type SQL } from 'drizzle-orm';
import type { SenderRole } from '@phonexport/domain/chat';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { chatAttachments, chatConversations, chatMessages, profiles, user as users } from '../../db/schema.ts';

/** A stored conversation (times as Date). `unreadCount` is unread by the customer, `unreadAdminCount` by the agents. */
export interface ConversationRow {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  adminId: string | null;
  adminName: string | null;
  status: 'waiting' | 'active' | 'closed';
  lastMessage: string | null;
  lastMessageTime: Date | null;
  unreadCount: number;
  unreadAdminCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored message (time as Date; `seq` its position in the conversation, from 1). */
export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
  senderRole: SenderRole;
  message: string;
  seq: number;
  timestamp: Date;
  read: boolean;
}

/** A stored attachment (size in bytes, time as Date; `storageKey` relative to the file store). */
export interface AttachmentRow {
  id: string;
  messageId: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  storageKey: string;
  uploadedAt: Date;
}

/** A checked upload, ready to store (content type decided from its bytes). */
export interface CheckedFile {
  fileName: string;
  fileType: string;
  data: Buffer;
}

/** An attachment as chat shows it: size in bytes, downloaded from `downloadURL`, ISO time. */
export interface ChatAttachment {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  downloadURL: string;
  uploadedAt: string;
}

/** A message as chat shows it: `seq` counts from 1 per conversation, ISO time. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  senderName: string;
  senderRole: SenderRole;
  message: string;
  timestamp: string;
  read: boolean;
  attachments: ChatAttachment[];
}

/** A conversation as chat shows it (ISO times; unread counters of the customer and of the agents). */
export interface ChatConversation {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  adminId: string | null;
  adminName: string | null;
  status: ConversationRow['status'];
  lastMessage: string | null;
  lastMessageTime: string | null;
  unreadCount: number;
  unreadAdminCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The agents' list: conversations, the unread total and how many wait for an agent. */
export interface ChatConversationList {
  items: ChatConversation[];
  unreadTotal: number;
  waitingCount: number;
}

/** A conversation row as chat shows it (ISO times). */
export function toChatConversation(c: ConversationRow): ChatConversation {
  return {
    id: c.id,
    userId: c.userId,
    userName: c.userName,
    userEmail: c.userEmail,
    adminId: c.adminId,
    adminName: c.adminName,
    status: c.status,
    lastMessage: c.lastMessage,
    lastMessageTime: c.lastMessageTime?.toISOString() ?? null,
    unreadCount: c.unreadCount,
    unreadAdminCount: c.unreadAdminCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function toChatAttachment(a: AttachmentRow): ChatAttachment {
  return {
    id: a.id,
    fileName: a.fileName,
    fileSize: a.fileSize,
    fileType: a.fileType,
    downloadURL: `/api/chat/attachments/${a.id}`,
    uploadedAt: a.uploadedAt.toISOString(),
  };
}

/** A message row and its attachments as chat shows them (ISO times). */
export function toChatMessage(m: MessageRow, attachments: AttachmentRow[] = []): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    senderId: m.senderId,
    senderName: m.senderName,
    senderRole: m.senderRole,
    message: m.message,
    timestamp: m.timestamp.toISOString(),
    read: m.read,
    attachments: attachments.map(toChatAttachment),
  };
}

export async function findConversation(db: Db | Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return row ?? null;
}

/** §7: the customer's most recent waiting or active conversation, or null. */
export async function findOpenConversation(db: Db | Tx, userId: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The conversation the customer's chat panel shows: their open one, else their most recently
 * closed one (its transcript stays readable, issue 17), else null. A conversation exists only
 * once someone wrote in it: opening the panel creates nothing.
 */
export async function findLatestConversation(db: Db | Tx, userId: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(sql`${chatConversations.status} = 'closed'`, desc(chatConversations.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Messages of a conversation with seq > `after`, oldest first, with their attachments. */
export async function findMessagesAfter(db: Db | Tx, conversationId: string, after = 0, limit = 500): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  if (!rows.length) return [];
  const files = await db
    .select()
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageId, rows.map((r) => r.id)))
    .orderBy(asc(chatAttachments.uploadedAt));
  return rows.map((m) => toChatMessage(m, files.filter((f) => f.messageId === m.id)));
}

/**
 * Admin list (§2 Admin live chat), most recently updated first, with the unread total and waiting
 * count. Conversations nobody wrote in yet (left by older versions, which created one when the
 * customer opened the panel) are not listed nor counted.
 */
export async function findConversations(db: Db, q: { status: 'all' | 'waiting' | 'active' | 'closed'; search?: string }): Promise<ChatConversationList> {
  const written = isNotNull(chatConversations.lastMessage);
  const filters: (SQL | undefined)[] = [written];
  if (q.status !== 'all') filters.push(eq(chatConversations.status, q.status));
  if (q.search) {
    const like = containsPattern(q.search);
    filters.push(or(ilike(chatConversations.userName, like), ilike(chatConversations.userEmail, like), ilike(chatConversations.lastMessage, like)));
  }
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(and(...filters))
      .orderBy(desc(chatConversations.updatedAt))
      .limit(200),
    db
      .select({
        unread: sum(chatConversations.unreadAdminCount),
        waiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting')`.mapWith(Number),
      })
      .from(chatConversations)
      .where(written),
  ]);
  return { items: items.map(toChatConversation), unreadTotal: Number(totals?.unread ?? 0), waitingCount: totals?.waiting ?? 0 };
}

/** The conversation `id` locked for update until the transaction `tx` ends; null when absent. */
export async function findConversationForUpdate(tx: Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row ?? null;
}

/**
 * Serialises a customer's conversation creation (two tabs sending a first message at once): holds
 * a lock on `userId` until the transaction `tx` ends.
 */
export async function findCustomerForUpdate(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'chat:' + userId}))`);
}

/** A new conversation of the customer `userId`; `admin` set when an agent opens it. Returns its row. */
export async function insertConversation(
  db: Db | Tx,
  values: { userId: string; userName: string; userEmail: string; status: 'waiting' | 'active'; admin?: { id: string; name: string } },
): Promise<ConversationRow> {
  const { admin, ...rest } = values;
  const [row] = await db
    .insert(chatConversations)
    .values({ ...rest, ...(admin ? { adminId: admin.id, adminName: admin.name } : {}) })
    .returning();
  return row!;
}

/**
 * A new message of the conversation `conversationId`, with the next seq (read inside the insert,
 * one round trip: the caller holds the conversation's row lock, so no other message of it can
 * take the same number) and the database's clock as its time. Returns its row.
 */
export async function insertMessage(
  tx: Tx,
  values: { conversationId: string; senderId: string; senderName: string; senderRole: SenderRole; message: string },
): Promise<MessageRow> {
  const [msg] = await tx
    .insert(chatMessages)
    .values({
      ...values,
      seq: sql`(select coalesce(max(${sql.identifier('seq')}), 0) + 1 from ${chatMessages} where ${sql.identifier('conversation_id')} = ${values.conversationId})`,
      timestamp: sql`clock_timestamp()`,
    })
    .returning();
  return msg!;
}

/** A new attachment of the message `messageId` (`fileSize` in bytes, `storageKey` in the file store). Returns its row. */
export async function insertAttachment(
  tx: Tx,
  values: { messageId: string; fileName: string; fileSize: number; fileType: string; storageKey: string },
): Promise<AttachmentRow> {
  const [row] = await tx.insert(chatAttachments).values(values).returning();
  return row!;
}

/**
 * Records a new message of `sentAt` in its conversation: status, lastMessage `preview` and its
 * time, and one more unread message for the other side (an agent's reply also makes the agent
 * the conversation's admin). Returns the updated row.
 */
export async function updateConversationForMessage(
  tx: Tx,
  id: string,
  change: { status: 'waiting' | 'active'; preview: string; sentAt: Date; agent?: { id: string; name: string } },
): Promise<ConversationRow> {
  const [row] = await tx
    .update(chatConversations)
    .set({
      status: change.status,
      lastMessage: change.preview,
      lastMessageTime: change.sentAt,
      updatedAt: change.sentAt,
      ...(change.agent
        ? { adminId: change.agent.id, adminName: change.agent.name, unreadCount: sql`${chatConversations.unreadCount} + 1` }
        : { unreadAdminCount: sql`${chatConversations.unreadAdminCount} + 1` }),
    })
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/**
 * The conversation was read by `readerRole`'s side: the other side's messages become read and the
 * reader's unread counter resets to 0 (updatedAt kept). Returns the updated row, null when absent.
 */
export async function updateConversationRead(tx: Db | Tx, conversationId: string, readerRole: SenderRole): Promise<ConversationRow | null> {
  await tx
    .update(chatMessages)
    .set({ read: true })
    .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.senderRole, readerRole), eq(chatMessages.read, false)));
  const [row] = await tx
    .update(chatConversations)
    .set(readerRole === 'admin' ? { unreadAdminCount: 0, updatedAt: sql`${chatConversations.updatedAt}` } : { unreadCount: 0, updatedAt: sql`${chatConversations.updatedAt}` })
    .where(eq(chatConversations.id, conversationId))
    .returning();
  return row ?? null;
}

/** Sets the conversation's status to 'closed'. Returns the updated row, null when absent. */
export async function updateConversationClosed(db: Db | Tx, conversationId: string): Promise<ConversationRow | null> {
  const [row] = await db.update(chatConversations).set({ status: 'closed' }).where(eq(chatConversations.id, conversationId)).returning();
  return row ?? null;
}

/** A user's id, e-mail and display name (profile name, else account name, else 'Unknown Customer'); null when absent. */
export async function findCustomer(db: Db, userId: string): Promise<{ id: string; email: string; name: string } | null> {
  const [customer] = await db
    .select({ id: users.id, email: users.email, name: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!customer) return null;
  return { id: customer.id, email: customer.email, name: customer.displayName || customer.name || 'Unknown Customer' };
}

/** An attachment with its conversation's owner, for the download check; null when absent. */
export async function findAttachment(db: Db, id: string): Promise<{ a: AttachmentRow; userId: string } | null> {
  const [row] = await db
    .select({ a: chatAttachments, userId: chatConversations.userId })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatAttachments.id, id))
    .limit(1);
  return row ?? null;
}

/** Number of messages in a conversation (tests, diagnostics). */
export async function findMessageCount(db: Db, conversationId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
  return r?.n ?? 0;
}
