/**
 * GET /api/admin/audit-log (from `auditContracts`): the audit log, newest first, optionally one
 * entity type, paged (admins only).
 */
import type { FastifyInstance } from 'fastify';
import { auditContracts } from '@phonexport/contracts/audit';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { findAudit } from './audit-repository.ts';

export function auditRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, auditContracts.list, async ({ query }) => findAudit(db, query));
}
