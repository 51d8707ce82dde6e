/**
 * The notifications subject's public face (decision 023): createNotification (call it inside the
 * transaction of the change it reports) and reading a user's notifications. Other features import
 * this file only, never the notifications repository or routes.
 */
export {
  clearNotifications,
  createNotification,
  listNotifications,
  markAllRead,
  markRead,
  recentNotificationsOfType,
  toNotificationDto,
  type NewNotification,
  type NotificationRow,
} from './notifications-repository.ts';

/** §9: notifications fetch limit. */
export const NOTIFICATIONS_LIMIT = 50;
