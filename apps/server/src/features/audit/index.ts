/**
 * The audit log (decision 007): every admin write records itself with insertAudit inside its own
 * transaction; the back office reads the log.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { insertAudit, insertAuditMany } from './audit-repository.ts';
export { auditRoutes } from './audit-routes.ts';
export { deleteAudited } from './audit-service.ts';
