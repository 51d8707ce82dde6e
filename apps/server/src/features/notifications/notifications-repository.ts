/**
 * Notifications data access (storefront §3 Notification, §7 Notifications), the only
 * notifications code that touches the database. createNotification is the one way any feature
 * (checkout, order status changes, support replies...) tells a customer something: it stores the
 * notification and pushes it live to the customer's open tabs once committed.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationDto, NotificationListDto, StaffAlertsDto } from '@phonexport/contracts/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { chatConversations, notifications, orders, returnRequests } from '../../db/schema.ts';
import { writeAndPublish, type LiveEnvelope } from '../../realtime/events.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** What a feature supplies to notify a user. `type` is 'order' | 'system' | 'promotion' (§3). */
export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  type: NotificationRow['type'];
  orderId?: string | null;
}

/** A stored notification as the API returns it. */
export function toNotificationDto(n: NotificationRow): NotificationDto {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    orderId: n.orderId,
    read: n.read,
    createdAt: n.createdAt.toISOString(),
  };
}

/**
 * Inserts a notification (unread) and publishes it to `user:{userId}`, after the `alsoPublish`
 * envelopes (e.g. the admins' orders-changed), all in one statement. Call it inside the
 * transaction of the change it reports, so both commit or neither does. Returns the DTO.
 */
export async function createNotification(tx: Db | Tx, input: NewNotification, alsoPublish: LiveEnvelope[] = []): Promise<NotificationDto> {
  const { row, dto, envelopes } = notificationRecord(input, alsoPublish);
  await writeAndPublish(tx, tx.insert(notifications).values(row), envelopes);
  return dto;
}

/**
 * What createNotification writes and publishes, for a caller that writes it in a statement of its
 * own (the checkout, decision 077): the row (new id, unread, created now), its DTO, and the
 * envelopes to publish in order (`alsoPublish`, then the notification to `user:{userId}`).
 */
export function notificationRecord(input: NewNotification, alsoPublish: LiveEnvelope[] = []): { row: NotificationRow; dto: NotificationDto; envelopes: LiveEnvelope[] } {
  const row: NotificationRow = {
    id: crypto.randomUUID(),
    userId: input.userId,
    title: input.title,
    message: input.message,
    type: input.type,
    orderId: input.orderId ?? null,
    read: false,
    createdAt: new Date(),
  };
  const dto = toNotificationDto(row);
  return { row, dto, envelopes: [...alsoPublish, { topics: [`user:${input.userId}`], event: { type: 'notification', notification: dto } }] };
}

/** The user's latest `limit` notifications, newest first, and how many of all are unread. */
export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationListDto> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { unreadCount: unread?.n ?? 0, items: rows.map(toNotificationDto) };
}

/** Marks the user's notification `id` read; false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks every unread notification of the user read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** Deletes every notification of the user; returns how many. */
export async function clearNotifications(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return deleted.length;
}

/** The user's latest `limit` notifications of `type`, newest first (title and time). */
export async function recentNotificationsOfType(db: Db, userId: string, type: NotificationRow['type'], limit: number): Promise<{ title: string; createdAt: Date }[]> {
  return db
    .select({ title: notifications.title, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

/** Order statuses counted as new orders on the back office menu (decision 049). */
export const NEW_ORDER_STATUSES = ['pending', 'confirmed'] as const;

/** The staff alert counts (decision 049): unread customer messages and waiting chats (as the Live Chat page counts them), new orders, return requests waiting for an answer (issue 27). */
export async function staffAlertCounts(db: Db): Promise<Omit<StaffAlertsDto, 'staleRates'>> {
  const [[chat], [fresh], [returns]] = await Promise.all([
    db
      .select({
        unread: sql<number>`coalesce(sum(${chatConversations.unreadAdminCount}), 0)`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting')`.mapWith(Number),
      })
      .from(chatConversations),
    db.select({ n: count() }).from(orders).where(inArray(orders.status, [...NEW_ORDER_STATUSES])),
    db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, 'requested')),
  ]);
  return { chatUnread: chat?.unread ?? 0, chatWaiting: chat?.waiting ?? 0, newOrders: fresh?.n ?? 0, newReturns: returns?.n ?? 0 };
}
