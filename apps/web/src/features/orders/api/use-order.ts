/** GET /api/orders/:id (ordersContracts.getMine): one of the customer's orders; idle while `id` is null. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

/** The order query, reading through `get` (the server's in-process reads when it renders the page). */
export const orderQuery = (id: string | null, get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) => get('/api/orders/:id', { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });

export function useOrder(id: string | null) {
  return useQuery(orderQuery(id));
}
