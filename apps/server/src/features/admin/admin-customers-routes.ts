/**
 * Admin customer routes (back office §2 Admin customers, §4 derived status, §7), admins only:
 * GET /api/admin/customers (search, tab all|new|vip|active; stat cards), GET
 * /api/admin/customers/:id (orders and activity from real events), GET
 * /api/admin/customers/export.csv ('customers.csv': Name, Email, Orders, Total Spent, Status,
 * Join Date), POST /api/admin/customers/:id/notifications (Send Notification).
 * Order counts and totals (and so VIP status) are aggregated in SQL by the one sales rule
 * (domain/refunds countsAsSale: cancelled and fully refunded orders do not count; refunds are
 * subtracted), the same rule as the dashboard and reports.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminNotificationSchema,
  customerStatus,
  isNewCustomer,
  type AdminCustomerDto,
  type AdminCustomerListDto,
  type CustomerActivityDto,
} from '@phonexport/domain/admin';
import { averageOrderValueCents } from '@phonexport/domain/refunds';
import type { Db } from '../../db/client.ts';
import { notifications, orderItems, orders, profiles, shipmentEvents } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { createNotification } from '../notifications/notifications-service.ts';
import { COUNTED_ORDER, NET_SALE_CENTS } from '../orders/orders-service.ts';
import type { AdminDeps } from './admin-routes.ts';
import { csvHeaders, toCsv } from './csv.ts';

type IdParams = { Params: { id: string } };

const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  tab: z.enum(['all', 'new', 'vip', 'active']).default('all'),
});

/** Every customer with order count and total spent (one grouped query). */
async function allCustomers(db: Db): Promise<AdminCustomerDto[]> {
  const rows = await db
    .select({
      p: profiles,
      orderCount: sql<number>`(count(${orders.id}) filter (where ${COUNTED_ORDER}))::int`,
      spent: sql<string>`coalesce(sum(${NET_SALE_CENTS}) filter (where ${COUNTED_ORDER}), 0)::text`,
    })
    .from(profiles)
    .leftJoin(orders, eq(orders.userId, profiles.userId))
    .where(eq(profiles.role, 'customer'))
    .groupBy(profiles.userId)
    .orderBy(desc(profiles.createdAt));
  const now = new Date();
  return rows.map(({ p, orderCount, spent }) => {
    const totalSpentCents = Number(spent);
    return {
      id: p.userId,
      displayName: p.displayName || 'Unknown Customer',
      email: p.email,
      phone: p.phone,
      createdAt: p.createdAt.toISOString(),
      lastLogin: p.lastLogin?.toISOString() ?? null,
      orderCount,
      totalSpentCents,
      status: customerStatus(orderCount, totalSpentCents),
      isNew: isNewCustomer(p.createdAt, now),
    };
  });
}

function filter(list: AdminCustomerDto[], q: z.output<typeof listQuery>): AdminCustomerDto[] {
  const s = q.search?.toLowerCase();
  return list.filter(
    (c) =>
      (!s || c.displayName.toLowerCase().includes(s) || c.email.toLowerCase().includes(s)) &&
      (q.tab === 'all' || (q.tab === 'new' && c.isNew) || (q.tab === 'vip' && c.status === 'vip') || (q.tab === 'active' && c.status === 'active')),
  );
}

function stats(list: AdminCustomerDto[]): AdminCustomerListDto['stats'] {
  const now = new Date();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const joinedThis = list.filter((c) => new Date(c.createdAt) >= thisMonth).length;
  const joinedLast = list.filter((c) => new Date(c.createdAt) >= lastMonth && new Date(c.createdAt) < thisMonth).length;
  const orderTotal = list.reduce((n, c) => n + c.orderCount, 0);
  const spentTotal = list.reduce((n, c) => n + c.totalSpentCents, 0);
  return {
    totalCustomers: list.length,
    growthPercent: joinedLast ? Math.round(((joinedThis - joinedLast) / joinedLast) * 1000) / 10 : null,
    newThisMonth: list.filter((c) => c.isNew).length,
    vipCustomers: list.filter((c) => c.status === 'vip').length,
    avgOrderValueCents: averageOrderValueCents(spentTotal, orderTotal),
  };
}

const STATUS_LABEL = { vip: 'VIP', active: 'Active', inactive: 'Inactive' } as const;

export function adminCustomersRoutes(app: FastifyInstance, { db, sessions }: AdminDeps): void {
  app.get('/api/admin/customers', async (req): Promise<AdminCustomerListDto> => {
    await sessions.requireAdmin(req);
    const q = parse(listQuery, req.query);
    const list = await allCustomers(db);
    return { items: filter(list, q), stats: stats(list) };
  });

  app.get('/api/admin/customers/export.csv', async (req, reply) => {
    await sessions.requireAdmin(req);
    const rows = filter(await allCustomers(db), parse(listQuery, req.query)).map((c) => [
      c.displayName,
      c.email,
      c.orderCount,
      (c.totalSpentCents / 100).toFixed(2),
      STATUS_LABEL[c.status],
      c.createdAt.slice(0, 10),
    ]);
    return reply.headers(csvHeaders('customers.csv')).send(toCsv(['Name', 'Email', 'Orders', 'Total Spent', 'Status', 'Join Date'], rows));
  });

  app.get<IdParams>('/api/admin/customers/:id', async (req) => {
    await sessions.requireAdmin(req);
    const customer = (await allCustomers(db)).find((c) => c.id === req.params.id);
    if (!customer) throw notFound('Customer not found');
    const orderRows = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        status: orders.status,
        itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.userId, customer.id))
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt));
    const [events, notes] = await Promise.all([
      db
        .select({ at: shipmentEvents.createdAt, status: shipmentEvents.status, description: shipmentEvents.description, orderNumber: orders.orderNumber })
        .from(shipmentEvents)
        .innerJoin(orders, eq(orders.id, shipmentEvents.orderId))
        .where(eq(orders.userId, customer.id))
        .orderBy(desc(shipmentEvents.createdAt))
        .limit(50),
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'system')))
        .orderBy(desc(notifications.createdAt))
        .limit(20),
    ]);
    const activity: CustomerActivityDto[] = [
      { at: customer.createdAt, kind: 'joined' as const, text: 'Joined the shop' },
      ...(customer.lastLogin ? [{ at: customer.lastLogin, kind: 'login' as const, text: 'Last signed in' }] : []),
      ...orderRows.map((o) => ({ at: o.createdAt.toISOString(), kind: 'order' as const, text: `Placed order #${o.orderNumber}` })),
      ...events
        .filter((e) => e.status !== 'confirmed')
        .map((e) => ({ at: e.at.toISOString(), kind: 'status' as const, text: `Order #${e.orderNumber}: ${e.status}` })),
      ...notes.map((n) => ({ at: n.createdAt.toISOString(), kind: 'notification' as const, text: `Notification sent: ${n.title}` })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    return {
      customer,
      orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      activity,
    };
  });

  app.post<IdParams>('/api/admin/customers/:id/notifications', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const body = parse(adminNotificationSchema, req.body ?? {});
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, req.params.id)).limit(1);
    if (!p) throw notFound('Customer not found');
    const name = p.displayName || 'Unknown Customer';
    const message = body.message ?? `Hello ${name}, we have important updates for your account.`;
    await db.transaction(async (tx) => {
      const n = await createNotification(tx, { userId: p.userId, title: body.title, message, type: 'system' });
      await writeAudit(tx, admin, { action: 'notify', entity: 'customer', entityId: p.userId, after: n });
    });
    return reply.status(201).send({ message: `Notification sent to ${name}` });
  });
}
