/**
 * The shop's logo, linking home (storefront spec §1): the header's and the footer's. `onDark`
 * (the footer) lightens 'Xport' so it keeps a 4.5:1 contrast on the dark background (WCAG AA).
 */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';

/**
 * The shop's mark (public/favicon.svg, drawn inline): a 28 px blue tile with a phone. Inline, not an
 * <img> of the favicon: the browser asks for the favicon on its own, and the image was a second
 * request for the same file on every first visit (and a revalidation on every page after).
 */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <rect x="10" y="5" width="12" height="22" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="23" r="1.3" fill="#fff" />
    </svg>
  );
}

/** The shop's name in its two colours: a name, the same in every language. */
export const SHOP_NAME = ['Phone', 'Xport'] as const;

export function Logo({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`flex items-center gap-2 font-extrabold tracking-tight ${className}`} aria-label={t('nav.homeLink')}>
      <LogoMark />
      <span className="text-lg">
        {SHOP_NAME[0]}
        <span className={onDark ? 'text-blue-400' : 'text-brand-600'}>{SHOP_NAME[1]}</span>
      </span>
    </Link>
  );
}
