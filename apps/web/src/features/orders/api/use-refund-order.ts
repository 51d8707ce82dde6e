/** POST /api/admin/orders/:id/refund (ordersContracts.refund): refunds `amount`, dollars as typed ('12.50'). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useRefundOrder(id: string) {
  return useMutation({ mutationFn: (amount: string) => apiClient.post('/api/admin/orders/:id/refund', { params: { id }, body: { amount } }) });
}
