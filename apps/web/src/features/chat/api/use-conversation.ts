/** GET /api/chat/conversations/:id (chatContracts.thread): a conversation and its messages, always fresh; off while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: chatKeys.thread(id ?? 'none'),
    queryFn: ({ signal }) => apiClient.get('/api/chat/conversations/:id', { params: { id: id! }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
