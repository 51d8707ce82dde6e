/**
 * Builds the Fastify application: security headers, compression, rate limits, error handling,
 * the API feature routes and the web app. Used by main.ts and, in-process, by the API tests.
 */
import { isStaffRole } from '@phonexport/domain/staff';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db, Listen } from './db/client.ts';
import { createAuth, type Auth, type GoogleSignIn } from './features/accounts/index.ts';
import { accountsRoutes } from './features/accounts/index.ts';
import { staffRoutes } from './features/staff/index.ts';
import { forgetResolvedSessions, sessionResolver } from './features/accounts/index.ts';
import { forgetSessions } from './cache/session-cache.ts';
import { ACCOUNTS_CHANGED, SESSIONS_ENDED } from './realtime/events.ts';
import { sharedRateCounter } from './features/accounts/index.ts';
import { auditRoutes } from './features/audit/index.ts';
import { customersRoutes } from './features/customers/index.ts';
import { shopSettingsRoutes } from './features/shop-settings/index.ts';
import { addressesRoutes } from './features/addresses/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { catalogRoutes } from './features/catalog/index.ts';
import type { ImportWorkerOptions } from './features/catalog/index.ts';
import { shippingRoutes } from './features/shipping/index.ts';
import { chatRoutes } from './features/chat/index.ts';
import { helpRoutes } from './features/help/index.ts';
import { checkoutRoutes } from './features/checkout/index.ts';
import { invoicesRoutes } from './features/invoices/index.ts';
import { notificationsRoutes } from './features/notifications/index.ts';
import { returnsRoutes } from './features/returns/index.ts';
import { ordersRoutes } from './features/orders/index.ts';
import { reportsRoutes } from './features/reports/index.ts';
import { reviewsRoutes } from './features/reviews/index.ts';
import { trackingRoutes } from './features/tracking/index.ts';
import { DEFAULT_DHL_API_BASE } from './features/tracking/index.ts';
import { createPawaPayClient, createPawaPayProvider, createPaynowClient, createPaynowProvider, createPayPalClient, createPayPalProvider, createTestPaymentProvider, withMobileMoneyRefunds, type PawaPayConfig, type PaynowConfig, type PaymentProvider, type PayPalProvider } from './features/payments/index.ts';
import { recordManualRefund } from './features/orders/index.ts';
import { mobileMoneyRoutes } from './features/checkout/index.ts';
import type { PaymentProviderName, PayPalConfig } from './config.ts';
import { startReconciler, type ReconcileTiming } from './features/checkout/index.ts';
import { reconcileMobileMoneyRefunds } from './features/checkout/index.ts';
import { installErrorHandling } from './http/errors.ts';
import { installOriginCheck, originSet } from './http/origin-check.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installInputGuards } from './http/input-guards.ts';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { isStaticFile } from './http/static-files.ts';
import { createSessions } from './http/session.ts';
import { installContracts } from './http/contract-route.ts';
import { installPrivateAnswers } from './http/private-answers.ts';
import { DOCS_PATH, systemRoutes } from './http/system-routes.ts';
import { settingsRoutes } from './features/settings/index.ts';
import { createMailer, type Mailer, type SmtpSettings } from './mail/mailer.ts';
import { inlineScriptHashes, webRoutes } from './web/web-routes.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { localFileStore, type FileStore } from './media/file-store.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { followInvalidations } from './cache/read-cache.ts';
import { liveRoutes } from './realtime/live-routes.ts';
import { startOutboxWorker } from './features/outbox/index.ts';
import { currencyRoutes } from './features/currency/index.ts';
import { startRateRefresher, useFxOptions, type FxOptions } from './features/currency/index.ts';

/** Security headers that only apply to documents; not sent with static files or API answers (decision 013). */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-frame-options',
]);

/**
 * The API's own policy (decision 013, issue 29): a JSON answer is never a document, so it may load
 * nothing and be framed by no one (OWASP's REST headers). About 230 bytes instead of helmet's 1,080.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** The pages served under /api/: the API's browsable reference and better-auth's sign-in error page. */
const API_PAGES = [DOCS_PATH, '/api/auth/error'];

