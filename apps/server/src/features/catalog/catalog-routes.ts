/**
 * Catalog routes: GET /api/products, /api/products/:id, /api/heroes, /api/countries.
 */
import type { FastifyInstance } from 'fastify';
import { productListQuerySchema } from '@phonexport/domain/api';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { getProduct, listActiveCountries, listActiveHeroes, listProducts } from './catalog-data.ts';

export function catalogRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/products', async (req) => listProducts(db, parse(productListQuerySchema, req.query)));

  app.get<{ Params: { id: string } }>('/api/products/:id', async (req) => {
    const product = await getProduct(db, req.params.id);
    if (!product) throw notFound('Product not found');
    return product;
  });

  app.get('/api/heroes', async () => listActiveHeroes(db));
  app.get('/api/countries', async () => listActiveCountries(db));
}
