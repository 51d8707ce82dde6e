/**
 * Account contracts: the signed-in user, profile, account deletion (storefront §4).
 */
import type { Contract } from './contract.ts';

export const accountsContracts = {} satisfies Record<string, Contract>;
