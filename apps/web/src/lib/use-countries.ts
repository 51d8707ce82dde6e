/**
 * GET /api/countries (shippingContracts.listCountries): the active service countries, shared by
 * the cart, checkout, the address book and the policies page; kept for 5 minutes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from './api-client';

/** The service countries query, reading through `get` (the server's in-process reads when it renders the page). */
export const countriesQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: ['countries'], queryFn: ({ signal }) => get('/api/countries', { signal }), staleTime: 5 * 60_000 });

export function useCountries() {
  return useQuery(countriesQuery());
}
