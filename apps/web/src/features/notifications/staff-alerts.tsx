/**
 * Staff alerts in the back office (issue 17, decision 049): the counts on the Live Chat menu item
 * (unread messages, waiting conversations) and on Orders (new orders: pending or confirmed), kept
 * live over the one socket; a toast, and a short sound when the admin turned it on, when a
 * customer writes while the agent is elsewhere than Live Chat.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Bell, BellOff } from 'lucide-react';
import type { StaffAlertsDto } from '@phonexport/contracts/notifications';
import { acquireLive, onLiveOpen, subscribeLive } from '../../lib/live';
import { toast } from '../../lib/toast';
import { t, useTranslation } from '../../i18n/i18n';
import { staffAlertsKey, useStaffAlertCounts } from './api/use-staff-alerts';

const SOUND_KEY = 'px-admin-alert-sound';

function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** A short two-note chime made with Web Audio (no file to load); silent where audio is not allowed. */
function chime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.5);
    [880, 1320].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = hz;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + 0.5);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // no audio here
  }
}

/**
 * The counts, live: holds the socket while the back office is open, refetches on
 * `chat-conversation`, `orders-changed` and `resync` (a burst refetches once), and toasts a
 * customer's new message unless the agent is on Live Chat. Only while `enabled` (a signed-in
 * admin). Answers the counts (undefined while loading).
 */
export function useStaffAlerts(enabled: boolean): StaffAlertsDto | undefined {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onChat = useRef(false);
  onChat.current = pathname.startsWith('/admin/chat');
  const counts = useStaffAlertCounts(enabled);

  useEffect(() => {
    if (!enabled) return;
    const release = acquireLive();
    const seen = new Map<string, number>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void qc.invalidateQueries({ queryKey: staffAlertsKey });
      }, 150);
    };
    let opened = 0;
    const stopOpen = onLiveOpen(() => {
      if (opened++ > 0) refresh();
    });
    const stop = subscribeLive((event) => {
      if (event.type === 'orders-changed' || event.type === 'resync') return refresh();
      if (event.type !== 'chat-conversation') return;
      refresh();
      const c = event.conversation;
      const before = seen.get(c.id) ?? 0;
      seen.set(c.id, c.unreadAdminCount);
      if (c.unreadAdminCount > before && !onChat.current) {
        toast.info(t('admin.alerts.newMessage', { name: c.userName }), {
          id: `chat-${c.id}`,
          description: c.lastMessage ?? undefined,
          duration: 8_000,
          action: { label: t('admin.alerts.open'), onClick: () => navigate(`/admin/chat?c=${encodeURIComponent(c.id)}`) },
        });
        if (soundOn()) chime();
      }
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
      stopOpen();
      release();
    };
  }, [enabled, qc, navigate]);

  return counts.data;
}

/** A count on a menu item: nothing when zero; `tone` red for unread, amber for waiting. */
export function MenuBadge({ count, label, tone = 'red' }: { count: number | undefined; label?: string; tone?: 'red' | 'amber' }) {
  if (!count) return null;
  return (
    <span
      className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold ${tone === 'red' ? 'bg-red-600 text-white' : 'bg-amber-400 text-amber-950'}`}
      aria-label={label}
      title={label}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Turns the alert sound on or off (remembered in this browser); off by default. */
export function AlertSoundToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(soundOn);
  const flip = () => {
    const next = !on;
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // private mode: only for this page
    }
    setOn(next);
    if (next) chime();
  };
  return (
    <button type="button" className={`btn-ghost ${className}`} onClick={flip} aria-pressed={on} aria-label={t('admin.alerts.sound')} title={on ? t('admin.alerts.soundOn') : t('admin.alerts.soundOff')}>
      {on ? <Bell className="size-4" aria-hidden /> : <BellOff className="size-4" aria-hidden />}
      <span>{on ? t('admin.alerts.soundOn') : t('admin.alerts.soundOff')}</span>
    </button>
  );
}
