/** GET /api/tracking (trackingContracts.track): looks a tracking number up when the visitor asks (a mutation: one search per submit). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useTrackParcel() {
  return useMutation({ mutationFn: (trackingNumber: string) => apiClient.get('/api/tracking', { query: { trackingNumber } }) });
}
