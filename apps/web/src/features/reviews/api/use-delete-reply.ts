/** DELETE /api/admin/review-replies/:id (reviewsContracts.adminDeleteReply): deletes a reply; refreshes the lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshReviews } from './use-refresh-reviews';

export function useDeleteReply() {
  const refresh = useRefreshReviews(useQueryClient());
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/admin/review-replies/:id', { params: { id } }), onSuccess: refresh });
}
