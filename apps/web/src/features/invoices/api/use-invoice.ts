/** GET /api/invoices/:id (invoicesContracts.getMine): one of the customer's invoices; idle while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: ['invoice', id],
    queryFn: ({ signal }) => apiClient.get('/api/invoices/:id', { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });
}
