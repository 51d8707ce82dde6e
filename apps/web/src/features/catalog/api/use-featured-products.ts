/**
 * GET /api/products?featured=true (catalogContracts.listProducts): at most 6 featured products
 * (storefront §2 Home, §9). A failed read counts as none.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_LIMIT } from '@phonexport/domain/catalog';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import { readOrNone } from './read-or-none';

/** The featured products query, reading through `get` (the server's in-process reads when it renders the page). */
export const featuredProductsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.featured,
    queryFn: ({ signal }) =>
      readOrNone('featured products', async () => {
        const page = await get('/api/products', { query: { featured: 'true', limit: FEATURED_LIMIT }, signal });
        return page.items.slice(0, FEATURED_LIMIT);
      }),
    retry: false,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
