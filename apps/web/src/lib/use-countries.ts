/**
 * GET /api/countries (shippingContracts.listCountries): the active service countries, shared by
 * the cart, checkout, the address book and the policies page; kept for 5 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: ({ signal }) => apiClient.get('/api/countries', { signal }), staleTime: 5 * 60_000 });
}
