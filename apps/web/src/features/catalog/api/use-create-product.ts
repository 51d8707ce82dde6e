/** POST /api/admin/products (catalogContracts.adminCreateProduct): creates a product; field errors arrive as ApiError.fields. */
import { useMutation } from '@tanstack/react-query';
import type { AdminProductInput } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';

export function useCreateProduct() {
  return useMutation({ mutationFn: (body: AdminProductInput) => apiClient.post('/api/admin/products', { body }) });
}
