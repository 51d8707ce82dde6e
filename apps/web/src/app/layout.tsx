/**
 * Shared layout (storefront spec §2): header (site-header.tsx: the bell; from 1024 px also the
 * category navigation, search, account and cart), main area, footer, the fixed bottom tab bar
 * (below 1024 px only), the floating support widgets and live notifications for signed-in users.
 * The footer ends with room for the floating widgets, so the end of every page can be scrolled
 * clear of them. Every navigation scrolls to the top.
 */
import { Suspense, useEffect, useRef } from 'react';
import { preloadable } from './preloadable';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { OfflineBanner } from './offline-banner';
import { Spinner } from '../components/spinner';
import { useApplyServerPreferences } from '../features/settings/settings-api';
import { LiveNotifications } from '../features/realtime/use-live-notifications';

/**
 * Chat button and Need Help menu (back office §2): its own chunk, kept out of the first script so
 * that stays small, and hydrated once the page is live (decision 088); a tap on them before that
 * is kept and replayed (decision 064).
 */
export const FloatingWidgets = preloadable(() => import('./floating-widgets'), 'default', { afterLive: true });

/**
 * Every navigation inside the app starts at the top of its page. Not the page the app started on:
 * the browser placed it (the top, or where a reload or Back left it), and a shopper may have
 * scrolled the server's HTML before the scripts arrived; moving it when the page becomes live
 * would pull the button under their finger away mid-tap (decision 064).
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shown.current === `${pathname}${search}`) return;
    shown.current = `${pathname}${search}`;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export function Layout() {
  useApplyServerPreferences();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0 print:pb-0">
      <ScrollToTop />
      <SiteHeader />
      <OfflineBanner />
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
