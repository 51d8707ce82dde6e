/**
 * Tracking contracts: parcel tracking by order or tracking number (storefront §8).
 */
import type { Contract } from './contract.ts';

export const trackingContracts = {} satisfies Record<string, Contract>;
