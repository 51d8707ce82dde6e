/** POST /api/addresses (addressesContracts.create): adds an address; the book is refetched after. */
import { useMutation } from '@tanstack/react-query';
import type { AddressBody } from '@phonexport/domain/addresses';
import { apiClient } from '../../../lib/api-client';
import { useRefreshAddresses } from './use-addresses';

export function useCreateAddress() {
  const onSettled = useRefreshAddresses();
  return useMutation({ mutationFn: (body: AddressBody) => apiClient.post('/api/addresses', { body }), onSettled });
}
