/**
 * Interface language (storefront §3 Settings preferences.language: en, es, fr, de, zh), on the
 * server and in the browser (decisions 055 and 081).
 *
 * A translation scope is `{ language, t, timeZone }`. Every language is translated by the few
 * lines here (i18next's conventions: nested keys, `{{value}}`, the CLDR plural suffixes
 * `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` chosen by Intl.PluralRules, `<0>…</0>` in Trans),
 * with English as the fallback for a text not (yet) there. Each language's texts come in three
 * parts (`TextPart`): the storefront's, the customer's own pages' and the back office's.
 * - on the server, every language is complete and every request gets its own scope
 *   (entry-server.tsx passes it to `I18nProvider`; nothing global changes, so concurrent requests
 *   in other languages never mix); `t`/`currentLanguage` outside components read the request's
 *   scope through `setScopeSource`;
 * - in the browser, one scope for the tab: `startI18n` loads the storefront part of the language
 *   the server rendered (`<html lang>`), English's too, before React hydrates (the HTML's script
 *   loader preloads it), so the first paint and the hydration agree and a shopper reading French
 *   downloads no English (decision 087);
 *   the other parts come with the pages that use them (`loadTexts`), in the language in effect. A
 *   shopper reading another language loads no more than an English one does (decision 081).
 * The language is chosen by the customer's Settings, the footer's Language control (a visitor),
 * or `Accept-Language` on a first visit; the browser keeps the choice in the `phonexport-language`
 * cookie (read by the server) and in localStorage.
 */
import { Fragment, createContext, createElement, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@phonexport/domain/languages';
import { mergeTexts, type TextTree } from './locales/merge-texts';

/** A part of a language's texts, loaded on its own in the browser: with every page, the customer's own pages, the back office. */
export type TextPart = 'storefront' | 'account' | 'backOffice';

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
  /**
   * The moment relative times ('3 minutes ago') count from, in ms since the epoch: the server's
   * render time, kept while the browser hydrates the page, so a part hydrated seconds later still
   * says what the server's HTML says (undefined: the current time).
   */
  now?: number;
}

/** Whether `v` is one of the five interface languages. */
export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

