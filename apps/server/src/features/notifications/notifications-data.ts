/**
 * Notifications data access (storefront §3 Notification). createNotification is the one way any
 * feature (checkout, order status changes, support replies...) tells a customer something: it
 * stores the notification and pushes it live to the customer's open tabs once committed.
 */
import type { NotificationDto } from '@phonexport/domain/dto';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { publish } from '../../realtime/events.ts';

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
 * Inserts a notification (unread) and publishes it to `user:{userId}`. Call it inside the
 * transaction of the change it reports, so both commit or neither does. Returns the DTO.
 */
export async function createNotification(tx: Db | Tx, input: NewNotification): Promise<NotificationDto> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: input.userId, title: input.title, message: input.message, type: input.type, orderId: input.orderId ?? null })
    .returning();
  const dto = toNotificationDto(row!);
  await publish(tx, [`user:${input.userId}`], { type: 'notification', notification: dto });
  return dto;
}
