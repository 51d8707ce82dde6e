/** GET /api/admin/settings (shopSettingsContracts.get): every settings tab. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const shopSettingsKey = ['admin', 'settings'] as const;

export function useShopSettings() {
  return useQuery({ queryKey: shopSettingsKey, queryFn: ({ signal }) => apiClient.get('/api/admin/settings', { signal }) });
}
