/** POST /api/orders/:id/returns (returnsContracts.create): sends a return or exchange request; the order's returns are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestInput } from '@phonexport/contracts/returns';
import { apiClient } from '../../../lib/api-client';

export function useCreateReturn(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestInput) => apiClient.post('/api/orders/:id/returns', { params: { id: orderId }, body }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['order-returns', orderId] }), qc.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
