/** POST /api/admin/orders/:id/cancel (ordersContracts.cancel): refund what is left, restock; answers the refund message. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useCancelOrder(id: string) {
  return useMutation({ mutationFn: () => apiClient.post('/api/admin/orders/:id/cancel', { params: { id } }) });
}
