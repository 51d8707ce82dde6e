/**
 * Server configuration from the environment (README "Configuration").
 * PORT (default 3000; 0, a port the system picks, only with PUBLIC_URL), DATA_DIR (default ./data), DATABASE_URL (PostgreSQL; embedded PGlite when
 * unset), ADMIN_EMAIL / ADMIN_PASSWORD, BETTER_AUTH_SECRET, PUBLIC_URL, PayPal (PAYPAL_*, see
 * paypalConfigFrom), mail (SMTP_*, MAIL_FROM), Google sign-in (GOOGLE_*), DHL_API_KEY /
 * DHL_API_BASE (parcel tracking; sample data without a key), PAYMENT_PROVIDER (which provider
 * takes payments; see paymentProviderFrom), CHECKOUT_RECONCILE_AFTER_MS / CHECKOUT_RECONCILE_EVERY_MS
 * (reconciliation of unsettled checkouts), file storage (S3_*, see s3SettingsFrom; the local
 * DATA_DIR when unset), exchange rates (FX_RATES_URL, FX_REFRESH_HOURS, FX_MAX_AGE_HOURS; see fxSettingsFrom),
 * pawaPay mobile money (PAWAPAY_API_TOKEN, PAWAPAY_API_BASE, PAWAPAY_CALLBACK_PUBLIC_KEY; see pawaPayFrom).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GoogleSignIn } from './features/accounts/index.ts';
import type { SmtpSettings } from './mail/mailer.ts';
import type { S3Settings } from './media/s3-file-store.ts';
import { loopbackOrigins } from './http/origin-check.ts';
import { trustProxyFrom, type TrustProxy } from './http/trust-proxy.ts';
import type { PawaPayConfig } from './features/payments/index.ts';
import type { PaynowConfig } from './features/payments/index.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string, or null for the embedded PGlite database in dataDir/db. */
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  /** Secret for signing sessions; generated and kept in dataDir when unset. */
  authSecret: string | null;
  /** Public origin of the shop, e.g. http://localhost:3000 (canonical links, auth origin). */
  publicUrl: string;
  /** Folder of the built web app (index.html and assets). */
  webDist: string;
  /** Storefront pages rendered on the server when the web build has its SSR bundle (WEB_SSR=off: never). */
  webSsr: boolean;
  /** The web build's service worker (dist/sw.js) is served (SERVICE_WORKER=off: 404, nothing kept offline; issue 26). */
  serviceWorker: boolean;
  logLevel: string;
  /**
   * Further origins allowed to send signed-in requests (TRUSTED_ORIGINS, comma separated), e.g. the
   * Vite dev server. With PUBLIC_URL unset, also http://127.0.0.1:PORT and http://[::1]:PORT, so
   * the shop opened by any loopback name signs in and opens its live socket.
   */
  trustedOrigins: string[];
  /** Behind reverse proxies: how many hops, or which proxy addresses, X-Forwarded-For is trusted from (TRUST_PROXY, http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * The strict per-session limits on checkout, uploads, reviews and chat (ACTIVITY_RATE_LIMITS,
   * default true; `false` only for load tests such as `npm run bench:checkout`, where one customer
   * places hundreds of orders a minute). Sign-in limits and throttles always stay on.
   */
  activityRateLimits: boolean;
  /** PayPal Orders v2 settings, or null when not configured. */
  paypal: PayPalConfig | null;
  /** Which provider takes payments; null: none configured (production without settings), checkout answers 503. */
  paymentProvider: PaymentProviderName | null;
  /**
   * pawaPay mobile money (PAWAPAY_*, see pawaPayFrom): its settings; 'stand-in' outside production
   * without a token (a local stand-in, test mode); null in production without a token (not offered).
   */
  pawapay: PawaPayConfig | 'stand-in' | null;
  /** Paynow mobile money in Zimbabwe (PAYNOW_*, see paynowFrom): like `pawapay` (decision 070). */
  paynow: PaynowConfig | 'stand-in' | null;
  /** Reconciliation of unsettled checkouts: age before settling and pause between rounds (ms). */
  reconcile: { afterMs?: number; everyMs?: number };
  /** SMTP server for outgoing mail, or null to write mail to DATA_DIR/outbox. */
  smtp: SmtpSettings | null;
  /** Sender of the shop's e-mails. */
  mailFrom: string;
  /** Google sign-in, or null when its client id and secret are not both set. */
  google: GoogleSignIn | null;
  /** DHL Shipment Tracking API key (DHL_API_KEY); null shows sample tracking data. */
  dhlApiKey: string | null;
  /** DHL API base URL (DHL_API_BASE), default https://api-eu.dhl.com. */
  dhlApiBase: string;
  /** An S3-compatible store for uploaded and seeded files (S3_*), or null for the local DATA_DIR. */
  s3: S3Settings | null;
  /** Exchange rates of the display currencies (issue 22). */
  fx: FxSettings;
  /** A request must arrive whole within this many ms (REQUEST_TIMEOUT_MS, default 25,000; 1,000–600,000), else 408 and closed. */
  requestTimeoutMs: number;
}

