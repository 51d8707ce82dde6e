/**
 * Live chat repository (back office spec §3, §4, §7): conversations, messages with a
 * per-conversation sequence number, attachments, read state and unread counters. Each change
 * commits together with its live events (publish inside the transaction). The only chat code that
 * touches the database; returns plain DTOs (ISO times). Files are stored by the caller's `storeFile`.
 */
import { isChatAgent } from '@phonexport/domain/staff';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, ne, or, sql, sum, count, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGES, supportReplyPreview, type SenderRole } from '@phonexport/domain/chat';
import type { ChatAttachmentDto, ChatConversationDto, ChatConversationListDto, ChatMessageDto, ChatSendResultDto } from '@phonexport/contracts/chat';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { chatAttachments, chatConversations, chatMessages, profiles, user as users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import { publish, publishAll, type LiveEnvelope, type SocketTopic } from '../../realtime/events.ts';
import { createNotification } from '../notifications/notifications-service.ts';
import { queueCustomerMessageMail } from '../outbox/outbox-service.ts';

/** A conversation row (plain object; times as Date). */
export type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;
type AttachmentRow = typeof chatAttachments.$inferSelect;

/** A checked upload, ready to store (content type decided from its bytes). */
export interface CheckedFile {
  fileName: string;
  fileType: string;
  data: Buffer;
}

export function toConversationDto(c: ConversationRow): ChatConversationDto {
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

function toAttachmentDto(a: AttachmentRow): ChatAttachmentDto {
  return {
    id: a.id,
    fileName: a.fileName,
    fileSize: a.fileSize,
    fileType: a.fileType,
    downloadURL: `/api/chat/attachments/${a.id}`,
    uploadedAt: a.uploadedAt.toISOString(),
  };
}

export function toMessageDto(m: MessageRow, attachments: AttachmentRow[] = []): ChatMessageDto {
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
    attachments: attachments.map(toAttachmentDto),
  };
}

const displayName = (u: SessionUser) => u.displayName || u.email;

export async function getConversation(db: Db | Tx, id: string): Promise<ConversationRow | null> {
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
export async function messagesAfter(db: Db | Tx, conversationId: string, after = 0, limit = 500): Promise<ChatMessageDto[]> {
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
  return rows.map((m) => toMessageDto(m, files.filter((f) => f.messageId === m.id)));
}

/**
 * Admin list (§2 Admin live chat), most recently updated first, with the unread total and waiting
 * count. Conversations nobody wrote in yet (left by older versions, which created one when the
 * customer opened the panel) are not listed nor counted.
 */
export async function listConversations(db: Db, q: { status: 'all' | 'waiting' | 'active' | 'closed'; search?: string }): Promise<ChatConversationListDto> {
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
  return { items: items.map(toConversationDto), unreadTotal: Number(totals?.unread ?? 0), waitingCount: totals?.waiting ?? 0 };
}

const conversationEvent = (c: ConversationRow): { topics: SocketTopic[]; event: LiveServerMessage } => ({
  topics: ['admins', `user:${c.userId}`],
  event: { type: 'chat-conversation', conversation: toConversationDto(c) },
});

async function publishConversation(tx: Tx, c: ConversationRow): Promise<void> {
  const { topics, event } = conversationEvent(c);
  await publish(tx, topics, event);
}

/** Serialises a customer's conversation creation (two tabs sending a first message at once). */
async function lockCustomer(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'chat:' + userId}))`);
}

export interface SendInput {
  sender: SessionUser;
  /** The conversation; for a customer, omitted means "my open conversation, else a new one". */
  conversationId?: string;
  text: string;
  files: CheckedFile[];
  /** Stores one file of the conversation and returns its storage key (relative to DATA_DIR). */
  storeFile: (conversationId: string, file: CheckedFile) => Promise<string>;
}

/**
 * Adds a message (§7): locks the conversation, gives the message the next seq, stores its files,
 * updates lastMessage / counters / status (a customer's first message creates it as waiting; it
 * becomes active when an agent writes, and the agent becomes its admin), and
 * for an admin reply notifies the customer ('New Support Reply'). A closed conversation refuses
 * with 409; a customer writing without one (or after it was closed) starts a new one.
 * Throws 404 when the conversation is not the sender's (customers) or does not exist. Files are
 * stored (storeFile) inside the transaction: on a failure the caller removes what was stored.
 */
export async function insertMessage(db: Db, input: SendInput): Promise<ChatSendResultDto> {
  const { sender } = input;
  const role: SenderRole = isChatAgent(sender) ? 'admin' : 'user';
  return db.transaction(async (tx) => {
    let conv: ConversationRow | null | undefined = null;
    if (input.conversationId) {
      [conv] = await tx.select().from(chatConversations).where(eq(chatConversations.id, input.conversationId)).for('update');
      if (!conv || (role === 'user' && conv.userId !== sender.id)) throw notFound(CHAT_MESSAGES.conversationNotFound);
      if (conv.status === 'closed') {
        if (role === 'admin') throw conflict(CHAT_MESSAGES.conversationClosed, 'conversation_closed');
        conv = null; // §4: the customer's next message starts a new conversation
      }
    }
    if (!conv) {
      if (role === 'admin') throw notFound(CHAT_MESSAGES.conversationNotFound);
      await lockCustomer(tx, sender.id);
      const open = await findOpenConversation(tx, sender.id);
      if (open) [conv] = await tx.select().from(chatConversations).where(eq(chatConversations.id, open.id)).for('update');
      else [conv] = await tx.insert(chatConversations).values({ userId: sender.id, userName: displayName(sender), userEmail: sender.email, status: 'waiting' }).returning();
    }
    const c = conv!;
    const isFirst = c.lastMessage === null;
    const text = input.text.trim() || (role === 'user' && isFirst && input.files.length ? CHAT_MESSAGES.fileAttachment : input.text.trim());
    // The next seq is read inside the insert (one round trip); the conversation row is locked, so
    // no other message of it can take the same number.
    const [msg] = await tx
      .insert(chatMessages)
      .values({
        conversationId: c.id,
        senderId: sender.id,
        senderName: role === 'admin' ? displayName(sender) : c.userName,
        senderRole: role,
        message: text,
        seq: sql`(select coalesce(max(${sql.identifier('seq')}), 0) + 1 from ${chatMessages} where ${sql.identifier('conversation_id')} = ${c.id})`,
        timestamp: sql`clock_timestamp()`,
      })
      .returning();
    const files: AttachmentRow[] = [];
    for (const f of input.files) {
      const key = await input.storeFile(c.id, f);
      const [a] = await tx.insert(chatAttachments).values({ messageId: msg!.id, fileName: f.fileName, fileSize: f.data.length, fileType: f.fileType, storageKey: key }).returning();
      files.push(a!);
    }
    const preview = text || (files.length ? CHAT_MESSAGES.fileAttachment : '');
    const [updated] = await tx
      .update(chatConversations)
      .set({
        // Issue 17: a customer's conversation waits in the agents' queue until an agent answers.
        status: role === 'admin' || c.status === 'active' ? 'active' : 'waiting',
        lastMessage: preview,
        lastMessageTime: msg!.timestamp,
        updatedAt: msg!.timestamp,
        ...(role === 'admin'
          ? { adminId: sender.id, adminName: displayName(sender), unreadCount: sql`${chatConversations.unreadCount} + 1` }
          : { unreadAdminCount: sql`${chatConversations.unreadAdminCount} + 1` }),
      })
      .where(eq(chatConversations.id, c.id))
      .returning();
    const message = toMessageDto(msg!, files);
    // Both events in one round trip: the message to the conversation's sockets, the conversation to
    // the lists (with an agent's reply, in the same statement as the customer's notification).
    const events: LiveEnvelope[] = [{ topics: [`chat:${c.id}`], event: { type: 'chat-message', conversationId: c.id, message: fitsLive(message) ? message : null } }, conversationEvent(updated!)];
    if (role === 'admin') {
      await createNotification(tx, { userId: c.userId, title: CHAT_MESSAGES.newSupportReplyTitle, message: supportReplyPreview(displayName(sender), preview), type: 'system' }, events);
    } else await publishAll(tx, events);
    if (role === 'user' && updated!.unreadAdminCount === 1) {
      // The owner's mail (decision 049): once per burst, until an agent has read the conversation.
      await queueCustomerMessageMail(tx, { customerName: c.userName, customerEmail: c.userEmail, text: preview });
    }
    return { conversation: toConversationDto(updated!), message };
  });
}

/** A message is sent whole over NOTIFY only when small; otherwise listeners re-read it by seq. */
function fitsLive(m: ChatMessageDto): boolean {
  return Buffer.byteLength(JSON.stringify(m)) < 5_000;
}

/**
 * §4: `reader` opened the conversation: messages from the other side become read and the
 * reader's unread counter resets to 0. Returns the updated conversation.
 */
export async function markRead(db: Db, conversationId: string, reader: SessionUser): Promise<ChatConversationDto> {
  const role: SenderRole = isChatAgent(reader) ? 'admin' : 'user';
  return db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ read: true })
      .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.senderRole, role), eq(chatMessages.read, false)));
    const [row] = await tx
      .update(chatConversations)
      .set(role === 'admin' ? { unreadAdminCount: 0, updatedAt: sql`${chatConversations.updatedAt}` } : { unreadCount: 0, updatedAt: sql`${chatConversations.updatedAt}` })
      .where(eq(chatConversations.id, conversationId))
      .returning();
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
    await publishConversation(tx, row);
    return toConversationDto(row);
  });
}

/** §4: an admin closes a conversation (status closed; it takes no more input). 404 when unknown. */
export async function closeConversation(db: Db, conversationId: string): Promise<ChatConversationDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(chatConversations).set({ status: 'closed' }).where(eq(chatConversations.id, conversationId)).returning();
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
    await publishConversation(tx, row);
    return toConversationDto(row);
  });
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

/** §7: the customer's open conversation, or a new active one assigned to `admin`; returns its id. */
export async function openConversationForAdmin(db: Db, admin: SessionUser, customer: { id: string; email: string; name: string }): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const open = await findOpenConversation(tx, customer.id);
    if (open) return open.id;
    const [row] = await tx
      .insert(chatConversations)
      .values({ userId: customer.id, userName: customer.name, userEmail: customer.email, status: 'active', adminId: admin.id, adminName: displayName(admin) })
      .returning();
    return row!.id;
  });
}

/** An attachment with its conversation's owner, for the download check; null when absent. */
export async function getAttachment(db: Db, id: string): Promise<{ a: AttachmentRow; userId: string } | null> {
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
export async function messageCount(db: Db, conversationId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
  return r?.n ?? 0;
}
