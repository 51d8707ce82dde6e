/** POST /api/settings/password (settingsContracts.changePassword): the other sessions are signed out. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@phonexport/domain/settings';
import { apiClient } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeInput) => apiClient.post('/api/settings/password', { body }) });
}
