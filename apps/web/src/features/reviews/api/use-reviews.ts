/**
 * GET /api/reviews (reviewsContracts.list): approved reviews in the §9 order, 20 per page
 * ('Load More Reviews' fetches the next page), all or those tagging `productId`.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@phonexport/domain/reviews';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { reviewsKey } from './review-keys';

/**
 * The reviews query of `productId` (all reviews when absent), reading through `get` (the server's
 * in-process reads when it renders home or a product page: the first page is in the first HTML).
 */
export const reviewsQuery = (productId?: string, get: ApiGet = apiClient.get) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => get('/api/reviews', { query: { offset: pageParam, limit: REVIEW_LIMITS.pageSize, productId }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });

export function useReviews(productId?: string) {
  return useInfiniteQuery(reviewsQuery(productId));
}
