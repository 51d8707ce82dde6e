/**
 * Back office shell (back office spec §2 Admin layout, Route guard): a loading state while the
 * session resolves, /login for visitors (remembering the page), 'Access Denied' for customers.
 * From 1024 px a side menu; below, a top bar whose Menu button (with the menu's badges on it)
 * opens the same menu as a drawer (issue 24; the kit's Drawer on the native modal <dialog>).
 * Back to Store, the alert sound, Logout and the admin's name; the chosen screen renders in the <Outlet/>.
 * Every text through t() (locale section `admin`, decision 060).
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  Coins,
  Globe2,
  Image as ImageIcon,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  Package,
  ScrollText,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Star,
  Store,
  Tags,
  Undo2,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Spinner } from '../components/spinner';
import { Drawer } from '../components/ui/dialog';
import { LogoMark, SHOP_NAME } from '../components/logo';
import { useTranslation } from '../i18n/i18n';
import { paths } from '../lib/paths';
import { adminMenuRoutes, type AdminMenuIcon } from '../lib/route-table';
import { useLogout, useMe } from '../lib/use-me';
import { canOpenScreen, staffHome, visibleMenu } from '@phonexport/domain/staff';
import { AlertSoundToggle, MenuBadge, useStaffAlerts } from '../features/notifications/staff-alerts';

const MENU_ICONS: Record<AdminMenuIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  products: Package,
  heroes: ImageIcon,
  brands: Tags,
  orders: ShoppingCart,
  customers: Users,
  countries: Globe2,
  currencies: Coins,
  reviews: Star,
  chat: MessageSquare,
  settings: Settings,
  audit: ScrollText,
  staff: UserCog,
  security: ShieldAlert,
  returns: Undo2,
};

/** The side menu, from the route table (lib/route-table.ts): its staff pages with a `menu`, in order. */
export const ADMIN_MENU = adminMenuRoutes().map((r) => ({ to: r.path, label: r.menu.label, icon: MENU_ICONS[r.menu.icon], end: r.path === paths.admin, permission: r.permission, titleKey: r.title }));

function AccessDenied() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="card max-w-md p-8 text-center">
        <ShieldAlert className="mx-auto size-12 text-red-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{t('admin.layout.accessDenied')}</h1>
        <p className="mt-2 text-slate-600">{t('admin.layout.accessDeniedText')}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          {t('admin.layout.goBack')}
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

type Alerts = ReturnType<typeof useStaffAlerts>;

/** The badges of one menu item (new orders; chat unread and waiting), each named in words. */
function ItemBadges({ to, alerts }: { to: string; alerts: Alerts }) {
  const { t } = useTranslation();
  if (to === paths.adminOrders)
    return (
      <span className="ml-auto flex">
        <MenuBadge count={alerts?.newOrders} label={t('admin.menu.newOrders', { count: alerts?.newOrders ?? 0 })} />
      </span>
    );
  if (to === paths.adminReturns)
    return (
      <span className="ml-auto flex">
        <MenuBadge count={alerts?.newReturns} label={t('returns.admin.newReturns', { count: alerts?.newReturns ?? 0 })} />
      </span>
    );
  if (to === '/admin/currencies')
    return (
      <span className="ml-auto flex">
        <MenuBadge count={alerts?.staleRates} label={t('currency.admin.stale')} tone="amber" />
      </span>
    );
  if (to === paths.adminChat)
    return (
      <span className="ml-auto flex gap-1">
        <MenuBadge count={alerts?.chatUnread} label={t('admin.menu.unread', { count: alerts?.chatUnread ?? 0 })} />
        <MenuBadge count={alerts?.chatWaiting} label={t('admin.menu.waiting', { count: alerts?.chatWaiting ?? 0 })} tone="amber" />
      </span>
    );
  return null;
}

/** The menu's links with their badges (the side menu and the drawer); `onNavigate` runs on a choice. */
function AdminNav({ alerts, role, onNavigate }: { alerts: Alerts; role: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <nav aria-label={t('admin.layout.menuName')} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3">
      {visibleMenu(role, ADMIN_MENU).map((m) => (
        <NavLink key={m.to} to={m.to} end={m.end} className={linkClass} onClick={onNavigate}>
          <m.icon className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{t(m.titleKey)}</span>
          <ItemBadges to={m.to} alerts={alerts} />
        </NavLink>
      ))}
    </nav>
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/admin" className="flex items-center gap-2 font-extrabold tracking-tight">
      <LogoMark />
      <span>
        {SHOP_NAME[0]}
        <span className="text-brand-600">{SHOP_NAME[1]}</span> <span className="text-sm font-semibold text-slate-500">{t('admin.layout.title')}</span>
      </span>
    </Link>
  );
}

