/** GET /api/orders/:id/returns (returnsContracts.forOrder): what each line may be returned for, until when, and the order's requests. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

export const orderReturnsQuery = (id: string | null, get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: ['order-returns', id],
    queryFn: ({ signal }) => get('/api/orders/:id/returns', { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });

export function useOrderReturns(id: string | null) {
  return useQuery(orderReturnsQuery(id));
}
