/** GET /api/chat/conversations (chatContracts.list): the agent's list by status and text, always fresh, the previous list kept while loading. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function useChatConversations(status: 'all' | 'waiting' | 'active' | 'closed', search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: chatKeys.list(status, term),
    queryFn: ({ signal }) => apiClient.get('/api/chat/conversations', { query: { status, search: term || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
