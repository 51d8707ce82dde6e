/**
 * GET /api/addresses (addressesContracts.list): the signed-in customer's address book, default
 * first. Shares the ['addresses'] cache with checkout's saved-address picker.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

export const addressesKey = ['addresses'] as const;

/** The address book query, reading through `get` (the server's in-process reads when it renders the page). */
export const addressesQuery = (get: ApiGet = apiClient.get) => queryOptions({ queryKey: addressesKey, queryFn: ({ signal }) => get('/api/addresses', { signal }) });

export function useAddresses() {
  return useQuery(addressesQuery());
}

/** Refetches the book after a change (each address mutation settles with it). */
export function useRefreshAddresses() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: addressesKey });
}
