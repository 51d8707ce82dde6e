/** DELETE /api/notifications (notificationsContracts.clear): empties the list at once, then refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListDto } from '@phonexport/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationsKey, useRefreshNotifications } from './use-notifications';

export function useClearNotifications() {
  const qc = useQueryClient();
  const onSettled = useRefreshNotifications();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/notifications'),
    onMutate: () => qc.setQueryData<NotificationListDto>(notificationsKey, { unreadCount: 0, items: [] }),
    onSettled,
  });
}
