/**
 * Shipping routes, from `shippingContracts`: GET /api/countries (active service countries, public)
 * and the back office's GET/POST /api/admin/service-countries, PUT/DELETE
 * /api/admin/service-countries/:id (back office §2, §5, §9). The cart's destination list and
 * checkout read the same table, so they follow at once.
 */
import type { FastifyInstance } from 'fastify';
import { shippingContracts as c } from '@phonexport/contracts/shipping';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { createCountry, deleteCountry, listActiveCountries, updateCountry } from './shipping-service.ts';
import { findAllCountries } from './shipping-repository.ts';

export function shippingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, c.listCountries, async () => listActiveCountries(db));

  route(app, c.adminListCountries, async () => findAllCountries(db));
  route(app, c.adminCreateCountry, async ({ body, user }) => createCountry(db, user, body));
  route(app, c.adminUpdateCountry, async ({ params, body, user }) => updateCountry(db, user, params.id, body));
  route(app, c.adminDeleteCountry, async ({ params, user }) => {
    await deleteCountry(db, user, params.id);
    return { ok: true as const };
  });
}
