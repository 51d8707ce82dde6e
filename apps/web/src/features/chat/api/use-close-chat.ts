/** POST /api/chat/conversations/:id/close (chatContracts.close): an agent closes a conversation; the lists reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function useCloseChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/chat/conversations/:id/close', { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}
