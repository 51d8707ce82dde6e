/**
 * The read behind each back-office moderation list (reviews, replies): one page of the list at a
 * GET contract path, the list's filters as its query, keyed `[...ADMIN_REVIEWS, kind, filter]` so
 * that a moderation refreshes it, the previous page kept while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractAt, PathsOf } from '@phonexport/contracts/index';
import type { ResponseOf } from '@phonexport/contracts/contract';
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

/** A GET at a path only known as a type parameter (the caller's contract types the answer). */
type Get<P extends PathsOf<'GET'>> = (path: P, request: object) => Promise<ResponseOf<ContractAt<'GET', P>>>;

/**
 * The hook of one moderation list: `kind` names it in the query key ('reviews', 'replies'), `path`
 * is its contract path. The hook takes the filter and `enabled` (false: idle, e.g. while the other
 * list's tab is shown); it answers the contract's page, and a failed read is the query's ApiError.
 */
export const moderationPage =
  <P extends PathsOf<'GET'>>(kind: string, path: P) =>
  (filter: AdminListFilter, enabled = true) =>
    useQuery({
      queryKey: [...ADMIN_REVIEWS, kind, filter],
      queryFn: ({ signal }) => (apiClient.get as Get<P>)(path, { query: filter, signal }),
      placeholderData: keepPreviousData,
      enabled,
    });
