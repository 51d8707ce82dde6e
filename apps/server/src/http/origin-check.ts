/**
 * Cross-site request forgery defence for every state-changing request (POST, PUT, PATCH, DELETE)
 * and the live WebSocket upgrade, in one place (docs/security.md "Cross-site request forgery", decision 019).
 *
 * The rule, in order:
 * 1. An `Origin` header must be one of the shop's own origins (PUBLIC_URL, TRUSTED_ORIGINS and,
 *    when PUBLIC_URL is unset, the loopback aliases of localhost). `Origin: null` is refused.
 * 2. Without `Origin`, `Sec-Fetch-Site` must be `same-origin`.
 * 3. With neither header the request did not come from a current browser. It is accepted only
 *    when it carries no cookie: a forged request needs the victim's cookie to do harm, so a
 *    cookie-less request (curl, server-to-server, PayPal's signed webhook) cannot be a forgery;
 *    a cookie-carrying one without Origin is refused.
 * Refusals answer 403 `{ error: 'Invalid origin', message }` before any body is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The `error` of a refused request (also better-auth's own message for the same refusal). */
export const INVALID_ORIGIN = 'Invalid origin';

/** The message shown to the person whose browser sent a request from somewhere else. */
export const INVALID_ORIGIN_MESSAGE =
  "This request did not come from the shop's own address, so it was refused. Open the shop at its usual address and try again.";

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `http://host:port` without a trailing slash, lower-cased scheme and host (as browsers send Origin). */
export function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin.replace(/\/$/, '');
  }
}

/**
 * The loopback aliases of a local shop: http://localhost:PORT, http://127.0.0.1:PORT and
 * http://[::1]:PORT. Used as accepted origins when PUBLIC_URL is unset (config.ts).
 */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

export interface OriginHeaders {
  origin?: string | string[];
  'sec-fetch-site'?: string | string[];
  cookie?: string | string[];
}

/**
 * Whether a request may change state, by its headers (the rule in this module's comment).
 * `allowed` holds normalised origins (see normalizeOrigin).
 */
export function isAllowedOrigin(headers: OriginHeaders, allowed: ReadonlySet<string>): boolean {
  const origin = single(headers.origin);
  if (origin !== undefined) return origin !== 'null' && allowed.has(normalizeOrigin(origin));
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) return site === 'same-origin';
  return !single(headers.cookie);
}

function single(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The set of accepted origins, normalised. */
export function originSet(origins: string[]): Set<string> {
  return new Set(origins.map(normalizeOrigin));
}

/**
 * Installs the check as an onRequest hook (before rate limits' bookkeeping of the body, before
 * parsing): every POST, PUT, PATCH and DELETE, ours and better-auth's, is refused with 403
 * `{ error: 'Invalid origin' }` unless isAllowedOrigin. The WebSocket upgrade (a GET) calls
 * isAllowedOrigin itself (realtime/live-routes.ts).
 */
export function installOriginCheck(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  // A callback hook: a GET (most requests) costs one Set lookup, no promise.
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    if (!UNSAFE_METHODS.has(req.method) || isAllowedOrigin(req.headers, allowed)) return done();
    req.log.info({ origin: req.headers.origin, secFetchSite: req.headers['sec-fetch-site'], url: req.url }, 'refused: invalid origin');
    void reply.status(403).send({ error: INVALID_ORIGIN, message: INVALID_ORIGIN_MESSAGE });
  });
}
