/** DELETE /api/account (accountsContracts.deleteAccount) with the dialog's explicit confirmation. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => apiClient.delete('/api/account', { body: { confirm: true } }) });
}
