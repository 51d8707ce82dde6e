/** POST /api/admin/currencies/refresh (currencyContracts.adminRefresh): fetch the rates now; answers the Currencies screen after the attempt. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminCurrenciesKey } from './use-admin-currencies';

export function useRefreshRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/admin/currencies/refresh'),
    onSuccess: (screen) => qc.setQueryData(adminCurrenciesKey, screen),
  });
}
