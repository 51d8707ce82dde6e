/** GET /api/admin/reviews/stats (reviewsContracts.adminStats): the §9 statistics and reply counts. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_REVIEWS } from './review-keys';

export function useReviewStats() {
  return useQuery({ queryKey: [...ADMIN_REVIEWS, 'stats'], queryFn: ({ signal }) => apiClient.get('/api/admin/reviews/stats', { signal }) });
}
