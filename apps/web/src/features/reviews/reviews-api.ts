/**
 * Review calls and hooks (storefront §7 Reviews/Replies/Reactions): the approved list (pages of
 * 20), replies, reactions (optimistic, same §4 rule as the server), replying, the tag picker's
 * product search and the multipart review submission.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { REVIEW_LIMITS, applyReaction, type ReactionType } from '@phonexport/domain/reviews';
import type { ReactionResultDto, ReplyDto, ReviewDto, ReviewPageDto, TaggedProductDto } from '@phonexport/contracts/reviews';
import type { ApiErrorBody } from '@phonexport/domain/dto';
import { ApiError, api, query } from '../../lib/api';

/** Key of a review list: all approved reviews, or those tagging a product. */
export const reviewsKey = (productId?: string) => ['reviews', productId ?? 'all'] as const;

/** Approved reviews in the §9 order, 20 per page ('Load More Reviews' fetches the next page). */
export function useReviews(productId?: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => api<ReviewPageDto>(`/api/reviews${query({ offset: pageParam, limit: REVIEW_LIMITS.pageSize, productId })}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}

/** The signed-in user's own reviews, any status, newest first (only fetched for a signed-in user). */
export function useMyReviews(enabled: boolean) {
  return useQuery({
    queryKey: ['my-reviews'],
    queryFn: ({ signal }) => api<ReviewDto[]>('/api/reviews/mine', { signal }),
    enabled,
  });
}

/** Approved replies of a review, oldest first; fetched when shown. */
export function useReplies(reviewId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['review-replies', reviewId],
    queryFn: ({ signal }) => api<ReplyDto[]>(`/api/reviews/${reviewId}/replies`, { signal }),
    enabled,
  });
}

type ReviewPages = InfiniteData<ReviewPageDto, number>;

/** Applies `change` to the review in every cached list. */
function patchReview(qc: ReturnType<typeof useQueryClient>, id: string, change: (r: ReviewDto) => ReviewDto) {
  qc.setQueriesData<ReviewPages>({ queryKey: ['reviews'] }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((r) => (r.id === id ? change(r) : r)) })) } : data,
  );
}

/** A reaction tap: shown at once, then set to the server's answer (or undone on failure). */
export function useReact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ review, type }: { review: ReviewDto; type: ReactionType }) =>
      api<ReactionResultDto>(`/api/reviews/${review.id}/reactions`, { body: { type } }),
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

export function useSubmitReply() {
  return useMutation({
    mutationFn: ({ reviewId, comment }: { reviewId: string; comment: string }) => api<ReplyDto>(`/api/reviews/${reviewId}/replies`, { body: { comment } }),
  });
}

/** Active products whose name contains `search` (the review dialog's tag picker). */
export function useProductOptions(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['review-product-options', term],
    queryFn: ({ signal }) => api<TaggedProductDto[]>(`/api/reviews/product-options${query({ search: term })}`, { signal }),
    enabled: term.length >= 2,
    staleTime: 60_000,
  });
}

export interface ReviewSubmission {
  rating: number;
  title: string;
  comment: string;
  country: string;
  taggedProducts: string[];
  images: File[];
}

/** POST /api/reviews as multipart/form-data. Throws ApiError with the server's message and code. */
export async function submitReview(s: ReviewSubmission): Promise<ReviewDto> {
  const form = new FormData();
  form.set('rating', String(s.rating));
  form.set('title', s.title);
  form.set('comment', s.comment);
  form.set('country', s.country);
  for (const id of s.taggedProducts) form.append('taggedProducts', id);
  for (const f of s.images) form.append('images', f, f.name);
  let res: Response;
  try {
    res = await fetch('/api/reviews', { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null; // a proxy's HTML error page
  }
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, body.message ?? res.statusText, body.fields ?? {}, body.code);
  }
  return data as ReviewDto;
}

export function useSubmitReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-reviews'] }),
  });
}
