/**
 * Admin product routes (back office §2, §7), admins only:
 * GET /api/admin/products (search, filters, paging, quick stats), GET /api/admin/products/:id,
 * POST /api/admin/products, PUT /api/admin/products/:id, PATCH /api/admin/products/:id
 * ({featured} or {status}), DELETE /api/admin/products/:id, POST /api/admin/uploads/product-image
 * (multipart 'file'), GET /api/admin/products/export.csv, POST /api/admin/products/import (text/csv).
 * Every change is audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_STATUSES, adminProductListQuerySchema, adminProductSchema, type CsvImportResult, type CsvRowError } from '@phonexport/domain/admin';
import { products } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { AdminDeps } from './admin-routes.ts';
import { csvHeaders } from './csv.ts';
import { parseProductsCsv, productsToCsv } from './admin-products-csv.ts';
import { allAdminProducts, getAdminProduct, listAdminProducts, saveProduct } from './admin-products-data.ts';
import { readUpload } from './uploads.ts';
import { storeProductImage } from './images.ts';

const patchSchema = z.object({ featured: z.boolean().optional(), status: z.enum(PRODUCT_STATUSES).optional() });
type IdParams = { Params: { id: string } };

export function adminProductsRoutes(app: FastifyInstance, { db, sessions, mediaDir }: AdminDeps): void {
  app.get('/api/admin/products', async (req) => {
    await sessions.requireAdmin(req);
    return listAdminProducts(db, parse(adminProductListQuerySchema, req.query));
  });

  app.get('/api/admin/products/export.csv', async (req, reply) => {
    await sessions.requireAdmin(req);
    const date = new Date().toISOString().slice(0, 10);
    return reply.headers(csvHeaders(`products_export_${date}.csv`)).send(productsToCsv(await allAdminProducts(db)));
  });

  app.get<IdParams>('/api/admin/products/:id', async (req) => {
    await sessions.requireAdmin(req);
    const p = await getAdminProduct(db, req.params.id);
    if (!p) throw notFound('Product not found');
    return p;
  });

  app.post('/api/admin/products', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminProductSchema, req.body);
    const saved = await db.transaction(async (tx) => {
      const p = await saveProduct(tx, null, input);
      await writeAudit(tx, admin, { action: 'create', entity: 'product', entityId: p.id, after: p });
      return p;
    });
    return reply.status(201).send(saved);
  });

  app.put<IdParams>('/api/admin/products/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(adminProductSchema, req.body);
    return db.transaction(async (tx) => {
      const before = await getAdminProduct(tx, req.params.id);
      if (!before) throw notFound('Product not found');
      const p = await saveProduct(tx, req.params.id, input);
      await writeAudit(tx, admin, { action: 'update', entity: 'product', entityId: p.id, before, after: p });
      return p;
    });
  });

  app.patch<IdParams>('/api/admin/products/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const change = parse(patchSchema, req.body);
    if (change.featured === undefined && change.status === undefined) throw badRequest('Nothing to change', { _: 'Send featured or status' });
    return db.transaction(async (tx) => {
      const before = await getAdminProduct(tx, req.params.id);
      if (!before) throw notFound('Product not found');
      await tx.update(products).set(change).where(eq(products.id, req.params.id));
      const after = (await getAdminProduct(tx, req.params.id))!;
      await writeAudit(tx, admin, { action: 'update', entity: 'product', entityId: after.id, before: { featured: before.featured, status: before.status }, after: change });
      return after;
    });
  });

  app.delete<IdParams>('/api/admin/products/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    await db.transaction(async (tx) => {
      const before = await getAdminProduct(tx, req.params.id);
      if (!before) throw notFound('Product not found');
      await tx.delete(products).where(eq(products.id, req.params.id));
      await writeAudit(tx, admin, { action: 'delete', entity: 'product', entityId: before.id, before });
    });
    return { ok: true };
  });

  app.post('/api/admin/uploads/product-image', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const bytes = await readUpload(req);
    const url = await storeProductImage(bytes, mediaDir);
    await writeAudit(db, admin, { action: 'upload', entity: 'product-image', entityId: url, after: { url, bytes: bytes.length } });
    return reply.status(201).send({ url });
  });

  app.post('/api/admin/products/import', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    if (typeof req.body !== 'string') throw badRequest('Send the CSV file as text/csv', { file: 'Send the CSV file as text/csv' });
    const { products: parsed, errors } = parseProductsCsv(req.body);
    const refuse = (rows: CsvRowError[]) =>
      reply.status(400).send({ error: 'Bad Request', message: `${rows.length} row(s) have errors; nothing was imported`, rows });
    if (errors.length) return refuse(errors);
    const unknownIds: CsvRowError[] = [];
    for (const p of parsed) if (p.id && !(await getAdminProduct(db, p.id))) unknownIds.push({ line: p.line, message: `No product with id ${p.id}` });
    if (unknownIds.length) return refuse(unknownIds);
    const result: CsvImportResult = { created: 0, updated: 0 };
    await db.transaction(async (tx) => {
      for (const p of parsed) {
        const before = p.id ? await getAdminProduct(tx, p.id) : null;
        if (p.id && !before) throw notFound(`No product with id ${p.id}`);
        const saved = await saveProduct(tx, p.id, { ...p.input, images: p.input.images.length ? p.input.images : (before?.images ?? []) });
        await writeAudit(tx, admin, { action: before ? 'import-update' : 'import-create', entity: 'product', entityId: saved.id, before, after: saved });
        if (before) result.updated++;
        else result.created++;
      }
    });
    return result;
  });
}
