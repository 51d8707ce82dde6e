/** GET /api/admin/heroes (catalogContracts.adminListHeroes): every hero banner, highest priority first. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useAdminHeroes() {
  return useQuery({ queryKey: ['admin', 'heroes'], queryFn: ({ signal }) => apiClient.get('/api/admin/heroes', { signal }) });
}
