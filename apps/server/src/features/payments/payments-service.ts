/**
 * The payments subject's public face: what other features may use of it (decision 023). Other
 * features import this file only, never the payments repository or routes.
 */
export * from './payment-provider.ts';
export * from './paypal/paypal-checkout.ts';
