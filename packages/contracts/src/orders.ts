/**
 * Order contracts: the customer's orders and the back office's orders, cancels and refunds (storefront §7, back office §5).
 */
import type { Contract } from './contract.ts';

export const ordersContracts = {} satisfies Record<string, Contract>;