/** True for an answer of the JSON API: a URL under /api/ but API_PAGES. */
const isApiAnswer = (url: string): boolean => url.startsWith('/api/') && !API_PAGES.some((page) => url.startsWith(page));

/**
 * The three header sets, from helmet's `document` set: pages all of it; files only what is not
 * document-only (nosniff, resource policy); API answers that plus HSTS and API_HEADERS.
 */
export function securityHeaderSets(document: Record<string, string>): Record<'document' | 'api' | 'file', Record<string, string>> {
  const file = Object.fromEntries(Object.entries(document).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)));
  const hsts = document['strict-transport-security'];
  return { document, file, api: { ...file, ...(hsts ? { 'strict-transport-security': hsts } : {}), ...API_HEADERS } };
}

export interface AppOptions {
  db: Db;
  authSecret: string;
  publicUrl: string;
  dataDir: string;
  webDist: string;
  /** Render storefront pages on the server when the web build has its SSR bundle (default true). */
  webSsr?: boolean;
  /** Serve the web build's service worker (default true; SERVICE_WORKER=off: 404). */
  serviceWorker?: boolean;
  /** How long a visitor's rendered page is kept at most, ms (default 1 s: stock is not invalidated by sales; decision 062). */
  pageCacheTtlMs?: number;
  payments?: PaymentProvider;
  /** PayPal settings: PayPal becomes the provider (unless `payments` is given) and the CSP allows its origins. */
  paypal?: PayPalConfig | null;
  /**
   * The chosen provider (Config.paymentProvider): null means none is configured and checkout
   * answers 503 (fail closed). Unset: PayPal when `paypal` is given, else the test provider.
   */
  paymentProvider?: PaymentProviderName | null;
  /** pawaPay (mobile money, decision 065): its settings, or null/unset: mobile money is not offered. */
  pawapay?: PawaPayConfig | null;
  /** Paynow (mobile money in Zimbabwe, decision 070): its settings, or null/unset: not offered. */
  paynow?: PaynowConfig | null;
  /** Reconciliation of unsettled checkouts (ms; defaults 2 min / 30 s); false: off. */
  reconcile?: ReconcileTiming | false;
  logLevel?: string;
  /** Requests per minute per address for visitors (no valid session) on the API; default 2,000; tests raise it. */
  rateLimitPerMinute?: number;
  /** Requests per minute per signed-in session on the API; default 600. */
  sessionRateLimitPerMinute?: number;
  /** Strict per-session limits on checkout, uploads, reviews and chat (http/rate-limits.ts); default true; API tests turn them off. */
  activityRateLimits?: boolean;
  /**
   * The reverse proxies trusted for X-Forwarded-For (TRUST_PROXY; http/trust-proxy.ts): a hop count
   * or their addresses; `true` means one hop. Default false (the socket's address).
   */
  trustProxy?: TrustProxy | boolean;
  /**
   * Extra origins allowed to send state-changing requests and open the live socket besides
   * publicUrl (TRUSTED_ORIGINS, the dev server, loopback aliases when PUBLIC_URL is unset).
   */
  trustedOrigins?: string[];
  /** SMTP server for mail; null or unset writes mail to dataDir/outbox. */
  smtp?: SmtpSettings | null;
  mailFrom?: string;
  /** Google sign-in (null or unset: off). */
  google?: GoogleSignIn | null;
  /**
   * LISTEN on the database (Database.listen): live events reach this process's sockets through
   * it. Without it the live socket still works but hears nothing (pass it everywhere but in
   * tests that do not care about live events).
   */
  listen?: Listen;
  /** How often a live socket's session is re-checked, ms (default 60 s; tests shorten it). */
  liveSessionCheckMs?: number;
  /** Where uploaded and seeded files live (media/file-store.ts); default: the local folder dataDir. */
  files?: FileStore;
  /** Parcel tracking: DHL_API_KEY (null: sample data) and DHL_API_BASE. */
  tracking?: { dhlApiKey: string | null; dhlApiBase?: string };
  /**
   * Check every JSON success answer against its contract (http/contract-route.ts); a mismatch is a
   * 500. Default: on under Vitest or NODE_ENV=test, off otherwise.
   */
  checkResponses?: boolean;
  /** The e-mail outbox worker (decision 049): poll interval and retry schedule; false: no worker in this app. */
  outbox?: { pollMs?: number; retry?: { baseMs: number; maxMs: number; maxAttempts: number } } | false;
  /**
   * Exchange rates (Config.fx; default: no rate service, 6 h refresh, 72 h maximum age) and how
   * often this process checks whether a refresh is due (ms, default 60 s); `refresher: false`: never.
   */
  fx?: FxOptions & { checkEveryMs?: number; refresher?: boolean };
  /** The catalog import worker's pacing (features/catalog/import-service.ts); false: none in this app. */
  imports?: ImportWorkerOptions | false;
  /**
   * A request must arrive whole (headers and body) within this many ms, else the connection is
   * answered 408 and closed (REQUEST_TIMEOUT_MS; default REQUEST_TIMEOUT_MS_DEFAULT, 25 s).
   */
  requestTimeoutMs?: number;
  /** Called with every route as it is registered (the fuzz test enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export interface App {
  app: FastifyInstance;
  auth: Auth;
  mailer: Mailer;
  /** This process's live-event hub (closed with the app). */
  hub: Hub;
}

