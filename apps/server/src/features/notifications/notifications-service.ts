/**
 * The notifications subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the notifications repository or routes.
 */
export * from './notifications-data.ts';
