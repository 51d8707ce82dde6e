/**
 * Admin order routes (back office §2, §4, §7), admins only: GET /api/admin/orders (search by
 * order number, name or e-mail; status filter; paging; status counters), GET /api/admin/orders/:id
 * (with contact details and the status events), POST /api/admin/orders/:id/status,
 * POST /api/admin/orders/:id/cancel (refund what is left, restock) and
 * POST /api/admin/orders/:id/refund { amount } (USD, partial or the rest).
 * A status change, its shipment/status event (time and admin), the customer's notification and
 * the audit record are written in one transaction: all or nothing. Setting the status to
 * cancelled is a cancel (refund and restock, see orders/order-refunds.ts); a cancelled order
 * cannot be moved to another status (409): its stock was returned and its payment refunded.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  adminOrderListQuerySchema,
  orderStatusNotification,
  orderStatusUpdateSchema,
  statusCodeFor,
  type AdminOrderCounts,
  type StatusUpdateResult,
} from '@phonexport/domain/admin';
import type { OrderDto } from '@phonexport/domain/dto';
import { REFUND_MESSAGES, refundRequestSchema } from '@phonexport/domain/refunds';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, shipmentEvents } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { createNotification } from '../notifications/notifications-service.ts';
import { toOrderDto } from '../orders/orders-service.ts';
import { cancelOrder, refundOrder } from '../orders/orders-service.ts';
import type { AdminDeps } from './admin-routes.ts';

type IdParams = { Params: { id: string } };

export interface AdminOrderDto extends OrderDto {
  userId: string | null;
  events: { id: string; status: string; statusCode: string; description: string; actorId: string | null; createdAt: string }[];
}

async function loadOrders(db: Db | Tx, rows: (typeof orders.$inferSelect)[]): Promise<OrderDto[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.position));
  return rows.map((r) => ({ ...toOrderDto(r, items.filter((i) => i.orderId === r.id)), userId: r.userId }));
}

async function getAdminOrder(db: Db | Tx, id: string): Promise<AdminOrderDto | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [dto] = await loadOrders(db, [row]);
  const events = await db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, id)).orderBy(asc(shipmentEvents.createdAt));
  return {
    ...dto!,
    userId: row.userId,
    events: events.map((e) => ({ id: e.id, status: e.status, statusCode: e.statusCode, description: e.description, actorId: e.actorId, createdAt: e.createdAt.toISOString() })),
  };
}

export function adminOrdersRoutes(app: FastifyInstance, { db, sessions, payments }: AdminDeps): void {
  app.get('/api/admin/orders', async (req) => {
    await sessions.requireAdmin(req);
    const q = parse(adminOrderListQuerySchema, req.query);
    const conditions: SQL[] = [];
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern), ilike(orders.trackingNumber, pattern))!);
    }
    const searchWhere = conditions.length ? and(...conditions) : undefined;
    if (q.status) conditions.push(eq(orders.status, q.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [c], countRows] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(q.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).where(searchWhere).groupBy(orders.status),
    ]);
    const counts: AdminOrderCounts = { pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0, all: 0 };
    for (const r of countRows) {
      counts[r.status] = r.n;
      counts.all += r.n;
    }
    return { items: await loadOrders(db, rows), total: c?.n ?? 0, counts };
  });

  app.get<IdParams>('/api/admin/orders/:id', async (req) => {
    await sessions.requireAdmin(req);
    const order = await getAdminOrder(db, req.params.id);
    if (!order) throw notFound('Order not found');
    return order;
  });

  app.post<IdParams>('/api/admin/orders/:id/status', async (req): Promise<StatusUpdateResult & { order: AdminOrderDto }> => {
    const admin = await sessions.requireAdmin(req);
    const { status, trackingNumber } = parse(orderStatusUpdateSchema, req.body);
    if (status === 'cancelled') {
      const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, req.params.id)).limit(1);
      if (!current) throw notFound('Order not found');
      if (current.status !== 'cancelled') {
        const done = await cancelOrder(db, payments, admin, req.params.id);
        return { order: (await getAdminOrder(db, done.orderId))!, notified: done.notified, message: done.notified ? ADMIN_MESSAGES.statusNotified(done.customerName) : ADMIN_MESSAGES.statusUpdated };
      }
    }
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, req.params.id)).for('update').limit(1);
      if (!before) throw notFound('Order not found');
      if (before.status === 'cancelled' && status !== 'cancelled') throw conflict(REFUND_MESSAGES.cannotReopen, 'cancelled');
      const keepsTracking = status === 'shipped' || status === 'delivered';
      const tracking = keepsTracking && trackingNumber ? trackingNumber : before.trackingNumber;
      await tx.update(orders).set({ status, trackingNumber: tracking }).where(eq(orders.id, before.id));
      await tx.insert(shipmentEvents).values({
        orderId: before.id,
        status,
        statusCode: statusCodeFor(status),
        description:
          before.status === status
            ? `Status confirmed as ${status} by ${admin.email}${tracking !== before.trackingNumber ? ` (tracking ${tracking})` : ''}`
            : `Status changed from ${before.status} to ${status} by ${admin.email}${tracking && tracking !== before.trackingNumber ? ` (tracking ${tracking})` : ''}`,
        actorId: admin.id,
      });
      let notified = false;
      if (before.userId) {
        const text = orderStatusNotification(status, before.orderNumber, tracking);
        await createNotification(tx, { userId: before.userId, title: text.title, message: text.message, type: 'order', orderId: before.id });
        notified = true;
      }
      await writeAudit(tx, admin, {
        action: 'status',
        entity: 'order',
        entityId: before.id,
        before: { status: before.status, trackingNumber: before.trackingNumber },
        after: { status, trackingNumber: tracking },
      });
      const order = (await getAdminOrder(tx, before.id))!;
      return { order, notified, message: notified ? ADMIN_MESSAGES.statusNotified(before.customerName) : ADMIN_MESSAGES.statusUpdated };
    });
  });

  app.post<IdParams>('/api/admin/orders/:id/cancel', async (req): Promise<StatusUpdateResult & { order: AdminOrderDto; refundedCents: number }> => {
    const admin = await sessions.requireAdmin(req);
    const done = await cancelOrder(db, payments, admin, req.params.id);
    return {
      order: (await getAdminOrder(db, done.orderId))!,
      notified: done.notified,
      refundedCents: done.refundedCents,
      message: done.refundedCents > 0 ? REFUND_MESSAGES.cancelled : REFUND_MESSAGES.cancelledNoRefund,
    };
  });

  app.post<IdParams>('/api/admin/orders/:id/refund', async (req): Promise<StatusUpdateResult & { order: AdminOrderDto; refundedCents: number }> => {
    const admin = await sessions.requireAdmin(req);
    const { amount } = parse(refundRequestSchema, req.body ?? {});
    const done = await refundOrder(db, payments, admin, req.params.id, amount);
    return { order: (await getAdminOrder(db, done.orderId))!, notified: done.notified, refundedCents: done.refundedCents, message: REFUND_MESSAGES.refunded(done.refundedCents) };
  });
}
