/**
 * The storefront header (storefront spec §2). On phones: the logo and the notification bell, as
 * the spec draws it (the tab bar at the bottom carries Home, Shop, Cart, Account). From 1024 px
 * wide (`lg`), where there is no tab bar, it also carries the category navigation, a product
 * search box (a GET form to /products?search=, so it works before the scripts too), Account and
 * the cart icon with the same badge as the tab bar (total quantity, 99+, hidden at 0).
 */
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { LayoutDashboard, Search, ShoppingCart, User } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CATEGORIES } from '@phonexport/domain/catalog';
import { badgeCount } from '@phonexport/domain/stock';
import { cartItemCount } from '@phonexport/domain/cart';
import { useTranslation } from '../i18n/i18n';
import { Logo } from '../components/logo';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useCartLines } from '../lib/cart-store';
import { paths } from '../lib/paths';
import { CurrencyControl } from '../components/currency-control';
import { useMe } from '../lib/use-me';

/** The header's search form: its text follows the list's `search` parameter while on /products. */
function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.products ? (params.get('search') ?? '') : '';
  return (
    <form
      role="search"
      action={paths.products}
      method="get"
      className="relative h-9 w-full max-w-80 min-w-10"
      onSubmit={(e) => {
        e.preventDefault();
        const text = String(new FormData(e.currentTarget).get('search') ?? '').trim();
        navigate(text ? `${paths.products}?search=${encodeURIComponent(text)}` : paths.products);
      }}
    >
      {/* Longer languages leave the box little room beside the category links (French at 1024 to
          1280 px): while it has the focus it widens to the left over them, and a placeholder too long
          for it is hidden rather than cut to a letter. Plain CSS, so it holds before the scripts. */}
      <div className="@container absolute inset-y-0 right-0 w-full transition-[width] duration-150 focus-within:z-10 focus-within:w-80 focus-within:shadow-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          key={current}
          type="search"
          name="search"
          defaultValue={current}
          enterKeyHint="search"
          maxLength={FIELD_LIMITS.search.max}
          className="input h-full py-2 pl-9 text-sm @max-[9rem]:placeholder:text-transparent"
          placeholder={t('nav.search')}
          aria-label={t('nav.search')}
        />
      </div>
    </form>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const badge = badgeCount(cartItemCount(useCartLines()));
  const category = pathname === paths.products ? new URLSearchParams(search).get('category') : null;
  const link = (active: boolean) => `whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium hover:bg-slate-100 ${active ? 'text-brand-700' : 'text-slate-700'}`;
  return (
    <header className="print:hidden sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 lg:h-16">
        <Logo />
        <nav aria-label={t('nav.categories')} className="hidden shrink-0 lg:block">
          <ul className="flex items-center">
            <li>
              <Link to={paths.products} className={link(pathname === paths.products && !category)} aria-current={pathname === paths.products && !category && !search ? 'page' : undefined}>
                {t('nav.allProducts')}
              </Link>
            </li>
            {CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={`${paths.products}?category=${c}`} className={link(category === c)} aria-current={category === c ? 'page' : undefined}>
                  {t(`categories.${c}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-0 flex-1 justify-end lg:flex">
          <HeaderSearch />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <div className="hidden lg:block">
            <CurrencyControl compact />
          </div>
          <BackOfficeLink className={link(false)} />
          <NotificationBell />
          <Link to={paths.account} className={`hidden items-center gap-1.5 lg:flex ${link(pathname === paths.account)}`} aria-current={pathname === paths.account ? 'page' : undefined}>
            <User className="size-5" aria-hidden />
            {/* Named by its text; the text shows from 1280 px, where there is room. */}
            <span className="sr-only xl:not-sr-only">{t('nav.account')}</span>
          </Link>
          <Link
            to={paths.cart}
            className={`relative hidden items-center gap-1.5 lg:flex ${link(pathname === paths.cart)}`}
            aria-current={pathname === paths.cart ? 'page' : undefined}
            data-testid="header-cart"
          >
            <ShoppingCart className="size-5" aria-hidden />
            <span className="sr-only xl:not-sr-only">{t('nav.cart')}</span>
            {badge && (
              <span data-testid="header-cart-badge" className="min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white">
                {badge}
              </span>
            )}
          </Link>
        </div>
      </div>
    </header>
  );
}

/** 'Back office' for a signed-in staff member (decision 059): an icon on a phone, with its text from 1280 px. */
function BackOfficeLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { isAdmin } = useMe();
  if (!isAdmin) return null;
  return (
    <Link to={paths.admin} className={`flex items-center gap-1.5 ${className}`} data-testid="header-back-office">
      <LayoutDashboard className="size-5" aria-hidden />
      <span className="sr-only xl:not-sr-only">{t('staff.backOffice')}</span>
    </Link>
  );
}
