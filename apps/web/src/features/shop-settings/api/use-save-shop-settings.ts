/**
 * PUT /api/admin/settings (shopSettingsContracts.update): saves whole tabs; the admin cache takes
 * the answer and the storefront's public settings are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsDto } from '@phonexport/contracts/shop-settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKey } from '../../../lib/shop';
import { shopSettingsKey } from './use-shop-settings';

export function useSaveShopSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsDto) => apiClient.put('/api/admin/settings', { body }),
    onSuccess: async (saved) => {
      qc.setQueryData(shopSettingsKey, saved);
      await qc.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
