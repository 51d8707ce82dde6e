/** GET /api/admin/dashboard (reportsContracts.dashboard): the cards, the latest orders and the top products. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => apiClient.get('/api/admin/dashboard', { signal }) });
}
