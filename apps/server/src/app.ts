/**
 * Builds the Fastify application: security headers, compression, rate limits, error handling,
 * the API feature routes and the web app. Used by main.ts and, in-process, by the API tests.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db, Listen } from './db/client.ts';
import { createAuth, type Auth } from './features/accounts/auth.ts';
import { accountsRoutes } from './features/accounts/accounts-routes.ts';
import { addressesRoutes } from './features/addresses/addresses-routes.ts';
import { cartRoutes } from './features/cart/cart-routes.ts';
import { catalogRoutes } from './features/catalog/catalog-routes.ts';
import { chatRoutes } from './features/chat/chat-routes.ts';
import { helpRoutes } from './features/help/help-routes.ts';
import { checkoutRoutes } from './features/checkout/checkout-routes.ts';
import { notificationsRoutes } from './features/notifications/notifications-routes.ts';
import { ordersRoutes } from './features/orders/orders-routes.ts';
import { trackingRoutes } from './features/tracking/tracking-routes.ts';
import { DEFAULT_DHL_API_BASE } from './features/tracking/courier.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { createTestPaymentProvider } from './features/payments/test-provider.ts';
import { installErrorHandling } from './http/errors.ts';
import { createSessions } from './http/session.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { liveRoutes } from './realtime/live-routes.ts';
import { webRoutes } from './web/web-routes.ts';

export interface AppOptions {
  db: Db;
  authSecret: string;
  publicUrl: string;
  dataDir: string;
  webDist: string;
  payments?: PaymentProvider;
  logLevel?: string;
  /** Requests per minute per IP for the whole API; tests raise it. */
  rateLimitPerMinute?: number;
  /** Trust X-Forwarded-For (only behind a reverse proxy; TRUST_PROXY=true). Default false. */
  trustProxy?: boolean;
  /** Extra origins allowed to send signed-in requests (the dev server). */
  trustedOrigins?: string[];
  /**
   * LISTEN on the database (Database.listen): live events reach this process's sockets through
   * it. Without it the live socket still works but hears nothing (pass it everywhere but in
   * tests that do not care about live events).
   */
  listen?: Listen;
  /** How often a live socket's session is re-checked, ms (default 60 s; tests shorten it). */
  liveSessionCheckMs?: number;
  /** Parcel tracking: DHL_API_KEY (null: sample data) and DHL_API_BASE. */
  tracking?: { dhlApiKey: string | null; dhlApiBase?: string };
}

export interface App {
  app: FastifyInstance;
  auth: Auth;
  /** This process's live-event hub (closed with the app). */
  hub: Hub;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  const { db } = opts;
  const auth = createAuth({ db, secret: opts.authSecret, baseURL: opts.publicUrl, trustedOrigins: opts.trustedOrigins });
  const sessions = createSessions(db, auth);
  const payments = opts.payments ?? createTestPaymentProvider();
  const hub = await createHub(opts.listen, app.log);
  app.addHook('onClose', () => hub.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { max: opts.rateLimitPerMinute ?? 600, timeWindow: '1 minute' });
  installErrorHandling(app);

  app.get('/api/health', async () => ({ ok: true }));
  catalogRoutes(app, { db });
  cartRoutes(app, { db });
  accountsRoutes(app, { db, auth, sessions });
  addressesRoutes(app, { db, sessions });
  checkoutRoutes(app, { db, sessions, payments });
  ordersRoutes(app, { db, sessions });
  notificationsRoutes(app, { db, sessions });
  await liveRoutes(app, { db, sessions, hub, auth, allowedOrigins: [opts.publicUrl, ...(opts.trustedOrigins ?? [])], sessionCheckMs: opts.liveSessionCheckMs });
  await chatRoutes(app, { db, sessions, dataDir: opts.dataDir });
  helpRoutes(app, { db });
  trackingRoutes(app, { db, sessions, dhlApiKey: opts.tracking?.dhlApiKey ?? null, dhlApiBase: opts.tracking?.dhlApiBase ?? DEFAULT_DHL_API_BASE });
  await webRoutes(app, { db, webDist: opts.webDist, mediaDir: path.join(opts.dataDir, 'media'), publicUrl: opts.publicUrl });
  return { app, auth, hub };
}
