/**
 * What makes the shop installable and usable offline (issue 26, decision 067), in the shopper's
 * language (the `phonexport-language` cookie, else Accept-Language, else English):
 * - `GET /manifest.webmanifest`: the web app manifest (name, icons 192/512 incl. maskable, theme
 *   colour, `display: standalone`, start URL, shortcuts to Shop, Cart and Orders), as
 *   `application/manifest+json`;
 * - `GET /pwa/offline/:language`: the page the service worker shows for a page never opened on
 *   this device when there is no connection (one per language, kept by the service worker at
 *   install). Plain HTML with the app's stylesheet, no script: it works with nothing else cached.
 * Both are public and the same for every shopper of a language (`Cache-Control: no-cache`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '@phonexport/domain/server-messages';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import { notFound } from '../http/errors.ts';
import { escapeHtml } from '../lib/html.ts';

/** The brand colour of the logo and `<meta name="theme-color">` (index.html). */
export const THEME_COLOR = '#1d4ed8';

/** A translate function of one language (the web build's rendering bundle, `translatorOf`). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface PwaRouteOptions {
  /** The web build's translator of a language; without a build, English texts are used. */
  translatorOf?: (language: Language) => Translate;
  /** The built index.html: the offline page links the same stylesheet. */
  template: string;
}

const LANGUAGE_COOKIE = /(?:^|;\s*)phonexport-language=([^;]*)/;
const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The language of a request for the manifest: the language cookie, else Accept-Language, else English. */
export function manifestLanguage(req: FastifyRequest): Language {
  const cookie = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? cookie : requestLanguage(req.headers['accept-language']);
}

/** English texts when the web app is not built (API tests): the keys' English values. */
const ENGLISH: Record<string, string> = {
  'pwa.manifestDescription': 'Phones, tablets, laptops and accessories shipped from China to Southern Africa.',
  'pwa.shortcuts.shop': 'Shop',
  'pwa.shortcuts.cart': 'Cart',
  'pwa.shortcuts.orders': 'Orders',
  'pwa.offline.title': 'You are offline',
  'pwa.offline.body': 'This page has not been saved on this device yet. Pages you opened before still work without a connection.',
  'pwa.offline.retry': 'Try again',
  'pwa.offline.home': 'Go to the home page',
};

/** The web app manifest of `language` (W3C Web Application Manifest). */
export function webManifest(language: Language, t: Translate) {
  const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };
  return {
    id: '/',
    name: 'PhoneXport',
    short_name: 'PhoneXport',
    description: t('pwa.manifestDescription'),
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['shopping'],
    icons: [icon192, { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' }, { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }],
    shortcuts: [
      { name: t('pwa.shortcuts.shop'), url: '/products', icons: [icon192] },
      { name: t('pwa.shortcuts.cart'), url: '/cart', icons: [icon192] },
      { name: t('pwa.shortcuts.orders'), url: '/orders', icons: [icon192] },
    ],
  };
}

/** The offline page of `language`: a heading, what happened, a link that tries the page again and one home. */
export function offlinePage(language: Language, t: Translate, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="theme-color" content="${THEME_COLOR}"><meta name="robots" content="noindex"><title>${escapeHtml(t('pwa.offline.title'))} — PhoneXport</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${links}</head><body><main class="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 py-16 text-center" data-testid="offline-page"><img src="/icons/icon-192.png" alt="" width="72" height="72" class="rounded-2xl"><h1 class="mt-6 text-2xl font-bold">${escapeHtml(t('pwa.offline.title'))}</h1><p class="mt-2 text-slate-600">${escapeHtml(t('pwa.offline.body'))}</p><a href="" class="btn-primary mt-6">${escapeHtml(t('pwa.offline.retry'))}</a><a href="/" class="mt-4 text-brand-600 underline">${escapeHtml(t('pwa.offline.home'))}</a></main></body></html>`;
}

/** Registers the manifest and the offline pages. */
export function pwaRoutes(app: FastifyInstance, { translatorOf, template }: PwaRouteOptions): void {
  const translate = (language: Language): Translate => {
    const t = translatorOf?.(language);
    return (key, values) => {
      const text = t?.(key, values);
      return text && text !== key ? text : (ENGLISH[key] ?? key);
    };
  };
  const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

  app.get('/manifest.webmanifest', async (req, reply) => {
    const language = manifestLanguage(req);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('application/manifest+json; charset=utf-8');
    return JSON.stringify(webManifest(language, translate(language)));
  });

  app.get<{ Params: { language: string } }>('/pwa/offline/:language', async (req, reply) => {
    const language = req.params.language;
    if (!isLanguage(language)) throw notFound(`No offline page in '${language}'`);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return offlinePage(language, translate(language), stylesheets);
  });
}
