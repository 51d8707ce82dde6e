/**
 * Cart contracts: quotes and coupons (storefront §5).
 */
import type { Contract } from './contract.ts';

export const cartContracts = {} satisfies Record<string, Contract>;
