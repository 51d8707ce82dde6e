/**
 * Places the order with the one-step (test) provider (POST /api/checkout): resolves with the
 * placed order; ApiError on a refusal (400, 401, 409 — 'in_progress' while the same key is being
 * settled — 502, 503).
 */
import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import { apiClient } from '../../../lib/api-client';

export function usePlaceOrder() {
  return useMutation({ mutationFn: (request: CheckoutRequest) => apiClient.post('/api/checkout', { body: request }) });
}
