/** POST /api/notifications/read-all (notificationsContracts.markAllRead). */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRefreshNotifications } from './use-notifications';

export function useMarkAllNotificationsRead() {
  const onSettled = useRefreshNotifications();
  return useMutation({ mutationFn: () => apiClient.post('/api/notifications/read-all'), onSettled });
}
