/**
 * GET /api/notifications (notificationsContracts.list): the latest 50 and the unread count, for a
 * signed-in user, refreshed every minute (live events update it in between).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => apiClient.get('/api/notifications', { signal }), enabled, refetchInterval: 60_000 });
}

/** Refetches the list after a change. */
export function useRefreshNotifications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: notificationsKey });
}
