/**
 * Shown instead of React Router's developer screen when a route fails to render. The usual cause
 * on a phone is a page's code chunk that did not arrive (the connection dropped, or the shop was
 * updated since the page was opened); reloading fetches the current files.
 */
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n';

const isChunkError = (e: unknown) => e instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(e.message);

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{chunk ? t('routeError.chunkTitle') : t('routeError.title')}</h1>
      <p className="mt-2 text-slate-600">{chunk ? t('routeError.chunkText') : t('routeError.text')}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </button>
        <a href="/" className="btn-outline">
          {t('common.goHome')}
        </a>
      </div>
    </div>
  );
}
