/**
 * Request rate limits that fit the shop's traffic (decision 020, docs/security.md):
 * - A signed-in customer is counted per session (a valid, signed session cookie), not per address:
 *   whole towns reach the shop through one carrier NAT address, and one customer's busy evening
 *   must not lock out the others.
 * - Visitors are counted per address with a generous limit (they mostly read the catalog).
 * - Sign-in, sign-up and password reset are limited strictly per address; checkout, uploads,
 *   reviews and chat messages strictly per session (per address for visitors).
 * - Staff sessions have their own, generous limits (issue 24, decision 058): a bulk upload of a
 *   catalog's photos or an import is not throttled by the customers' limits, but still limited.
 * - Storefront pages (served by the not-found handler, web/web-routes.ts) count like API requests.
 * - The built app's files (/assets) and product images (/media) are never limited.
 * Where counters live (decision 061): the sign-in group (sign-in, sign-up, registration, reset;
 * per address) is counted in the database when `sharedCounter` is given, so N processes on one
 * PostgreSQL database allow the limit once, not N times; so are failed sign-ins per account and
 * per address and reset mails per e-mail (features/accounts/auth-throttle.ts). Everything else —
 * visitors' general per-address limit, the per-session limits, the activity limits — is counted
 * in each process's memory: behind a proxy spreading requests over N processes a client may get
 * up to N times those (generous) allowances. The client address is Fastify's req.ip under the
 * TRUST_PROXY rule (trust-proxy.ts).
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { isStaticFile } from './static-files.ts';

export interface RateLimitSettings {
  /** better-auth's secret: session cookies are only trusted when their signature checks out. */
  authSecret: string;
  /** Requests per minute per address for visitors (no valid session); default 2,000. */
  perAddressPerMinute?: number;
  /** Requests per minute per signed-in session; default 600. */
  perSessionPerMinute?: number;
  /**
   * The strict per-session limits on checkout, uploads, reviews and chat ('activity' in
   * ROUTE_LIMITS); default on. The API tests turn them off as they raise the general limit, since
   * they place dozens of orders a minute with one session; sign-in limits stay on.
   */
  activityLimits?: boolean;
  /**
   * True for a request of a signed-in staff member (issue 24): staff get their own, generous
   * limits (`staffMax` on a route, `perStaffPerMinute` in general) instead of the customers'.
   * Asked only for requests with a validly signed session cookie.
   */
  isStaff?: (req: FastifyRequest) => Promise<boolean>;
  /** Requests per minute per staff session; default 3,000. */
  perStaffPerMinute?: number;
  /**
   * A counter shared by every process (the database; features/accounts/auth-throttle.ts
   * sharedRateCounter): counts one request for `key` in a fixed window of `windowMs` and returns
   * the count and the milliseconds left. Used for the 'sign-in' group; unset: in memory.
   */
  sharedCounter?: SharedCounter;
}

