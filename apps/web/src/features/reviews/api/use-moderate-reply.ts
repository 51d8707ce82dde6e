/** PATCH /api/admin/review-replies/:id (reviewsContracts.adminModerateReply): approve, reject and/or save notes; refreshes the lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationRequest } from '@phonexport/contracts/reviews';
import { apiClient } from '../../../lib/api-client';
import { useRefreshReviews } from './use-refresh-reviews';

export function useModerateReply() {
  const refresh = useRefreshReviews(useQueryClient());
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerationRequest }) => apiClient.patch('/api/admin/review-replies/:id', { params: { id }, body }),
    onSuccess: refresh,
  });
}
