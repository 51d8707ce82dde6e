/**
 * GET /api/products?featured=true (catalogContracts.listProducts): at most 6 featured products
 * (storefront §2 Home, §9). A failed read counts as none.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_LIMIT } from '@phonexport/domain/catalog';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The featured products query, reading through `get` (the server's in-process reads when it renders the page). */
export const featuredProductsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.featured,
    queryFn: async ({ signal }) => {
      try {
        const page = await get('/api/products', { query: { featured: 'true', limit: FEATURED_LIMIT }, signal });
        return page.items.slice(0, FEATURED_LIMIT);
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        console.error('Failed to load featured products', err);
        return [];
      }
    },
    retry: false,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
