/**
 * GET /api/brands (catalogContracts.listBrands): the brand strip (active brands with products, the
 * spec's five first). A failed read leaves the strip at 'All' (storefront §8: product-side reads return empty).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The brands query, reading through `get` (the server's in-process reads when it renders the page). */
export const brandsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.brands,
    queryFn: async ({ signal }) => {
      try {
        return await get('/api/brands', { signal });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        console.error('Failed to load brands', err);
        return [];
      }
    },
    retry: false,
    staleTime: 60_000,
  });

export function useBrands() {
  return useQuery(brandsQuery());
}
