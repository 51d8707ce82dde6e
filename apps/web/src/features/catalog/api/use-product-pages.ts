/**
 * GET /api/products (catalogContracts.listProducts) page by page: 20 first, then 10 per Load More
 * (storefront §9), with the list's filters; each page follows the previous one's keyset cursor.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_FIRST, PRODUCT_PAGE_MORE } from '@phonexport/domain/catalog';
import { apiClient } from '../../../lib/api-client';
import type { ProductFilters } from '../product-filters';
import { catalogKeys } from './catalog-keys';

export function useProductPages(f: ProductFilters) {
  return useInfiniteQuery({
    queryKey: catalogKeys.list(f),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get('/api/products', {
        query: {
          category: f.category ?? undefined,
          brand: f.brand ?? undefined,
          search: f.search || undefined,
          price: f.price ?? undefined,
          cursor: pageParam ?? undefined,
          limit: pageParam === null ? PRODUCT_PAGE_FIRST : PRODUCT_PAGE_MORE,
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}
