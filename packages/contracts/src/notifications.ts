/**
 * Notification contracts (storefront §3 Notification, §7 Notifications, §9 limits): the signed-in
 * user's latest notifications with the unread count, marking read, clearing. Another user's
 * notification answers 404 'Notification not found'.
 */
import { z } from 'zod';
import { defineContract, errorBody, isoDateTime } from './contract.ts';

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
  list: defineContract({
    method: 'GET',
    path: '/api/notifications',
    summary: 'The latest 50 notifications, newest first, with the unread count',
    tags: ['notifications'],
    auth: 'customer',
    responses: { 200: notificationList, 401: errorBody },
  }),
  markRead: defineContract({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    tags: ['notifications'],
    auth: 'customer',
    params: z.object({ id: z.uuid() }),
    responses: { 200: ok, 401: errorBody, 404: errorBody },
    notFoundMessage: 'Notification not found',
  }),
  markAllRead: defineContract({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    tags: ['notifications'],
    auth: 'customer',
    responses: { 200: ok, 401: errorBody },
  }),
  clear: defineContract({
    method: 'DELETE',
    path: '/api/notifications',
    summary: 'Delete every notification (§4 clear all)',
    tags: ['notifications'],
    auth: 'customer',
    responses: { 200: z.object({ ok: z.literal(true), deleted: z.number().int() }), 401: errorBody },
  }),
};
