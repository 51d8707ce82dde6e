/** GET /api/orders/:id (ordersContracts.getMine): one of the customer's orders; idle while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => apiClient.get('/api/orders/:id', { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });
}
