/** POST /api/returns/:id/pay-difference (returnsContracts.payDifference): pays an exchange's price difference; the order's returns are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function usePayDifference(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (returnId: string) => apiClient.post('/api/returns/:id/pay-difference', { params: { id: returnId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['order-returns', orderId] }),
  });
}
