/** GET /api/admin/reviews (reviewsContracts.adminList): one page of reviews for moderation, the previous page kept while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_REVIEWS } from './review-keys';
import type { AdminListFilter } from './use-admin-replies';

export function useAdminReviews(filter: AdminListFilter, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS, 'reviews', filter],
    queryFn: ({ signal }) => apiClient.get('/api/admin/reviews', { query: filter, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
