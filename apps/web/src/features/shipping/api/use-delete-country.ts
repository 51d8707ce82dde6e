/** DELETE /api/admin/service-countries/:id (shippingContracts.adminDeleteCountry). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDeleteCountry() {
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/admin/service-countries/:id', { params: { id } }) });
}
