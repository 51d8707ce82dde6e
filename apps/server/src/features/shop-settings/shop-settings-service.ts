/**
 * The shop-settings subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the shop-settings repository or routes.
 */
export * from './shop-settings-data.ts';
