/**
 * Audit log data access (decision 007), the only audit code that touches the database: every
 * admin change is recorded with who, what, when, before and after. writeAudit runs inside the
 * transaction of the change, so the record and the change commit together or not at all.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, AuditQuery } from '@phonexport/contracts/audit';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { SessionUser } from '../../http/session.ts';

/** JSON-safe copy (Dates become ISO strings). */
function plain(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Records one admin change. `action` is e.g. 'create' | 'update' | 'delete' | 'status';
 * `entity` e.g. 'product', 'hero', 'order', 'country', 'settings'.
 */
export async function writeAudit(
  tx: Db | Tx,
  /** The admin; `{ id: null, email: null }` for changes the shop applies itself (e.g. a provider's webhook). */
  actor: { id: string | null; email: string | null } | Pick<SessionUser, 'id' | 'email'>,
  entry: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

/** Newest first, optionally for one entity type; `limit` at most 100. */
export async function listAudit(db: Db, q: AuditQuery): Promise<{ items: AuditEntryDto[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [c]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: Number(c?.n ?? 0),
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
