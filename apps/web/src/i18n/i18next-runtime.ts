/**
 * i18next, loaded only when a language other than English is chosen (i18n.ts). Each language's
 * texts are their own chunk, fetched on first use; English is the fallback for any missing key.
 */
import i18next, { type BackendModule } from 'i18next';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import en, { type Messages } from './locales/en';
import type { Values } from './i18n';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  zh: () => import('./locales/zh'),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language as keyof typeof loaders];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, null),
    );
  },
};

const instance = i18next.createInstance();
let ready: Promise<unknown> | null = null;

/** A translate function for `lng`, once its texts are loaded. */
export async function translatorFor(lng: Language): Promise<(key: string, values?: Values) => string> {
  ready ??= instance.use(lazyLocales).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await ready;
  await instance.loadLanguages(lng);
  const fixed = instance.getFixedT(lng);
  return (key, values) => fixed(key, values) as string;
}
