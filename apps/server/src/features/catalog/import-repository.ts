/**
 * Catalog import data access (issue 24, decision 058): import jobs and their items, the lookups
 * the preview makes (brands, products by id or by name and brand), and the batch writes of the
 * worker. Every batch function runs inside the caller's transaction.
 */
import { and, asc, desc, eq, inArray, lt, or, gte, isNull, sql } from 'drizzle-orm';
import type { AdminProduct } from '@phonexport/domain/admin';
import type { ImportState } from '@phonexport/domain/product-import';
import type { Db, Tx } from '../../db/client.ts';
import { brands, productImportItems, productImports, productVariants, products } from '../../db/schema.ts';
import type { Holds, SameShape } from '../../db/row-shape.ts';
import { productColumns, slugify, variantColumns } from './catalog-repository.ts';

/** A catalog import (decision 058): its state, counts, lease and who started it. Declared here, checked against the table (db/row-shape.ts). */
export interface ImportRow {
  id: string;
  state: 'previewed' | 'queued' | 'running' | 'done' | 'failed';
  fileName: string;
  sourceKind: 'csv' | 'zip';
  sourceKey: string | null;
  preview: unknown;
  newBrands: { slug: string; name: string }[];
  brandsDone: boolean;
  totalItems: number;
  doneItems: number;
  createdCount: number;
  updatedCount: number;
  photosStored: number;
  error: string | null;
  leaseUntil: Date | null;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}
type _ImportRowIsTheTable = Holds<SameShape<ImportRow, typeof productImports.$inferSelect>>;

/** What one import item holds (product_import_items.data). */
export interface ImportItemData {
  input: Omit<AdminProduct, 'images'>;
  /** Images in order: a shop URL, or a photo of the ZIP by its entry name. */
  images: ({ url: string } | { photo: string })[];
}

export interface ImportItem {
  seq: number;
  line: number;
  productId: string | null;
  data: ImportItemData;
}

/** Every brand (slug and name): the import matches the file's brand cells against them. */
export function findAllBrands(db: Db | Tx): Promise<{ slug: string; name: string }[]> {
  return db.select({ slug: brands.slug, name: brands.name }).from(brands);
}

/** Which of these product ids exist. */
export async function findExistingProductIds(db: Db | Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Products whose lower-cased name is one of `names`: `${lower(name)}|${brand}` → id (the oldest when several). */
export async function findProductIdsByName(db: Db | Tx, names: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!names.length) return out;
  const rows = await db
    .select({ id: products.id, name: sql<string>`lower(${products.name})`, brand: products.brand })
    .from(products)
    .where(sql`lower(${products.name}) in ${names}`)
    .orderBy(asc(products.createdAt));
  for (const r of rows) if (!out.has(`${r.name}|${r.brand}`)) out.set(`${r.name}|${r.brand}`, r.id);
  return out;
}

/** Creates an import job in state 'previewed'. */
export async function insertImport(
  db: Db,
  fields: Pick<ImportRow, 'id' | 'fileName' | 'sourceKind' | 'sourceKey' | 'preview' | 'newBrands' | 'totalItems' | 'actorId' | 'actorEmail'>,
): Promise<void> {
  await db.insert(productImports).values(fields);
}

/** Stores one chunk of an import's items. */
export async function insertImportItems(db: Db, importId: string, items: ImportItem[]): Promise<void> {
  if (!items.length) return;
  await db.insert(productImportItems).values(items.map((i) => ({ importId, seq: i.seq, line: i.line, productId: i.productId, data: i.data })));
}

/** One import job, or null. */
export async function findImport(db: Db | Tx, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  return row ?? null;
}

/** The latest import jobs, newest first. */
export function findLatestImports(db: Db, limit: number): Promise<ImportRow[]> {
  return db.select().from(productImports).orderBy(desc(productImports.createdAt)).limit(limit);
}

/** Moves a job from one of `from` to `to` (clearing its error); the row after, or null when it was in another state. */
export async function updateImportState(db: Db, id: string, from: ImportState[], to: ImportState): Promise<ImportRow | null> {
  const [row] = await db
    .update(productImports)
    .set({ state: to, error: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(productImports.id, id), inArray(productImports.state, from)))
    .returning();
  return row ?? null;
}

/**
 * Claims the oldest queued or running job whose lease has passed (a worker that stopped or
 * crashed), for `leaseMs`: the job is 'running' and this worker holds it. Null when none is due.
 */
