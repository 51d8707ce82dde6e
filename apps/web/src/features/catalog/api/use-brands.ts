/**
 * GET /api/brands (catalogContracts.listBrands): the brand strip (active brands with products, the
 * spec's five first). A failed read leaves the strip at 'All' (storefront §8: product-side reads return empty).
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function useBrands() {
  return useQuery({
    queryKey: catalogKeys.brands,
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get('/api/brands', { signal });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        console.error('Failed to load brands', err);
        return [];
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}
