/**
 * Audit log contracts (decision 007): every admin change with who, what, when, before and after,
 * newest first (admins only).
 */
import { z } from 'zod';
import { contractsOf, dayRangeInOrder, errorBody, isoDateTime, isoDaySchema, named } from './contract.ts';

const { admin } = contractsOf('audit');

/** One recorded admin change; `actorId`/`actorEmail` are null for changes the shop applied itself. */
export const auditEntry = named('AuditEntry', {
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The staff member's name and role (owner, manager, support) at the time; null for older entries and the shop's own. */
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What changed as people know it (product name, order number, country name, customer e-mail...); null when there is no name. */
  label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTime,
});
export type AuditEntryDto = z.infer<typeof auditEntry>;

/**
 * Filters and paging of the log: `entity` (what), `actor` (who: part of the admin's e-mail, or
 * 'shop' for changes the shop applied itself), `from`/`to` (when: UTC days, inclusive), `search`
 * (part of the label), `offset` and `limit` (at most 100).
 */
export const auditQuery = z
  .object({
    entity: z.string().trim().max(40).optional(),
    actor: z.string().trim().max(100).optional(),
    search: z.string().trim().max(100).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(...dayRangeInOrder);
export type AuditQuery = z.output<typeof auditQuery>;

export const auditLogPage = named('AuditLogPage', {
  items: z.array(auditEntry),
  total: z.number().int(),
  /** Every kind of thing the log holds and everyone who made a change, for the filters. */
  entities: z.array(z.string()),
  actors: z.array(z.string()),
});

export const auditContracts = {
  list: admin('audit.view', 'GET', '/api/admin/audit-log', 'The audit log, newest first, filtered by what, who and when', {
    query: auditQuery,
    responses: { 200: auditLogPage, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
};
