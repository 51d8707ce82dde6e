/**
 * Notification contracts (storefront §3 Notification, §7 Notifications, §9 limits): the signed-in
 * user's latest notifications with the unread count, marking read, clearing. Another user's
 * notification answers 404 'Notification not found'.
 */
import { z } from 'zod';
import { byId, contractsOf, errorBody, isoDateTime } from './contract.ts';

const contract = contractsOf('notifications');

/** One notification (also pushed live as `{ type: 'notification', notification }`). */
export const notification = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    type: z.enum(['order', 'system', 'promotion']),
    orderId: z.string().nullable(),
    read: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notification>;

/** The latest notifications (at most 50, newest first) and how many of all are unread. */
export const notificationList = z.object({ unreadCount: z.number().int(), items: z.array(notification) }).meta({ id: 'NotificationList' });
export type NotificationListDto = z.infer<typeof notificationList>;

const ok = z.object({ ok: z.literal(true) });

export const notificationsContracts = {
  list: contract('GET', '/api/notifications', {
    summary: 'The latest 50 notifications, newest first, with the unread count',
    auth: 'customer',
    responses: { 200: notificationList, 401: errorBody },
  }),
  markRead: contract('POST', '/api/notifications/:id/read', {
    summary: 'Mark one notification read',
    auth: 'customer',
    ...byId('Notification not found'),
    responses: { 200: ok, 401: errorBody, 404: errorBody },
  }),
  markAllRead: contract('POST', '/api/notifications/read-all', {
    summary: 'Mark every notification read',
    auth: 'customer',
    responses: { 200: ok, 401: errorBody },
  }),
  clear: contract('DELETE', '/api/notifications', {
    summary: 'Delete every notification (§4 clear all)',
    auth: 'customer',
    responses: { 200: z.object({ ok: z.literal(true), deleted: z.number().int() }), 401: errorBody },
  }),
};
