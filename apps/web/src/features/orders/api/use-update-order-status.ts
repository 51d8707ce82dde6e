/** POST /api/admin/orders/:id/status (ordersContracts.updateStatus): answers the order as it is now and the §4 message. */
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderStatus } from '@phonexport/domain/admin';
import { apiClient } from '../../../lib/api-client';

export function useUpdateOrderStatus(id: string) {
  return useMutation({
    mutationFn: (body: { status: AdminOrderStatus; trackingNumber?: string }) => apiClient.post('/api/admin/orders/:id/status', { params: { id }, body }),
  });
}
