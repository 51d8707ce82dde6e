/**
 * Reports (back office §2 Admin dashboard, §3 Dashboard stats): the dashboard, the sales report
 * and its CSV.
 */
import { centsToDecimalString } from '@phonexport/domain/money';
import type { Db } from '../../db/client.ts';
import { findSalesReport } from './reports-repository.ts';


/**
 * The sales report from `from` to `to` (YYYY-MM-DD) as CSV cells: header Date, Orders,
 * Revenue (USD) (dollars with 2 decimals), one row per day, then a Total row.
 */
export async function salesReportCsv(db: Db, from: string, to: string): Promise<{ fileName: string; header: string[]; rows: (string | number)[][] }> {
  const report = await findSalesReport(db, from, to);
  const rows: (string | number)[][] = report.rows.map((r) => [r.date, r.orders, centsToDecimalString(r.revenueCents)]);
  rows.push(['Total', report.totals.orders, centsToDecimalString(report.totals.revenueCents)]);
  return { fileName: `sales_report_${from}_${to}.csv`, header: ['Date', 'Orders', 'Revenue (USD)'], rows };
}
