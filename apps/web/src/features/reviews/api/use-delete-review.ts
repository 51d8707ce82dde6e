/** DELETE /api/admin/reviews/:id (reviewsContracts.adminDelete): deletes a review with its photos, replies and reactions; refreshes the lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshReviews } from './use-refresh-reviews';

export function useDeleteReview() {
  const refresh = useRefreshReviews(useQueryClient());
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/admin/reviews/:id', { params: { id } }), onSuccess: refresh });
}
