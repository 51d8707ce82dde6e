/** GET /api/admin/reports/sales (reportsContracts.sales): orders and revenue per UTC day from `from` to `to` (YYYY-MM-DD). */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useSalesReport(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'report', from, to],
    queryFn: ({ signal }) => apiClient.get('/api/admin/reports/sales', { query: { from, to }, signal }),
    enabled,
  });
}
