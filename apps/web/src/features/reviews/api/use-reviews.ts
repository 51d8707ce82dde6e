/**
 * GET /api/reviews (reviewsContracts.list): approved reviews in the §9 order, a page at a time
 * ('Load More Reviews' fetches the next), all or those tagging `productId`. The page size is the
 * server's (the contract's default limit, REVIEW_LIMITS.pageSize: 20): this module stays small
 * enough for the entry chunk, which imports it for the server's prefetch (route-views.tsx).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { reviewsKey } from './review-keys';

/**
 * The reviews query of `productId` (all reviews when absent), reading through `get` (the server's
 * in-process reads when it renders home or a product page: the first page is in the first HTML).
 */
export const reviewsQuery = (productId?: string, get: ApiGet = apiClient.get) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => get('/api/reviews', { query: { offset: pageParam, productId }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });

export function useReviews(productId?: string) {
  return useInfiniteQuery(reviewsQuery(productId));
}
