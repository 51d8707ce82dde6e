/** GET /api/reviews/mine (reviewsContracts.mine): the signed-in user's own reviews, any status, newest first (fetched only when `enabled`). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useMyReviews(enabled: boolean) {
  return useQuery({ queryKey: ['my-reviews'], queryFn: ({ signal }) => apiClient.get('/api/reviews/mine', { signal }), enabled });
}
