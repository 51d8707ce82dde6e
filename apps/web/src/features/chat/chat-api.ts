/**
 * Chat calls (back office spec §7 Chat): threads, sending (JSON or multipart with files),
 * read marks, closing, and starting an admin conversation from the Customers screen.
 */
import type { ChatConversationDto, ChatConversationListDto, ChatSendResultDto, ChatThreadDto } from '@phonexport/contracts/chat';
import { ApiError, api, query } from '../../lib/api';

export const chatKeys = {
  current: ['chat', 'current'] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  list: (status: string, search: string) => ['chat', 'list', status, search] as const,
  lists: ['chat', 'list'] as const,
};

export const fetchCurrentChat = () => api<ChatThreadDto | { conversation: null; messages: [] }>('/api/chat/current');
export const fetchThread = (id: string) => api<ChatThreadDto>(`/api/chat/conversations/${id}`);
export const fetchConversations = (status: string, search: string) =>
  api<ChatConversationListDto>(`/api/chat/conversations${query({ status, search: search.trim() || undefined })}`);
export const startCustomerChat = () => api<{ conversation: ChatConversationDto; created: boolean }>('/api/chat/conversations', { body: {} });
export const markChatRead = (id: string) => api<ChatConversationDto>(`/api/chat/conversations/${id}/read`, { body: {} });
export const closeChat = (id: string) => api<ChatConversationDto>(`/api/chat/conversations/${id}/close`, { body: {} });


/**
 * Sends a message with optional files to `url` (/api/chat/messages for the customer,
 * /api/chat/conversations/{id}/messages for an admin). Throws ApiError with the server's message.
 */
export async function sendChatMessage(url: string, text: string, files: File[]): Promise<ChatSendResultDto> {
  if (!files.length) return api<ChatSendResultDto>(url, { body: { message: text } });
  const form = new FormData();
  form.append('message', text);
  for (const f of files) form.append('files', f, f.name);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const data = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new ApiError(res.status, data.message ?? res.statusText);
  return data as unknown as ChatSendResultDto;
}
