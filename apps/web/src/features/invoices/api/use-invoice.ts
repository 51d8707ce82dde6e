/** GET /api/invoices/:id (invoicesContracts.getMine): one of the customer's invoices; idle while `id` is null. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

/** The invoice query, reading through `get` (the server's in-process reads when it renders the page). */
export const invoiceQuery = (id: string | null, get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: ['invoice', id],
    queryFn: ({ signal }) => get('/api/invoices/:id', { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });

export function useInvoice(id: string | null) {
  return useQuery(invoiceQuery(id));
}
