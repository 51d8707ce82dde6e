/** GET /api/admin/customers (customersContracts.list): the matching customers and the stat cards; the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerListQuery } from '@phonexport/contracts/customers';
import { apiClient } from '../../../lib/api-client';

export function useCustomers(query: Partial<CustomerListQuery>) {
  return useQuery({
    queryKey: ['admin', 'customers', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/customers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
