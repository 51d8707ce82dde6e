/**
 * GET /api/admin/alerts (notificationsContracts.staffAlerts): the back office menu's counts
 * (unread and waiting chats, new orders), for admins; refreshed on live events (staff-alerts.tsx)
 * and every two minutes in case an event was missed.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const staffAlertsKey = ['staff-alerts'] as const;

export function useStaffAlertCounts(enabled: boolean) {
  return useQuery({ queryKey: staffAlertsKey, queryFn: ({ signal }) => apiClient.get('/api/admin/alerts', { signal }), enabled, refetchInterval: 120_000 });
}
