/**
 * The live socket: its upgrade endpoint (realtime events, decision 009).
 */
import type { Contract } from './contract.ts';

export const liveContracts = {} satisfies Record<string, Contract>;
