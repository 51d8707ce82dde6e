/**
 * Back office catalog routes (back office §2, §5, §7), admins only, from `catalogContracts`:
 * products (list with quick stats, one, create, replace, patch {featured|status}, delete, CSV
 * export; imports are import-routes.ts), brands (list, create, replace, delete), hero banners (list, create, replace, patch {isActive}, delete) and their
 * image uploads. Every change is audited in its transaction (catalog-service.ts). Registered in
 * an encapsulated scope with multipart for the uploads.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@phonexport/domain/admin';
import { catalogContracts as c } from '@phonexport/contracts/catalog';
import { route } from '../../http/contract-route.ts';
import { csvHeaders } from '../../http/csv.ts';
import { notFound } from '../../http/errors.ts';
import type { CatalogDeps } from './catalog-routes.ts';
import { PRODUCT_NOT_FOUND, auditUpload, createHero, createProduct, deleteHero, deleteProduct, patchProduct, setHeroActive, updateHero, updateProduct } from './catalog-service.ts';
import { findAllAdminProducts, findAdminProduct, findAdminHeroes, findAdminProducts } from './catalog-repository.ts';
import { storeHeroImage, storeProductImage } from './images.ts';
import { createBrand, deleteBrand, updateBrand } from './brands-service.ts';
import { findAdminBrands } from './brands-repository.ts';
import { productsToCsv } from './products-csv.ts';
import { readUpload } from './uploads.ts';

export async function catalogAdminRoutes(app: FastifyInstance, { db, files }: CatalogDeps): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 5, parts: 6 } });

  route(app, c.adminListProducts, async ({ query }) => findAdminProducts(db, query));

  route(app, c.adminExportProducts, async ({ reply }) => {
    const date = new Date().toISOString().slice(0, 10);
    return reply.headers(csvHeaders(`products_export_${date}.csv`)).send(productsToCsv(await findAllAdminProducts(db)));
  });

  route(app, c.adminGetProduct, async ({ params }) => {
    const p = await findAdminProduct(db, params.id);
    if (!p) throw notFound(PRODUCT_NOT_FOUND);
    return p;
  });

  route(app, c.adminCreateProduct, async ({ body, user }) => createProduct(db, user, body));
  route(app, c.adminUpdateProduct, async ({ params, body, user }) => updateProduct(db, user, params.id, body));
  route(app, c.adminPatchProduct, async ({ params, body, user }) => patchProduct(db, user, params.id, body));
  route(app, c.adminDeleteProduct, async ({ params, user }) => {
    await deleteProduct(db, user, params.id);
    return { ok: true as const };
  });

  route(app, c.adminUploadProductImage, async ({ req, user }) => {
    const bytes = await readUpload(req);
    const url = await storeProductImage(bytes, files);
    await auditUpload(db, user, 'product-image', url, bytes.length);
    return { url };
  });

  route(app, c.adminListBrands, async () => findAdminBrands(db));
  route(app, c.adminCreateBrand, async ({ body, user }) => createBrand(db, user, body));
  route(app, c.adminUpdateBrand, async ({ params, body, user }) => updateBrand(db, user, params.slug, body));
  route(app, c.adminDeleteBrand, async ({ params, user }) => {
    await deleteBrand(db, user, params.slug);
    return { ok: true as const };
  });

  route(app, c.adminListHeroes, async () => findAdminHeroes(db));
  route(app, c.adminCreateHero, async ({ body, user }) => createHero(db, user, body));
  route(app, c.adminUpdateHero, async ({ params, body, user }) => updateHero(db, user, params.id, body));
  route(app, c.adminPatchHero, async ({ params, body, user }) => setHeroActive(db, user, params.id, body.isActive));
  route(app, c.adminDeleteHero, async ({ params, user }) => {
    await deleteHero(db, user, params.id);
    return { ok: true as const };
  });

  route(app, c.adminUploadHeroImage, async ({ req, user }) => {
    const bytes = await readUpload(req);
    const url = await storeHeroImage(bytes, files);
    await auditUpload(db, user, 'hero-image', url, bytes.length);
    return { url };
  });
}
