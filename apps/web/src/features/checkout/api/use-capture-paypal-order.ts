/** Captures the customer's approved PayPal order (POST /api/checkout/paypal/orders/:orderId/capture): resolves with the placed order. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useCapturePayPalOrder() {
  return useMutation({
    mutationFn: (orderId: string) => apiClient.post('/api/checkout/paypal/orders/:orderId/capture', { params: { orderId } }),
  });
}
