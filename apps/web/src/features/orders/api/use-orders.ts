/** GET /api/orders (ordersContracts.listMine): the signed-in customer's orders, newest first. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: ({ signal }) => apiClient.get('/api/orders', { signal }) });
}
