/** GET /api/orders (ordersContracts.listMine): the signed-in customer's orders, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

/** The orders query, reading through `get` (the server's in-process reads, with the session's user, when it renders the page). */
export const ordersQuery = (get: ApiGet = apiClient.get) => queryOptions({ queryKey: ['orders'], queryFn: ({ signal }) => get('/api/orders', { signal }) });

export function useOrders() {
  return useQuery(ordersQuery());
}
