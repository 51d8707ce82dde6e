/**
 * Notification contracts (storefront §3 Notification, §7 Notifications, §9 limits): the signed-in
 * user's latest notifications with the unread count, marking read, clearing. Another user's
 * notification answers 404 'Notification not found'.
 */
import { z } from 'zod';
import { byId, contractsOf, errorBody, isoDateTime, named } from './contract.ts';

const { customer } = contractsOf('notifications');

/** One notification (also pushed live as `{ type: 'notification', notification }`). */
export const notification = named('Notification', {
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(['order', 'system', 'promotion']),
  orderId: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type NotificationDto = z.infer<typeof notification>;

/** The latest notifications (at most 50, newest first) and how many of all are unread. */
export const notificationList = named('NotificationList', { unreadCount: z.number().int(), items: z.array(notification) });
export type NotificationListDto = z.infer<typeof notificationList>;

const ok = z.object({ ok: z.literal(true) });

export const notificationsContracts = {
  list: customer('GET', '/api/notifications', 'The latest 50 notifications, newest first, with the unread count', { responses: { 200: notificationList, 401: errorBody } }),
  markRead: customer('POST', '/api/notifications/:id/read', 'Mark one notification read', {
    ...byId('Notification not found'),
    responses: { 200: ok, 401: errorBody, 404: errorBody },
  }),
  markAllRead: customer('POST', '/api/notifications/read-all', 'Mark every notification read', { responses: { 200: ok, 401: errorBody } }),
  clear: customer('DELETE', '/api/notifications', 'Delete every notification (§4 clear all)', {
    responses: { 200: z.object({ ok: z.literal(true), deleted: z.number().int() }), 401: errorBody },
  }),
};
