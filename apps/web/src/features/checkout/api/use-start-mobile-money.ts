/**
 * Starts a mobile money payment (POST /api/checkout/mobile-money): resolves with the checkout's
 * status (pending while the phone approves); ApiError on a refusal (400 with field messages or a
 * `mobile_money_*` code, 409, 502, 503).
 */
import { useMutation } from '@tanstack/react-query';
import type { MobileMoneyCheckoutRequest } from '@phonexport/contracts/mobile-money';
import { apiClient } from '../../../lib/api-client';

export function useStartMobileMoney() {
  return useMutation({ mutationFn: (body: MobileMoneyCheckoutRequest) => apiClient.post('/api/checkout/mobile-money', { body }) });
}
