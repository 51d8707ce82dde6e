/**
 * CSV downloads: the headers of an export's answer. The CSV text itself is written by
 * lib/csv.ts's toCsv (re-exported here for the routes).
 */
export { toCsv } from '../lib/csv.ts';

/** Sends CSV as a download. */
export function csvHeaders(filename: string): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' };
}
