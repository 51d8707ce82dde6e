/**
 * GET /api/accounts/providers (accountsContracts.providers): which sign-in options the server has
 * switched on; fixed while the server runs, so fetched once.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useAuthProviders() {
  return useQuery({ queryKey: ['auth-providers'], queryFn: ({ signal }) => apiClient.get('/api/accounts/providers', { signal }), staleTime: Infinity });
}
