/**
 * The cart subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the cart repository or routes.
 */
export * from './quote.ts';