function SignedInAs({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <p className="truncate text-sm text-slate-500" title={email}>
      {t('admin.layout.signedInAs')} <span className="font-semibold text-slate-700">{name}</span>
    </p>
  );
}

/** The menu button of the top bar below 1024 px: its name says what waits (new orders, unread and waiting chats), the badges show the counts. */
function MenuButton({ alerts, onOpen, expanded }: { alerts: Alerts; onOpen: () => void; expanded: boolean }) {
  const { t } = useTranslation();
  const waiting = [
    alerts?.newOrders ? t('admin.menu.newOrders', { count: alerts.newOrders }) : null,
    alerts?.chatUnread ? t('admin.menu.unread', { count: alerts.chatUnread }) : null,
    alerts?.newReturns ? t('returns.admin.newReturns', { count: alerts.newReturns }) : null,
    alerts?.chatWaiting ? t('admin.menu.waiting', { count: alerts.chatWaiting }) : null,
  ].filter(Boolean);
  const name = [t('admin.layout.openMenu'), ...waiting].join(', ');
  return (
    <button type="button" className="btn-outline relative shrink-0 gap-2 px-3 py-2 whitespace-nowrap" onClick={onOpen} aria-label={name} aria-haspopup="dialog" aria-expanded={expanded}>
      <Menu className="size-5" aria-hidden />
      <span>{t('admin.layout.menu')}</span>
      {waiting.length > 0 && (
        <span className="flex gap-1" aria-hidden>
          <MenuBadge count={alerts?.newOrders} label="" />
          <MenuBadge count={alerts?.chatUnread} label="" />
          <MenuBadge count={alerts?.newReturns} label="" />
          <MenuBadge count={alerts?.chatWaiting} label="" tone="amber" />
        </span>
      )}
    </button>
  );
}

export function AdminLayout() {
  const { user, isLoading, isAdmin } = useMe();
  const location = useLocation();
  const logout = useLogout();
  const alerts = useStaffAlerts(isAdmin && !user?.twoFactorSetupRequired);
  const [drawer, setDrawer] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('admin.layout.title')} — PhoneXport`;
  }, [t]);
  if (isLoading) return <Spinner label={t('admin.common.loading')} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (!isAdmin) return <AccessDenied />;
  // The owner requires two-factor sign-in: set it up before anything else (decision 059).
  if (user.twoFactorSetupRequired && location.pathname !== '/admin/security') return <Navigate to="/admin/security" replace />;
  // A screen the role cannot open: its landing screen instead (e.g. support → Live Chat).
  if (!canOpenScreen(user.role, location.pathname.replace(/\/$/, '')) && location.pathname.split('/').length <= 3) return <Navigate to={staffHome(user.role)} replace />;

  const name = user.displayName || user.email;
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <ScrollToTop />
      <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col">
        <div className="space-y-2 px-4 py-5">
          <Brand />
          <SignedInAs name={name} email={user.email} />
        </div>
        <AdminNav alerts={alerts} role={user.role} />
        <div className="flex flex-col gap-2 border-t border-slate-200 p-3">
          <ExitLinks onLogout={logout} size="justify-start" />
        </div>
      </aside>
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
        <MenuButton alerts={alerts} onOpen={() => setDrawer(true)} expanded={drawer} />
        <Brand />
      </header>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('admin.layout.menuName')} closeLabel={t('admin.layout.closeMenu')}>
        <div className="flex min-h-[calc(100%-3.5rem)] flex-col gap-3 pb-3">
          <div className="px-4">
            <SignedInAs name={name} email={user.email} />
          </div>
          <AdminNav alerts={alerts} role={user.role} onNavigate={() => setDrawer(false)} />
          <div className="flex flex-col gap-2 border-t border-slate-200 px-3 pt-3">
            <ExitLinks onLogout={logout} size="justify-start" />
          </div>
        </div>
      </Drawer>
      <div className="min-w-0 flex-1">
        <main className="mx-auto max-w-7xl p-4 lg:p-8">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** 'Back to Store', the alert sound and 'Logout' (the side menu's foot, the drawer's foot); `size` adds classes to each. */
function ExitLinks({ onLogout, size }: { onLogout: () => void; size: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/" className={`btn-outline ${size}`}>
        <Store className="size-4" aria-hidden /> {t('admin.layout.backToStore')}
      </Link>
      <AlertSoundToggle className={size} />
      <button type="button" className={`btn-ghost ${size} text-red-700`} onClick={onLogout}>
        <LogOut className="size-4" aria-hidden /> {t('admin.layout.logout')}
      </button>
    </>
  );
}
