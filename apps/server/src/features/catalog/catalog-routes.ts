/**
 * Catalog routes, from `catalogContracts`: the storefront's GET /api/products, /api/products/:id
 * /api/heroes and /api/brands (storefront §2), and the back office's product and hero banner routes
 * (catalog-admin-routes.ts, with multipart image uploads) and catalog imports (import-routes.ts),
 * each registered in its own scope.
 */
import type { FastifyInstance } from 'fastify';
import { catalogContracts as c } from '@phonexport/contracts/catalog';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../../media/file-store.ts';
import { catalogAdminRoutes } from './catalog-admin-routes.ts';
import { importRoutes } from './import-routes.ts';
import type { ImportWorkerOptions } from './import-service.ts';
import { listStripBrands } from './brands-service.ts';
import { PRODUCT_NOT_FOUND, getProduct, listActiveHeroes, listProducts } from './catalog-service.ts';

export interface CatalogDeps {
  db: Db;
  /** The file store: uploaded images go to media/uploads/ (served at /media/uploads/ by web-routes.ts). */
  files: FileStore;
  /** The catalog import worker's pacing (import-service.ts); false: no worker in this app (tests that drive one themselves). */
  imports?: ImportWorkerOptions | false;
}

export async function catalogRoutes(app: FastifyInstance, deps: CatalogDeps): Promise<void> {
  const { db } = deps;
  route(app, c.listProducts, async ({ query }) => listProducts(db, query));

  route(app, c.getProduct, async ({ params }) => {
    const product = await getProduct(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  });

  route(app, c.listHeroes, async () => listActiveHeroes(db));
  route(app, c.listBrands, async () => listStripBrands(db));

  await app.register(async (scope) => catalogAdminRoutes(scope, deps));
  await app.register(async (scope) => importRoutes(scope, deps));
}
