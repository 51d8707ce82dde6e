/** PUT /api/admin/service-countries/:id (shippingContracts.adminUpdateCountry). */
import { useMutation } from '@tanstack/react-query';
import type { AdminCountryInput } from '@phonexport/contracts/shipping';
import { apiClient } from '../../../lib/api-client';

export function useUpdateCountry() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCountryInput }) => apiClient.put('/api/admin/service-countries/:id', { params: { id }, body }),
  });
}
