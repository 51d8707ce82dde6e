/**
 * GET /api/admin/audit-log: the audit log, newest first (admins only).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { listAudit } from './audit-data.ts';

const querySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function auditRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/admin/audit-log', async (req) => {
    await sessions.requireAdmin(req);
    return listAudit(db, parse(querySchema, req.query));
  });
}
