/**
 * The notifications subject's writes: createNotification (call it inside the transaction of the
 * change it reports). Other features reach it through the subject's index.ts (decision 105).
 */
import type { Db, Tx } from '../../db/client.ts';
import { publishAll, writeAndPublish, type LiveEnvelope } from '../../realtime/events.ts';
import { insertNotification, toNotification, type Notification, type NotificationRow } from './notifications-repository.ts';


/** What a feature supplies to notify a user. `type` is 'order' | 'system' | 'promotion' (§3). */
export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  type: NotificationRow['type'];
  orderId?: string | null;
}

/**
 * Inserts a notification (unread) and publishes it to `user:{userId}`, after the `alsoPublish`
 * envelopes (e.g. the admins' orders-changed), all in one statement. Call it inside the
 * transaction of the change it reports, so both commit or neither does. Returns the notification
 * as the user sees it.
 */
export async function createNotification(tx: Db | Tx, input: NewNotification, alsoPublish: LiveEnvelope[] = []): Promise<Notification> {
  const { row, dto, envelopes } = notificationRecord(input, alsoPublish);
  await writeAndPublish(tx, insertNotification(tx, row), envelopes);
  return dto;
}

/**
 * What createNotification writes and publishes, for a caller that writes it in a statement of its
 * own (the checkout, decision 077): the row (new id, unread, created now), the notification as the
 * user sees it, and the envelopes to publish in order (`alsoPublish`, then the notification to
 * `user:{userId}`).
 */
export function notificationRecord(input: NewNotification, alsoPublish: LiveEnvelope[] = []): { row: NotificationRow; dto: Notification; envelopes: LiveEnvelope[] } {
  const row: NotificationRow = {
    id: crypto.randomUUID(),
    userId: input.userId,
    title: input.title,
    message: input.message,
    type: input.type,
    orderId: input.orderId ?? null,
    read: false,
    createdAt: new Date(),
  };
  const dto = toNotification(row);
  return { row, dto, envelopes: [...alsoPublish, { topics: [`user:${input.userId}`], event: { type: 'notification', notification: dto } }] };
}

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
