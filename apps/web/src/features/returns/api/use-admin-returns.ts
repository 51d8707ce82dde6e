/** GET /api/admin/returns (returnsContracts.adminList): the queue with counts per status; the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnReason, ReturnStatus } from '@phonexport/domain/returns';
import { apiClient } from '../../../lib/api-client';

export interface AdminReturnsFilter {
  status: ReturnStatus | '';
  reason: ReturnReason | '';
  search: string;
  sort: 'oldest' | 'newest';
  offset: number;
  limit: number;
}

export function useAdminReturns(f: AdminReturnsFilter) {
  const query = { sort: f.sort, offset: f.offset, limit: f.limit, ...(f.status ? { status: f.status } : {}), ...(f.reason ? { reason: f.reason } : {}), ...(f.search.trim() ? { search: f.search.trim() } : {}) };
  return useQuery({
    queryKey: ['admin', 'returns', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/returns', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
