import { apiClient } from './api-client';

/**
 * Back office Customers screen, "Message" (§7): starts (or reuses) the customer's conversation
 * with "Hello {name}, how can we help you today?" (chatContracts.startWithCustomer). Throws
 * ApiError ('Failed to send message' is the screen's toast text).
 */
export const startAdminChat = (userId: string) => apiClient.post('/api/chat/admin-conversations', { body: { userId } });