function lookupIn(messages: TextTree, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

type Found = (key: string, values: Values | undefined) => string | undefined;

/** The text of `key` in `messages` with the plural form of `rules` for a numeric `count` (undefined when not written). */
function finder(messages: TextTree, locale: string): Found {
  const rules = new Intl.PluralRules(locale);
  return (key, values) => {
    const count = values?.count;
    if (typeof count === 'number') {
      const plural = (count === 0 ? lookupIn(messages, `${key}_zero`) : undefined) ?? lookupIn(messages, `${key}_${rules.select(count)}`) ?? lookupIn(messages, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookupIn(messages, key);
  };
}

/**
 * A translate function over `messages` (i18next's conventions): with a numeric `count`, the key
 * with the CLDR plural suffix of `locale` (`_zero` first for 0 when written), then the bare key;
 * then the same in `fallback` (English, with English's plural rules); `{{name}}` filled from
 * `values`; a missing key shows the key. `messages` may grow later (a part arriving): it is read
 * on every call.
 */
export function createTranslator(messages: TextTree, locale: string, fallback?: TextTree): Translate {
  const own = finder(messages, locale);
  const other = fallback ? finder(fallback, 'en') : () => undefined;
  return (key, values) => {
    const text = own(key, values) ?? other(key, values) ?? key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
  };
}

/** The English texts in effect: each part joins when it arrives (`addTexts`); the server adds them all at start. */
const englishTexts: Record<string, string | TextTree> = {};

/** Each language's texts in effect (growing as parts arrive), English included. */
const textsByLanguage: Record<Language, Record<string, string | TextTree>> = { en: englishTexts, es: {}, fr: {}, de: {}, zh: {} };

/**
 * Adds `texts` (a part of `language`'s texts: locales/<language>-<part>.ts) to that language,
 * section by section. The server adds every part of every language at start (entry-server.tsx).
 */
export function addTexts(language: Language, texts: object): void {
  const into = textsByLanguage[language];
  Object.assign(into, mergeTexts(into, texts));
}

/** English (its texts in effect: none in the browser until `startI18n` or `loadTexts` has loaded them). */
export const english: Translate = createTranslator(englishTexts, 'en');

const translators = new Map<Language, Translate>([['en', english]]);

/** The translate function of `language`: its texts in effect, then English's. */
export function translatorOf(language: Language): Translate {
  let tr = translators.get(language);
  if (!tr) translators.set(language, (tr = createTranslator(textsByLanguage[language], language, englishTexts)));
  return tr;
}

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
/** The moment relative times count from (ms since the epoch): the render's (I18nScope.now), else the current time. */
export const currentNow = (): number => active().now ?? Date.now();

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

type PartModule = Promise<{ default: object }>;

/** Where each part of each language's texts comes from (a chunk of its own). */
const PART_LOADERS: Record<Language, Record<TextPart, () => PartModule>> = {
  en: { storefront: () => import('./locales/en-storefront'), account: () => import('./locales/en-account'), backOffice: () => import('./locales/en-back-office') },
  es: { storefront: () => import('./locales/es-storefront'), account: () => import('./locales/es-account'), backOffice: () => import('./locales/es-back-office') },
  fr: { storefront: () => import('./locales/fr-storefront'), account: () => import('./locales/fr-account'), backOffice: () => import('./locales/fr-back-office') },
  de: { storefront: () => import('./locales/de-storefront'), account: () => import('./locales/de-account'), backOffice: () => import('./locales/de-back-office') },
  zh: { storefront: () => import('./locales/zh-storefront'), account: () => import('./locales/zh-account'), backOffice: () => import('./locales/zh-back-office') },
};

/** Parts asked for in this tab (a later language switch loads them in the new language too). */
const wantedParts = new Set<TextPart>(['storefront']);
/** The language being switched to (its parts on their way), if any: parts asked for meanwhile load in it too. */
let pendingLanguage: Language | null = null;
/** Parts loaded or on their way, by `${language}:${part}`. */
const partLoads = new Map<string, Promise<void>>();

function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = PART_LOADERS[language][part]().then((m) => addTexts(language, m.default));
    // A failed load (offline) is tried again next time.
    load.catch(() => partLoads.delete(key));
    partLoads.set(key, load);
  }
  return load;
}

/**
 * Browser: loads `parts` of the texts in the language in effect (and the one being switched to),
 * resolving once they are in; every later language switch loads them too. English's parts are not
 * loaded for another language: every language has every text (test/locales.test.ts). A page that uses the
 * customer's own texts or the back office's awaits this before it renders (app/route-views.tsx).
 */
export function loadTexts(parts: TextPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  const languages = new Set<Language>([browserScope.language, ...(pendingLanguage ? [pendingLanguage] : [])]);
  return Promise.all(parts.flatMap((part) => [...languages].map((language) => loadPart(language, part)))).then(() => undefined);
}

/**
 * Browser: the translate function of `lng` once every part this tab uses is loaded in it; while
 * they load, `lng` is the pending language (parts asked for meanwhile load in it too).
 */
async function translatorFor(lng: Language): Promise<Translate> {
  pendingLanguage = lng;
  try {
    await Promise.all([...wantedParts].map((part) => loadPart(lng, part)));
  } finally {
    if (pendingLanguage === lng) pendingLanguage = null;
  }
  return translatorOf(lng);
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
 * Starts the browser in `lng` with `texts`, the part of its texts the server put in the page for its
 * islands (app/island-texts.ts, issue 26): no script to wait for. The whole app's `startI18n`
 * replaces them with the storefront's texts before it hydrates the page.
 */
export function startI18nWith(lng: Language, texts: object, timeZone?: string, now?: number): void {
  browserScope = { language: lng, t: createTranslator(texts as TextTree, lng), timeZone, now };
}

/**
 * Starts the browser in `lng` (the language the server rendered the page in, `<html lang>`),
 * resolving once its texts are loaded, so React hydrates with the server's words; when they cannot
 * be loaded (the signal dropped), in English. `timeZone`: the zone the server showed dates in, and
 * `now`: when it rendered (ms since the epoch), both kept until the page is hydrated
 * (`adoptDeviceTime`) so hydration matches. Resolves false when no texts could be loaded at all:
 * the page is then best left as the server's HTML (app-start.tsx and app/islands.tsx try again when the signal returns).
 */
export async function startI18n(lng: Language, timeZone?: string, now?: number): Promise<boolean> {
  let language: Language = lng;
  let translate = await translatorFor(lng).catch(() => null);
  if (!translate && lng !== 'en') {
    language = 'en';
    translate = await translatorFor('en').catch(() => null);
  }
  if (!translate) return false;
  browserScope = { language, t: translate, timeZone, now };
  // Written only when it differs: writing `lang`, even its own value, makes the browser compute the
  // style of the whole page again (the language is inherited by every element).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  return true;
}

/**
 * Once every part of the page is hydrated: dates follow this device's time zone when the server
 * showed them in another one (a first visit, before the zone's cookie existed, is rendered in UTC),
 * and relative times count from the current time instead of the server's render. Components that
 * read the scope re-render when the zone changes; the render's clock alone is let go without a
 * render of the whole page (what is shown was right when rendered; the next render counts from now).
 */
export function adoptDeviceTime(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (browserScope.timeZone && zone && zone !== browserScope.timeZone) setBrowserScope({ ...browserScope, timeZone: zone, now: undefined });
  else browserScope.now = undefined;
}

/** Switches the interface language now (loading its texts first) and remembers it on this device. */
export async function setLanguage(lng: Language): Promise<void> {
  rememberLanguage(lng);
  if (lng === browserScope.language) return;
  const translate = await translatorFor(lng);
  document.documentElement.lang = lng;
  setBrowserScope({ ...browserScope, language: lng, t: translate });
}
