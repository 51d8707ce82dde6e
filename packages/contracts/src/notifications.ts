/**
 * Notification contracts: the customer's notification bell (storefront §9).
 */
import type { Contract } from './contract.ts';

export const notificationsContracts = {} satisfies Record<string, Contract>;
