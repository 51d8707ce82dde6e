/**
 * The API's own routes (decision 038), from `systemContracts`:
 * - GET /api/health: `{ ok: true }` while the shop answers;
 * - GET /api/openapi.json: the OpenAPI 3.1 document built from every contract (built once, on the
 *   first request);
 * - GET /api/docs: a readable reference of that document (Scalar). `/api/docs` redirects to
 *   `/api/docs/`, whose page loads Scalar's script from `/api/docs/js/scalar.js` (shipped in
 *   node_modules, no CDN) and the same document from `/api/docs/openapi.json` (or `.yaml`). The page gets its own CSP: its inline start-up script allowed by its hash,
 *   everything else from this origin; the shop's CSP (app.ts) stays as it is for the web app.
 */
import type { FastifyInstance } from 'fastify';
import scalar from '@scalar/fastify-api-reference';
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

  // Scalar registers its routes through fastify-plugin, so they land in this scope and only
  // these hooks see them.
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
    await scope.register(scalar, {
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
  });
}
