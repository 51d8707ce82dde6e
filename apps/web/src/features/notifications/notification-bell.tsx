/**
 * Header bell (storefront spec §2 Home, §4 Notification): unread badge (99+), a dialog with the
 * latest 50 notifications and relative times; opening one marks it read and follows its action;
 * Mark all read and Clear all (DELETE /api/notifications). Visitors are offered sign-in instead.
 */
import { useRef } from 'react';
import { Bell } from 'lucide-react';
import { DialogHeader } from '../../components/ui/dialog';
import { useNavigate } from 'react-router';
import { badgeCount } from '@phonexport/domain/stock';
import { relativeTime } from '../../lib/format-date';
import { useMe } from '../../lib/use-me';
import { paths } from '../../lib/paths';
import type { NotificationDto } from '@phonexport/contracts/notifications';
import { useNotifications } from './api/use-notifications';
import { useMarkNotificationRead } from './api/use-mark-notification-read';
import { useMarkAllNotificationsRead } from './api/use-mark-all-notifications-read';
import { useClearNotifications } from './api/use-clear-notifications';
import { useTranslation } from '../../i18n/i18n';

export function NotificationBell() {
  const { user } = useMe();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const { data } = useNotifications(Boolean(user));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearNotifications();
  const badge = badgeCount(data?.unreadCount ?? 0);
  const { t } = useTranslation();

  const open = (n: NotificationDto) => {
    if (!n.read) markRead.mutate(n.id);
    dialog.current?.close();
    if (n.orderId) navigate(paths.orderDetail(n.orderId));
  };

  return (
    <>
      <button type="button" className="relative rounded-full p-2 hover:bg-slate-100" aria-label={t('notifications.title')} onClick={() => dialog.current?.showModal()}>
        <Bell className="size-6 text-slate-700" aria-hidden />
        {badge && <span className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white">{badge}</span>}
      </button>
      <dialog ref={dialog} aria-labelledby="notifications-title" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl">
        <DialogHeader id="notifications-title" title={t('notifications.title')} onClose={() => dialog.current?.close()} />
        {!user ? (
          <div className="p-6 text-center text-sm text-slate-600">
            <p>{t('notifications.signIn')}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => { dialog.current?.close(); navigate(paths.login); }}>
              {t('login.title')}
            </button>
          </div>
        ) : !data?.items.length ? (
          <p className="p-6 text-center text-sm text-slate-600">{t('notifications.none')}</p>
        ) : (
          <>
            <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
              {data.items.map((n) => (
                <li key={n.id}>
                  <button type="button" onClick={() => open(n)} className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${n.read ? '' : 'bg-brand-50'}`}>
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold">{n.title}</span>
                      <span className="shrink-0 text-xs text-slate-500">{relativeTime(n.createdAt)}</span>
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-600">{n.message}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex justify-between border-t border-slate-200 p-3">
              <button type="button" className="btn-ghost text-red-600" onClick={() => clearAll.mutate()} disabled={clearAll.isPending}>
                {t('notifications.clearAll')}
              </button>
              {data.unreadCount > 0 && (
                <button type="button" className="btn-ghost" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
                  {t('notifications.markAll')}
                </button>
              )}
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
