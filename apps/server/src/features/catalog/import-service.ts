/**
 * Catalog imports (issue 24, decision 058; back office §7): an uploaded CSV, or a ZIP of the CSV
 * and its photos, is checked whole and previewed (products to create and update, brands to
 * create, photos matched and missing, every row problem with its line) before anything is
 * written. On confirmation a background worker writes the good products in batches: each batch
 * (its new products, updates, audit entries and the job's cursor) is one transaction, so a batch
 * is all or nothing and a crash resumes at the first unwritten batch. Photos are re-encoded by
 * sharp (off the main thread) before the batch's transaction opens; the worker pauses between
 * batches so other requests are served, on PGlite too.
 */
import crypto from 'node:crypto';
import { brandNameKey, brandSlug } from '@phonexport/domain/admin';
import { IMPORT_FILE_MESSAGES, IMPORT_ISSUES, IMPORT_LIMITS, type ImportEncoding } from '@phonexport/domain/product-import';
import type { ImportPreviewDto, ProductImportDto } from '@phonexport/contracts/catalog';
import type { Db } from '../../db/client.ts';
import { RuleError, invalid, notFound, conflict } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { FileStore } from '../../media/file-store.ts';
import { withInvalidation, type CacheTag } from '../../cache/read-cache.ts';
import { insertAudit, insertAuditMany } from '../audit/index.ts';
import { findAdminProduct, upsertProduct } from './catalog-repository.ts';
import { storeProductImage } from './images.ts';
import { decodeCsvBytes, findPhoto, looksLikeZip, openImportZip, type ImportZip } from './import-source.ts';
import {
  updateImportProgress,
  findAllBrands,
  updateImportClaimed,
  findExistingProductIds,
  updateImportFinished,
  findImport as loadImport,
  insertImport,
  insertImportItems,
  insertMissingBrands,
  insertProducts,
  findLatestImports,
  findImportItems,
  updateImportBrandsDone,
  updateImportState,
  findProductIdsByName,
  updateImportLease,
  type ImportItem,
  type ImportRow,
  type NewProduct,
} from './import-repository.ts';
import { CsvFileError, checkProductsCsv, type RowIssue } from './products-csv.ts';

type Admin = Pick<SessionUser, 'id' | 'email'>;

