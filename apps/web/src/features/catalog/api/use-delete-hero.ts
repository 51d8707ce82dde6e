/** DELETE /api/admin/heroes/:id (catalogContracts.adminDeleteHero). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDeleteHero() {
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/api/admin/heroes/:id', { params: { id } }) });
}