/** Where exchange rates come from and how old they may get (decision 053). */
export interface FxSettings {
  /** A Frankfurter-compatible API (`GET {url}/latest?base=USD`), or null: seeded and manual rates only. */
  ratesUrl: string | null;
  /** Hours between refreshes (FX_REFRESH_HOURS, default 6). */
  refreshHours: number;
  /** Hours after which a rate is stale: shoppers see USD and the back office an alert (FX_MAX_AGE_HOURS, default 72). */
  maxAgeHours: number;
}

/** A positive number of hours from the environment (fractions allowed), or `fallback` when unset. Throws otherwise. */
function hoursFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of hours, got "${raw}".`);
  return n;
}

/** FX_RATES_URL (an http(s) URL; trailing slash dropped), FX_REFRESH_HOURS, FX_MAX_AGE_HOURS. Throws on bad values. */
export function fxSettingsFrom(env: NodeJS.ProcessEnv): FxSettings {
  const url = env.FX_RATES_URL?.trim() || null;
  if (url && !/^https?:\/\/[^/]/.test(url)) throw new Error(`FX_RATES_URL must be an http(s) URL, got ${url}`);
  return { ratesUrl: url ? url.replace(/\/+$/, '') : null, refreshHours: hoursFrom(env, 'FX_REFRESH_HOURS', 6), maxAgeHours: hoursFrom(env, 'FX_MAX_AGE_HOURS', 72) };
}

export type PayPalEnvironment = 'sandbox' | 'production';

export type PaymentProviderName = 'test' | 'paypal';

/**
 * The payment provider (fail closed): PAYMENT_PROVIDER=test or paypal when set (paypal needs the
 * PayPal settings; anything else stops the shop at start); unset: PayPal when configured, else the
 * test provider outside production (NODE_ENV !== 'production'), else null: no provider, and
 * checkout refuses orders (503) instead of recording unpaid orders as paid.
 */
export function paymentProviderFrom(env: NodeJS.ProcessEnv, paypal: PayPalConfig | null): PaymentProviderName | null {
  const chosen = env.PAYMENT_PROVIDER?.trim();
  if (chosen === 'test') return 'test';
  if (chosen === 'paypal') {
    if (!paypal) throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENVIRONMENT.');
    return 'paypal';
  }
  if (chosen) throw new Error(`PAYMENT_PROVIDER must be "test" or "paypal", got "${chosen}".`);
  if (paypal) return 'paypal';
  return env.NODE_ENV === 'production' ? null : 'test';
}

/** pawaPay's sandbox, the default PAWAPAY_API_BASE. */
export const PAWAPAY_SANDBOX = 'https://api.sandbox.pawapay.io';

/**
 * pawaPay settings (fail closed): PAWAPAY_API_TOKEN, PAWAPAY_API_BASE (default the sandbox; test
 * mode unless it is pawaPay's production API), PAWAPAY_CALLBACK_PUBLIC_KEY (PEM; '\n' escapes
 * allowed: callbacks must then be signed). Without a token: 'stand-in' outside production, null in
 * production. Throws on a base that is not an http(s) URL or a key that is not a PEM public key.
 */
export function pawaPayFrom(env: NodeJS.ProcessEnv): PawaPayConfig | 'stand-in' | null {
  const apiToken = env.PAWAPAY_API_TOKEN?.trim() ?? '';
  if (!apiToken) return env.NODE_ENV === 'production' ? null : 'stand-in';
  const apiBase = (env.PAWAPAY_API_BASE?.trim() || PAWAPAY_SANDBOX).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiBase)) throw new Error(`PAWAPAY_API_BASE must be an http(s) URL, got ${apiBase}`);
  const pem = env.PAWAPAY_CALLBACK_PUBLIC_KEY?.replace(/\\n/g, '\n').trim() || null;
  if (pem && !/-----BEGIN PUBLIC KEY-----/.test(pem)) throw new Error('PAWAPAY_CALLBACK_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY-----).');
  return { apiToken, apiBase, callbackPublicKey: pem, testMode: apiBase !== 'https://api.pawapay.io' };
}

/** Paynow's interface, the default PAYNOW_API_BASE. */
export const PAYNOW_LIVE = 'https://www.paynow.co.zw';

/**
 * Paynow settings (fail closed, decision 070): PAYNOW_INTEGRATION_ID and PAYNOW_INTEGRATION_KEY
 * (both, or neither), PAYNOW_API_BASE (default Paynow's interface; test mode when it is any other
 * address). Without them: 'stand-in' outside production, null in production (not offered).
 * Throws on one without the other or a base that is not an http(s) URL.
 */
export function paynowFrom(env: NodeJS.ProcessEnv): PaynowConfig | 'stand-in' | null {
  const integrationId = env.PAYNOW_INTEGRATION_ID?.trim() ?? '';
  const integrationKey = env.PAYNOW_INTEGRATION_KEY?.trim() ?? '';
  if (!integrationId && !integrationKey) return env.NODE_ENV === 'production' ? null : 'stand-in';
  if (!integrationId || !integrationKey) throw new Error('PAYNOW_INTEGRATION_ID and PAYNOW_INTEGRATION_KEY must be set together.');
  const apiBase = (env.PAYNOW_API_BASE?.trim() || PAYNOW_LIVE).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiBase)) throw new Error(`PAYNOW_API_BASE must be an http(s) URL, got ${apiBase}`);
  return { integrationId, integrationKey, apiBase, testMode: apiBase !== PAYNOW_LIVE };
}

/** A positive whole number of milliseconds from the environment, or undefined when unset. Throws otherwise. */
function msFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive number of milliseconds, got "${raw}".`);
  return n;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  environment: PayPalEnvironment;
  /** REST API origin: https://api-m.sandbox.paypal.com or https://api-m.paypal.com (PAYPAL_API_BASE overrides). */
  apiBase: string;
  /** The JS SDK address the checkout page loads (PAYPAL_SDK_URL overrides). */
  sdkUrl: string;
  /** Webhook id from the PayPal developer dashboard; webhooks are refused without it. */
  webhookId: string | null;
}

