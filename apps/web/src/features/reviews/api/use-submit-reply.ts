/** POST /api/reviews/:id/replies (reviewsContracts.reply): a reply, pending until approved. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useSubmitReply() {
  return useMutation({
    mutationFn: ({ reviewId, comment }: { reviewId: string; comment: string }) => apiClient.post('/api/reviews/:id/replies', { params: { id: reviewId }, body: { comment } }),
  });
}
