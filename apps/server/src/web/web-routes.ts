/**
 * Serves the built web app and the media files on the API's port:
 * - /assets/* (hashed file names): immutable, pre-compressed Brotli/gzip copies when the build made them;
 * - /media/*: product and banner images from DATA_DIR/media, cached for a week;
 * - any other GET that is not /api: index.html with the page's `<html lang>`, title, description,
 *   social-preview, price, robots and canonical tags already in the first response (storefront §2
 *   Product detail). The web app's route table (`@phonexport/web/route-table`, decision 055) says
 *   which paths exist (200; any other path 404 with the app's not-found page), which hold private
 *   data (`Cache-Control: private, no-store`, noindex) and which are rendered on the server: those
 *   are rendered into the page by the web build's SSR bundle (dist/server/entry-server.js,
 *   decision 045) in the shopper's language, for visitors and signed-in customers alike (the session
 *   is read once and handed to the page), with their data read in-process, and hydrated in the
 *   browser. Without that bundle (API tests, no build) the page is the shell the browser renders.
 *   An unknown product answers 404 with the same app, which shows 'Product Not Found'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { centsToDecimalString } from '@phonexport/domain/money';
import { escapeHtml } from '../lib/html.ts';
import { CURRENCY_COOKIE, currencyFromCookies, isDisplayCurrency, type DisplayCurrency } from '@phonexport/domain/currency';
import { serviceCountriesInWords } from '@phonexport/domain/service-countries';
import { DETAIL_IMAGE_SIZES, imageSrcSet, imageUrl } from '@phonexport/domain/catalog';
import type { Db } from '../db/client.ts';
import { PAGE_EFFORT, compressedOnce, storedEncodingFor, type CompressedCopies } from '../http/compressed-once.ts';
import { rawQuery } from '../http/query-memo.ts';
import { toPublicSettings } from '@phonexport/domain/admin';
import { catalogContracts } from '@phonexport/contracts/catalog';
import { ordersContracts } from '@phonexport/contracts/orders';
import { returnsContracts } from '@phonexport/contracts/returns';
import { orderReturns } from '../features/returns/index.ts';
import { invoicesContracts } from '@phonexport/contracts/invoices';
import { helpContracts } from '@phonexport/contracts/help';
import { reviewsContracts } from '@phonexport/contracts/reviews';
import { listApprovedReviews } from '../features/reviews/index.ts';
import { listStripBrands } from '../features/catalog/index.ts';
import type { PageRenderer, RenderRequest, ServerGet } from '@phonexport/contracts/page-render';
import { requestLanguage } from '@phonexport/domain/server-messages';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import { matchRoute, type RouteEntry } from '@phonexport/web/route-table';
import { getProduct, listActiveHeroes, listProducts, PRODUCT_NOT_FOUND } from '../features/catalog/index.ts';
import { listActiveCountries } from '../features/shipping/index.ts';
import { getSettings } from '../features/shop-settings/index.ts';
import { listFaq } from '../features/help/index.ts';
import { toMeDto } from '../features/accounts/index.ts';
import { findOrderForUser, findOrdersForUser } from '../features/orders/index.ts';
import { findInvoiceForUser, findInvoicesForUser } from '../features/invoices/index.ts';
import { findAddresses } from '../features/addresses/index.ts';
import { findSettings as getUserSettings } from '../features/settings/index.ts';
import { notFound } from '../http/errors.ts';
import { RuleError } from '../lib/rule-errors.ts';
import { inlineScriptHashesOf } from '../http/csp.ts';
import { pwaRoutes } from './pwa-routes.ts';
import type { FileStore } from '../media/file-store.ts';
import { serveStoredFiles } from '../media/stored-file-routes.ts';
import type { SessionUser, Sessions } from '../http/session.ts';
import { exchangeRatesAnswer, type FxOptions } from '../features/currency/index.ts';
import { STOCK_LAG_MS } from '../features/catalog/index.ts';
import { cached, type CacheTag } from '../cache/read-cache.ts';
import crypto from 'node:crypto';

export interface WebOptions {
  db: Db;
  webDist: string;
  /** The file store: its media/ folder is served at /media/ (from disk, or streamed from S3). */
  files: FileStore;
  publicUrl: string;
  sessions: Sessions;
  /** Render storefront pages on the server when the SSR bundle is built (default true; WEB_SSR=off: never). */
  ssr?: boolean;
  /** Serve the service worker (dist/sw.js; default true): off, it answers 404 and browsers keep nothing offline (issue 26). */
  serviceWorker?: boolean;
  /** The exchange-rate settings: pages are rendered with the rates shoppers get (issue 22). */
  fx: FxOptions;
  /** How long a visitor's rendered page is kept at most, ms (default STOCK_LAG_MS: sales do not invalidate stock). */
  pageTtlMs?: number;
}