export const IMPORT_NOT_FOUND = 'Import not found';
const CATALOG_AND_BRANDS: CacheTag[] = ['catalog', 'heroes', 'brands'];
/** The preview keeps at most this many row problems and missing photos (the counts are whole). */
const LISTED = 1000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The API shape of an import job. */
export function toImportDto(row: ImportRow): ProductImportDto {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.sourceKind,
    state: row.state,
    preview: row.preview as ImportPreviewDto,
    total: row.totalItems,
    done: row.doneItems,
    created: row.createdCount,
    updated: row.updatedCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The brand each brand cell names: an existing brand (by slug, name or the name's slug, any case) or one the import creates. */
function brandResolver(existing: { slug: string; name: string }[]) {
  const bySlug = new Map(existing.map((b) => [b.slug, b.slug]));
  const byName = new Map(existing.map((b) => [brandNameKey(b.name), b.slug]));
  const taken = new Set(existing.map((b) => b.slug));
  const created = new Map<string, { slug: string; name: string; products: number }>();
  return {
    created,
    resolve(text: string): string {
      const key = brandNameKey(text);
      const found = bySlug.get(key) ?? byName.get(key) ?? bySlug.get(brandSlug(text));
      if (found) return found;
      let brand = created.get(key);
      if (!brand) {
        const base = brandSlug(text);
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, 36)}-${n}`;
        taken.add(slug);
        brand = { slug, name: text.trim(), products: 0 };
        created.set(key, brand);
      }
      brand.products++;
      return brand.slug;
    },
  };
}

/** Reads the upload: a ZIP (its CSV and photos) or a CSV. Throws 400/413 with the file's problem. */
async function readSource(fileName: string, bytes: Buffer): Promise<{ kind: 'csv' | 'zip'; text: string; encoding: ImportEncoding; zip: ImportZip | null }> {
  if (!bytes.length) throw invalid(IMPORT_FILE_MESSAGES.empty, { file: IMPORT_FILE_MESSAGES.empty });
  if (looksLikeZip(bytes)) {
    const zip = await openImportZip(bytes);
    try {
      return { kind: 'zip', ...decodeCsvBytes(zip.csvBytes), zip };
    } catch (err) {
      zip.close();
      throw err;
    }
  }
  if (/\.zip$/i.test(fileName)) throw invalid(IMPORT_FILE_MESSAGES.zipDamaged('no ZIP header'), { file: IMPORT_FILE_MESSAGES.zipDamaged('no ZIP header') });
  return { kind: 'csv', ...decodeCsvBytes(bytes), zip: null };
}

/**
 * Checks an uploaded file and stores the import as 'previewed' (audited): nothing in the catalog
 * changes. Returns the job with its preview. Throws 400 (413 for sizes) when the file cannot be
 * read at all; row problems are part of the preview.
 */
export async function previewImport(db: Db, files: FileStore, admin: Admin, upload: { fileName: string; bytes: Buffer }): Promise<ProductImportDto> {
  const source = await readSource(upload.fileName, upload.bytes);
  try {
    let checked: Awaited<ReturnType<typeof checkProductsCsv>>;
    try {
      checked = await checkProductsCsv(source.text);
    } catch (err) {
      if (err instanceof CsvFileError) throw invalid(err.message, { file: err.message });
      throw err;
    }
    const issues: RowIssue[] = [...checked.issues];
    let skippedRows = checked.skippedRows;
    const brands = brandResolver(await findAllBrands(db));

    // Ids must name products; rows without an id update the product with the same name and brand.
    const ids = await findExistingProductIds(db, [...new Set(checked.products.flatMap((p) => (p.id ? [p.id] : [])))]);
    const names = [...new Set(checked.products.filter((p) => !p.id).map((p) => p.input.name.toLowerCase()))];
    const byName = new Map<string, string>();
    for (let i = 0; i < names.length; i += 1000) for (const [k, v] of await findProductIdsByName(db, names.slice(i, i + 1000))) byName.set(k, v);

    const photoState = new Map<string, 'ok' | 'bad' | 'large'>();
    const missing: { line: number; name: string }[] = [];
    let missingCount = 0;
    const matched = new Set<string>();
    const items: ImportItem[] = [];
    const categories = new Map<string, number>();
    let create = 0;
    let update = 0;
    for (const [index, p] of checked.products.entries()) {
      if (index % 200 === 199) await yieldToEventLoop();
      if (p.id && !ids.has(p.id)) {
        issues.push({ line: p.line, ...IMPORT_ISSUES.unknownProduct(p.id) });
        skippedRows += p.rows;
        continue;
      }
      const images: ImportItem['data']['images'] = [];
      const photoIssues: RowIssue[] = [];
      for (const ref of p.images) {
        if (ref.startsWith('/')) {
          images.push({ url: ref });
          continue;
        }
        const entry = source.zip ? findPhoto(source.zip, ref) : null;
        if (!entry) {
          missingCount++;
          if (missing.length < LISTED) missing.push({ line: p.line, name: ref });
          continue;
        }
        let state = photoState.get(entry.fileName);
        if (!state) {
          if (entry.uncompressedSize > IMPORT_LIMITS.maxPhotoBytes) state = 'large';
          else {
            try {
              const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 068)
              const meta = await sharp(await source.zip!.readPhoto(entry)).metadata();
              state = meta.width && meta.height ? 'ok' : 'bad';
            } catch {
              state = 'bad';
            }
          }
          photoState.set(entry.fileName, state);
        }
        if (state === 'large') photoIssues.push({ line: p.line, ...IMPORT_ISSUES.photoTooLarge(ref) });
        else if (state === 'bad') photoIssues.push({ line: p.line, ...IMPORT_ISSUES.badPhoto(ref) });
        else {
          matched.add(entry.fileName);
          images.push({ photo: entry.fileName });
        }
      }
      if (photoIssues.length) {
        issues.push(...photoIssues);
        skippedRows += p.rows;
        continue;
      }
      const brand = brands.resolve(p.brandText);
      const target = p.id ?? byName.get(`${p.input.name.toLowerCase()}|${brand}`) ?? null;
      if (target) update++;
      else create++;
      categories.set(p.input.category, (categories.get(p.input.category) ?? 0) + 1);
      items.push({ seq: items.length, line: p.line, productId: target, data: { input: { ...p.input, brand }, images } });
    }
    issues.sort((a, b) => a.line - b.line);

    const newBrands = [...brands.created.values()];
    const preview: ImportPreviewDto = {
      encoding: source.encoding,
      rows: checked.rows,
      create,
      update,
      skippedRows,
      newBrands,
      categories: [...categories].map(([category, products]) => ({ category: category as ImportPreviewDto['categories'][number]['category'], products })),
      photos: { matched: matched.size, missing, missingCount, unused: Math.max(0, (source.zip?.photoCount ?? 0) - matched.size) },
      errors: issues.slice(0, LISTED),
      errorCount: issues.length,
    };
    const id = crypto.randomUUID();
    const sourceKey = source.zip && matched.size ? `imports/${id}/source.zip` : null;
    if (sourceKey) await files.put(sourceKey, upload.bytes, 'application/zip');
    await insertImport(db, {
      id,
      fileName: upload.fileName.slice(0, 200),
      sourceKind: source.kind,
      sourceKey,
      preview,
      newBrands: newBrands.map(({ slug, name }) => ({ slug, name })),
      totalItems: items.length,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    for (let i = 0; i < items.length; i += 500) {
      await insertImportItems(db, id, items.slice(i, i + 500));
      await yieldToEventLoop();
    }
    await insertAudit(db, admin, { action: 'preview', entity: 'product-import', entityId: id, label: upload.fileName.slice(0, 200), after: { create, update, newBrands: newBrands.length, errors: issues.length } });
    return toImportDto((await loadImport(db, id))!);
  } finally {
    source.zip?.close();
  }
}

/** One import job. Throws 404 for an unknown id. */
export async function getImport(db: Db, id: string): Promise<ProductImportDto> {
  const row = await loadImport(db, id);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return toImportDto(row);
}

/** The latest 10 imports, newest first. */
export async function listImports(db: Db): Promise<ProductImportDto[]> {
  return (await findLatestImports(db, 10)).map(toImportDto);
}

export const IMPORT_CONFLICT = {
  nothing: 'Nothing to import: every row has an error. Fix the file and upload it again.',
  running: 'This import is already running.',
  done: 'This import is already done.',
} as const;

/**
 * Queues a previewed import (or one that failed, to resume it from its cursor), audited. Throws
 * 404 for an unknown id, 409 when it has nothing to import or is running or done.
 */
export async function confirmImport(db: Db, admin: Admin, id: string): Promise<ProductImportDto> {
  const before = await loadImport(db, id);
  if (!before) throw notFound(IMPORT_NOT_FOUND);
  if (before.totalItems === 0) throw conflict(IMPORT_CONFLICT.nothing);
  const row = await updateImportState(db, id, ['previewed', 'failed'], 'queued');
  if (!row) throw conflict(before.state === 'done' ? IMPORT_CONFLICT.done : IMPORT_CONFLICT.running);
  await insertAudit(db, admin, { action: before.state === 'failed' ? 'resume' : 'confirm', entity: 'product-import', entityId: id, label: row.fileName, after: { products: row.totalItems, from: row.doneItems } });
  return toImportDto(row);
}

// ---------------------------------------------------------------- the worker

/** How the worker paces itself. */
export interface ImportWorkerOptions {
  /** Products per batch (one transaction); default 100. */
  batchSize?: number;
  /** Pause between batches, ms, so other requests are served; default 15. */
  pauseMs?: number;
  /** How long a claimed job stays this worker's without news, ms; default 30 s. After it, any process resumes it. */
  leaseMs?: number;
  /** How often to look for queued or abandoned jobs, ms; default 5 s. */
  pollMs?: number;
  /** Never look for work by itself (no polling, kick() does nothing): a test drives it with runBatches. */
  idle?: boolean;
  log?: { info(msg: string): void; error(err: unknown, msg: string): void };
}

export interface ImportWorker {
  /** Looks for work now (after a confirmation). */
  kick(): void;
  /**
   * Runs at most `batches` batches of the next due job and stops as if the process had died
   * (the job stays 'running' with its lease): tests of the resume path.
   */
  runBatches(batches: number): Promise<void>;
  /** Stops after the current batch. */
  stop(): Promise<void>;
}

/** A product photo's folder name: a hash of its bytes (the same photo is stored once, and again in the same place). */
const photoId = (bytes: Buffer) => `i${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`;

class Stopped extends Error {}

/** Starts the import worker of this process (polls for due jobs; kick() after a confirmation). */
export function startImportWorker(db: Db, files: FileStore, options: ImportWorkerOptions = {}): ImportWorker {
  const batchSize = options.batchSize ?? 100;
  const pauseMs = options.pauseMs ?? 15;
  const leaseMs = options.leaseMs ?? 30_000;
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function openSource(job: ImportRow): Promise<ImportZip | null> {
    if (!job.sourceKey) return null;
    const stored = await files.get(job.sourceKey);
    if (!stored) throw new Error('The uploaded ZIP is no longer stored; upload it again');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return openImportZip(Buffer.concat(chunks));
  }

  async function createBrands(job: ImportRow): Promise<void> {
    if (job.brandsDone) return;
    await withInvalidation(db, CATALOG_AND_BRANDS, async (tx) => {
      const inserted = new Set(await insertMissingBrands(tx, job.newBrands));
      const actor = { id: job.actorId, email: job.actorEmail };
      await insertAuditMany(tx, actor, job.newBrands.filter((b) => inserted.has(b.slug)).map((b) => ({ action: 'import-create', entity: 'brand', entityId: b.slug, label: b.name, after: b })));
      await updateImportBrandsDone(tx, job.id);
    });
  }

  /** Writes one batch; returns how many items it wrote (0: the job is complete). */
  async function writeBatch(job: ImportRow, done: number, zip: ImportZip | null, photoUrls: Map<string, string>): Promise<number> {
    const items = await findImportItems(db, job.id, done, batchSize);
    if (!items.length) return 0;
    // Photos first, outside the transaction: sharp works off the main thread.
    let photos = 0;
    const resolved: NewProduct[] = [];
    for (const item of items) {
      const urls: string[] = [];
      for (const image of item.data.images) {
        if ('url' in image) urls.push(image.url);
        else {
          let url = photoUrls.get(image.photo);
          if (!url) {
            const entry = zip?.photos.get(image.photo.toLowerCase());
            if (!entry) continue;
            const bytes = await zip!.readPhoto(entry);
            url = await storeProductImage(bytes, files, photoId(bytes));
            photoUrls.set(image.photo, url);
            photos++;
          }
          urls.push(url);
        }
      }
      resolved.push({ ...item.data.input, images: urls });
    }
    if (stopping) throw new Stopped();
    await withInvalidation(db, CATALOG_AND_BRANDS, async (tx) => {
      const creates = items.flatMap((item, i) => (item.productId ? [] : [resolved[i]!]));
      const ids = await insertProducts(tx, creates);
      const audit: Parameters<typeof insertAuditMany>[2] = creates.map((p, i) => ({
        action: 'import-create',
        entity: 'product',
        entityId: ids[i]!,
        label: p.name,
        after: { name: p.name, brand: p.brand, category: p.category, variants: p.variants.length, images: p.images.length },
      }));
      let updated = 0;
      for (const [i, item] of items.entries()) {
        if (!item.productId) continue;
        const before = await findAdminProduct(tx, item.productId);
        const input = resolved[i]!;
        // An imported product without images keeps its current ones; a product deleted since the preview is created again.
        const saved = await upsertProduct(tx, before ? item.productId : null, { ...input, images: input.images.length ? input.images : (before?.images ?? []) }, input.variants);
        audit.push({ action: before ? 'import-update' : 'import-create', entity: 'product', entityId: saved!.id, label: saved!.name, before, after: saved });
        if (before) updated++;
      }
      await insertAuditMany(tx, { id: job.actorId, email: job.actorEmail }, audit);
      const counts = { items: items.length, created: items.length - updated, updated, photos };
      if (!(await updateImportProgress(tx, job.id, done, counts, leaseMs))) throw new Error('Another worker moved this import on');
    });
    return items.length;
  }

  async function runJob(job: ImportRow, maxBatches: number): Promise<void> {
    let zip: ImportZip | null = null;
    try {
      await createBrands(job);
      zip = await openSource(job);
      const photoUrls = new Map<string, string>();
      let done = job.doneItems;
      for (let batch = 0; done < job.totalItems; batch++) {
        if (stopping || batch >= maxBatches) return;
        const written = await writeBatch(job, done, zip, photoUrls);
        if (!written) break;
        done += written;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        await updateImportLease(db, job.id, leaseMs);
      }
      await updateImportFinished(db, job.id, 'done', null);
      options.log?.info(`Import ${job.id} (${job.fileName}) done: ${job.totalItems} products`);
    } catch (err) {
      if (err instanceof Stopped) return;
      options.log?.error(err, `Import ${job.id} failed`);
      await updateImportFinished(db, job.id, 'failed', err instanceof RuleError || err instanceof Error ? err.message : String(err)).catch(() => undefined);
    } finally {
      zip?.close();
    }
  }

  async function drain(maxBatches = Infinity): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopping) return;
        const job = await updateImportClaimed(db, leaseMs);
        if (!job) break;
        await runJob(job, maxBatches);
        if (maxBatches !== Infinity) return;
      }
    } while (again && !stopping);
  }

  function kick(): void {
    if (stopping || options.idle) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => options.log?.error(err, 'Import worker failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = options.idle ? null : setInterval(kick, options.pollMs ?? 5000);
  timer?.unref();
  kick();

  return {
    kick,
    async runBatches(batches) {
      await running;
      await drain(batches);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
