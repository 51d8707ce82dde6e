/**
 * The audit subject's public face (decision 007, 023): every admin write records itself with
 * writeAudit inside its own transaction. Other features import this file only, never the audit
 * repository or routes.
 */
export { listAudit, writeAudit } from './audit-repository.ts';
export type { AuditEntryDto } from '@phonexport/contracts/audit';
