/**
 * "Offline — prices may have changed" (issue 26): shown while the page is a copy kept on this
 * device (the service worker marks such a page `<html data-offline>` before it reaches the
 * browser, so the banner shows before any script runs) or while the device has no connection.
 * Rendered on every storefront page, hidden by styles.css unless `<html data-offline>`; this
 * component only follows the connection: it sets the mark when it drops and clears it when it
 * returns (the page's queries then fetch the current prices again).
 */
import { useEffect } from 'react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from '../i18n/i18n';

/** The mark on `<html>` that shows the banner. */
const OFFLINE_ATTRIBUTE = 'data-offline';

export function OfflineBanner() {
  const { t } = useTranslation();
  useEffect(() => {
    const html = document.documentElement;
    const offline = () => html.setAttribute(OFFLINE_ATTRIBUTE, '');
    const online = () => html.removeAttribute(OFFLINE_ATTRIBUTE);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div role="status" data-testid="offline-banner" className="offline-banner items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-800 print:hidden">
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {t('pwa.offline.banner')}
    </div>
  );
}
