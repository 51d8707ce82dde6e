/** DELETE /api/admin/products/:id (catalogContracts.adminDeleteProduct). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDeleteProduct() {
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/admin/products/:id', { params: { id } }) });
}
