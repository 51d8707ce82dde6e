/** GET /api/orders/:id/returns (returnsContracts.forOrder): what each line may be returned for, until when, and the order's requests. */
import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../lib/api-queries';

export const orderReturnsQuery = recordQuery('order-returns', '/api/orders/:id/returns');

export function useOrderReturns(id: string | null) {
  return useQuery(orderReturnsQuery(id));
}
