/** POST /api/chat/messages (chatContracts.send): the customer writes (open conversation, else a new one). Fails with ApiError carrying the server's message. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatMessageBody } from './chat-message-body';

export function useSendChatMessage() {
  return useMutation({ mutationFn: ({ text, files }: { text: string; files: File[] }) => apiClient.post('/api/chat/messages', { body: chatMessageBody(text, files) }) });
}
