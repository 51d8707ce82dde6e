/**
 * GET /api/products/:id (catalogContracts.getProduct): one product, null when there is none (404);
 * other failures surface as ApiError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The product query, reading through `get` (the server's in-process reads when it renders the page). */
export const productQuery = (id: string, get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: async ({ signal }) => {
      try {
        return await get('/api/products/:id', { params: { id }, signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: id !== '',
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
