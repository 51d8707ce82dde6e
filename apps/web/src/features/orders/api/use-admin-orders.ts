/**
 * GET /api/admin/orders (ordersContracts.adminList): a page of orders for the back office with the
 * counts per status; the previous page stays on screen while the next one loads. `orderListQuery`
 * is also the query of the CSV export (ordersContracts.adminExportCsv, without the paging).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderStatus, ORDER_SORTS } from '@phonexport/domain/admin';
import { apiClient } from '../../../lib/api-client';

/** The list's filters: search, status, placed from/to (YYYY-MM-DD, inclusive), sort and direction. */
export interface AdminOrdersFilter {
  search: string;
  /** '' for every status. */
  status: AdminOrderStatus | '';
  /** '' for no bound. */
  from: string;
  to: string;
  sort: (typeof ORDER_SORTS)[number];
  dir: 'asc' | 'desc';
}

/** The filters as query parameters (empty ones left out). */
export function orderListQuery({ search, status, from, to, sort, dir }: AdminOrdersFilter) {
  return { sort, dir, ...(search.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function useAdminOrders(filter: AdminOrdersFilter & { offset: number; limit: number }) {
  const query = { ...orderListQuery(filter), offset: filter.offset, limit: filter.limit };
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
