/** POST /api/chat/conversations/:id/read (chatContracts.markRead): the other side's messages become read; answers the updated conversation. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useMarkChatRead() {
  return useMutation({ mutationFn: (id: string) => apiClient.post('/api/chat/conversations/:id/read', { params: { id } }) });
}
