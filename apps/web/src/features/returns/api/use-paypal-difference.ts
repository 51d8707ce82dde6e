/**
 * With PayPal as the shop's provider (decision 071): POST /api/returns/:id/pay-difference/paypal
 * creates the PayPal order of an exchange's difference (the server's amount) and answers its id;
 * POST .../paypal/:orderId/capture captures the approved order and records it once. The order's
 * returns are read again after a capture.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function usePayPalDifference(orderId: string) {
  const qc = useQueryClient();
  const create = useMutation({
    mutationFn: async (returnId: string) => (await apiClient.post('/api/returns/:id/pay-difference/paypal', { params: { id: returnId } })).orderId,
  });
  const capture = useMutation({
    mutationFn: (v: { returnId: string; paypalOrderId: string }) =>
      apiClient.post('/api/returns/:id/pay-difference/paypal/:orderId/capture', { params: { id: v.returnId, orderId: v.paypalOrderId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['order-returns', orderId] }),
  });
  return { create, capture };
}