/** Default time for a whole request to arrive (ms): with the 2 s check, a slow body is closed within 27 s. */
export const REQUEST_TIMEOUT_MS_DEFAULT = 25_000;
/** Headers must arrive within this (ms), or the request timeout when shorter. */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their time (ms). */
const TIMEOUT_CHECK_MS = 2_000;

export async function buildApp(opts: AppOptions): Promise<App> {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS_DEFAULT;
  const logLevel = opts.logLevel ?? 'info';
  const app = Fastify({
    logger: { level: logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: fastifyTrustProxy(opts.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow-body and slow-header connections (one byte every few seconds) are answered 408 and
    // closed (decision 061); a live socket, once upgraded, is not an HTTP request any more.
    requestTimeout,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    // Fastify's two lines per request are off the hot path (issue 29): see logRequests.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first writes (http/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
  });
  logRequests(app, logLevel);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // Before any plugin or route, so every scope inherits them (decision 021).
  installInputGuards(app);
  const { db } = opts;
  const mailer = createMailer({
    from: opts.mailFrom ?? 'PhoneXport <no-reply@phonexport.local>',
    smtp: opts.smtp ?? null,
    outboxDir: path.join(opts.dataDir, 'outbox'),
    log: app.log,
  });
  const auth = createAuth({
    db,
    secret: opts.authSecret,
    baseURL: opts.publicUrl,
    trustedOrigins: opts.trustedOrigins,
    mailer,
    google: opts.google ?? null,
  });
  const sessions = createSessions(sessionResolver(db, auth));
  // Signed-in answers are never stored by a cache (decision 061).
  installPrivateAnswers(app, sessions);
  installContracts(app, {
    sessions,
    checkResponses: opts.checkResponses ?? (process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST)),
  });
  const cardPayments = choosePayments(opts);
  const pawapay = opts.pawapay ? createPawaPayProvider(createPawaPayClient(opts.pawapay), db) : null;
  const paynowConfig = opts.paynow ?? null;
  const paynow = paynowConfig
    ? createPaynowProvider(createPaynowClient(paynowConfig), db, {
        resultUrl: () => paynowConfig.resultUrl ?? `${opts.publicUrl}/api/payments/paynow/result`,
        returnUrl: `${opts.publicUrl}/checkout`,
        onManualRefund: (refund) => recordManualRefund(db, { ...refund, provider: 'Paynow' }),
      })
    : null;
  // What refunds a placed order's payment (orders, returns): mobile money deposits go to their provider (decisions 065, 070).
  const payments = withMobileMoneyRefunds(db, cardPayments, [pawapay, paynow].filter((g) => g !== null));
  const paypalOrigins = cardPayments?.name === 'paypal' && opts.paypal ? payPalOrigins(opts.paypal) : [];
  for (const provider of opts.reconcile === false ? [] : [cardPayments, pawapay, paynow]) {
    if (!provider) continue;
    const timing = opts.reconcile || {};
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      const log = { error: (message: string, err?: unknown) => app.log.error({ err }, message), info: (message: string) => app.log.info(message) };
      stop = startReconciler(db, provider, timing, log, provider === pawapay && pawapay ? (afterMs) => reconcileMobileMoneyRefunds(db, pawapay, afterMs) : undefined);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }
  if (!cardPayments) {
    app.log.warn('No payment provider is configured: checkout refuses orders (set PAYPAL_* or PAYMENT_PROVIDER=test).');
  }
  const allowedOrigins = [opts.publicUrl, ...(opts.trustedOrigins ?? [])];
  const hub = await createHub(opts.listen, app.log);
  app.addHook('onClose', () => hub.close());
  // Resolved sessions kept in memory (decision 074): another process's sign-out or account change drops them here.
  hub.subscribe('server', (event) => {
    if (event.type === SESSIONS_ENDED) forgetSessions(db, [event.userId], event.sessionIds);
    else if (event.type === ACCOUNTS_CHANGED) forgetResolvedSessions(db, event.userIds);
  });
  hub.onResync(() => forgetResolvedSessions(db));
  // The read cache (decision 039): other processes' writes drop this process's entries.
  if (opts.listen) {
    const unlisten = await followInvalidations(db, opts.listen);
    app.addHook('onClose', () => unlisten());
  }
  if (opts.outbox !== false) {
    const outboxOptions = opts.outbox ?? {};
    let worker: ReturnType<typeof startOutboxWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startOutboxWorker({ db, mailer, publicUrl: opts.publicUrl, hub, log: app.log, ...outboxOptions });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }

  const fx: FxOptions = { ratesUrl: opts.fx?.ratesUrl ?? null, refreshHours: opts.fx?.refreshHours ?? 6, maxAgeHours: opts.fx?.maxAgeHours ?? 72, timeoutMs: opts.fx?.timeoutMs };
  // Orders snapshot rates with these settings whichever path places them (checkout, PayPal, reconciler).
  useFxOptions(db, fx);
  if (fx.ratesUrl && opts.fx?.refresher !== false) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startRateRefresher(db, fx, app.log, { checkEveryMs: opts.fx?.checkEveryMs });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }

  // Security headers (helmet, decision 013), computed once by helmet's middleware and set on each
  // reply as they are (issue 29: @fastify/helmet built the middleware again on every request, and
  // running it per request costs several times the plain headers).
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypalOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script sets the theme before the first paint (no flash); allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.webDist), ...paypalOrigins],
        connectSrc: ["'self'", ...paypalOrigins],
        ...(paypalOrigins.length ? { frameSrc: ["'self'", ...paypalOrigins] } : {}),
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Legacy headers no browser our shoppers use acts on (decision 084): X-XSS-Protection (the
    // auditor it turned off is gone from every engine), X-Download-Options (Internet Explorer 8),
    // X-Permitted-Cross-Domain-Policies (Flash and old Acrobat), X-DNS-Prefetch-Control (off only
    // slowed the shop's own links on slow networks).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  });
  // Each answer gets the headers that apply to it, chosen once per request from its URL (no
  // removal afterwards): pages everything; the JSON API a strict policy of its own; files only
  // nosniff and their resource policy (decision 013).
  const headerSets = securityHeaderSets(securityHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isStaticFile(req) ? headerSets.file : isApiAnswer(req.url) ? headerSets.api : headerSets.document);
    done();
  });
  // CSRF: every POST, PUT, PATCH and DELETE (ours and better-auth's) must come from the shop's own
  // origin (decision 019); the live socket's upgrade runs the same check.
  installOriginCheck(app, originSet(allowedOrigins));
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Signed-in traffic is counted per session, visitors per address, with strict limits on sign-in,
  // sign-up, reset, checkout, uploads, reviews and chat; the built app's files and product images
  // are not limited (decision 020).
  await installRateLimits(app, {
    authSecret: opts.authSecret,
    perAddressPerMinute: opts.rateLimitPerMinute,
    perSessionPerMinute: opts.sessionRateLimitPerMinute,
    activityLimits: opts.activityRateLimits,
    isStaff: async (req) => isStaffRole((await sessions.current(req))?.role),
    sharedCounter: sharedRateCounter(db),
  });
  installErrorHandling(app);

  await systemRoutes(app);
  const files = opts.files ?? localFileStore(opts.dataDir);
  await catalogRoutes(app, { db, files, imports: opts.imports });
  shippingRoutes(app, { db });
  cartRoutes(app, { db });
  accountsRoutes(app, { db, auth, sessions, googleEnabled: Boolean(opts.google) });
  settingsRoutes(app, { db, auth });
  addressesRoutes(app, { db });
  checkoutRoutes(app, { db, payments: cardPayments });
  mobileMoneyRoutes(app, { db, pawapay, paynow });
  ordersRoutes(app, { db, payments });
  await returnsRoutes(app, { db, files, payments, paypal: cardPayments?.name === 'paypal' ? (cardPayments as PayPalProvider) : null });
  reportsRoutes(app, { db });
  invoicesRoutes(app, { db });
  notificationsRoutes(app, { db });
  customersRoutes(app, { db });
  shopSettingsRoutes(app, { db });
  auditRoutes(app, { db });
  staffRoutes(app, { db, auth, sessions });
  await reviewsRoutes(app, { db, sessions, files });
  const sessionUserId = async (headers: IncomingHttpHeaders) => (await auth.api.getSession({ headers: fromNodeHeaders(headers) }))?.user.id ?? null;
  const live = await liveRoutes(app, { sessions, hub, allowedOrigins, sessionUserId, sessionCheckMs: opts.liveSessionCheckMs });
  await chatRoutes(app, { db, sessions, files, hub, live });
  helpRoutes(app, { db });
  currencyRoutes(app, { db, fx });
  trackingRoutes(app, { db, dhlApiKey: opts.tracking?.dhlApiKey ?? null, dhlApiBase: opts.tracking?.dhlApiBase ?? DEFAULT_DHL_API_BASE });
  await webRoutes(app, { db, webDist: opts.webDist, files, publicUrl: opts.publicUrl, sessions, ssr: opts.webSsr, serviceWorker: opts.serviceWorker, fx, pageTtlMs: opts.pageCacheTtlMs });
  return { app, auth, mailer, hub };
}

