import { Link } from 'react-router';
import { PageTitle } from './page-title';
import { useTranslation } from '../i18n/i18n';

/** Unknown paths (storefront spec §2): 'Oops! Page not found' with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <PageTitle title={t('notFound.title')} />
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('common.goHome')}
      </Link>
    </div>
  );
}
