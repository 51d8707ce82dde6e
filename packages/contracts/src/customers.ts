/**
 * Customer contracts of the back office (back office §6).
 */
import type { Contract } from './contract.ts';

export const customersContracts = {} satisfies Record<string, Contract>;
