/**
 * GET /api/addresses (addressesContracts.list): the signed-in customer's address book, default
 * first. Shares the ['addresses'] cache with checkout's saved-address picker.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const addressesKey = ['addresses'] as const;

export function useAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: ({ signal }) => apiClient.get('/api/addresses', { signal }) });
}

/** Refetches the book after a change (each address mutation settles with it). */
export function useRefreshAddresses() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: addressesKey });
}
