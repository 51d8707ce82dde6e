/**
 * The audit subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the audit repository or routes.
 */
export * from './audit-data.ts';
