/** GET /api/invoices (invoicesContracts.listMine): the signed-in customer's invoices, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

/** The invoices query, reading through `get` (the server's in-process reads when it renders the page). */
export const invoicesQuery = (get: ApiGet = apiClient.get) => queryOptions({ queryKey: ['invoices'], queryFn: ({ signal }) => get('/api/invoices', { signal }) });

export function useInvoices() {
  return useQuery(invoicesQuery());
}
