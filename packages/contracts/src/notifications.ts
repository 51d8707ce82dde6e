/**
 * Notification contracts (storefront §3 Notification, §7 Notifications, §9 limits): the signed-in
 * user's latest notifications with the unread count, marking read, clearing. Another user's
 * notification answers 404 'Notification not found'. Staff alerts (issue 17, decision 049): the
 * counts the back office's menu shows, refreshed live.
 */
import { z } from 'zod';
import { byId, contractsOf, errorBody, isoDateTime, named } from './contract.ts';

const { customer } = contractsOf('notifications');
const { admin } = contractsOf('notifications', 'admin');

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

/**
 * The back office menu's counts: unread customer messages and waiting conversations (Live Chat),
 * and new orders (Orders): orders paid and not yet taken in hand, i.e. status pending or confirmed
 * (decision 049). The web refetches them on the live events `chat-conversation` and `orders-changed`.
 */
export const staffAlerts = named('StaffAlerts', {
  chatUnread: z.number().int(),
  chatWaiting: z.number().int(),
  newOrders: z.number().int(),
  /** Return requests waiting for staff to approve or reject them (issue 27). */
  newReturns: z.number().int(),
  /** Currencies shoppers may choose whose rate is older than FX_MAX_AGE_HOURS (issue 22): shown in USD until refreshed or set. */
  staleRates: z.number().int(),
});
export type StaffAlertsDto = z.infer<typeof staffAlerts>;

export const notificationsContracts = {
  list: customer('GET', '/api/notifications', 'The latest 50 notifications, newest first, with the unread count', { responses: { 200: notificationList, 401: errorBody } }),
  markRead: customer('POST', '/api/notifications/:id/read', 'Mark one notification read', {
    ...byId('Notification not found'),
    responses: { 200: ok, 401: errorBody, 404: errorBody },
  }),
  markAllRead: customer('POST', '/api/notifications/read-all', 'Mark every notification read', { responses: { 200: ok, 401: errorBody } }),
  staffAlerts: admin('backoffice.enter', 'GET', '/api/admin/alerts', 'Counts for the back office menu: unread and waiting chats, new orders (pending or confirmed)', {
    responses: { 200: staffAlerts, 401: errorBody, 403: errorBody },
  }),
  clear: customer('DELETE', '/api/notifications', 'Delete every notification (§4 clear all)', {
    responses: { 200: z.object({ ok: z.literal(true), deleted: z.number().int() }), 401: errorBody },
  }),
};
