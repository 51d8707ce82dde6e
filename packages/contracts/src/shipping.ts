/**
 * Shipping contracts: service countries, storefront and back office (back office §7).
 */
import type { Contract } from './contract.ts';

export const shippingContracts = {} satisfies Record<string, Contract>;
