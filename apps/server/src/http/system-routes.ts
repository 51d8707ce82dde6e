/**
 * The API's own routes (decision 038), from `systemContracts`:
 * - GET /api/health: `{ ok: true }` while the shop answers;
 * - GET /api/openapi.json: the OpenAPI 3.1 document built from every contract (built once, on the
 *   first request);
 * - GET /api/docs: a readable reference of that document (Scalar). `/api/docs` redirects to
 *   `/api/docs/`, whose page loads Scalar's script from `/api/docs/js/scalar.js` (shipped in
 *   node_modules, no CDN) and the same document from `/api/docs/openapi.json` (or `.yaml`). The page gets its own CSP: its inline start-up script allowed by its hash,
 *   everything else from this origin; the shop's CSP (app.ts) stays as it is for the web app.
 *   Scalar is loaded on the first visit of the docs, not at start (decision 068).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemContracts } from '@phonexport/contracts/system';
import { buildOpenApiDocument } from '@phonexport/contracts/openapi';
import { route } from './contract-route.ts';
import { inlineScriptHashesOf } from './csp.ts';

/** Where the docs page lives. */
export const DOCS_PATH = '/api/docs';

/** The docs page's CSP: Scalar renders in the page and fetches only the document, from this origin. */
export function docsContentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashesOf(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Registers the health check, the OpenAPI document and the docs page on `app`. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, systemContracts.health, async () => ({ ok: true }));

  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  const openApiDocument = () => (document ??= buildOpenApiDocument());
  route(app, systemContracts.openApi, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return openApiDocument();
  });

  // Scalar reads its 3.5 MB page script into memory when it is registered, and its modules weigh
  // as much again: it is loaded on the first visit of the docs, into a Fastify instance of its own
  // that this scope's routes forward to (decision 068). The CSP and cache headers are set here.
  let docsApp: Promise<FastifyInstance> | null = null;
  const loadDocsApp = async (): Promise<FastifyInstance> => {
    const [{ default: Fastify }, { default: scalar }] = await Promise.all([import('fastify'), import('@scalar/fastify-api-reference')]);
    const inner = Fastify();
    await inner.register(scalar, {
      routePrefix: DOCS_PATH,
      configuration: {
        // Scalar serves this same document at /api/docs/openapi.json (and .yaml) for its page.
        content: openApiDocument,
        pageTitle: 'PhoneXport API',
        // Nothing leaves this origin: no outside fonts, no telemetry, no AI agent (it calls
        // Scalar's registry through their proxy), no developer tools.
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
      },
    });
    await inner.ready();
    return inner;
  };
  /** Headers of Scalar's answers the shop passes on (the rest are the shop's own). */
  const passed = ['content-type', 'content-disposition', 'location', 'access-control-allow-origin', 'access-control-allow-methods'];
  await app.register(async (scope) => {
    scope.addHook('onSend', async (req, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && typeof payload === 'string') {
        reply.header('content-security-policy', docsContentSecurityPolicy(payload));
      } else if (req.url.endsWith('/js/scalar.js')) {
        reply.header('cache-control', 'public, max-age=86400');
      }
      return payload;
    });
    const forward = async (req: FastifyRequest, reply: FastifyReply) => {
      docsApp ??= loadDocsApp().catch((err: unknown) => {
        docsApp = null;
        throw err;
      });
      const res = await (await docsApp).inject({ method: 'GET', url: req.url });
      for (const name of passed) {
        const value = res.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      reply.code(res.statusCode);
      return String(res.headers['content-type'] ?? '').startsWith('text/') ? res.body : res.rawPayload;
    };
    scope.get(DOCS_PATH, forward);
    scope.get(`${DOCS_PATH}/*`, forward);
  });
}