/** The spec's message (§8 Payment script) for an environment other than sandbox or production. */
export const PAYPAL_ENVIRONMENT_MESSAGE = 'The `environment` option must be either "production" or "sandbox".';

const PAYPAL_ADDRESSES: Record<PayPalEnvironment, { api: string; sdk: string }> = {
  sandbox: { api: 'https://api-m.sandbox.paypal.com', sdk: 'https://www.sandbox.paypal.com/sdk/js' },
  production: { api: 'https://api-m.paypal.com', sdk: 'https://www.paypal.com/sdk/js' },
};

/**
 * PayPal settings: null when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are both unset (test provider).
 * Throws when only one is set, or when PAYPAL_ENVIRONMENT is set to anything but 'sandbox' or
 * 'production' (or is missing while the credentials are set)
 * (with the spec's message), so a misconfigured shop fails at start instead of at the first payment.
 */
export function paypalConfigFrom(env: NodeJS.ProcessEnv): PayPalConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? '';
  const environment = env.PAYPAL_ENVIRONMENT?.trim();
  const validEnvironment = environment === 'sandbox' || environment === 'production';
  if (!clientId && !clientSecret) {
    if (environment && !validEnvironment) throw new Error(PAYPAL_ENVIRONMENT_MESSAGE);
    return null;
  }
  if (!clientId || !clientSecret) throw new Error('PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.');
  if (!validEnvironment) throw new Error(PAYPAL_ENVIRONMENT_MESSAGE);
  const addresses = PAYPAL_ADDRESSES[environment];
  return {
    clientId,
    clientSecret,
    environment,
    apiBase: (env.PAYPAL_API_BASE?.trim() || addresses.api).replace(/\/$/, ''),
    sdkUrl: env.PAYPAL_SDK_URL?.trim() || addresses.sdk,
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || null,
  };
}

