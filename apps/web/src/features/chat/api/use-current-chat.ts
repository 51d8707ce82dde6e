/**
 * GET /api/chat/current (chatContracts.current): the customer's open conversation and its
 * messages, or none. `currentChatQuery` is for reading it once, fresh, when the panel opens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export const currentChatQuery = () => queryOptions({ queryKey: chatKeys.current, queryFn: ({ signal }) => apiClient.get('/api/chat/current', { signal }), staleTime: 0 });

export function useCurrentChat(enabled = true) {
  return useQuery({ ...currentChatQuery(), enabled });
}
