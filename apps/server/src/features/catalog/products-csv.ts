/**
 * Products CSV (back office §7 'products_export_{date}.csv'): one row per variant, product fields
 * repeated. The import (issue 24, decision 058) reads the same columns; rows with the same `id`
 * (or, without an id, the same name and brand) form one product. `checkProductsCsv` checks every
 * row with the text rules of JSON bodies and names each problem with its line; rows with a
 * problem are left out (the preview lists them), the others are returned grouped as products.
 */
import Papa from 'papaparse';
import { brandNameKey, MAX_PRODUCT_IMAGES } from '@phonexport/domain/admin';
import { adminProductSchema, productImageUrlSchema, type AdminProduct } from '@phonexport/contracts/catalog';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@phonexport/domain/catalog';
import { centsToDecimalString, parseDollars } from '@phonexport/domain/money';
import { IMPORT_FILE_MESSAGES, IMPORT_ISSUES, IMPORT_LIMITS, describeControlCharacter, type ImportIssue } from '@phonexport/domain/product-import';
import { CONTROL_CHARACTER } from '@phonexport/domain/text-rules';
import type { AdminProductDto } from '@phonexport/contracts/catalog';
import { toCsv } from '../../lib/csv.ts';

export const PRODUCT_CSV_COLUMNS = [
  'id', 'name', 'brand', 'category', 'status', 'featured', 'description', 'color', 'storage', 'price', 'stock',
  'images', 'display', 'processor', 'ram', 'storage_spec', 'camera', 'battery', 'hs_code', 'declared_value', 'estimated_duty',
] as const;

/** The export file's text. */
export function productsToCsv(items: AdminProductDto[]): string {
  const rows: unknown[][] = [];
  for (const p of items) {
    const variants = p.variants.length ? p.variants : [{ color: '', storage: '', priceCents: p.priceCents, stock: p.stock }];
    for (const v of variants) {
      rows.push([
        p.id, p.name, p.brand, p.category, p.status, p.featured ? 'true' : 'false', p.description, v.color, v.storage,
        centsToDecimalString(v.priceCents), v.stock, p.images.join('|'), p.specifications.display, p.specifications.processor,
        p.specifications.ram, p.specifications.storage, p.specifications.camera, p.specifications.battery, p.hsCode,
        centsToDecimalString(p.declaredValueCents), centsToDecimalString(p.estimatedDutyCents),
      ]);
    }
  }
  return toCsv([...PRODUCT_CSV_COLUMNS], rows);
}

/** A problem found on one line of the file. */
export type RowIssue = ImportIssue & { line: number };

/** One product of the file, checked: its fields (brand as written), image references, first line and row count. */
export interface CheckedProduct {
  /** The `id` column: the product it updates, or null. */
  id: string | null;
  line: number;
  rows: number;
  /** The brand cell as written (resolved against the brands table by the service). */
  brandText: string;
  /** Every field but brand (set by the service) and images. */
  input: Omit<AdminProduct, 'brand' | 'images'>;
  /** The images column's entries in order: shop image URLs or photo file names. */
  images: string[];
}

/** The file could not be read at all (a 400 with this message). */
export class CsvFileError extends Error {}

