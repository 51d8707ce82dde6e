/** POST /api/chat/conversations/:id/messages (chatContracts.reply): an agent (or the owner) writes into a conversation. Fails with ApiError carrying the server's message. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatMessageBody } from './chat-message-body';

export function useReplyToChat() {
  return useMutation({
    mutationFn: ({ id, text, files }: { id: string; text: string; files: File[] }) =>
      apiClient.post('/api/chat/conversations/:id/messages', { params: { id }, body: chatMessageBody(text, files) }),
  });
}
