/** PUT /api/addresses/:id (addressesContracts.replace): replaces an address; the book is refetched after. */
import { useMutation } from '@tanstack/react-query';
import type { AddressBody } from '@phonexport/domain/addresses';
import { apiClient } from '../../../lib/api-client';
import { useRefreshAddresses } from './use-addresses';

export function useReplaceAddress() {
  const onSettled = useRefreshAddresses();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AddressBody }) => apiClient.put('/api/addresses/:id', { params: { id }, body }), onSettled });
}