/**
 * File storage on an S3-compatible service (README "File storage"): on when S3_BUCKET is set.
 * S3_REGION (default us-east-1), S3_ENDPOINT (another service than AWS, e.g. MinIO; path-style
 * URLs then, unless S3_FORCE_PATH_STYLE=false), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or
 * neither: neither uses the SDK's own credential chain). Throws on half-given keys or a bad endpoint.
 */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (!bucket) {
    if (endpoint || env.S3_ACCESS_KEY_ID) throw new Error('S3 storage needs S3_BUCKET.');
    return null;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3 storage needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither).');
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    accessKeyId,
    secretAccessKey,
  };
}

/** REQUEST_TIMEOUT_MS: whole milliseconds from 1,000 to 600,000; default 25,000. Throws on anything else. */
function requestTimeoutFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.REQUEST_TIMEOUT_MS?.trim();
  if (!raw) return 25_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1_000 || ms > 600_000) throw new Error(`REQUEST_TIMEOUT_MS must be whole milliseconds from 1000 to 600000, got "${raw}".`);
  return ms;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the configuration; relative DATA_DIR is resolved from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const paypal = paypalConfigFrom(env);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // The shop's origin (sign-in, the live socket, e-mail links) is known before it listens: with a
  // port the system picks, it would be http://localhost:0, which no browser can open.
  if (port === 0 && !env.PUBLIC_URL) throw new Error('PORT=0 (a port the system picks) needs PUBLIC_URL: the shop must know its origin before it listens.');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@phonexport.local',
    adminPassword: env.ADMIN_PASSWORD || null,
    authSecret: env.BETTER_AUTH_SECRET || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    webSsr: env.WEB_SSR !== 'off',
    serviceWorker: env.SERVICE_WORKER !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    activityRateLimits: env.ACTIVITY_RATE_LIMITS !== 'false',
    dhlApiKey: env.DHL_API_KEY || null,
    dhlApiBase: (env.DHL_API_BASE || 'https://api-eu.dhl.com').replace(/\/$/, ''),
    s3: s3SettingsFrom(env),
    fx: fxSettingsFrom(env),
    requestTimeoutMs: requestTimeoutFrom(env),
    trustedOrigins: [
      ...(env.TRUSTED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
      ...(env.PUBLIC_URL ? [] : loopbackOrigins(port).slice(1)),
    ],
    paypal,
    paymentProvider: paymentProviderFrom(env, paypal),
    pawapay: pawaPayFrom(env),
    paynow: paynowFrom(env),
    reconcile: { afterMs: msFrom(env, 'CHECKOUT_RECONCILE_AFTER_MS'), everyMs: msFrom(env, 'CHECKOUT_RECONCILE_EVERY_MS') },
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? (env.SMTP_SECURE === 'true' ? 465 : 587)),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER || null,
          password: env.SMTP_PASSWORD || null,
        }
      : null,
    mailFrom: env.MAIL_FROM || 'PhoneXport <no-reply@phonexport.local>',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com' }
        : null,
  };
}

/**
 * The session-signing secret: BETTER_AUTH_SECRET, else one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600) so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomUUID() + crypto.randomUUID();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
