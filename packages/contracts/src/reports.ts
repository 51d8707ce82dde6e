/**
 * Report contracts: the back office dashboard and the sales report (back office §2 Admin
 * dashboard, §3 Dashboard stats). Every figure counts the same orders (domain/refunds
 * countsAsSale: not cancelled, payment held), net of refunds, in integer cents. A report covers
 * at most one year (`reportQuerySchema`).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@phonexport/domain/admin';
import { cents, type Contract, contractsOf, file, isoDateTime, named } from './contract.ts';

const { admin } = contractsOf('reports');

/** A report's range: `from` and `to` days, in order, at most a year apart. */
export const reportQuerySchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, { path: ['to'], message: 'Choose at most one year' });

export const dashboard = named('Dashboard', {
  totalRevenueCents: cents,
  thisMonthRevenueCents: cents,
  totalOrders: z.number().int(),
  thisMonthOrders: z.number().int(),
  /** totalRevenueCents / totalOrders, rounded (averageOrderValueCents). */
  avgOrderValueCents: cents,
  totalProducts: z.number().int(),
  totalCustomers: z.number().int(),
  recentOrders: z.array(
    z.object({ id: z.string(), orderNumber: z.string(), customerName: z.string(), customerEmail: z.string(), totalCents: cents, status: z.enum(ORDER_STATUSES), createdAt: isoDateTime }),
  ),
  topProducts: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int(), priceCents: cents, unitsSold: z.number().int() })),
});
export type DashboardDto = z.infer<typeof dashboard>;

export const reportRow = named('SalesReportRow', {
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  orders: z.number().int(),
  revenueCents: cents,
});
export type ReportRow = z.infer<typeof reportRow>;

/** Revenue of one payment method over the report's days (issue 25: card, PayPal, mobile money). */
export const reportMethodRow = named('SalesReportMethod', { method: z.string(), orders: z.number().int(), revenueCents: cents });

export const report = named('SalesReport', {
  from: z.string(),
  to: z.string(),
  rows: z.array(reportRow),
  totals: z.object({ orders: z.number().int(), revenueCents: cents }),
  /** The same orders and revenue split by payment method, largest revenue first. */
  byMethod: z.array(reportMethodRow),
});
export type ReportDto = z.infer<typeof report>;

export const reportsContracts = {
  dashboard: admin('reports.view', 'GET', '/api/admin/dashboard', 'The four cards, the five latest orders and the top products by units sold', { responses: { 200: dashboard } }),
  sales: admin('reports.view', 'GET', '/api/admin/reports/sales', 'Orders and revenue per UTC day from `from` to `to` (YYYY-MM-DD, at most a year), every day listed', {
    query: reportQuerySchema,
    responses: { 200: report },
  }),
  salesCsv: admin('reports.view', 'GET', '/api/admin/reports/sales.csv', 'The same report as CSV (Date, Orders, Revenue (USD), then a Total line)', {
    query: reportQuerySchema,
    responses: { 200: file('text/csv', 'sales_report_{from}_{to}.csv') },
  }),
} satisfies Record<string, Contract>;
