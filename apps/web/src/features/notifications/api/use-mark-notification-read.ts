/** POST /api/notifications/:id/read (notificationsContracts.markRead). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshNotifications } from './use-notifications';

export function useMarkNotificationRead() {
  const onSettled = useRefreshNotifications();
  return useMutation({ mutationFn: (id: string) => apiClient.post('/api/notifications/:id/read', { params: { id } }), onSettled });
}
