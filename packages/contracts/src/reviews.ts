/**
 * Review contracts: reviews, replies, reactions, photos and moderation (storefront §3, back office).
 */
import type { Contract } from './contract.ts';

export const reviewsContracts = {} satisfies Record<string, Contract>;
