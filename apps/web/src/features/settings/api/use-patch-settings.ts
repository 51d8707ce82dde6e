/** PATCH /api/settings (settingsContracts.patch): saves a part of the settings; the cache takes the server's merged answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsPatch } from '@phonexport/domain/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsKey } from './use-settings';

export function usePatchSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => apiClient.patch('/api/settings', { body: patch }),
    onSuccess: (settings) => qc.setQueryData(settingsKey, settings),
  });
}
