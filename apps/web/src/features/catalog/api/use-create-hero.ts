/** POST /api/admin/heroes (catalogContracts.adminCreateHero): creates a hero banner; field errors arrive as ApiError.fields. */
import { useMutation } from '@tanstack/react-query';
import type { AdminHeroInput } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';

export function useCreateHero() {
  return useMutation({ mutationFn: (body: AdminHeroInput) => apiClient.post('/api/admin/heroes', { body }) });
}
