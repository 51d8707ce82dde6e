/** GET /api/admin/review-replies (reviewsContracts.adminListReplies): one page of replies for moderation, the previous page kept while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModerationStatus } from '@phonexport/domain/reviews';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_REVIEWS } from './review-keys';

/** The filters and page of a back-office list. */
export interface AdminListFilter {
  status: 'all' | ModerationStatus;
  search: string;
  offset: number;
  limit: number;
}

export function useAdminReplies(filter: AdminListFilter, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS, 'replies', filter],
    queryFn: ({ signal }) => apiClient.get('/api/admin/review-replies', { query: filter, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
