/**
 * CSV writing with papaparse: the one CSV writer of every export (issue 24); the products import
 * reads with it in features/catalog/products-csv.ts. Every written field is quoted and goes through
 * safeCsvCell, so a value a spreadsheet would run as a formula (= + - @ tab CR, at the start or after
 * a list separator) is written as text. No HTTP here: http/csv.ts adds the download's headers.
 */
import Papa from 'papaparse';
import { safeCsvCell } from '@phonexport/domain/admin';

/** CSV text (CRLF, header row first, every field quoted, UTF-8 BOM so spreadsheets read accents) from rows of cells. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + Papa.unparse({ fields: header.map(safeCsvCell), data: rows.map((r) => r.map(safeCsvCell)) }, { newline: '\r\n', quotes: true });
}
