/** The operator of a mobile money number (POST /api/checkout/mobile-money/predict); ApiError 400 for a number that is not one. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function usePredictOperator() {
  return useMutation({ mutationFn: (body: { phoneNumber: string; countryCode?: string }) => apiClient.post('/api/checkout/mobile-money/predict', { body }) });
}
