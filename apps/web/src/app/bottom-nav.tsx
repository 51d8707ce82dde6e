/**
 * Fixed bottom tab bar (storefront spec §2): Home, Shop, Cart (badge of total quantity, 99+,
 * hidden at 0), Account. The active tab is the one whose path matches exactly. Phones and
 * tablets only: from 1024 px the header carries these links (site-header.tsx).
 */
import { Home, ShoppingBag, ShoppingCart, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { badgeCount } from '@phonexport/domain/stock';
import { cartItemCount } from '@phonexport/domain/cart';
import { useCartLines } from '../lib/cart-store';

const TABS = [
  { to: '/', label: 'nav.home', Icon: Home },
  { to: '/products', label: 'nav.shop', Icon: ShoppingBag },
  { to: '/cart', label: 'nav.cart', Icon: ShoppingCart },
  { to: '/account', label: 'nav.account', Icon: User },
] as const;

export function BottomNav() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const badge = badgeCount(cartItemCount(useCartLines()));
  return (
    <nav aria-label={t('nav.main')} className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-4">
        {TABS.map(({ to, label, Icon }) => {
          const active = pathname === to;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium ${active ? 'text-brand-600' : 'text-slate-500'}`}
              >
                <span className="relative">
                  <Icon className="size-6" aria-hidden />
                  {to === '/cart' && badge && (
                    <span data-testid="cart-badge" className="absolute -right-3 -top-2 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white">
                      {badge}
                    </span>
                  )}
                </span>
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
