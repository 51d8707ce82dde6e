/**
 * The customer's address book for the checkout's address picker (GET /api/addresses, the
 * addresses subject's endpoint; same query key as the address book, so both stay in step).
 * Through the untyped `api` until the addresses contract is filled; then `apiClient.get`.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AddressDto } from '@phonexport/contracts/addresses';

export function useSavedAddresses(enabled: boolean) {
  return useQuery({ queryKey: ['addresses'], queryFn: () => api<AddressDto[]>('/api/addresses'), enabled });
}
