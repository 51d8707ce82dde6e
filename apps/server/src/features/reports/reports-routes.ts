/**
 * Report routes, from `reportsContracts` (admins only): GET /api/admin/dashboard (the four cards,
 * recent orders, top products by units sold), GET /api/admin/reports/sales?from&to (revenue and
 * orders per UTC day, every day of the period) and GET /api/admin/reports/sales.csv.
 */
import type { FastifyInstance } from 'fastify';
import { reportsContracts as c } from '@phonexport/contracts/reports';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { csvHeaders, toCsv } from '../../http/csv.ts';
import { findDashboard, findSalesReport } from './reports-repository.ts';
import { salesReportCsv } from './reports-service.ts';

export function reportsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, c.dashboard, () => findDashboard(db));

  route(app, c.sales, ({ query }) => findSalesReport(db, query.from, query.to));

  route(app, c.salesCsv, async ({ query, reply }) => {
    const csv = await salesReportCsv(db, query.from, query.to);
    return reply.headers(csvHeaders(csv.fileName)).send(toCsv(csv.header, csv.rows));
  });
}
