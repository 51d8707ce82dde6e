/**
 * The **Data saver** switch (issue 26) of the footer and Settings. A GET form to the current page
 * with `data-saver=on|off`, so it works before the scripts arrive (the server keeps the choice in
 * the cookie and renders the page with it, web-routes.ts); once hydrated, a tap applies at once.
 */
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { setDataSaver, useDataSaver } from '../lib/data-saver';

/** `tone`: 'dark' on the footer; `describe`: shows what it does under the label (Settings). */
export function DataSaverSwitch({ tone = 'light', describe = false }: { tone?: 'light' | 'dark'; describe?: boolean }) {
  const { t } = useTranslation();
  const on = useDataSaver();
  const { pathname } = useLocation();
  const id = useId();
  return (
    <form
      method="get"
      action={pathname}
      className="flex items-center justify-between gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setDataSaver(!on);
      }}
    >
      <span className="min-w-0">
        <span id={id} className={`block text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>
          {t('pwa.dataSaver.label')}
        </span>
        {describe && <span className="block text-sm text-slate-600">{t('pwa.dataSaver.description')}</span>}
      </span>
      <input type="hidden" name="data-saver" value={on ? 'off' : 'on'} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-labelledby={id}
        data-testid="data-saver-switch"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${on ? 'bg-brand-600' : tone === 'dark' ? 'bg-slate-600' : 'bg-slate-300'}`}
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </button>
    </form>
  );
}
