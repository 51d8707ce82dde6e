/**
 * Audit log contracts (decision 007): every admin change with who, what, when, before and after,
 * newest first (admins only).
 */
import { z } from 'zod';
import { contractsOf, errorBody, isoDateTime, named } from './contract.ts';

const { admin } = contractsOf('audit');

/** One recorded admin change; `actorId`/`actorEmail` are null for changes the shop applied itself. */
export const auditEntry = named('AuditEntry', {
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTime,
});
export type AuditEntryDto = z.infer<typeof auditEntry>;

/** Paging of the log: optionally one entity type; `limit` at most 100. */
export const auditQuery = z.object({
  entity: z.string().trim().max(40).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditContracts = {
  list: admin('GET', '/api/admin/audit-log', 'The audit log, newest first', {
    query: auditQuery,
    responses: { 200: z.object({ items: z.array(auditEntry), total: z.number().int() }), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
