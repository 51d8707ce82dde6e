/**
 * The back office API under /api/admin (back office spec §2-§9). Every route calls
 * sessions.requireAdmin first: 401 for visitors, 403 for customers. Registered in its own
 * encapsulated scope with multipart uploads (images) and a text/csv body parser (imports).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@phonexport/domain/admin';
import type { Db } from '../../db/client.ts';
import type { Sessions } from '../../http/session.ts';
import type { PaymentProvider } from '../payments/payments-service.ts';
import { adminCountriesRoutes } from './admin-countries-routes.ts';
import { adminDashboardRoutes } from './admin-dashboard-routes.ts';
import { adminHeroesRoutes } from './admin-heroes-routes.ts';
import { adminOrdersRoutes } from './admin-orders-routes.ts';
import { adminProductsRoutes } from './admin-products-routes.ts';

export interface AdminDeps {
  db: Db;
  sessions: Sessions;
  /** Folder served at /media (uploads go to its uploads/ folder). */
  mediaDir: string;
  /** The shop's payment provider (order cancels and refunds). */
  /** The shop's payment provider; null when none is configured (refunds then answer 503). */
  payments: PaymentProvider | null;
}

/** CSV imports: at most 2 MB of text. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 5, parts: 6 } });
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_req, body, done) => done(null, body));
    adminDashboardRoutes(scope, deps);
    adminProductsRoutes(scope, deps);
    adminHeroesRoutes(scope, deps);
    adminOrdersRoutes(scope, deps);
    adminCountriesRoutes(scope, deps);
  });
}
