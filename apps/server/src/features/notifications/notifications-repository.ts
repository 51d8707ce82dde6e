/**
 * Notifications data access (storefront §3 Notification, §7 Notifications), the only
 * notifications code that touches the database: it stores, reads and marks a user's
 * notifications and counts the staff alerts. Publishing a notification live is the service's
 * (notifications-service.ts createNotification).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatConversations, notifications, orders, returnRequests } from '../../db/schema.ts';

/** A stored notification (time as Date); `type` 'order' | 'system' | 'promotion' (§3). */
export interface NotificationRow {
  id: string;
  userId: string;
  title: string;
  message: string;
  type: 'order' | 'system' | 'promotion';
  orderId: string | null;
  read: boolean;
  createdAt: Date;
}

/** A notification as the user sees it (ISO time; `type` 'order' | 'system' | 'promotion', §3). */
export interface Notification {
  id: string;
  title: string;
  message: string;
  type: NotificationRow['type'];
  orderId: string | null;
  read: boolean;
  createdAt: string;
}

/** The user's latest notifications and how many of all theirs are unread. */
export interface NotificationList {
  unreadCount: number;
  items: Notification[];
}

/** The staff alert counts read from the database (decision 049; issue 27). */
export interface StaffAlertCounts {
  chatUnread: number;
  chatWaiting: number;
  newOrders: number;
  newReturns: number;
}

/** A stored notification as the user sees it. */
export function toNotification(n: NotificationRow): Notification {
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
 * The insert of the notification `row`, built on `tx` and not run yet: await it to run it alone,
 * or hand it to a caller that runs it together with other work in one statement (live events).
 */
export function insertNotification(tx: Db | Tx, row: NotificationRow) {
  return tx.insert(notifications).values(row);
}

/** The user's latest `limit` notifications, newest first, and how many of all are unread. */
export async function findNotifications(db: Db, userId: string, limit: number): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { unreadCount: unread?.n ?? 0, items: rows.map(toNotification) };
}

/** Marks the user's notification `id` read; false when it is not theirs. */
export async function updateNotificationRead(db: Db, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks every unread notification of the user read. */
export async function updateAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** Deletes every notification of the user; returns how many. */
export async function deleteNotifications(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return deleted.length;
}

/** The user's latest `limit` notifications of `type`, newest first (title and time). */
export async function findRecentNotificationsOfType(db: Db, userId: string, type: NotificationRow['type'], limit: number): Promise<{ title: string; createdAt: Date }[]> {
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
export async function findStaffAlertCounts(db: Db): Promise<StaffAlertCounts> {
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
