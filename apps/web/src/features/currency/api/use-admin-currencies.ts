/** GET /api/admin/currencies (currencyContracts.adminList): every display currency with its rates, rounding and availability. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const adminCurrenciesKey = ['admin', 'currencies'] as const;

export function useAdminCurrencies() {
  return useQuery({ queryKey: adminCurrenciesKey, queryFn: ({ signal }) => apiClient.get('/api/admin/currencies', { signal }) });
}
