/** GET /api/invoices (invoicesContracts.listMine): the signed-in customer's invoices, newest first. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useInvoices() {
  return useQuery({ queryKey: ['invoices'], queryFn: ({ signal }) => apiClient.get('/api/invoices', { signal }) });
}
