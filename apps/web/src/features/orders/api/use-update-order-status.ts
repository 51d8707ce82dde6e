/** POST /api/admin/orders/:id/status (ordersContracts.updateStatus): a move along the allowed transitions, or a correction with a reason (409 otherwise); answers the order as it is now, whether the customer was told and the §4 message. */
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderStatus } from '@phonexport/domain/admin';
import { apiClient } from '../../../lib/api-client';

export function useUpdateOrderStatus(id: string) {
  return useMutation({
    mutationFn: (body: { status: AdminOrderStatus; trackingNumber?: string; correction?: { reason: string; notifyCustomer: boolean } }) => apiClient.post('/api/admin/orders/:id/status', { params: { id }, body }),
  });
}
