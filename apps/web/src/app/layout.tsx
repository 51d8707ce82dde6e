/**
 * Shared layout (storefront spec §2): header with the notification bell, main area, footer and
 * the fixed bottom tab bar, the floating support widgets and live notifications for signed-in
 * users. Every navigation scrolls to the top.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Spinner } from '../components/spinner';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useApplyServerPreferences } from '../features/settings/settings-api';
import { LiveNotifications } from '../features/realtime/use-live-notifications';

/** Chat button and Need Help menu (back office §2), loaded after the page so the first load stays small. */
const FloatingWidgets = lazy(() => import('../features/support/floating-widgets'));

function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`flex items-center gap-2 font-extrabold tracking-tight ${className}`} aria-label={t('nav.homeLink')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">
        Phone<span className="text-brand-600">Xport</span>
      </span>
    </Link>
  );
}

export function Layout() {
  useApplyServerPreferences();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] print:pb-0">
      <ScrollToTop />
      <header className="print:hidden sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <Logo />
          <NotificationBell />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1">
        <Suspense
          fallback={
            <div className="min-h-dvh">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <div className="print:hidden">
        <Footer />
        <BottomNav />
        <LiveNotifications />
        <Suspense fallback={null}>
          <FloatingWidgets />
        </Suspense>
      </div>
    </div>
  );
}
