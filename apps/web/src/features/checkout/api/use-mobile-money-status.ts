/** A mobile money checkout's status (GET /api/checkout/mobile-money/:checkoutId; the server asks pawaPay while pending), asked every 3 s while `follow`. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useMobileMoneyStatus(checkoutId: string | null, follow: boolean) {
  return useQuery({
    queryKey: ['mobile-money', checkoutId],
    queryFn: ({ signal }) => apiClient.get('/api/checkout/mobile-money/:checkoutId', { params: { checkoutId: checkoutId! }, signal }),
    enabled: Boolean(checkoutId),
    refetchInterval: follow ? 3_000 : false,
  });
}
