/** PUT /api/admin/products/:id (catalogContracts.adminUpdateProduct): replaces a product and its variants. */
import { useMutation } from '@tanstack/react-query';
import type { AdminProductInput } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';

export function useUpdateProduct() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AdminProductInput }) => apiClient.put('/api/admin/products/:id', { params: { id }, body }) });
}
