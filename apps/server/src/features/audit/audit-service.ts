/**
 * The audit subject's rule (decision 007): every admin write records itself with insertAudit
 * inside its own transaction (deleteAudited for the plain audited delete). Other features reach
 * both through the subject's index.ts (decision 105).
 */
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { insertAudit } from './audit-repository.ts';
export type { AuditEntryDto } from '@phonexport/contracts/audit';

/** How `deleteAudited` reads and removes one row of its entity. */
export interface AuditedDeleteSteps<Row extends { id: string }> {
  /** Reads the row inside the transaction; null or undefined when the id names none. */
  load(tx: Tx, id: string): Promise<Row | null | undefined>;
  /** Deletes the row. */
  remove(tx: Tx, id: string): Promise<unknown>;
  /** The 404's message when the id names no row (e.g. 'Product not found'). */
  notFoundMessage: string;
}

/**
 * Deletes one row of `entity` ('product', 'hero', 'country'...) in one transaction with its audit
 * entry (action 'delete', the row as it was as `before`). Throws 404 `notFoundMessage` for an unknown id.
 */
export function deleteAudited<Row extends { id: string }>(db: Db, admin: Pick<SessionUser, 'id' | 'email'>, entity: string, id: string, steps: AuditedDeleteSteps<Row>): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await steps.load(tx, id);
    if (!before) throw notFound(steps.notFoundMessage);
    await steps.remove(tx, id);
    await insertAudit(tx, admin, { action: 'delete', entity, entityId: before.id, before });
  });
}
