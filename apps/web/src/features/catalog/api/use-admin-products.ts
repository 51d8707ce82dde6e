/**
 * GET /api/admin/products (catalogContracts.adminListProducts): a page of products of every status
 * with the catalog's quick stats; the previous page stays on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractAt } from '@phonexport/contracts/index';
import type { RequestOf } from '@phonexport/contracts/contract';
import { apiClient } from '../../../lib/api-client';

/** Search, category, status, featured, offset and limit, as the contract reads them. */
export type AdminProductQuery = NonNullable<RequestOf<ContractAt<'GET', '/api/admin/products'>>['query']>;

export function useAdminProducts(query: AdminProductQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'products', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/products', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
