/**
 * Back office shell (back office spec §2 Admin layout, Route guard): a loading state while the
 * session resolves, /login for visitors (remembering the page), 'Access Denied' for customers.
 * Side menu (a scrollable strip below 1024 px), Back to Store, Logout and the admin's name; the
 * chosen screen renders in the <Outlet/>.
 */
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  Coins,
  Globe2,
  Image as ImageIcon,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Package,
  ScrollText,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Star,
  Store,
  Tags,
  Users,
} from 'lucide-react';
import { Spinner } from '../components/spinner';
import { paths } from '../lib/paths';
import { useLogout, useMe } from '../lib/use-me';
import { ADMIN_MESSAGES } from '@phonexport/domain/admin';
import { AlertSoundToggle, MenuBadge, useStaffAlerts } from '../features/notifications/staff-alerts';

export const ADMIN_MENU = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/hero', label: 'Hero Banners', icon: ImageIcon },
  { to: '/admin/brands', label: 'Brands', icon: Tags },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/service-countries', label: 'Service Countries', icon: Globe2 },
  { to: '/admin/currencies', label: 'Currencies', icon: Coins },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/chat', label: 'Live Chat', icon: MessageSquare },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/audit-log', label: 'Audit Log', icon: ScrollText },
] as const;

function AccessDenied() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="card max-w-md p-8 text-center">
        <ShieldAlert className="mx-auto size-12 text-red-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-600">{ADMIN_MESSAGES.accessDenied}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          Go Back
        </button>
      </div>
    </div>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AdminLayout() {
  const { user, isLoading, isAdmin } = useMe();
  const location = useLocation();
  const logout = useLogout();
  const alerts = useStaffAlerts(isAdmin);
  useEffect(() => {
    document.title = 'Admin — PhoneXport';
  }, []);
  if (isLoading) return <Spinner label="Loading" />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (!isAdmin) return <AccessDenied />;

  const name = user.displayName || user.email;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex shrink-0 items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition ${
      isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
    }`;

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <ScrollToTop />
      <aside className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:py-5">
          <Link to="/admin" className="flex items-center gap-2 font-extrabold tracking-tight">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>
              Phone<span className="text-brand-600">Xport</span> <span className="text-sm font-semibold text-slate-500">Admin</span>
            </span>
          </Link>
          <p className="truncate text-sm text-slate-500 lg:mt-2" title={user.email}>
            Signed in as <span className="font-semibold text-slate-700">{name}</span>
          </p>
        </div>
        <nav aria-label="Admin" className="flex gap-1 overflow-x-auto px-3 pb-3 lg:flex-1 lg:flex-col lg:overflow-y-auto lg:pb-0">
          {ADMIN_MENU.map((m) => (
            <NavLink key={m.to} to={m.to} end={'end' in m} className={linkClass}>
              <m.icon className="size-4" aria-hidden />
              {m.label}
              {m.to === paths.adminOrders && (
                <span className="ml-auto flex">
                  <MenuBadge count={alerts?.newOrders} label="new orders" />
                </span>
              )}
              {m.to === paths.adminChat && (
                <span className="ml-auto flex gap-1">
                  <MenuBadge count={alerts?.chatUnread} label="unread" />
                  <MenuBadge count={alerts?.chatWaiting} label="waiting" tone="amber" />
                </span>
              )}
              {m.to === '/admin/currencies' && (
                <span className="ml-auto flex">
                  <MenuBadge count={alerts?.staleRates} label="stale rates" tone="amber" />
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="hidden gap-2 border-t border-slate-200 p-3 lg:flex lg:flex-col">
          <ExitLinks onLogout={logout} size="justify-start" />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <div className="flex justify-end gap-2 px-4 pt-3 lg:hidden">
          <ExitLinks onLogout={logout} size="py-1.5" />
        </div>
        <main className="mx-auto max-w-7xl p-4 lg:p-8">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** 'Back to Store' and 'Logout' (the side menu's foot from 1024 px, the top bar below); `size` adds classes to both. */
function ExitLinks({ onLogout, size }: { onLogout: () => void; size: string }) {
  return (
    <>
      <Link to="/" className={`btn-outline ${size}`}>
        <Store className="size-4" aria-hidden /> Back to Store
      </Link>
      <AlertSoundToggle className={size} />
      <button type="button" className={`btn-ghost ${size} text-red-700`} onClick={onLogout}>
        <LogOut className="size-4" aria-hidden /> Logout
      </button>
    </>
  );
}
