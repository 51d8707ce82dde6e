/**
 * i18next for the languages other than English (i18n.ts). In the browser this module and the
 * chosen language's texts are their own chunks, fetched before the page hydrates; on the server
 * (entry-server.tsx) every language is bundled and `serverTranslators` answers each request's
 * language without changing any shared state (`getFixedT`). English is the fallback for a
 * missing key; plurals follow i18next's CLDR suffixes (`_one`, `_few`, `_many`, `_other`…).
 */
import i18next, { type i18n as I18next } from 'i18next';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import type { Messages } from './locales/en';
// English as the fallback: the storefront's texts (every language has every key; test/locales.test.ts).
import en from './locales/en-storefront';
import type { Translate } from './i18n';

type Foreign = Exclude<Language, 'en'>;

const loaders: Record<Foreign, () => Promise<{ default: Messages }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  zh: () => import('./locales/zh'),
};

/** An i18next instance with `resources` (English always), initialised synchronously. */
function instanceWith(resources: Partial<Record<Language, Messages>>): I18next {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(Object.entries({ ...resources, en }).map(([lng, m]) => [lng, { translation: m }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const fixed = (instance: I18next, lng: Language): Translate => {
  const tr = instance.getFixedT(lng);
  return (key, values) => tr(key, values) as string;
};

const browserInstance: { current: I18next | null } = { current: null };

/** Browser: a translate function for `lng`, once its texts are fetched. */
export async function translatorFor(lng: Foreign): Promise<Translate> {
  const messages = (await loaders[lng]()).default;
  const instance = (browserInstance.current ??= instanceWith({}));
  instance.addResourceBundle(lng, 'translation', messages, true, true);
  return fixed(instance, lng);
}

/** Server: every language's texts at once; the answer gives each request's translate function. */
export function serverTranslators(resources: Record<Foreign, Messages>): (lng: Foreign) => Translate {
  const instance = instanceWith(resources);
  const cache = new Map<Foreign, Translate>();
  return (lng) => {
    let tr = cache.get(lng);
    if (!tr) cache.set(lng, (tr = fixed(instance, lng)));
    return tr;
  };
}
