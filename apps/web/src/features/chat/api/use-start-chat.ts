/** POST /api/chat/conversations (chatContracts.start): the customer's open conversation, or a new waiting one (`created`). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useStartChat() {
  return useMutation({ mutationFn: () => apiClient.post('/api/chat/conversations') });
}
