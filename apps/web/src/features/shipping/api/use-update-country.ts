/** PUT /api/admin/service-countries/:id (shippingContracts.adminUpdateCountry). */
import { useMutation } from '@tanstack/react-query';
import type { AdminCountryInput } from '@phonexport/domain/admin';
import { apiClient } from '../../../lib/api-client';

export function useUpdateCountry() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCountryInput }) => apiClient.put('/api/admin/service-countries/:id', { params: { id }, body }),
  });
}
