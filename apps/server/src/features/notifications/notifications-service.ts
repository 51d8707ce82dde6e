/**
 * The notifications subject's public face (decision 023): createNotification (call it inside the
 * transaction of the change it reports) and reading a user's notifications. Other features import
 * this file only, never the notifications repository or routes.
 */
import type { Db, Tx } from '../../db/client.ts';
import { publishAll, type LiveEnvelope } from '../../realtime/events.ts';

export {
  clearNotifications,
  createNotification,
  notificationRecord,
  listNotifications,
  markAllRead,
  markRead,
  recentNotificationsOfType,
  staffAlertCounts,
  toNotificationDto,
  type NewNotification,
  type NotificationRow,
} from './notifications-repository.ts';

/** §9: notifications fetch limit. */
export const NOTIFICATIONS_LIMIT = 50;

/** The live event (topic 'admins') telling the back office that orders changed: it re-reads its counts. */
export const ORDERS_CHANGED = 'orders-changed';

/** The ORDERS_CHANGED envelope, to send with another write (createNotification's `alsoPublish`). */
export const ordersChanged: LiveEnvelope = { topics: ['admins'], event: { type: ORDERS_CHANGED } };

/** Publishes ORDERS_CHANGED to every admin on `tx` (delivered once `tx` commits). */
export async function publishOrdersChanged(tx: Db | Tx): Promise<void> {
  await publishAll(tx, [ordersChanged]);
}
