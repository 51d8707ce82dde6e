/**
 * CSV writing with papaparse (the products import reads with it in features/catalog/products-csv.ts). Every written cell goes through safeCsvCell, so a value
 * a spreadsheet would run as a formula (= + - @ tab CR) is written as text.
 */
import Papa from 'papaparse';
import { safeCsvCell } from '@phonexport/domain/admin';

/** CSV text (CRLF, header row first, UTF-8 BOM so spreadsheets read accents) from rows of cells. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + Papa.unparse({ fields: header.map(safeCsvCell), data: rows.map((r) => r.map(safeCsvCell)) }, { newline: '\r\n' });
}

/** Sends CSV as a download. */
export function csvHeaders(filename: string): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' };
}
