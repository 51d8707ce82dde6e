/**
 * Admin customer routes (back office §2 Admin customers, §4 derived status, §7) from
 * `customersContracts`, admins only: GET /api/admin/customers (search, tab all|new|vip|active;
 * stat cards), GET /api/admin/customers/:id (orders and activity from real events), GET
 * /api/admin/customers/export.csv ('customers.csv': Name, Email, Orders, Total Spent, Status,
 * Join Date), POST /api/admin/customers/:id/notifications (Send Notification). The rules are in
 * customers-service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { customersContracts } from '@phonexport/contracts/customers';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { csvHeaders, toCsv } from '../../http/csv.ts';
import { customerDetail, customersCsv, listCustomers, notifyCustomer } from './customers-service.ts';

export function customersRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, customersContracts.list, async ({ query }) => listCustomers(db, query));

  route(app, customersContracts.exportCsv, async ({ query, reply }) => {
    const { header, rows } = await customersCsv(db, query);
    return reply.headers(csvHeaders('customers.csv')).send(toCsv(header, rows));
  });

  route(app, customersContracts.get, async ({ params }) => customerDetail(db, params.id));

  route(app, customersContracts.notify, async ({ user, params, body }) => notifyCustomer(db, user, params.id, body));
}
