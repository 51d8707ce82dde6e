/**
 * Live notifications for a signed-in user: holds the live connection and, when a
 * 'notification' event arrives, adds it to the bell's query (key ['notifications']) and announces
 * the spec's 'notifications-updated' browser event. Visitors open no socket.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { acquireLive, onLiveOpen, subscribeLive } from '../../lib/live';
import { useMe } from '../../lib/use-me';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const notificationsKey = ['notifications'] as const;

export function useLiveNotifications(): void {
  const { user } = useMe();
  const qc = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const release = acquireLive();
    let opened = 0;
    const stopOpen = onLiveOpen(() => {
      // After a reconnect, anything sent while offline is fetched again.
      if (opened++ > 0) void qc.invalidateQueries({ queryKey: notificationsKey });
    });
    const stop = subscribeLive((event) => {
      if (event.type === 'notification') {
        const n = event.notification;
        qc.setQueryData<NotificationListDto>(notificationsKey, (old) =>
          old && !old.items.some((i) => i.id === n.id) ? { unreadCount: old.unreadCount + (n.read ? 0 : 1), items: [n, ...old.items].slice(0, 50) } : old,
        );
        void qc.invalidateQueries({ queryKey: notificationsKey });
        window.dispatchEvent(new Event('notifications-updated'));
      } else if (event.type === 'resync') {
        void qc.invalidateQueries({ queryKey: notificationsKey });
      }
    });
    return () => {
      stop();
      stopOpen();
      release();
    };
  }, [userId, qc]);
}

/** Mount once in the layout. */
export function LiveNotifications(): null {
  useLiveNotifications();
  return null;
}
