/**
 * POST /api/reviews (reviewsContracts.submit) as multipart/form-data: the fields, the tagged
 * products and the photos. Fails with ApiError carrying the server's message and code (the
 * toast title comes from REVIEW_ERROR_TITLES).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ReviewSubmission {
  rating: number;
  title: string;
  comment: string;
  country: string;
  taggedProducts: string[];
  images: File[];
}

/** The submission as the form the server reads. */
function reviewForm(s: ReviewSubmission): FormData {
  const form = new FormData();
  form.set('rating', String(s.rating));
  form.set('title', s.title);
  form.set('comment', s.comment);
  form.set('country', s.country);
  for (const id of s.taggedProducts) form.append('taggedProducts', id);
  for (const f of s.images) form.append('images', f, f.name);
  return form;
}

export function useSubmitReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: ReviewSubmission) => apiClient.post('/api/reviews', { body: reviewForm(s) }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-reviews'] }),
  });
}