/** Undoes the export's formula guard (a leading apostrophe before = + - @). */
const unguard = (s: string | undefined) => (s ?? '').trim().replace(/^'(?=[=+\-@\t\r])/, '');

const REQUIRED_COLUMNS = ['name', 'brand', 'category', 'description', 'price', 'stock'] as const;

/** Longest text per column (the product form's limits, admin.ts). */
const MAX_LENGTH: Record<string, number> = {
  name: 200, description: 5000, color: 40, storage: 40, display: 200, processor: 200, ram: 100, storage_spec: 100, camera: 200, battery: 100, hs_code: 20,
};

const CATEGORY_BY_TEXT = new Map<string, Category>(
  CATEGORIES.flatMap((c) => [[c, c], [CATEGORY_LABELS[c].toLowerCase(), c], [c.replace(/s$/, ''), c]] as [string, Category][]),
);
const STATUS_BY_TEXT = new Map<string, AdminProduct['status']>([
  ['active', 'active'], ['inactive', 'inactive'], ['out_of_stock', 'out_of_stock'], ['out of stock', 'out_of_stock'], ['', 'active'],
]);

/** A money cell as cents, or the issue that names what is wrong with it. */
function money(raw: string, column: string): number | ImportIssue {
  const cents = parseDollars(raw, { allowDollarSign: false, maxWholeDigits: 15 });
  if (cents === null) return IMPORT_ISSUES.notMoney(column, raw);
  if (cents > IMPORT_LIMITS.maxPriceCents) return IMPORT_ISSUES.moneyTooLarge(column);
  return cents;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every CSV record with the line it starts on (header = line 1), read by papaparse. */
function readRecords(text: string): { line: number; cells: string[]; error: string | null }[] {
  const records: { line: number; cells: string[]; error: string | null }[] = [];
  let start = 0;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    header: false,
    step: (result) => {
      // The record starts at the first character after the previous one's end that is not a line break.
      let from = start;
      while (from < text.length && (text[from] === '\n' || text[from] === '\r')) from++;
      for (let i = counted; i < from; i++) if (text.charCodeAt(i) === 10) line++;
      counted = from;
      const end = result.meta.cursor;
      records.push({ line, cells: result.data, error: result.errors[0]?.message ?? null });
      start = end;
      if (records.length > IMPORT_LIMITS.maxRows + 1) throw new CsvFileError(IMPORT_FILE_MESSAGES.tooManyRows(records.length - 1));
    },
  });
  return records;
}

/**
 * Checks a products CSV (decoded text, BOM removed). Throws CsvFileError when the file cannot be
 * used at all (no rows, missing columns, too many rows); otherwise returns the good products and
 * every row problem with its line. Yields to the event loop every 500 rows, so a 36,000-row file
 * never holds other requests.
 */
