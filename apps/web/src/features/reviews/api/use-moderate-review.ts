/** PATCH /api/admin/reviews/:id (reviewsContracts.adminModerate): approve, reject and/or save notes; refreshes the back-office and public lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationRequest } from '@phonexport/contracts/reviews';
import { apiClient } from '../../../lib/api-client';
import { useRefreshReviews } from './use-refresh-reviews';

export function useModerateReview() {
  const refresh = useRefreshReviews(useQueryClient());
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerationRequest }) => apiClient.patch('/api/admin/reviews/:id', { params: { id }, body }),
    onSuccess: refresh,
  });
}
