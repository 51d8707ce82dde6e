/** After a moderation: reloads the back-office lists and stats and the public lists. */
import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_REVIEWS, ALL_REVIEWS } from './review-keys';

export function useRefreshReviews(qc: QueryClient) {
  return () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_REVIEWS }), qc.invalidateQueries({ queryKey: ALL_REVIEWS })]).then(() => undefined);
}
