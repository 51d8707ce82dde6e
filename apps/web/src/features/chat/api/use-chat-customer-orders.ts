/**
 * The recent orders of a conversation's customer, for the agent beside the conversation (issue 17),
 * read from GET /api/admin/customers/:id (customersContracts.get): at most `limit` orders, newest
 * first. Shares its cache with the Customers screen.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useChatCustomerOrders(userId: string | null, limit = 5) {
  return useQuery({
    queryKey: ['admin', 'customer', userId],
    queryFn: ({ signal }) => apiClient.get('/api/admin/customers/:id', { params: { id: userId! }, signal }),
    select: (d) => ({ orders: d.orders.slice(0, limit), total: d.orders.length }),
    enabled: userId !== null,
  });
}
