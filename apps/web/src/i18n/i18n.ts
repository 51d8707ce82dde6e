/**
 * Interface language (storefront §3 Settings preferences.language: en, es, fr, de, zh), on the
 * server and in the browser (decision 055).
 *
 * A translation scope is `{ language, t, timeZone }`. English is bundled and translated by a few
 * lines here (i18next's conventions: nested keys, `{{value}}`, the CLDR plural suffixes
 * `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` chosen by Intl.PluralRules, `<0>…</0>` in Trans).
 * Another language is translated by i18next (i18next-runtime.ts), with English as its fallback:
 * - on the server, every request gets its own scope (entry-server.tsx passes it to
 *   `I18nProvider`; nothing global changes, so concurrent requests in other languages never mix);
 *   `t`/`currentLanguage` outside components read the request's scope through `setScopeSource`;
 * - in the browser, one scope for the tab: `startI18n` loads the language the server rendered
 *   (`<html lang>`) before React hydrates, so the first paint and the hydration agree; an English
 *   visit carries no i18next code (about 15 KB compressed) and no foreign texts (decision 005).
 * The language is chosen by the customer's Settings, the footer's Language control (a visitor),
 * or `Accept-Language` on a first visit; the browser keeps the choice in the `phonexport-language`
 * cookie (read by the server) and in localStorage.
 */
import { Fragment, createContext, createElement, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import storefrontEnglish from './locales/en-storefront';
import { mergeTexts } from './locales/merge-texts';

/** The cookie (and localStorage key) holding the visitor's chosen language. */
export const LANGUAGE_KEY = 'phonexport-language';

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

/** What components translate with: the language, its translate function, and the time zone dates are shown in. */
export interface I18nScope {
  language: Language;
  t: Translate;
  /** IANA time zone for dates (undefined: the runtime's own). */
  timeZone?: string;
}

/** Whether `v` is one of the five interface languages. */
export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

type Tree = { readonly [key: string]: string | Tree };

function lookupIn(messages: Tree, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate function over `messages` (i18next's conventions): with a numeric `count`, the key
 * with the CLDR plural suffix of `locale` (`_zero` first for 0 when written), then the bare key;
 * `{{name}}` filled from `values`; a missing key shows the key.
 */
export function createTranslator(messages: Tree, locale: string): Translate {
  const rules = new Intl.PluralRules(locale);
  return (key, values) => {
    const count = values?.count;
    let text: string | undefined;
    if (typeof count === 'number') text = (count === 0 ? lookupIn(messages, `${key}_zero`) : undefined) ?? lookupIn(messages, `${key}_${rules.select(count)}`) ?? lookupIn(messages, `${key}_other`);
    text ??= lookupIn(messages, key) ?? key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
  };
}

/** The English texts in effect: the storefront's, bundled; the back office's join with its layout (`addEnglishTexts`). */
const englishTexts: Record<string, string | Tree> = { ...(storefrontEnglish as Tree) };

/**
 * Adds `texts` (a part of English kept out of the storefront's script: locales/en-back-office.ts)
 * to English, section by section; the back office's layout calls it before its screens render.
 */
export function addEnglishTexts(texts: object): void {
  Object.assign(englishTexts, mergeTexts(englishTexts, texts));
}

/** English, bundled. */
export const english: Translate = createTranslator(englishTexts, 'en');

// ---- The scope in effect -------------------------------------------------------------------

let browserScope: I18nScope = { language: 'en', t: english };
let scopeSource: () => I18nScope | undefined = () => undefined;
const listeners = new Set<() => void>();

const active = (): I18nScope => scopeSource() ?? browserScope;

/**
 * Server only: where `t` and `currentLanguage` called outside a component find the request's
 * scope (entry-server.tsx gives an AsyncLocalStorage reader). Components use `useTranslation`.
 */
export function setScopeSource(source: () => I18nScope | undefined): void {
  scopeSource = source;
}

/** Translates a key in the language in effect (for event handlers and non-React code; components use `useTranslation`). */
export const t: Translate = (key, values) => active().t(key, values);

/** The interface language in effect. */
export const currentLanguage = (): Language => active().language;

/** The time zone dates are shown in (undefined: the runtime's). */
export const currentTimeZone = (): string | undefined => active().timeZone;

const I18nContext = createContext<I18nScope | null>(null);

/** Gives the components below `scope` (the server's rendering of one request). */
export function I18nProvider({ scope, children }: { scope: I18nScope; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: scope }, children);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const browserSnapshot = () => browserScope;

function useScope(): I18nScope {
  const provided = useContext(I18nContext);
  const own = useSyncExternalStore(subscribe, browserSnapshot, browserSnapshot);
  return provided ?? own;
}

/** `{ t, language }`, re-rendering the component when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  const scope = useScope();
  return { t: scope.t, language: scope.language };
}

/**
 * A translated text with markup: `<0>…</0>` in the text is wrapped in `components[0]`, and so on
 * (as react-i18next's Trans does).
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: Values; components: ReactElement<{ children?: ReactNode }>[] }) {
  const text = useScope().t(i18nKey, values);
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

// ---- The browser ----------------------------------------------------------------------------

async function translatorFor(lng: Language): Promise<Translate> {
  if (lng === 'en') return english;
  const runtime = await import('./i18next-runtime');
  return runtime.translatorFor(lng);
}

function setBrowserScope(next: I18nScope): void {
  browserScope = next;
  for (const l of listeners) l();
}

/** Remembers `lng` on this device: the cookie the server reads, and localStorage. */
export function rememberLanguage(lng: Language): void {
  document.cookie = `${LANGUAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode: the cookie alone keeps it.
  }
}

/** The language in this device's cookie (what the server read), or null. */
export function cookieLanguage(): Language | null {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : null;
}

/** The language stored on this device: the cookie, then localStorage (a choice made before the cookie existed); null when none. */
export function storedLanguage(): Language | null {
  const cookie = cookieLanguage();
  if (cookie) return cookie;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Starts the browser in `lng` (the language the server rendered the page in, `<html lang>`),
 * resolving once its texts are loaded, so React hydrates with the server's words. `timeZone`:
 * the zone the server showed dates in (kept for this page's life so hydration matches).
 */
export async function startI18n(lng: Language, timeZone?: string): Promise<void> {
  const translate = await translatorFor(lng).catch(() => null);
  const language = translate ? lng : 'en';
  browserScope = { language, t: translate ?? english, timeZone };
  document.documentElement.lang = language;
}

/**
 * Once the page is live: dates follow this device's time zone when the server showed them in
 * another one (a first visit, before the zone's cookie existed, is rendered in UTC). Components
 * that read the scope re-render with it; nothing changes when the zones agree.
 */
export function adoptDeviceTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (browserScope.timeZone && zone && zone !== browserScope.timeZone) setBrowserScope({ ...browserScope, timeZone: zone });
}

/** Switches the interface language now (loading its texts first) and remembers it on this device. */
export async function setLanguage(lng: Language): Promise<void> {
  rememberLanguage(lng);
  if (lng === browserScope.language) return;
  const translate = await translatorFor(lng);
  document.documentElement.lang = lng;
  setBrowserScope({ ...browserScope, language: lng, t: translate });
}
