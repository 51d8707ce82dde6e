/**
 * GET /api/reviews (reviewsContracts.list): approved reviews in the §9 order, 20 per page
 * ('Load More Reviews' fetches the next page), all or those tagging `productId`.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@phonexport/domain/reviews';
import { apiClient } from '../../../lib/api-client';
import { reviewsKey } from './review-keys';

export function useReviews(productId?: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => apiClient.get('/api/reviews', { query: { offset: pageParam, limit: REVIEW_LIMITS.pageSize, productId }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}
