/** PUT /api/admin/currencies/:currency (currencyContracts.adminUpdate): manual rate (null: follow the service), rounding rule, availability. */
import { useMutation } from '@tanstack/react-query';
import type { DisplayCurrency } from '@phonexport/domain/currency';
import type { CurrencyUpdate } from '@phonexport/domain/exchange-rates';
import { apiClient } from '../../../lib/api-client';

export function useUpdateCurrency() {
  return useMutation({
    mutationFn: ({ currency, body }: { currency: DisplayCurrency; body: CurrencyUpdate }) => apiClient.put('/api/admin/currencies/:currency', { params: { currency }, body }),
  });
}
