/**
 * Serves the built web app and the media files on the API's port:
 * - /assets/* (hashed file names): immutable, pre-compressed Brotli/gzip copies when the build made them;
 * - /media/*: product and banner images from DATA_DIR/media, cached for a week;
 * - any other GET that is not /api: index.html with the page's title, description, social-preview,
 *   price, robots and canonical tags already in the first response (storefront §2 Product detail).
 *   Storefront pages are rendered into it on the server by the web build's SSR bundle
 *   (dist/server/entry-server.js, decision 045) with their data read in-process, and hydrated in
 *   the browser; without that bundle (API tests, no build) or for a visitor who chose another
 *   language than English, the page is the shell the browser renders.
 *   An unknown product answers 404 with the same app, which shows 'Product Not Found'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { centsToDecimalString, formatUsd } from '@phonexport/domain/money';
import { DETAIL_IMAGE_SIZES, imageSrcSet, imageUrl } from '@phonexport/domain/catalog';
import type { Db } from '../db/client.ts';
import { toPublicSettings } from '@phonexport/domain/admin';
import { catalogContracts } from '@phonexport/contracts/catalog';
import { getProduct, listActiveHeroes, listProducts, PRODUCT_NOT_FOUND } from '../features/catalog/catalog-service.ts';
import { listActiveCountries } from '../features/shipping/shipping-service.ts';
import { getSettings } from '../features/shop-settings/shop-settings-service.ts';
import { listFaq } from '../features/help/help-service.ts';
import { notFound } from '../http/errors.ts';
import { inlineScriptHashesOf } from '../http/csp.ts';
import type { FileStore } from '../media/file-store.ts';
import { serveStoredFiles } from '../media/stored-file-routes.ts';
import type { Sessions } from '../http/session.ts';

export interface WebOptions {
  db: Db;
  webDist: string;
  /** The file store: its media/ folder is served at /media/ (from disk, or streamed from S3). */
  files: FileStore;
  publicUrl: string;
  sessions: Sessions;
  /** Render storefront pages on the server when the SSR bundle is built (default true; WEB_SSR=off: never). */
  ssr?: boolean;
}

/** A public GET's answer read in-process: status and body as JSON would carry it; undefined: left to the browser. */
type ServerAnswer = { status: number; body: unknown } | undefined;
type ServerGet = (path: string, request: { params?: Record<string, string | number>; query?: Record<string, unknown> }) => Promise<ServerAnswer>;

/** What the web build's dist/server/entry-server.js exports (apps/web/src/entry-server.tsx). */
interface SsrBundle {
  rendersOnServer(pathname: string): boolean;
  render(url: string, get: ServerGet): Promise<{ pipe: (destination: NodeJS.WritableStream) => void; stateScript: string }>;
}

/** The SSR bundle of the web build in `webDist`, or null when it is not built (or rendering is off). */
async function loadSsrBundle(webDist: string, enabled: boolean): Promise<SsrBundle | null> {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!enabled || !fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}

/** The interface language the web app keeps in a cookie for the server (i18n.ts); pages render in English only. */
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
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  const zip = /\bbr\b/.test(accepted)
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : /\bgzip\b/.test(accepted)
      ? zlib.createGzip({ level: 6 })
      : null;
  if (zip) reply.header('content-encoding', zip instanceof zlib.Gzip ? 'gzip' : 'br');
  const body = zip ?? new PassThrough();
  return {
    body,
    write: (chunk) => void body.write(chunk),
    end: (chunk) => void body.end(chunk),
    flush: () => new Promise<void>((resolve) => (zip ? zip.flush(() => resolve()) : resolve())),
  };
}

const LANGUAGE_COOKIE = /(?:^|;\s*)phonexport-language=([^;]*)/;
const json = (status: number, body: unknown): ServerAnswer => ({ status, body: JSON.parse(JSON.stringify(body)) as unknown });

/**
 * The public reads a server-rendered page needs, answered by the services in-process as the API
 * routes answer them (catalog, shipping, shop settings, help; /api/session only for a visitor, as `{ user: null }`).
 */
