import type { ChatSendResultDto } from '@phonexport/contracts/chat';
import { api } from './api';

/**
 * Back office Customers screen, "Message" (§7): starts (or reuses) the customer's conversation
 * with "Hello {name}, how can we help you today?". Throws ApiError ('Failed to send message' is
 * the screen's toast text).
 */
export const startAdminChat = (userId: string) => api<ChatSendResultDto>('/api/chat/admin-conversations', { body: { userId } });
