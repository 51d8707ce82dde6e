/** POST /api/admin/service-countries (shippingContracts.adminCreateCountry): a code in use is a 409. */
import { useMutation } from '@tanstack/react-query';
import type { AdminCountryInput } from '@phonexport/contracts/shipping';
import { apiClient } from '../../../lib/api-client';

export function useCreateCountry() {
  return useMutation({ mutationFn: (body: AdminCountryInput) => apiClient.post('/api/admin/service-countries', { body }) });
}