export async function checkProductsCsv(text: string): Promise<{ products: CheckedProduct[]; issues: RowIssue[]; rows: number; skippedRows: number }> {
  const records = readRecords(text);
  const headerRecord = records.shift();
  const data = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!headerRecord || !data.length) throw new CsvFileError(IMPORT_FILE_MESSAGES.noRows);
  const header = headerRecord.cells.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new CsvFileError(IMPORT_FILE_MESSAGES.missingColumns(missing));

  const issues: RowIssue[] = [];
  const badKeys = new Set<string>();
  const groups = new Map<string, { id: string | null; line: number; lines: number[]; first: Record<string, string>; variants: AdminProduct['variants']; bad: boolean }>();

  for (const [index, record] of data.entries()) {
    if (index % 500 === 499) await yieldToEventLoop();
    const { line } = record;
    const rowIssues: ImportIssue[] = [];
    if (record.error) rowIssues.push(IMPORT_ISSUES.parse(record.error));
    const cells: Record<string, string> = {};
    header.forEach((column, i) => {
      const raw = record.cells[i] ?? '';
      const control = CONTROL_CHARACTER.exec(raw);
      if (control) rowIssues.push(IMPORT_ISSUES.controlCharacter(`${column} (${i + 1})`, describeControlCharacter(control[0])));
      else if (raw.includes('\uFFFD')) rowIssues.push(IMPORT_ISSUES.replacementCharacter(`${column} (${i + 1})`));
      cells[column] = unguard(raw);
    });
    const c = (k: string) => cells[k] ?? '';
    for (const [column, max] of Object.entries(MAX_LENGTH)) if (c(column).length > max) rowIssues.push(IMPORT_ISSUES.tooLong(column, max, c(column).length));
    if (!c('brand')) rowIssues.push(IMPORT_ISSUES.brandRequired());
    else if (c('brand').length > 40) rowIssues.push(IMPORT_ISSUES.brandTooLong(c('brand')));
    const id = c('id') || null;
    if (!id && !c('name')) rowIssues.push(IMPORT_ISSUES.required('name'));
    if (!c('description')) rowIssues.push(IMPORT_ISSUES.required('description'));
    if (!CATEGORY_BY_TEXT.has(c('category').toLowerCase())) rowIssues.push(IMPORT_ISSUES.unknownCategory(c('category'), CATEGORIES));
    if (!STATUS_BY_TEXT.has(c('status').toLowerCase())) rowIssues.push(IMPORT_ISSUES.unknownStatus(c('status')));
    let priceCents = 0;
    if (!c('price')) rowIssues.push(IMPORT_ISSUES.required('price'));
    else {
      const price = money(c('price'), 'price');
      if (typeof price === 'number') priceCents = price;
      else rowIssues.push(price);
    }
    let stock = 0;
    if (!/^\d+$/.test(c('stock'))) rowIssues.push(IMPORT_ISSUES.notStock(c('stock')));
    else if (Number(c('stock')) > IMPORT_LIMITS.maxStock) rowIssues.push(IMPORT_ISSUES.stockTooLarge());
    else stock = Number(c('stock'));
    for (const column of ['declared_value', 'estimated_duty']) {
      if (!c(column)) continue;
      const value = money(c(column), column);
      if (typeof value !== 'number') rowIssues.push(value);
    }
    let color = c('color');
    let storage = c('storage');
    if (!color && !storage) {
      color = 'Standard';
      storage = 'Standard';
    } else if (!color) rowIssues.push(IMPORT_ISSUES.required('color'));
    else if (!storage) rowIssues.push(IMPORT_ISSUES.required('storage'));

    const key = id ? `id:${id}` : `name:${c('name').toLowerCase()}|${brandNameKey(c('brand'))}`;
    let group = groups.get(key);
    if (group && !rowIssues.length && group.variants.some((v) => v.color.toLowerCase() === color.toLowerCase() && v.storage.toLowerCase() === storage.toLowerCase())) {
      rowIssues.push(IMPORT_ISSUES.duplicateVariant(color, storage));
    }
    if (!group) {
      group = { id, line, lines: [], first: cells, variants: [], bad: false };
      groups.set(key, group);
    }
    group.lines.push(line);
    if (rowIssues.length) {
      group.bad = true;
      badKeys.add(key);
      for (const i of rowIssues) issues.push({ line, ...i });
    } else {
      group.variants.push({ color, storage, priceCents, stock });
    }
  }

  const products: CheckedProduct[] = [];
  let skippedRows = 0;
  for (const g of groups.values()) {
    if (g.bad) {
      skippedRows += g.lines.length;
      continue;
    }
    const c = (k: string) => g.first[k] ?? '';
    const images = c('images') ? c('images').split('|').map((s) => s.trim()).filter(Boolean) : [];
    const productIssues: ImportIssue[] = [];
    if (images.length > MAX_PRODUCT_IMAGES) productIssues.push(IMPORT_ISSUES.tooManyImages(MAX_PRODUCT_IMAGES));
    for (const image of images) if (image.startsWith('/') && !productImageUrlSchema.safeParse(image).success) productIssues.push(IMPORT_ISSUES.badImageUrl(image));
    const cents = (k: string) => (c(k) ? (money(c(k), k) as number) : 0);
    const candidate = {
      name: c('name'),
      description: c('description'),
      brand: 'placeholder',
      category: CATEGORY_BY_TEXT.get(c('category').toLowerCase()),
      status: STATUS_BY_TEXT.get(c('status').toLowerCase()),
      featured: ['true', 'yes', '1'].includes(c('featured').toLowerCase()),
      images: [],
      variants: g.variants,
      specifications: { display: c('display'), processor: c('processor'), ram: c('ram'), storage: c('storage_spec'), camera: c('camera'), battery: c('battery') },
      hsCode: c('hs_code'),
      declaredValueCents: cents('declared_value'),
      estimatedDutyCents: cents('estimated_duty'),
    };
    const parsed = adminProductSchema.safeParse(candidate);
    if (!parsed.success) for (const i of parsed.error.issues) productIssues.push(IMPORT_ISSUES.invalid(i.path.join('.') || 'row', i.message));
    if (productIssues.length || !parsed.success) {
      skippedRows += g.lines.length;
      for (const i of productIssues) issues.push({ line: g.line, ...i });
      continue;
    }
    const { brand: _brand, images: _images, ...input } = parsed.data;
    products.push({ id: g.id, line: g.line, rows: g.lines.length, brandText: c('brand').normalize('NFKC').replace(/\s+/g, ' '), input, images });
  }
  issues.sort((a, b) => a.line - b.line);
  return { products, issues, rows: data.length, skippedRows };
}