/** See RateLimitSettings.sharedCounter. */
export type SharedCounter = (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** The plugin's own in-memory store (an LRU of fixed windows), for every limit not shared. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/** The plugin's own duration wording ('1 minute', '59 seconds') for its 429 message, loaded as the plugin loads it. */
const { format: formatDuration } = createRequire(createRequire(import.meta.url).resolve('@fastify/rate-limit'))('@lukeed/ms') as { format(ms: number, long?: boolean): string };

/** Route rate-limit config marking a limit as counted through the shared counter. */
const SHARED = 'phonexportShared';

/**
 * A store class for @fastify/rate-limit: in memory (the plugin's LocalStore), except for routes
 * whose limit carries SHARED, which count through `shared` under `<route url>:<key>`.
 */
function mixedStore(shared: SharedCounter | undefined, onLocal: (store: FastifyRateLimitStore) => void) {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly route: string) {}
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      shared!(`${this.route}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return class MixedStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
      onLocal(this.local);
    }
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const merged = routeOptions as typeof routeOptions & { [SHARED]?: boolean; routeInfo?: { url?: string } };
      if (shared && merged[SHARED]) return new SharedStore(merged.routeInfo?.url ?? routeOptions.url);
      return this.local.child(routeOptions);
    }
  };
}

/** Session cookie names of better-auth (plain over http, __Secure- over https). */
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/**
 * The session token of a request's better-auth cookie when its HMAC-SHA-256 signature (made with
 * `secret`, as better-auth signs it) is valid, else null. Cheap (no database): a forged or
 * random cookie is counted per address like a visitor.
 */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      continue;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) continue;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = crypto.createHmac('sha256', secret).update(token).digest();
    if (signature.length === expected.length && crypto.timingSafeEqual(signature, expected)) return token;
  }
  return null;
}

type KeyGenerator = (req: FastifyRequest) => string;

/** Counts per client address. */
export const byAddress: KeyGenerator = (req) => `ip:${req.ip}`;

/** Counts per signed-in session (hashed token), else per address. */
export function bySessionOrAddress(secret: string): KeyGenerator {
  return (req) => {
    const token = signedSessionToken(req.headers.cookie, secret);
    return token ? `s:${crypto.createHash('sha256').update(token).digest('base64url')}` : byAddress(req);
  };
}

/** A strict limit for one route: `max` per `timeWindow`, counted per address or per client (session, else address). */
interface RouteLimit {
  /** 'sign-in': sign-in, sign-up and reset (per address, always on); 'activity': the rest (see activityLimits). */
  group: 'sign-in' | 'activity';
  methods: string[];
  /** Exact route URL, or a prefix ending in '*'. */
  url: string;
  max: number;
  /** The limit for staff sessions instead of `max` (uploads, imports): generous, but a limit. */
  staffMax?: number;
  timeWindow: string;
  per: 'address' | 'client';
}

/**
 * The strict limits, by route. A route that sets config.rateLimit itself keeps its own (reviews,
 * settings/password, tracking). Sign-in, sign-up and reset are per address (nobody is signed in
 * yet); failures are further limited per account in the database.
 */
export const ROUTE_LIMITS: RouteLimit[] = [
  { group: 'sign-in', methods: ['POST'], url: '/api/auth/sign-in/email', max: 60, timeWindow: '1 minute', per: 'address' },
  { group: 'sign-in', methods: ['POST'], url: '/api/auth/sign-up/email', max: 10, timeWindow: '1 minute', per: 'address' },
  { group: 'sign-in', methods: ['POST'], url: '/api/accounts/register', max: 10, timeWindow: '1 minute', per: 'address' },
  { group: 'sign-in', methods: ['POST'], url: '/api/auth/request-password-reset', max: 10, timeWindow: '1 minute', per: 'address' },
  { group: 'sign-in', methods: ['POST'], url: '/api/auth/reset-password', max: 10, timeWindow: '1 minute', per: 'address' },
  { group: 'activity', methods: ['POST'], url: '/api/checkout*', max: 20, timeWindow: '1 minute', per: 'client' },
  // Staff upload whole catalogs' photos (500 in a few minutes is a normal day); customers never pass the admin check anyway.
  { group: 'activity', methods: ['POST'], url: '/api/admin/uploads/*', max: 60, staffMax: 1200, timeWindow: '1 minute', per: 'client' },
  { group: 'activity', methods: ['POST'], url: '/api/admin/product-imports', max: 10, staffMax: 60, timeWindow: '1 minute', per: 'client' },
  { group: 'activity', methods: ['POST'], url: '/api/chat/*', max: 60, timeWindow: '1 minute', per: 'client' },
  { group: 'activity', methods: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/reviews*', max: 30, timeWindow: '1 minute', per: 'client' },
  // Return requests and their photos (issue 27).
  { group: 'activity', methods: ['POST'], url: '/api/orders/:id/returns', max: 10, timeWindow: '1 minute', per: 'client' },
  { group: 'activity', methods: ['POST'], url: '/api/returns/*', max: 30, timeWindow: '1 minute', per: 'client' },
];

function matches(limit: RouteLimit, route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((m) => limit.methods.includes(m))) return false;
  return limit.url.endsWith('*') ? route.url.startsWith(limit.url.slice(0, -1)) : route.url === limit.url;
}

/** The headers that tell a client its general limit while it holds. */
const LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;

/** True when the answer to `req` tells the limit while it holds: the JSON API's (decision 084). */
const tellsLimit = (req: FastifyRequest): boolean => req.url.startsWith('/api/');

/**
 * Registers @fastify/rate-limit with the session-or-address key and the ROUTE_LIMITS table
 * (applied to routes declared after this call). 429 answers carry Retry-After.
 */
export async function installRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const perAddress = settings.perAddressPerMinute ?? 2000;
  const perSession = settings.perSessionPerMinute ?? 600;
  const perStaff = settings.perStaffPerMinute ?? 3000;
  const clientKey = bySessionOrAddress(settings.authSecret);
  const isStaff = settings.isStaff ?? (async () => false);
  // Only a validly signed session can be staff; anything else is counted as a customer or visitor.
  const staffRequest = (req: FastifyRequest, key: string) => key.startsWith('s:') && isStaff(req).catch(() => false);
  /** The general limit's counters: the plugin's store (set when the plugin makes it, below). */
  let generalStore: FastifyRateLimitStore | null = null;
  /** The plugin's own handler of the general limit (set once the plugin is registered): signed-in requests. */
  let pluginGeneral: ((this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => Promise<void>) | null = null;
  const windowMs = 60_000;
  /**
   * The general limit (issue 29, decision 080), as a callback hook: a visitor's request (no validly
   * signed session) is counted per address in the plugin's own store, with the plugin's headers,
   * 429 and message, without the plugin's five promises; a signed-in request goes through the
   * plugin's handler (its staff check is asynchronous). Static files are never counted. Only API
   * answers tell the limit while it holds (X-RateLimit-*): a page, which no client reads them on,
   * carries them on its 429 alone (decision 084).
   */
  const generalLimit = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (isStaticFile(req)) return done();
    const key = clientKey(req);
    if (key.startsWith('s:') || !generalStore) {
      pluginGeneral!.call(app, req, reply).then(() => {
        if (!tellsLimit(req)) for (const name of LIMIT_HEADERS) reply.removeHeader(name);
        done();
      }, done);
      return;
    }
    generalStore.incr(
      key,
      (err, counted) => {
        if (err || !counted) return done(err ?? new Error('rate-limit store answered nothing'));
        const ttlInSeconds = Math.ceil(counted.ttl / 1000);
        if (counted.current <= perAddress) {
          if (tellsLimit(req)) reply.header('x-ratelimit-limit', perAddress).header('x-ratelimit-remaining', perAddress - counted.current).header('x-ratelimit-reset', ttlInSeconds);
          return done();
        }
        reply.header('x-ratelimit-limit', perAddress).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', ttlInSeconds).header('retry-after', ttlInSeconds);
        // As the plugin's default error builder words it.
        done(Object.assign(new Error(`Rate limit exceeded, retry in ${formatDuration(ttlInSeconds * 1000, true)}`), { statusCode: 429 }));
      },
      windowMs,
      perAddress,
    );
  };
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (route.config && (route.config as { rateLimit?: unknown }).rateLimit !== undefined) return;
    const limit = ROUTE_LIMITS.find((l) => (l.group === 'sign-in' || settings.activityLimits !== false) && matches(l, route));
    if (!limit) {
      // The general limit, where the plugin (global) would have put its own hook: the route's last onRequest.
      // (A GET's HEAD route arrives here with the GET's hooks, generalLimit already among them.)
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      if (!own.includes(generalLimit)) route.onRequest = [...own, generalLimit];
      return;
    }
    const { staffMax } = limit;
    const max = staffMax === undefined ? limit.max : async (req: FastifyRequest, key: string) => ((await staffRequest(req, key)) ? staffMax : limit.max);
    route.config = {
      ...(route.config ?? {}),
      rateLimit: {
        max,
        timeWindow: limit.timeWindow,
        keyGenerator: limit.per === 'address' ? byAddress : clientKey,
        ...(limit.group === 'sign-in' ? { [SHARED]: true } : {}),
      },
    } as RouteOptions['config'];
  });
  await app.register(rateLimit, {
    // Only routes with a limit of their own get the plugin's hook; the others get generalLimit.
    global: false,
    max: async (req, key) => (key.startsWith('s:') ? ((await staffRequest(req, key)) ? perStaff : perSession) : perAddress),
    timeWindow: windowMs,
    keyGenerator: clientKey,
    // The built app's files and the images are never limited.
    allowList: isStaticFile,
    store: mixedStore(settings.sharedCounter, (store) => void (generalStore ??= store)),
  });
  pluginGeneral = app.rateLimit() as unknown as typeof pluginGeneral;
  // Storefront pages (and any unknown URL) are answered by the not-found handler, not a route, so
  // route hooks never see them: the same general limit, applied here (decision 061).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.url === undefined) return generalLimit(req, reply, done);
    done();
  });
}
