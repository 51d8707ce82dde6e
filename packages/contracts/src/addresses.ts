/**
 * Address book contracts (storefront §4).
 */
import type { Contract } from './contract.ts';

export const addressesContracts = {} satisfies Record<string, Contract>;
