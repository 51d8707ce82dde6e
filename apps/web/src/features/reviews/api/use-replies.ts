/** GET /api/reviews/:id/replies (reviewsContracts.listReplies): approved replies, oldest first; fetched when shown. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useReplies(reviewId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['review-replies', reviewId],
    queryFn: ({ signal }) => apiClient.get('/api/reviews/:id/replies', { params: { id: reviewId }, signal }),
    enabled,
  });
}
