/** GET /api/settings (settingsContracts.get): the signed-in customer's settings over the §9 defaults. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const settingsKey = ['settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiClient.get('/api/settings', { signal }), enabled, staleTime: 5 * 60_000 });
}
