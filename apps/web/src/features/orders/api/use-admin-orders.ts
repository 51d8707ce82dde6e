/**
 * GET /api/admin/orders (ordersContracts.adminList): a page of orders for the back office with the
 * counts per status; the previous page stays on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderStatus } from '@phonexport/domain/admin';
import { apiClient } from '../../../lib/api-client';

export interface AdminOrdersFilter {
  search: string;
  /** '' for every status. */
  status: AdminOrderStatus | '';
  offset: number;
  limit: number;
}

export function useAdminOrders({ search, status, offset, limit }: AdminOrdersFilter) {
  const query = { offset, limit, ...(search.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}) };
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
