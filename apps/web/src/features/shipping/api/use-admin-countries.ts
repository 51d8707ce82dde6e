/** GET /api/admin/service-countries (shippingContracts.adminListCountries): every service country by name. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useAdminCountries() {
  return useQuery({ queryKey: ['admin', 'countries'], queryFn: ({ signal }) => apiClient.get('/api/admin/service-countries', { signal }) });
}
