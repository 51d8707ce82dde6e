/**
 * The shop's logo, linking home (storefront spec §1): the header's and the footer's. `onDark`
 * (the footer) lightens 'Xport' so it keeps a 4.5:1 contrast on the dark background (WCAG AA).
 */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';

/** The shop's name in its two colours: a name, the same in every language. */
export const SHOP_NAME = ['Phone', 'Xport'] as const;

export function Logo({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`flex items-center gap-2 font-extrabold tracking-tight ${className}`} aria-label={t('nav.homeLink')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">
        {SHOP_NAME[0]}
        <span className={onDark ? 'text-blue-400' : 'text-brand-600'}>{SHOP_NAME[1]}</span>
      </span>
    </Link>
  );
}
