/**
 * Serves the built web app and the media files on the API's port:
 * - /assets/* (hashed file names): immutable, pre-compressed Brotli/gzip copies when the build made them;
 * - /media/*: product and banner images from DATA_DIR/media, cached for a week;
 * - any other GET that is not /api: index.html with the page's title, description, social-preview,
 *   price, robots and canonical tags already in the first response (storefront §2 Product detail).
 *   An unknown product answers 404 with the same app, which shows 'Product Not Found'.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { centsToDecimalString, formatUsd } from '@phonexport/domain/money';
import { imageUrl } from '@phonexport/domain/catalog';
import type { Db } from '../db/client.ts';
import { getProduct } from '../features/catalog/catalog-service.ts';
import { notFound } from '../http/errors.ts';
import { inlineScriptHashesOf } from '../http/csp.ts';
import type { FileStore } from '../media/file-store.ts';
import { serveStoredFiles } from '../media/stored-file-routes.ts';

export interface WebOptions {
  db: Db;
  webDist: string;
  /** The file store: its media/ folder is served at /media/ (from disk, or streamed from S3). */
  files: FileStore;
  publicUrl: string;
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
const KNOWN_PAGE = /^\/(|products|cart|checkout|order-confirmation|login|register|terms|privacy|account|orders|orders\/[^/]+|order-detail(?:\/[^/]+)?|invoices|invoices\/[^/]+|invoice-detail(?:\/[^/]+)?|addresses|settings|reset-password|track-order|help|policies|admin|admin\/(?:products|hero|orders|customers|service-countries|reviews|chat|settings|audit-log))\/?$/;
const PRIVATE = /^\/(cart|checkout|order-confirmation|orders|order-detail|account|addresses|settings|invoices|invoice-detail|admin|reset-password)(\/|$)/;

/**
 * CSP source expressions ('sha256-…') for the inline scripts of the built index.html (the theme
 * script that runs before the first paint); none when the app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  return inlineScriptHashesOf(fs.readFileSync(indexPath, 'utf8'));
}

export async function webRoutes(app: FastifyInstance, { db, webDist, files, publicUrl }: WebOptions): Promise<void> {
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
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const render = (meta: PageMeta) => template.replace('<!--app-head-->', headTags(meta, publicUrl));

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
        return reply.status(404).send(render({ title: 'Product Not Found — PhoneXport', description: DEFAULT_DESCRIPTION, path: pathname, robots: 'noindex' }));
      }
      const price = product.priceCents === product.maxPriceCents ? formatUsd(product.priceCents) : `${formatUsd(product.priceCents)} - ${formatUsd(product.maxPriceCents)}`;
      return reply.send(
        render({
          title: `${product.name} — ${price} | PhoneXport`,
          description: `${product.description.slice(0, 150)}${product.description.length > 150 ? '…' : ''} Shipped from China to 8 Southern African countries.`,
          path: `/product/${product.id}`,
          image: imageUrl(product.images[0], 'detail'),
          type: 'product',
          priceCents: product.priceCents,
        }),
      );
    }
    const known = STATIC_TITLES[pathname];
    if (!KNOWN_PAGE.test(pathname)) reply.status(404);
    return reply.send(
      render({
        title: known ?? 'PhoneXport',
        description: DEFAULT_DESCRIPTION,
        path: pathname,
        robots: PRIVATE.test(pathname) ? 'noindex' : undefined,
      }),
    );
  });
}
