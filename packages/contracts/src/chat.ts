/**
 * Live chat contracts: customer and agent sides (back office-and-support, Live Chat).
 */
import type { Contract } from './contract.ts';

export const chatContracts = {} satisfies Record<string, Contract>;
