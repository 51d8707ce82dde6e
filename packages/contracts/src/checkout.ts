/**
 * Checkout contracts: payment set-up and placing an order (storefront §6).
 */
import type { Contract } from './contract.ts';

export const checkoutContracts = {} satisfies Record<string, Contract>;
