/** Mobile money operators the checkout offers (GET /api/checkout/mobile-money, issue 25): enabled, test mode, each operator's currency and limits. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useMobileMoneyInfo() {
  return useQuery({ queryKey: ['mobile-money-info'], queryFn: () => apiClient.get('/api/checkout/mobile-money'), staleTime: 60_000 });
}
