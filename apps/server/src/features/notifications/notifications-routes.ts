/**
 * Notification routes for the signed-in user (storefront §7 Notifications): GET /api/notifications
 * (latest 50, newest first, with the unread count), POST /api/notifications/:id/read and
 * POST /api/notifications/read-all and DELETE /api/notifications (clear all, §4). Another user's notification answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationListDto } from '@phonexport/domain/dto';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { toNotificationDto } from './notifications-data.ts';

/** §9: notifications fetch limit. */
export const NOTIFICATIONS_LIMIT = 50;

export function notificationsRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/notifications', async (req): Promise<NotificationListDto> => {
    const user = await sessions.require(req);
    const [rows, [unread]] = await Promise.all([
      db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(desc(notifications.createdAt)).limit(NOTIFICATIONS_LIMIT),
      db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.read, false))),
    ]);
    return {
      unreadCount: unread?.n ?? 0,
      items: rows.map(toNotificationDto),
    };
  });

  app.post<{ Params: { id: string } }>('/api/notifications/:id/read', async (req) => {
    const user = await sessions.require(req);
    const updated = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, req.params.id), eq(notifications.userId, user.id)))
      .returning({ id: notifications.id });
    if (!updated.length) throw notFound('Notification not found');
    return { ok: true };
  });

  app.post('/api/notifications/read-all', async (req) => {
    const user = await sessions.require(req);
    await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, user.id), eq(notifications.read, false)));
    return { ok: true };
  });

  app.delete('/api/notifications', async (req) => {
    const user = await sessions.require(req);
    const deleted = await db.delete(notifications).where(eq(notifications.userId, user.id)).returning({ id: notifications.id });
    return { ok: true, deleted: deleted.length };
  });
}
