/** PATCH /api/addresses/:id with `isDefault: true` (addressesContracts.update): makes it the default. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshAddresses } from './use-addresses';

export function useMakeDefaultAddress() {
  const onSettled = useRefreshAddresses();
  return useMutation({ mutationFn: (id: string) => apiClient.patch('/api/addresses/:id', { params: { id }, body: { isDefault: true } }), onSettled });
}
