/** PATCH /api/admin/products/:id (catalogContracts.adminPatchProduct) with {featured}: the list's Featured toggle. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useSetProductFeatured() {
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => apiClient.patch('/api/admin/products/:id', { params: { id }, body: { featured } }),
  });
}
