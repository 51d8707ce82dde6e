/**
 * POST /api/reviews/:id/reactions (reviewsContracts.react): a reaction tap, shown at once with
 * the same §4 rule as the server (applyReaction), then set to the server's answer, or undone on failure.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { applyReaction, type ReactionType } from '@phonexport/domain/reviews';
import type { ReviewDto, ReviewPageDto } from '@phonexport/contracts/reviews';
import { apiClient } from '../../../lib/api-client';
import { ALL_REVIEWS } from './review-keys';

type ReviewPages = InfiniteData<ReviewPageDto, number>;

/** Applies `change` to the review in every cached list. */
function patchReview(qc: ReturnType<typeof useQueryClient>, id: string, change: (r: ReviewDto) => ReviewDto) {
  qc.setQueriesData<ReviewPages>({ queryKey: ALL_REVIEWS }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((r) => (r.id === id ? change(r) : r)) })) } : data,
  );
}

export function useReact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ review, type }: { review: ReviewDto; type: ReactionType }) => apiClient.post('/api/reviews/:id/reactions', { params: { id: review.id }, body: { type } }),
    onMutate: ({ review, type }) => {
      const next = applyReaction(review.reactionCounts, review.myReaction, type);
      patchReview(qc, review.id, (r) => ({ ...r, reactionCounts: next.counts, myReaction: next.mine }));
      return { before: review };
    },
    onSuccess: (res, { review }) => patchReview(qc, review.id, (r) => ({ ...r, ...res })),
    onError: (_err, { review }, ctx) => {
      if (ctx) patchReview(qc, review.id, (r) => ({ ...r, reactionCounts: ctx.before.reactionCounts, myReaction: ctx.before.myReaction }));
    },
  });
}
