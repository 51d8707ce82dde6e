/**
 * Audit log contracts (back office §9).
 */
import type { Contract } from './contract.ts';

export const auditContracts = {} satisfies Record<string, Contract>;
