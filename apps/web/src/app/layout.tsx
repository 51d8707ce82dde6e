/**
 * Shared layout (storefront spec §2): header with the notification bell, main area, footer and
 * the fixed bottom tab bar, the floating support widgets and live notifications for signed-in
 * users. Every navigation scrolls to the top.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Spinner } from '../components/spinner';
import { Logo } from '../components/logo';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useApplyServerPreferences } from '../features/settings/settings-api';
import { LiveNotifications } from '../features/realtime/use-live-notifications';

/** Chat button and Need Help menu (back office §2), loaded after the page so the first load stays small. */
const FloatingWidgets = lazy(() => import('./floating-widgets'));

function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
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
