/** PATCH /api/admin/heroes/:id (catalogContracts.adminPatchHero): activates or deactivates a banner. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useSetHeroActive() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => apiClient.patch('/api/admin/heroes/:id', { params: { id }, body: { isActive } }),
  });
}
