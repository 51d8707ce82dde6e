/**
 * The footer's Language control (storefront §3 preferences.language; issue 23): switches the
 * interface language at once and keeps it in the `phonexport-language` cookie, so the server
 * renders the next page in it; a signed-in customer's choice is saved to their Settings too (the
 * server renders their pages in that). A choice made before the page hydrated is applied once it is live.
 */
import { useId, useRef } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@phonexport/domain/settings';
import { isLanguage, setLanguage, useTranslation } from '../i18n/i18n';
import { useMe } from '../lib/use-me';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import { usePatchSettings } from '../features/settings/api/use-patch-settings';

export function LanguageSelect() {
  const { t, language } = useTranslation();
  const { user } = useMe();
  const patch = usePatchSettings();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const choose = (lng: Language) => {
    void setLanguage(lng);
    if (user) patch.mutate({ preferences: { language: lng } });
  };
  useTypedBeforeHydration(form, (_field, value) => isLanguage(value) && choose(value));
  return (
    // autoComplete off: the browser does not restore an older choice into it on reload or back.
    <form ref={form} className="mt-4" autoComplete="off" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="block text-sm font-semibold text-white">
        {t('settings.language')}
      </label>
      <select id={id} name="language" className="input mt-1 max-w-48 bg-slate-800 py-1.5 text-sm text-white" value={language} onChange={(e) => isLanguage(e.target.value) && choose(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </form>
  );
}
