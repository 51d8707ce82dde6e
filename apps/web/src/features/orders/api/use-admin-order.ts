/** GET /api/admin/orders/:id (ordersContracts.adminGet): one order with contact details and status events. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: ['admin', 'order', id], queryFn: ({ signal }) => apiClient.get('/api/admin/orders/:id', { params: { id }, signal }) });
}
