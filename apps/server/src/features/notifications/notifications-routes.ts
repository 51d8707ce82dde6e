/**
 * Notification routes for the signed-in user (storefront §7 Notifications) from
 * `notificationsContracts`: GET /api/notifications (latest 50, newest first, with the unread
 * count), POST /api/notifications/:id/read, POST /api/notifications/read-all and
 * DELETE /api/notifications (clear all, §4). Another user's notification answers 404.
 * GET /api/admin/alerts: the back office menu's counts (admins only; decision 049), and how many
 * currencies' rates are stale (issue 22).
 */
import type { FastifyInstance } from 'fastify';
import { notificationsContracts } from '@phonexport/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import { staleRateCount } from '../currency/index.ts';
import { NOTIFICATIONS_LIMIT } from './notifications-service.ts';
import { deleteNotifications, findNotifications, updateAllNotificationsRead, updateNotificationRead, findStaffAlertCounts } from './notifications-repository.ts';
import { requestLanguage, translateMessage } from '@phonexport/domain/server-messages';

export function notificationsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, notificationsContracts.list, async ({ user, req, reply }) => {
    // The shop's own notification texts (order status) in the language the app asks in; a message
    // the staff wrote to the customer stays as written.
    const language = requestLanguage(req.headers['accept-language']);
    reply.header('vary', 'Accept-Language');
    const list = await findNotifications(db, user.id, NOTIFICATIONS_LIMIT);
    return { ...list, items: list.items.map((n) => ({ ...n, title: translateMessage(n.title, language), message: translateMessage(n.message, language) })) };
  });

  route(app, notificationsContracts.markRead, async ({ user, params }) => {
    if (!(await updateNotificationRead(db, user.id, params.id))) throw notFound('Notification not found');
    return { ok: true as const };
  });

  route(app, notificationsContracts.markAllRead, async ({ user }) => {
    await updateAllNotificationsRead(db, user.id);
    return { ok: true as const };
  });

  route(app, notificationsContracts.staffAlerts, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const [counts, staleRates] = await Promise.all([findStaffAlertCounts(db), staleRateCount(db)]);
    return { ...counts, staleRates };
  });

  route(app, notificationsContracts.clear, async ({ user }) => ({ ok: true as const, deleted: await deleteNotifications(db, user.id) }));
}
