/** POST /api/admin/customers/:id/notifications (customersContracts.notify): Send Notification with the default title and text. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useNotifyCustomer() {
  return useMutation({ mutationFn: (id: string) => apiClient.post('/api/admin/customers/:id/notifications', { params: { id }, body: {} }) });
}
