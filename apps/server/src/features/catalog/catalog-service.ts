/**
 * The catalog subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the catalog repository or routes.
 */
export * from './catalog-data.ts';
