/**
 * The addresses subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the addresses repository or routes.
 */
export * from './addresses-data.ts';
