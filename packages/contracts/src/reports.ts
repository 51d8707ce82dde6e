/**
 * Report contracts: the back office dashboard (back office §2).
 */
import type { Contract } from './contract.ts';

export const reportsContracts = {} satisfies Record<string, Contract>;
