/** GET /api/settings (settingsContracts.get): the signed-in customer's settings over the §9 defaults. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

export const settingsKey = ['settings'] as const;

/** The settings query, reading through `get` (the server's in-process reads when it renders the page). */
export const settingsQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => get('/api/settings', { signal }), staleTime: 5 * 60_000 });

export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery(), enabled });
}
