/**
 * Checks a typed coupon code on the server (POST /api/coupons/validate): resolves with the
 * active coupon, or fails with ApiError carrying the §5 message.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useValidateCoupon() {
  return useMutation({ mutationFn: (code: string) => apiClient.post('/api/coupons/validate', { body: { code } }) });
}
