/**
 * The orders subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the orders repository or routes.
 */
export * from './orders-data.ts';
export * from './order-refunds.ts';
export * from './sales-sql.ts';
