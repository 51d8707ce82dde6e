/**
 * Audit log data access (decision 007), the only audit code that touches the database: every
 * admin change is recorded with who, what, when, before and after. writeAudit runs inside the
 * transaction of the change, so the record and the change commit together or not at all.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withinDays } from '../../db/day-range.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { auditLog } from '../../db/schema.ts';

/** One recorded change as the audit log shows it (`before`/`after` as stored JSON, ISO time). */
export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  label: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Which entries of the audit log to read: paging, and the optional filters (`from`/`to` as YYYY-MM-DD days). */
export interface AuditFilter {
  offset: number;
  limit: number;
  entity?: string;
  actor?: string;
  search?: string;
  from?: string;
  to?: string;
}

/** JSON-safe copy (Dates become ISO strings). */
function plain(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** The fields of a row that name it, in order of preference (product and country name, hero title, order number, e-mail...). */
const NAMING_FIELDS = ['name', 'title', 'orderNumber', 'displayName', 'email', 'code'] as const;

/**
 * The label of a change when the caller gives none: the first naming field of `after` or `before`
 * (an object), else null.
 */
function labelOf(entry: { before?: unknown; after?: unknown }): string | null {
  for (const row of [entry.after, entry.before]) {
    if (!row || typeof row !== 'object') continue;
    for (const field of NAMING_FIELDS) {
      const v = (row as Record<string, unknown>)[field];
      if (typeof v === 'string' && v.trim()) return v.trim();
    }
  }
  return null;
}

/** The staff member (their name and role are kept with the entry); `{ id: null, email: null }` for changes the shop applies itself (e.g. a provider's webhook). */
export interface AuditActor {
  id: string | null;
  email: string | null;
  displayName?: string;
  role?: string;
}

/** One change: what was done (`action`) to which thing (`entity`, `entityId`), named by `label`, with its state before and after. */
export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId?: string | null;
  label?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin change. `action` is e.g. 'create' | 'update' | 'delete' | 'status';
 * `entity` e.g. 'product', 'hero', 'order', 'country', 'settings'; `label` names what changed as
 * people know it (order number, customer e-mail...; default: the `name`, `title`, `orderNumber`...
 * of `after` or `before`), stored with the entry so it reads the same after the thing is gone.
 */
export async function insertAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await insertAuditMany(tx, actor, [entry]);
}

/** The actor filter's word for changes the shop applied itself (no admin). */
export const SHOP_ACTOR = 'shop';

/**
 * One page of the log, newest first, filtered by what (`entity`), who (`actor`: part of the e-mail,
 * or 'shop'), when (`from`/`to`, UTC days) and `search` (part of the label); with the entity types
 * and actors present for the filters.
 */
export async function findAudit(db: Db, q: AuditFilter): Promise<{ items: AuditEntry[]; total: number; entities: string[]; actors: string[] }> {
  const conditions: SQL[] = [...withinDays(auditLog.createdAt, q)];
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.actor) conditions.push(q.actor === SHOP_ACTOR ? isNull(auditLog.actorEmail) : ilike(auditLog.actorEmail, containsPattern(q.actor)));
  if (q.search) conditions.push(ilike(auditLog.label, containsPattern(q.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [c], entities, actors] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ v: auditLog.actorEmail }).from(auditLog).where(isNotNull(auditLog.actorEmail)).orderBy(asc(auditLog.actorEmail)),
  ]);
  return {
    total: Number(c?.n ?? 0),
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    entities: entities.map((e) => e.v),
    actors: actors.flatMap((a) => (a.v ? [a.v] : [])),
  };
}

/** Records many admin changes at once (a catalog import's batch), in the caller's transaction; see insertAudit. */
export async function insertAuditMany(tx: Db | Tx, actor: AuditActor, entries: AuditEntryInput[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.displayName || null,
      actorRole: actor.role || null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      label: (entry.label ?? labelOf(entry))?.slice(0, 200) ?? null,
      before: plain(entry.before),
      after: plain(entry.after),
    })),
  );
}