/** A public GET's answer read in-process: status and body as JSON would carry it; undefined: left to the browser. */
type ServerAnswer = Awaited<ReturnType<ServerGet>>;

/** The SSR bundle of the web build in `webDist`, or null when it is not built (or rendering is off). */
async function loadSsrBundle(webDist: string, enabled: boolean): Promise<PageRenderer | null> {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!enabled || !fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** A rendered page's body as it is written: `body` goes to the reply; `flush` resolves once what is written so far has gone out compressed. */
interface PageStream {
  body: NodeJS.ReadableStream;
  write(chunk: string | Uint8Array): void;
  end(chunk: string): void;
  flush(): Promise<void>;
}

/**
 * The body of a rendered page, Brotli- or gzip-compressed as the request accepts (Brotli quality
 * 5: a page is compressed on every request). @fastify/compress compresses routes' answers only, and
 * pages come from the not-found handler.
 */
function pageStream(req: FastifyRequest, reply: FastifyReply): PageStream {
  // Vary (accept-encoding, accept-language, cookie) is set by the page handler.
  const encoding = storedEncodingFor(req.headers['accept-encoding']);
  const zip = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? zlib.createGzip({ level: 6 }) : null;
  if (encoding) reply.header('content-encoding', encoding);
  const body = zip ?? new PassThrough();
  return {
    body,
    write: (chunk) => void body.write(chunk),
    end: (chunk) => void body.end(chunk),
    flush: () => new Promise<void>((resolve) => (zip ? zip.flush(() => resolve()) : resolve())),
  };
}

const LANGUAGE_COOKIE = /(?:^|;\s*)phonexport-language=([^;]*)/;

/** The first value of `name` in `url`'s query string, or null; a URL without a query string costs no parsing (issue 29). */
function queryParam(url: string, name: string): string | null {
  const query = rawQuery(url);
  return query ? new URLSearchParams(query).get(name) : null;
}

/**
 * The visitor's display currency (issue 22): `?currency=ZMW` (the footer's Currency form, sent
 * before the page's scripts run) is kept in the cookie and used at once; else the cookie's.
 */
function visitorCurrency(req: FastifyRequest, reply: FastifyReply): DisplayCurrency | undefined {
  const asked = queryParam(req.url, 'currency')?.toUpperCase();
  if (isDisplayCurrency(asked)) {
    reply.header('set-cookie', `${CURRENCY_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return asked;
  }
  return currencyFromCookies(req.headers.cookie) ?? undefined;
}
const DATA_SAVER_COOKIE = /(?:^|;\s*)phonexport-data-saver=(on|off)(?:;|$)/;

/**
 * Data saver (issue 26, decision 067): `?data-saver=on|off` (the footer's switch, sent before the
 * page's scripts run) is kept in the cookie and used at once; else the cookie's choice; else on
 * when the browser asks to save data (`Save-Data: on`, answered with `Vary: Save-Data`).
 */
function dataSaverOf(req: FastifyRequest, reply: FastifyReply): boolean {
  const asked = queryParam(req.url, 'data-saver');
  if (asked === 'on' || asked === 'off') {
    reply.header('set-cookie', `phonexport-data-saver=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return asked === 'on';
  }
  const cookie = DATA_SAVER_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (cookie) return cookie === 'on';
  return String(req.headers['save-data'] ?? '').trim().toLowerCase() === 'on';
}
const TIME_ZONE_COOKIE = /(?:^|;\s*)phonexport-tz=([^;]*)/;
const json = (status: number, body: unknown): ServerAnswer => ({ status, body: JSON.parse(JSON.stringify(body)) as unknown });
const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Time zones already checked (cookie text → the runtime's name, or null): a few hundred exist; bounded all the same. */
const knownZones = new Map<string, string | null>();
const MAX_KNOWN_ZONES = 1_000;

/** The time zone the browser keeps in its cookie (format-date.ts), when it is a zone this runtime knows. */
function timeZoneOf(req: FastifyRequest): string | undefined {
  const cookie = req.headers.cookie;
  const raw = cookie ? TIME_ZONE_COOKIE.exec(cookie)?.[1] : undefined;
  if (!raw) return undefined;
  let zone = knownZones.get(raw);
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat('en', { timeZone: decodeURIComponent(raw) }).resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
    if (knownZones.size >= MAX_KNOWN_ZONES) knownZones.clear();
    knownZones.set(raw, zone);
  }
  return zone ?? undefined;
}

/** A read's query as its query string would carry it: text values, empty ones left out. */
const textQuery = (query: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));

/**
 * The reads one page request may make, answered by the services in-process as the API routes
 * answer them, each at most once per request (the head's product read is the page's): the public
 * catalog (with its brand strip), approved reviews (with the viewer's own reactions), shipping, shop
 * settings and help; `/api/session` is the user the server read once;
 * the customer's own orders, invoices, addresses and settings are read with that user (401 for a
 * visitor, 404 for someone else's or an unknown id, as the API answers).
 */
function serverReads(db: Db, user: SessionUser | null, fx: FxOptions): ServerGet {
  const memo = new Map<string, Promise<ServerAnswer>>();
  const needUser = <T>(read: (u: SessionUser) => Promise<T>) => (user ? read(user).then((body) => json(200, body)) : Promise.resolve(json(401, { error: 'Unauthorized', message: 'Authentication required' })));
  const answer = async (apiPath: string, params: Record<string, string | number> | undefined, query: Record<string, unknown> | undefined): Promise<ServerAnswer> => {
    switch (apiPath) {
      case '/api/products/:id': {
        const product = await getProduct(db, String(params?.id ?? ''));
        return product ? json(200, product) : json(404, { error: 'Not Found', message: PRODUCT_NOT_FOUND });
      }
      case '/api/products': {
        const parsed = catalogContracts.listProducts.query.safeParse(textQuery(query));
        return parsed.success ? json(200, await listProducts(db, parsed.data)) : json(400, { error: 'Bad Request', message: 'Invalid product filters' });
      }
      case '/api/heroes':
        return json(200, await listActiveHeroes(db));
      case '/api/brands':
        return json(200, await listStripBrands(db));
      case '/api/reviews': {
        // Home's and a product's first page of reviews are in the first HTML; the viewer's own reactions with them.
        const parsed = reviewsContracts.list.query.safeParse(textQuery(query));
        return parsed.success ? json(200, await listApprovedReviews(db, { ...parsed.data, viewerId: user?.id ?? null })) : json(400, { error: 'Bad Request', message: 'Invalid request' });
      }
      case '/api/shop-settings':
        return json(200, toPublicSettings(await getSettings(db)));
      case '/api/countries':
        return json(200, await listActiveCountries(db));
      case '/api/help/faq': {
        const parsed = helpContracts.listFaq.query.safeParse(query ?? {});
        return parsed.success ? json(200, { items: await listFaq(db, parsed.data.lang) }) : json(400, { error: 'Bad Request', message: 'Invalid language' });
      }
      case '/api/session':
        return json(200, { user: user ? toMeDto(user) : null });
      case '/api/exchange-rates':
        return json(200, await exchangeRatesAnswer(db, fx));
      case '/api/settings':
        return needUser((u) => getUserSettings(db, u.id));
      case '/api/orders':
        return needUser((u) => findOrdersForUser(db, u.id));
      case '/api/invoices':
        return needUser((u) => findInvoicesForUser(db, u.id));
      case '/api/addresses':
        return needUser((u) => findAddresses(db, u.id));
      case '/api/orders/:id':
      case '/api/invoices/:id': {
        if (!user) return json(401, { error: 'Unauthorized', message: 'Authentication required' });
        const order = apiPath === '/api/orders/:id';
        const id = (order ? ordersContracts.getMine : invoicesContracts.getMine).params.safeParse(params ?? {});
        const found = id.success ? await (order ? findOrderForUser(db, user.id, id.data.id) : findInvoiceForUser(db, user.id, id.data.id)) : null;
        return found ? json(200, found) : json(404, { error: 'Not Found', message: order ? 'Order not found' : 'Invoice not found' });
      }
      case '/api/orders/:id/returns': {
        // The order's returns (issue 27): its Return or exchange link is in the first HTML.
        if (!user) return json(401, { error: 'Unauthorized', message: 'Authentication required' });
        const id = returnsContracts.forOrder.params.safeParse(params ?? {});
        if (!id.success) return json(404, { error: 'Not Found', message: 'Order not found' });
        return orderReturns(db, user.id, id.data.id).then(
          (body) => json(200, body),
          (err: unknown) => {
            if (err instanceof RuleError && err.kind === 'not-found') return json(404, { error: 'Not Found', message: err.message });
            throw err;
          },
        );
      }
      default:
        return undefined;
    }
  };
  return (apiPath, { params, query }) => {
    const key = JSON.stringify([apiPath, params ?? null, query ?? null]);
    let read = memo.get(key);
    if (!read) memo.set(key, (read = answer(apiPath, params, query)));
    return read;
  };
}

/**
 * The interface language of a page request (storefront §3 preferences.language): a signed-in
 * customer's Settings, else the language cookie the footer's control or Settings wrote, else the
 * browser's Accept-Language (a first visit), else English.
 */
async function pageLanguage(req: FastifyRequest, user: SessionUser | null, reads: ServerGet): Promise<Language> {
  if (user) {
    const settings = await reads('/api/settings', {}).catch(() => undefined);
    const saved = (settings?.body as { preferences?: { language?: unknown } } | undefined)?.preferences?.language;
    if (settings?.status === 200 && isLanguage(saved)) return saved;
  }
  const cookie = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return requestLanguage(req.headers['accept-language']);
}

interface PageMeta {
  title: string;
  /** The page's interface language: `<html lang>`. */
  language: Language;
  /** A data-saver visitor's whole page: `<html data-scripts="on-act">`, its scripts load on the first act (decision 083). */
  scriptsOnAct?: boolean;
  description: string;
  path: string;
  image?: string | null;
  type?: string;
  priceCents?: number;
  robots?: string;
  /** The page's largest image, preloaded from the head before the scripts (its srcset and sizes as the page's <img> has them). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

const DEFAULT_DESCRIPTION = `Phones, tablets, laptops and accessories shipped from China to ${serviceCountriesInWords()}. Prices in USD with duty estimates.`;

/** The <head> tags of a page, escaped. */
export function headTags(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="robots" content="${meta.robots ?? 'index, follow'}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="PhoneXport">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.image) {
    const abs = meta.image.startsWith('http') ? meta.image : `${publicUrl}${meta.image}`;
    tags.push(`<meta property="og:image" content="${escapeHtml(abs)}">`, `<meta name="twitter:image" content="${escapeHtml(abs)}">`);
  }
  if (meta.priceCents != null) {
    const amount = centsToDecimalString(meta.priceCents);
    tags.push(
      `<meta property="product:price:amount" content="${amount}">`,
      `<meta property="product:price:currency" content="USD">`,
      `<meta property="og:price:amount" content="${amount}">`,
      `<meta property="og:price:currency" content="USD">`,
    );
  }
  if (meta.preloadImage) {
    const { href, srcset, sizes } = meta.preloadImage;
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`);
  }
  return tags.join('\n    ');
}

/** A page's title without the web build's rendering bundle (which names each page in its language, from the route table's title keys). */
const SHELL_TITLE = 'PhoneXport';

/**
 * CSP source expressions ('sha256-…') for the inline scripts of the built index.html (the theme
 * script that runs before the first paint); none when the app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  return inlineScriptHashesOf(fs.readFileSync(indexPath, 'utf8'));
}

export async function webRoutes(app: FastifyInstance, { db, webDist, files, publicUrl, sessions, ssr: ssrEnabled = true, serviceWorker = true, fx, pageTtlMs = STOCK_LAG_MS }: WebOptions): Promise<void> {
  if (files.localRoot) {
    const mediaDir = path.join(files.localRoot, 'media');
    fs.mkdirSync(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
    });
  } else serveStoredFiles(app, files, { prefix: '/media/', keyPrefix: 'media/', cacheControl: 'public, max-age=604800' });

  const indexPath = path.join(webDist, 'index.html');
  const template = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>';

  if (fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // File names are hashed and served immutable; the ETag alone revalidates the few that are not.
      lastModified: false,
      // dist/server is the server's rendering bundle, read from disk and never sent.
      // The service worker is not served when turned off (SERVICE_WORKER=off).
      allowedPath: (pathName) => !pathName.startsWith('/server/') && (serviceWorker || !pathName.startsWith('/sw.js')),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        // Browsers check the service worker for an update on each visit; it is never kept stale.
        else if (path.basename(filePath).startsWith('sw.js')) res.header('cache-control', 'no-cache');
      },
    });
  }

  const render = (meta: PageMeta) =>
    template.replace(/<html lang="[^"]*"/, `<html lang="${meta.language}"${meta.scriptsOnAct ? ' data-scripts="on-act"' : ''}`).replace('<!--app-head-->', headTags(meta, publicUrl));
  // The bundle also names the pages (their titles in the five languages) when rendering is off.
  const bundle = await loadSsrBundle(webDist, true);
  const ssr = ssrEnabled ? bundle : null;
  // The web app manifest and the service worker's offline pages, in the shopper's language (issue 26).
  pwaRoutes(app, { translatorOf: bundle?.translatorOf, template });
  const ROOT = '<div id="root"></div>';

  /**
   * Sends the page: the shell with `meta`, and when `request` is given its server rendering
   * inside #root. The head goes out before the render; a render that fails leaves the shell.
   */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, meta: PageMeta, reads: ServerGet, request: RenderRequest | null) => {
    const html = render(meta);
    const at = html.indexOf(ROOT);
    if (!ssr || !request || at < 0) return reply.send(html);
    const out = pageStream(req, reply);
    out.write(html.slice(0, at) + '<div id="root">');
    const tail = html.slice(at + ROOT.length);
    // Rendering (in-process reads included) starts once the head is on its way: the browser
    // fetches the styles and scripts meanwhile.
    const rendered = out
      .flush()
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => ssr.render(request, reads));
    rendered.then(
      ({ pipe, stateScript }) =>
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              out.write(chunk);
              done();
            },
            final(done) {
              out.end(`</div>${stateScript}${tail}`);
              done();
            },
          }),
        ),
      (err: unknown) => {
        req.log.error({ err }, 'Server rendering failed; the browser renders the page');
        out.end(`</div>${tail}`);
      },
    );
    return reply.send(out.body);
  };

  /**
   * The whole page of `meta` as one string, rendered on the server when `request` is given (for
   * the page cache); `rendered` is false when the render failed and the page is the shell.
   */
  const renderWhole = async (meta: PageMeta, reads: ServerGet, request: RenderRequest): Promise<{ html: string; rendered: boolean }> => {
    const html = render(meta);
    // A page the browser renders needs its scripts at once: only a rendered page waits for the first act.
    const shell = () => (meta.scriptsOnAct ? render({ ...meta, scriptsOnAct: false }) : html);
    const at = html.indexOf(ROOT);
    if (!ssr || at < 0) return { html: shell(), rendered: false };
    try {
      const { pipe, stateScript } = await ssr.render(request, reads);
      const inner = await new Promise<string>((resolve, reject) => {
        const parts: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            parts.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            resolve(Buffer.concat(parts).toString('utf8'));
            done();
          },
        });
        sink.on('error', reject);
        pipe(sink);
      });
      return { html: `${html.slice(0, at)}<div id="root">${inner}</div>${stateScript}${html.slice(at + ROOT.length)}`, rendered: true };
    } catch (err) {
      app.log.error({ err }, 'Server rendering failed; the browser renders the page');
      return { html: shell(), rendered: false };
    }
  };

  /**
   * The page of a matched path: its status (404 for an unknown product, or a path the table does
   * not know) and head tags, read through `reads` in `language`.
   */
  const pageOf = async (pathname: string, match: ReturnType<typeof matchRoute>, language: Language, reads: ServerGet, dataSaver = false): Promise<{ status: number; meta: PageMeta }> => {
    const translate = bundle?.translatorOf(language);
    const titleOf = (route: RouteEntry) => {
      const name = translate?.(route.title);
      if (!name || name === route.title) return SHELL_TITLE;
      return route.id === 'home' ? name : `${name} — ${route.access === 'staff' ? 'PhoneXport Admin' : 'PhoneXport'}`;
    };
    if (match && (match.route.id === 'product' || match.route.id === 'productAlias')) {
      const answer = await reads('/api/products/:id', { params: { id: match.params.id ?? '' } });
      const product = answer?.status === 200 ? (answer.body as Awaited<ReturnType<typeof getProduct>> & object) : null;
      if (!product) {
        const title = translate?.('routes.titles.productNotFound');
        return { status: 404, meta: { language, title: title && title !== 'routes.titles.productNotFound' ? `${title} — PhoneXport` : 'Product Not Found — PhoneXport', description: DEFAULT_DESCRIPTION, path: pathname, robots: 'noindex' } };
      }
      return {
        status: 200,
        meta: {
          language,
          // The title the page's PageTitle writes once its scripts run, so it never changes under the
          // reader; the price (USD) goes to link previews through og:price below, not the tab.
          title: `${product.name} — PhoneXport`,
          description: `${product.description.slice(0, 150)}${product.description.length > 150 ? '…' : ''} Shipped from China to 8 Southern African countries.`,
          path: `/product/${product.id}`,
          image: imageUrl(product.images[0], 'detail'),
          type: 'product',
          priceCents: product.priceCents,
          // In data-saver mode the page shows the 400 px image only (image-carousel.tsx): that is the one preloaded.
          preloadImage: product.images[0] ? (dataSaver ? { href: imageUrl(product.images[0], 'card')! } : { href: imageUrl(product.images[0], 'detail')!, srcset: imageSrcSet(product.images[0]), sizes: DETAIL_IMAGE_SIZES }) : undefined,
        },
      };
    }
    // Home's largest image is its first hero banner (highest priority first, as the carousel shows them).
    let preloadImage: PageMeta['preloadImage'];
    if (match?.route.id === 'home') {
      const heroes = ((await reads('/api/heroes', {}))?.body ?? []) as { imageUrl: string | null; priority: number }[];
      const hero = heroes.reduce<{ imageUrl: string | null; priority: number } | null>((top, h) => (!top || h.priority > top.priority ? h : top), null);
      if (hero?.imageUrl) preloadImage = { href: hero.imageUrl };
    }
    const notFoundTitle = translate?.('routes.titles.notFound');
    return {
      status: match ? 200 : 404,
      meta: {
        language,
        title: match ? titleOf(match.route) : notFoundTitle && notFoundTitle !== 'routes.titles.notFound' ? `${notFoundTitle} — PhoneXport` : SHELL_TITLE,
        description: DEFAULT_DESCRIPTION,
        path: pathname,
        robots: !match || match.route.private ? 'noindex' : undefined,
        preloadImage,
      },
    };
  };

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) {
      throw notFound(`Route ${req.method} ${pathname} not found`);
    }
    const match = matchRoute(pathname);
    // The session is read once: it decides the language, the customer's reads and the page's /api/session answer.
    const user = await sessions.current(req);
    const reads = serverReads(db, user, fx);
    const language = await pageLanguage(req, user, reads);
    // A page holding the customer's own data (their session, orders, cart...) is never stored by a shared cache.
    const personal = user !== null || match?.route.private === true;
    reply
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie, save-data')
      .type('text/html; charset=utf-8');
    // Rendered on the server: the table's ssr pages (a customer's own pages once signed in) and the
    // shop's not-found page; the back office is the browser's.
    const renders = match ? match.route.ssr && (match.route.access !== 'customer' || user !== null) : !pathname.startsWith('/admin');
    const request: RenderRequest | null = renders ? { url: req.url, language, session: user ? toMeDto(user) : null, timeZone: timeZoneOf(req) ?? 'UTC', currency: visitorCurrency(req, reply), dataSaver: dataSaverOf(req, reply) } : null;

    // A visitor's public page is rendered once per (URL, language, currency, time zone) and kept in
    // the read cache with the data it shows (decision 062); anything else is rendered per request.
    if (ssr && request && !personal && match && match.route.access === 'public') {
      // Data saver is part of the key (decision 067): the page's images and preload differ.
      const key = `page:${language}|${request.currency ?? ''}|${request.timeZone}|${request.dataSaver ? 'lite' : ''}|${req.url}`;
      const page = await cached(
        db,
        key,
        PAGE_TAGS,
        async () => {
          const { status, meta } = await pageOf(pathname, match, language, reads, request.dataSaver);
          // A data-saver visitor's page that is whole without its scripts gets them on the first act (decision 083).
          meta.scriptsOnAct = status === 200 && request.dataSaver === true && match.route.whole === true;
          const { html, rendered } = await renderWhole(meta, reads, request);
          return storedPage(status, html, rendered);
        },
        { ttlMs: pageTtlMs, followReads: true, bytes: (p) => p.bytes, keep: (p) => p.keep },
      );
      return sendStored(req, reply, page);
    }

    const { status, meta } = await pageOf(pathname, match, language, reads, request?.dataSaver);
    return sendPage(req, reply.status(status), meta, reads, request);
  });
}

/**
 * What a stored page shows (decision 062): every public read a storefront page can make (catalog,
 * banners, countries, brands, help, shop settings, exchange rates); a write to any drops it.
 */
const PAGE_TAGS: readonly CacheTag[] = ['catalog', 'heroes', 'countries', 'brands', 'faq', 'settings', 'rates'];

/** A rendered page kept in the read cache: its bytes, compressed at most once per encoding. */
interface StoredPage {
  status: number;
  html: Buffer;
  /** Weak validator of the page's text (the same in every encoding). */
  etag: string;
  /** Kept only when rendered and found (200): a 404 or a failed render is answered, not stored. */
  keep: boolean;
  /** What it weighs in the cache (the HTML and room for its compressed copies). */
  bytes: number;
  compressed: CompressedCopies;
}

function storedPage(status: number, html: string, rendered: boolean): StoredPage {
  const bytes = Buffer.from(html, 'utf8');
  return {
    status,
    html: bytes,
    etag: `W/"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`,
    keep: rendered && status === 200,
    // Compressed copies are about a fifth of the text each.
    bytes: Math.ceil(bytes.length * 1.4),
    compressed: {},
  };
}

/** Sends a stored page: 304 when the browser holds it (If-None-Match), else its bytes in the encoding asked for. */
async function sendStored(req: FastifyRequest, reply: FastifyReply, page: StoredPage) {
  reply.status(page.status).header('etag', page.etag);
  const held = req.headers['if-none-match'];
  if (held && page.status === 200 && held.split(',').some((tag) => tag.trim() === page.etag)) return reply.status(304).send();
  const encoding = storedEncodingFor(req.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  reply.header('content-encoding', encoding);
  return reply.send(await compressedOnce(page.compressed, encoding, page.html, PAGE_EFFORT));
}
