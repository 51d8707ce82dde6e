/** GET /api/orders/:id (ordersContracts.getMine): one of the customer's orders; idle while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../lib/api-queries';

/** The order query, reading through `get` (the server's in-process reads when it renders the page). */
export const orderQuery = recordQuery('order', '/api/orders/:id');

export function useOrder(id: string | null) {
  return useQuery(orderQuery(id));
}
