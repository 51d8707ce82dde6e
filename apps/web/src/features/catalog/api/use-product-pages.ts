/**
 * GET /api/products (catalogContracts.listProducts) page by page: 20 first, then 10 per Load More
 * (storefront §9), with the list's filters; each page follows the previous one's keyset cursor.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_FIRST, PRODUCT_PAGE_MORE } from '@phonexport/domain/catalog';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import type { ProductFilters } from '../product-filters';
import { catalogKeys } from './catalog-keys';

/** The product list query for filters `f`, reading through `get` (the server's in-process reads when it renders the page). */
export const productPagesQuery = (f: ProductFilters, get: ApiGet = apiClient.get) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.list(f),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      get('/api/products', {
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

export function useProductPages(f: ProductFilters) {
  return useInfiniteQuery(productPagesQuery(f));
}
