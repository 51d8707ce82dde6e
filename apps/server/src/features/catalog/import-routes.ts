/**
 * Catalog import routes (issue 24, decision 058), admins only, from `catalogContracts`: preview
 * an uploaded CSV or ZIP, list, read and confirm imports. Registered in their own scope, whose
 * multipart limit is the import's (IMPORT_LIMITS.maxUploadBytes) rather than an image's. The
 * process's import worker starts when the app is ready and stops (after its batch) when it closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS } from '@phonexport/domain/product-import';
import { catalogContracts as c } from '@phonexport/contracts/catalog';
import { route } from '../../http/contract-route.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { CatalogDeps } from './catalog-routes.ts';
import { confirmImport, getImport, listImports, previewImport, startImportWorker, type ImportWorker } from './import-service.ts';

/** The uploaded file of a preview (field 'file'); 413 past the limit, never a file cut short. */
async function readImportFile(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const choose = () => badRequest(IMPORT_FILE_MESSAGES.chooseFile, { file: IMPORT_FILE_MESSAGES.chooseFile });
  if (!req.isMultipart()) throw choose();
  const file = await req.file();
  if (!file) throw choose();
  const bytes = await file.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_FILE_MESSAGES.tooLarge, { file: IMPORT_FILE_MESSAGES.tooLarge });
    throw err;
  });
  if (file.file.truncated) throw new HttpError(413, IMPORT_FILE_MESSAGES.tooLarge, { file: IMPORT_FILE_MESSAGES.tooLarge });
  return { fileName: file.filename || 'import.csv', bytes };
}

export async function importRoutes(app: FastifyInstance, { db, files, imports }: CatalogDeps): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_LIMITS.maxUploadBytes, fields: 2, parts: 3 } });
  let worker: ImportWorker | null = null;
  if (imports !== false) {
    app.addHook('onReady', async () => {
      worker = startImportWorker(db, files, { ...imports, log: { info: (m) => app.log.info(m), error: (err, m) => app.log.error({ err }, m) } });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }

  route(app, c.adminPreviewImport, async ({ req, user }) => previewImport(db, files, user, await readImportFile(req)));
  route(app, c.adminListImports, async () => listImports(db));
  route(app, c.adminGetImport, async ({ params }) => getImport(db, params.id));
  route(app, c.adminConfirmImport, async ({ params, user }) => {
    const job = await confirmImport(db, user, params.id);
    worker?.kick();
    return job;
  });
}