/**
 * The headers helmet's middleware sets with `options` (lower-case names), recorded once: none of
 * ours depends on the request (no nonce, no function directive).
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

/** A request slower than this (ms) is logged at `warn` whatever the level. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Request logging (issue 29, decision 062): one line per request (method, URL, status, ms) at
 * `debug` or `trace`; at `info` and above only requests slower than SLOW_REQUEST_MS (warn), and
 * errors as the error handler logs them (5xx), so a busy shop does not write two lines per request.
 */
function logRequests(app: FastifyInstance, level: string): void {
  const everyRequest = level === 'debug' || level === 'trace';
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    if (everyRequest) req.log.debug({ method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(ms) }, 'request');
    else if (ms > SLOW_REQUEST_MS) req.log.warn({ method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(ms) }, 'slow request');
    done();
  });
}

/** The payment provider of these options, or null when none is configured (see AppOptions.paymentProvider). */
function choosePayments(opts: AppOptions): PaymentProvider | null {
  if (opts.payments) return opts.payments;
  if (opts.paymentProvider === null) return null;
  if (opts.paymentProvider === 'paypal' && !opts.paypal) throw new Error('The PayPal provider needs PayPal settings.');
  if (opts.paymentProvider !== 'test' && opts.paypal) return createPayPalProvider(createPayPalClient(opts.paypal));
  return createTestPaymentProvider(opts.db);
}

/** Origins PayPal's JS SDK loads scripts, frames, images and calls from (only when PayPal is on). */
function payPalOrigins(config: PayPalConfig): string[] {
  const origins = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
  const sdkOrigin = new URL(config.sdkUrl).origin;
  if (!/\.paypal\.com$/.test(new URL(config.sdkUrl).hostname)) origins.push(sdkOrigin); // a stand-in (tests)
  return origins;
}
