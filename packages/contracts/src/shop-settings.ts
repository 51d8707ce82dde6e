/**
 * Shop settings contracts: the back office Settings screen and the public shop info (back office §8).
 */
import type { Contract } from './contract.ts';

export const shopSettingsContracts = {} satisfies Record<string, Contract>;
