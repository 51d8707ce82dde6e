/**
 * The customer's address book for the checkout's address picker (GET /api/addresses, the
 * addresses subject's `list` contract; same query key as the address book, so both stay in step).
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ queryKey: ['addresses'], queryFn: ({ signal }) => apiClient.get('/api/addresses', { signal }), enabled });
}
