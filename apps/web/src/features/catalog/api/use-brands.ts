/**
 * GET /api/brands (catalogContracts.listBrands): the brand strip (active brands with products, the
 * spec's five first). A failed read leaves the strip at 'All' (storefront §8: product-side reads return empty).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import { readOrNone } from './read-or-none';

/** The brands query, reading through `get` (the server's in-process reads when it renders the page). */
export const brandsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.brands,
    queryFn: ({ signal }) => readOrNone('brands', () => get('/api/brands', { signal })),
    retry: false,
    staleTime: 60_000,
  });

export function useBrands() {
  return useQuery(brandsQuery());
}
