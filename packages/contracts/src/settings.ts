/**
 * Customer settings contracts: language, theme, notifications preferences (storefront §9).
 */
import type { Contract } from './contract.ts';

export const settingsContracts = {} satisfies Record<string, Contract>;
