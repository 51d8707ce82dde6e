/** GET /api/admin/customers/:id (customersContracts.get): one customer's orders and activity (only while `id` is set). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) => apiClient.get('/api/admin/customers/:id', { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
