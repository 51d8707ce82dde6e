/**
 * Catalog contracts: products, heroes and brands, storefront and back office (storefront §2-§3, back office §3-§4).
 */
import type { Contract } from './contract.ts';

export const catalogContracts = {} satisfies Record<string, Contract>;
