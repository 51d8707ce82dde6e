/**
 * Payment texts and rules shared by the checkout page and the server (storefront §7 Payment
 * provider, §8 Payment script).
 */

/** §8 Payment script: the payment provider's script could not be loaded. */
export const PAYMENT_SCRIPT_FAILED_TITLE = 'Failed to load';
export const PAYMENT_SCRIPT_FAILED = 'The PayPal payment buttons could not be loaded. Please check your connection and reload the page.';

/**
 * The JS SDK address with the shop's parameters (§7: USD, intent capture):
 * `{sdkUrl}?client-id=…&currency=USD&intent=capture&components=buttons`.
 */
export function payPalSdkSrc(sdkUrl: string, clientId: string): string {
  const params = `client-id=${encodeURIComponent(clientId)}&currency=USD&intent=capture&components=buttons`;
  return `${sdkUrl}${sdkUrl.includes('?') ? '&' : '?'}${params}`;
}
