/**
 * Invoice contracts: list, detail and PDF (storefront §7).
 */
import type { Contract } from './contract.ts';

export const invoicesContracts = {} satisfies Record<string, Contract>;
