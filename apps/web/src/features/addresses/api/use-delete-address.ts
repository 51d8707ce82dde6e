/** DELETE /api/addresses/:id (addressesContracts.remove): the oldest remaining becomes the default when it was. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshAddresses } from './use-addresses';

export function useDeleteAddress() {
  const onSettled = useRefreshAddresses();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/addresses/:id', { params: { id } }), onSettled });
}
