/** PUT /api/admin/heroes/:id (catalogContracts.adminUpdateHero): replaces a hero banner. */
import { useMutation } from '@tanstack/react-query';
import type { AdminHeroInput } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';

export function useUpdateHero() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AdminHeroInput }) => apiClient.put('/api/admin/heroes/:id', { params: { id }, body }) });
}
