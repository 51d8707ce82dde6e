/** The shop's logo, linking home (storefront spec §1): the header's and the footer's. */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';

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
