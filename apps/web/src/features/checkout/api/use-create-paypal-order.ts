/** Creates the PayPal order for the server's total (POST /api/checkout/paypal/orders): resolves with its PayPal order id. */
import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import { apiClient } from '../../../lib/api-client';

export function useCreatePayPalOrder() {
  return useMutation({ mutationFn: (request: CheckoutRequest) => apiClient.post('/api/checkout/paypal/orders', { body: request }) });
}
