/**
 * Order routes, from `ordersContracts`. Customers: GET /api/orders (own, newest first),
 * GET /api/orders/:id (own only; anything else is 404 'Order not found'). Back office (admins,
 * back office §2, §4, §7): GET /api/admin/orders (search, status filter, paging, counters),
 * GET /api/admin/orders/:id (with the status events), POST /api/admin/orders/:id/status,
 * POST /api/admin/orders/:id/cancel (refund what is left, restock) and
 * POST /api/admin/orders/:id/refund { amount } (USD, partial or the rest). Rules in orders-service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ordersContracts as c } from '@phonexport/contracts/orders';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import { csvHeaders, toCsv } from '../../http/csv.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { cancelOrderForAdmin, changeOrderStatus, ordersCsv, refundOrderForAdmin } from './orders-service.ts';
import { findAdminOrder, findOrderForUser, findAdminOrders, findOrdersForUser } from './orders-repository.ts';

export interface OrdersDeps {
  db: Db;
  /** The shop's payment provider; null when none is configured (refunds then answer 503). */
  payments: PaymentProvider | null;
}

export function ordersRoutes(app: FastifyInstance, { db, payments }: OrdersDeps): void {
  route(app, c.listMine, ({ user }) => findOrdersForUser(db, user.id));

  route(app, c.getMine, async ({ params, user }) => {
    const order = await findOrderForUser(db, user.id, params.id);
    if (!order) throw notFound('Order not found');
    return order;
  });

  route(app, c.adminList, ({ query }) => findAdminOrders(db, query));

  route(app, c.adminExportCsv, async ({ query, reply }) => {
    const { header, rows } = await ordersCsv(db, query);
    return reply.headers(csvHeaders('orders.csv')).send(toCsv(header, rows));
  });

  route(app, c.adminGet, async ({ params }) => {
    const order = await findAdminOrder(db, params.id);
    if (!order) throw notFound('Order not found');
    return order;
  });

  route(app, c.updateStatus, ({ params, body, user }) => changeOrderStatus(db, payments, user, params.id, body));

  route(app, c.cancel, ({ params, user }) => cancelOrderForAdmin(db, payments, user, params.id));

  route(app, c.refund, ({ params, body, user }) => refundOrderForAdmin(db, payments, user, params.id, body.amount));
}