export async function updateImportClaimed(db: Db, leaseMs: number): Promise<ImportRow | null> {
  const due = db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(inArray(productImports.state, ['queued', 'running']), or(isNull(productImports.leaseUntil), lt(productImports.leaseUntil, sql`now()`))))
    .orderBy(asc(productImports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(productImports)
    .set({
      state: 'running',
      leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      startedAt: sql`coalesce(${productImports.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(inArray(productImports.id, due))
    .returning();
  return row ?? null;
}

/** Extends the lease of a running job this worker holds. */
export async function updateImportLease(db: Db | Tx, id: string, leaseMs: number): Promise<void> {
  await db
    .update(productImports)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(eq(productImports.id, id), eq(productImports.state, 'running')));
}

/** Marks the job's brands as created (in the transaction that created them). */
export async function updateImportBrandsDone(tx: Tx, id: string): Promise<void> {
  await tx.update(productImports).set({ brandsDone: true, updatedAt: new Date() }).where(eq(productImports.id, id));
}

/** Inserts brands that do not exist yet (by slug); returns the slugs inserted. */
export async function insertMissingBrands(tx: Tx, list: { slug: string; name: string }[]): Promise<string[]> {
  if (!list.length) return [];
  const rows = await tx
    .insert(brands)
    .values(list.map((b) => ({ slug: b.slug, name: b.name, isActive: true })))
    .onConflictDoNothing()
    .returning({ slug: brands.slug });
  return rows.map((r) => r.slug);
}

/** The next `limit` items of a job from `fromSeq`, in order. */
export async function findImportItems(db: Db | Tx, id: string, fromSeq: number, limit: number): Promise<ImportItem[]> {
  const rows = await db
    .select()
    .from(productImportItems)
    .where(and(eq(productImportItems.importId, id), gte(productImportItems.seq, fromSeq)))
    .orderBy(asc(productImportItems.seq))
    .limit(limit);
  return rows.map((r) => ({ seq: r.seq, line: r.line, productId: r.productId, data: r.data as ImportItemData }));
}

/**
 * Moves the job's cursor past a written batch, in the batch's transaction: true when the cursor
 * was still at `expectedDone` (no other worker wrote this batch), else false and the caller rolls back.
 */
export async function updateImportProgress(tx: Tx, id: string, expectedDone: number, counts: { items: number; created: number; updated: number; photos: number }, leaseMs: number): Promise<boolean> {
  const rows = await tx
    .update(productImports)
    .set({
      doneItems: sql`${productImports.doneItems} + ${counts.items}`,
      createdCount: sql`${productImports.createdCount} + ${counts.created}`,
      updatedCount: sql`${productImports.updatedCount} + ${counts.updated}`,
      photosStored: sql`${productImports.photosStored} + ${counts.photos}`,
      leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: new Date(),
    })
    .where(and(eq(productImports.id, id), eq(productImports.doneItems, expectedDone), eq(productImports.state, 'running')))
    .returning({ id: productImports.id });
  return rows.length === 1;
}

/** Ends a job: 'done', or 'failed' with the reason (it can be confirmed again to resume from its cursor). */
export async function updateImportFinished(db: Db, id: string, state: 'done' | 'failed', error: string | null): Promise<void> {
  await db
    .update(productImports)
    .set({ state, error, leaseUntil: null, finishedAt: state === 'done' ? new Date() : null, updatedAt: new Date() })
    .where(eq(productImports.id, id));
}

/** A product the batch creates: its fields (brand is a slug, images are shop URLs). */
export type NewProduct = AdminProduct & { variants: AdminProduct['variants'] };

/**
 * Creates products with their variants in three statements (products, variants), inside the
 * batch's transaction. Price is the lowest variant price, stock the sum (as saveProduct keeps
 * them). Returns the new ids in order.
 */
export async function insertProducts(tx: Tx, list: NewProduct[]): Promise<string[]> {
  if (!list.length) return [];
  const ids = list.map(() => crypto.randomUUID());
  await tx.insert(products).values(list.map((p, i) => ({ ...productColumns(p, p.variants), id: ids[i]!, slug: slugify(p.name), stock: p.variants.reduce((sum, v) => sum + v.stock, 0) })));
  await tx.insert(productVariants).values(list.flatMap((p, i) => p.variants.map((v, position) => variantColumns(ids[i]!, v, position))));
  return ids;
}
