/**
 * Products CSV (back office §7 'products_export_{date}.csv'): one row per variant, product fields
 * repeated. The import reads the same columns; rows with the same `id` (or, without an id, the
 * same name) form one product. Every row is checked first: any bad row means nothing is changed
 * and each problem is reported with its line number.
 */
import { adminProductSchema, type AdminProduct } from '@phonexport/domain/admin';
import { centsToDecimalString, parseDollars } from '@phonexport/domain/money';
import type { AdminProductDto, CsvRowError } from '@phonexport/contracts/catalog';
import { zodFields } from '../../http/errors.ts';
import { parseCsv, toCsv } from '../../http/csv.ts';

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

/** Undoes the export's formula guard (a leading apostrophe before = + - @). */
const unguard = (s: string | undefined) => (s ?? '').trim().replace(/^'(?=[=+\-@\t\r])/, '');

/** A money cell ('299.99') as cents; throws the row's message when it is not a number with at most 2 decimals. */
function toCents(raw: string, label: string): number {
  const cents = parseDollars(raw, { allowDollarSign: false, maxWholeDigits: 13 });
  if (cents === null) throw new Error(`${label} must be a number with at most 2 decimals, got "${raw}"`);
  return cents;
}

export interface ParsedProduct {
  id: string | null;
  line: number;
  input: AdminProduct;
}

/** Parses and validates an import file. Returns the products, or every row error found. */
export function parseProductsCsv(text: string): { products: ParsedProduct[]; errors: CsvRowError[] } {
  const { rows, errors: parseErrors } = parseCsv(text);
  const errors: CsvRowError[] = parseErrors.map((m) => ({ line: Number(/Line (\d+)/.exec(m)?.[1] ?? 0), message: m.replace(/^Line \d+: /, '') }));
  if (!rows.length) return { products: [], errors: [{ line: 1, message: 'The file has no product rows' }, ...errors] };
  const header = Object.keys(rows[0]!.cells);
  const missing = ['name', 'brand', 'category', 'description', 'color', 'storage', 'price', 'stock'].filter((c) => !header.includes(c));
  if (missing.length) return { products: [], errors: [{ line: 1, message: `Missing column(s): ${missing.join(', ')}` }] };

  const groups = new Map<string, { id: string | null; line: number; first: Record<string, string>; variants: AdminProduct['variants'] }>();
  for (const { line, cells } of rows) {
    const c = (k: string) => unguard(cells[k]);
    try {
      const color = c('color');
      const storage = c('storage');
      if (!color || !storage) throw new Error('color and storage are required');
      if (!/^\d+$/.test(c('stock'))) throw new Error(`stock must be a whole number of at least 0, got "${c('stock')}"`);
      const variant = { color, storage, priceCents: toCents(c('price'), 'price'), stock: Number(c('stock')) };
      const id = c('id') || null;
      const key = id ? `id:${id}` : `name:${c('name').toLowerCase()}`;
      if (!id && !c('name')) throw new Error('name is required');
      const group = groups.get(key);
      if (group) {
        if (group.variants.some((v) => v.color.toLowerCase() === color.toLowerCase() && v.storage.toLowerCase() === storage.toLowerCase()))
          throw new Error(`variant ${color} / ${storage} appears twice`);
        group.variants.push(variant);
      } else {
        groups.set(key, { id, line, first: { ...cells, line: String(line) }, variants: [variant] });
      }
    } catch (err) {
      errors.push({ line, message: (err as Error).message });
    }
  }

  const products: ParsedProduct[] = [];
  for (const g of groups.values()) {
    const c = (k: string) => unguard(g.first[k]);
    try {
      const money = (k: string, label: string) => (c(k) ? toCents(c(k), label) : 0);
      const candidate = {
        name: c('name'),
        description: c('description'),
        brand: c('brand').toLowerCase(),
        category: c('category').toLowerCase(),
        status: c('status') || 'active',
        featured: ['true', 'yes', '1'].includes(c('featured').toLowerCase()),
        images: c('images') ? c('images').split('|').map((s) => s.trim()).filter(Boolean) : [],
        variants: g.variants,
        specifications: {
          display: c('display'), processor: c('processor'), ram: c('ram'), storage: c('storage_spec'), camera: c('camera'), battery: c('battery'),
        },
        hsCode: c('hs_code'),
        declaredValueCents: money('declared_value', 'declared_value'),
        estimatedDutyCents: money('estimated_duty', 'estimated_duty'),
      };
      const parsed = adminProductSchema.safeParse(candidate);
      if (!parsed.success) {
        const fields = zodFields(parsed.error);
        throw new Error(Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; '));
      }
      products.push({ id: g.id, line: g.line, input: parsed.data });
    } catch (err) {
      errors.push({ line: g.line, message: (err as Error).message });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { products, errors };
}