function serverReads(db: Db, sessions: Sessions, req: FastifyRequest): ServerGet {
  return async (apiPath, { params, query }) => {
    switch (apiPath) {
      case '/api/products/:id': {
        const product = await getProduct(db, String(params?.id ?? ''));
        return product ? json(200, product) : json(404, { error: 'Not Found', message: PRODUCT_NOT_FOUND });
      }
      case '/api/products': {
        // As the query string would carry it: text values, empty ones left out.
        const text = Object.fromEntries(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));
        const parsed = catalogContracts.listProducts.query.safeParse(text);
        return parsed.success ? json(200, await listProducts(db, parsed.data)) : json(400, { error: 'Bad Request', message: 'Invalid product filters' });
      }
      case '/api/heroes':
        return json(200, await listActiveHeroes(db));
      case '/api/shop-settings':
        return json(200, toPublicSettings(await getSettings(db)));
      case '/api/countries':
        return json(200, await listActiveCountries(db));
      case '/api/help/faq':
        return json(200, { items: await listFaq(db) });
      case '/api/session':
        return (await sessions.current(req)) ? undefined : json(200, { user: null });
      default:
        return undefined;
    }
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: string;
  priceCents?: number;
  robots?: string;
  /** The page's largest image, preloaded from the head before the scripts (its srcset and sizes as the page's <img> has them). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

const DEFAULT_DESCRIPTION =
  'Phones, tablets, laptops and accessories shipped from China to Botswana, Eswatini, Lesotho, Malawi, Namibia, South Africa, Zambia and Zimbabwe. Prices in USD with duty estimates.';

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

const STATIC_TITLES: Record<string, string> = {
  '/': 'PhoneXport — Phones & electronics shipped to Southern Africa',
  '/products': 'Shop Phones, Tablets & Laptops — PhoneXport',
  '/cart': 'Your Cart — PhoneXport',
  '/checkout': 'Checkout — PhoneXport',
  '/login': 'Sign In — PhoneXport',
  '/register': 'Create Account — PhoneXport',
  '/orders': 'My Orders — PhoneXport',
  '/account': 'My Account — PhoneXport',
  '/invoices': 'Invoices — PhoneXport',
  '/addresses': 'My Addresses — PhoneXport',
  '/settings': 'Settings — PhoneXport',
  '/reset-password': 'Reset Password — PhoneXport',
  '/track-order': 'Track Your Order — PhoneXport',
  '/help': 'Help Center — PhoneXport',
  '/policies': 'Returns & Exchange Policies — PhoneXport',
  '/admin/chat': 'Live Chat — PhoneXport Admin',
};
/** Paths the web app has a screen for; anything else gets the app's not-found page with status 404. */
const KNOWN_PAGE = /^\/(|products|cart|checkout|order-confirmation|login|register|terms|privacy|account|orders|orders\/[^/]+|order-detail(?:\/[^/]+)?|invoices|invoices\/[^/]+|invoice-detail(?:\/[^/]+)?|addresses|settings|reset-password|track-order|help|policies|staff-invitation\/[A-Za-z0-9_-]+|admin|admin\/(?:products|hero|orders|customers|service-countries|reviews|chat|settings|audit-log|staff|security))\/?$/;
const PRIVATE = /^\/(cart|checkout|order-confirmation|orders|order-detail|account|addresses|settings|invoices|invoice-detail|admin|reset-password|staff-invitation)(\/|$)/;

/**
 * CSP source expressions ('sha256-…') for the inline scripts of the built index.html (the theme
 * script that runs before the first paint); none when the app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  return inlineScriptHashesOf(fs.readFileSync(indexPath, 'utf8'));
}

export async function webRoutes(app: FastifyInstance, { db, webDist, files, publicUrl, sessions, ssr: ssrEnabled = true }: WebOptions): Promise<void> {
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
    : '<!doctype html><html><head><!--app-head--></head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>';

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
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const render = (meta: PageMeta) => template.replace('<!--app-head-->', headTags(meta, publicUrl));
  const ssr = await loadSsrBundle(webDist, ssrEnabled);
  const ROOT = '<div id="root"></div>';

  /**
   * Sends the page: the shell with `meta`, and for a storefront page its server rendering inside
   * #root. The head goes out before the render; a render that fails leaves the shell. A signed-in
   * customer gets the shell too: what the pages show for them (account menu, reviews) is read in
   * the browser, and a page rendered as a visitor's would not match it when React hydrates.
   */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, meta: PageMeta) => {
    const html = render(meta);
    const url = req.url;
    const at = html.indexOf(ROOT);
    const language = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    if (!ssr || at < 0 || (language && language !== 'en') || !ssr.rendersOnServer(url.split('?')[0] ?? '/')) return reply.send(html);
    if (await sessions.current(req)) return reply.send(html);
    const out = pageStream(req, reply);
    out.write(html.slice(0, at) + '<div id="root">');
    const tail = html.slice(at + ROOT.length);
    // Rendering (in-process reads included) starts once the head is on its way: the browser
    // fetches the styles and scripts meanwhile.
    const rendered = out
      .flush()
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => ssr.render(url, serverReads(db, sessions, req)));
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

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) {
      throw notFound(`Route ${req.method} ${pathname} not found`);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const productMatch = /^\/products?\/([^/]+)\/?$/.exec(pathname);
    if (productMatch) {
      const id = decodeURIComponent(productMatch[1]!);
      const product = await getProduct(db, id);
      if (!product) {
        return sendPage(req, reply.status(404), { title: 'Product Not Found — PhoneXport', description: DEFAULT_DESCRIPTION, path: pathname, robots: 'noindex' });
      }
      const price = product.priceCents === product.maxPriceCents ? formatUsd(product.priceCents) : `${formatUsd(product.priceCents)} - ${formatUsd(product.maxPriceCents)}`;
      return sendPage(req, reply, {
          title: `${product.name} — ${price} | PhoneXport`,
          description: `${product.description.slice(0, 150)}${product.description.length > 150 ? '…' : ''} Shipped from China to 8 Southern African countries.`,
          path: `/product/${product.id}`,
          image: imageUrl(product.images[0], 'detail'),
          type: 'product',
          priceCents: product.priceCents,
          preloadImage: product.images[0] ? { href: imageUrl(product.images[0], 'detail')!, srcset: imageSrcSet(product.images[0]), sizes: DETAIL_IMAGE_SIZES } : undefined,
        });
    }
    const known = STATIC_TITLES[pathname];
    // Home's largest image is its first hero banner (highest priority first, as the carousel shows them).
    const hero = pathname === '/' ? (await listActiveHeroes(db)).reduce<{ imageUrl: string | null; priority: number } | null>((top, h) => (!top || h.priority > top.priority ? h : top), null) : null;
    if (!KNOWN_PAGE.test(pathname)) reply.status(404);
    return sendPage(req, reply, {
      title: known ?? 'PhoneXport',
      description: DEFAULT_DESCRIPTION,
      path: pathname,
      robots: PRIVATE.test(pathname) ? 'noindex' : undefined,
      preloadImage: hero?.imageUrl ? { href: hero.imageUrl } : undefined,
    });
  });
}
