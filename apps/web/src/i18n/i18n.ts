/**
 * Interface language (storefront §3 Settings preferences.language: en, es, fr, de, zh).
 *
 * English is bundled and rendered by a few lines here (the same key, `{{value}}`, `_one`/`_other`
 * and `<0>…</0>` conventions as i18next). The first time another language is chosen, i18next and
 * that language's texts are fetched as separate chunks (i18next-runtime.ts) and from then on
 * i18next translates, with English as its fallback. So an English visit carries no i18next code
 * (about 15 KB compressed) and no foreign texts: decision 005 has the figures.
 * The choice is kept in localStorage (applied before the first render) and, for a signed-in
 * customer, in their server settings. The server renders pages in English (entry-server.tsx).
 */
import { Fragment, createElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import en from './locales/en';

export const LANGUAGE_KEY = 'phonexport-language';

export type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** English: plural by `count` (`key_one` / `key_other`), then `{{name}}` placeholders. */
const english: Translate = (key, values) => {
  const count = values?.count;
  const text = (typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ?? lookup(key) ?? key;
  return values ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
};

let language: Language = 'en';
let translate: Translate = english;
let version = 0;
const listeners = new Set<() => void>();
const emit = () => {
  version++;
  for (const l of listeners) l();
};

/** Translates a key in the current language. */
export const t: Translate = (key, values) => translate(key, values);

/** The current interface language. */
export const currentLanguage = (): Language => language;

async function switchTo(lng: Language): Promise<void> {
  if (lng === 'en') {
    translate = english;
  } else {
    const runtime = await import('./i18next-runtime');
    translate = await runtime.translatorFor(lng);
  }
  language = lng;
  document.documentElement.lang = lng;
  // The server renders storefront pages in English only; this cookie tells it to leave another
  // language's pages to the browser (web-routes.ts).
  document.cookie = `${LANGUAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
  emit();
}

/** The language stored on this device ('en' when none or no storage, e.g. private mode). */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Starts in the language stored on this device; resolves once its texts are loaded. */
export async function initI18n(): Promise<void> {
  const stored = storedLanguage();
  if (stored !== 'en') await switchTo(stored).catch(() => switchTo('en'));
}

/** Switches the interface language now and remembers it on this device. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  if (lng !== language) await switchTo(lng);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** `{ t, language }`, re-rendering the component when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  useSyncExternalStore(subscribe, () => version, () => version);
  return { t, language };
}

/**
 * A translated text with markup: `<0>…</0>` in the text is wrapped in `components[0]`, and so on
 * (as react-i18next's Trans does).
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: Values; components: ReactElement<{ children?: ReactNode }>[] }) {
  useSyncExternalStore(subscribe, () => version, () => version);
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const re = /<(\d+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    parts.push(text.slice(last, m.index));
    const el = components[Number(m[1])];
    parts.push(el ? createElement(el.type, { ...el.props, key: m.index }, m[2]) : m[2]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
