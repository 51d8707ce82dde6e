/** Which payment provider the shop uses (checkout, an exchange's difference) (GET /api/checkout/payment): test, PayPal (with its SDK settings) or none. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export function usePaymentInfo() {
  return useQuery({ queryKey: ['payment-info'], queryFn: () => apiClient.get('/api/checkout/payment') });
}
