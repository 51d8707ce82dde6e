/** PUT /api/settings/profile (settingsContracts.updateProfile): display name and phone; the signed-in user takes the answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@phonexport/domain/settings';
import { apiClient } from '../../../lib/api-client';
import { meKey } from '../../../lib/use-me';

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiClient.put('/api/settings/profile', { body }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
  });
}
