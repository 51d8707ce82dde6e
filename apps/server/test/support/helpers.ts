/**
 * API test harness: the real Fastify app in-process, driven through `app.inject()`, on a database
 * migrated and seeded like a first start (without drawing images): an in-memory PGlite database,
 * or, in the `api-postgres` Vitest project (TEST_DATABASE=postgres), a fresh database on the run's
 * shared PostgreSQL server copied from the seeded template (see pg-global-setup.ts). Every API test
 * runs on both.
 */
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ProductPage } from '@phonexport/contracts/catalog';
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import type { OrderDto } from '@phonexport/contracts/orders';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { productVariants, products, profiles, serviceCountries } from '../../src/db/schema.ts';
import type { CaptureRequest, PaymentProvider } from '../../src/features/payments/payment-provider.ts';
import { createTestPaymentProvider } from '../../src/features/payments/test-provider.ts';
import { createPayPalClient, type PayPalClientOptions } from '../../src/features/payments/paypal/paypal-client.ts';
import { createPayPalProvider } from '../../src/features/payments/paypal/paypal-provider.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { updateProductStock } from '../../src/features/catalog/catalog-repository.ts';
import { dropAll } from '../../src/cache/read-cache.ts';
import { createDatabase, dropDatabase, sharedPostgresUrl, uniqueDatabaseName } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the tar file holding the data directory of a migrated and seeded PGlite shop (pglite-global-setup.ts). */
    pgliteSeed: string;
  }
}

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'secret-pass-1';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  database: Database;
  dataDir: string;
  /** The recording test provider (not used by the app when started with PayPal). */
  payments: RecordingPayments;
  close(): Promise<void>;
}

/** The test payment provider, recording every capture and refund. */
export interface RecordingPayments extends PaymentProvider {
  captures: CaptureRequest[];
  /** Refunds made, once per idempotency key (a retry with the same key refunds nothing more). */
  refunds: { paymentId: string; amountCents: number; requestId: string }[];
  /** Every refund call, including failed ones and replays. */
  refundCalls: { paymentId: string; amountCents: number; requestId: string }[];
  /** Milliseconds each capture takes (a slow provider widens race windows). */
  delayMs: number;
  /** Milliseconds each refund takes. */
  refundDelayMs: number;
  /**
   * What the next refund calls do, first in first out: 'error' fails without refunding;
   * 'timeout' refunds, then fails as a lost answer would (a retry with the same key refunds nothing more).
   */
  refundFailures: ('error' | 'timeout')[];
}

/** The shop's test provider (its ledger in `db` when given), wrapped to record every capture and refund, to delay captures and refunds and to fail refunds. */
export function createRecordingPayments(db?: Db): RecordingPayments {
  const inner = createTestPaymentProvider(db);
  const payments: RecordingPayments = {
    name: inner.name,
    testMode: inner.testMode,
    captures: [],
    refunds: [],
    refundCalls: [],
    delayMs: 0,
    refundDelayMs: 0,
    refundFailures: [],
    async capture(req) {
      payments.captures.push(req);
      if (payments.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, payments.delayMs));
      return inner.capture(req);
    },
    async refund(paymentId, amountCents, requestId, options) {
      payments.refundCalls.push({ paymentId, amountCents, requestId });
      if (payments.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, payments.refundDelayMs));
      const failure = payments.refundFailures.shift();
      if (failure === 'error') throw new Error('refund declined by the provider');
      if (!payments.refunds.some((r) => r.requestId === requestId)) payments.refunds.push({ paymentId, amountCents, requestId });
      await inner.refund(paymentId, amountCents, requestId, options);
      if (failure === 'timeout') throw new Error('refund answer timed out');
    },
    lookup: (ref) => inner.lookup(ref),
  };
  return payments;
}

/** startTestServer options: any app option, plus PayPal client timings. */
export interface TestServerOptions extends Partial<AppOptions> {
  /** PayPal client timings (tests use short timeouts); used when `paypal` is given. */
  paypalClient?: PayPalClientOptions;
}

/** Which database API tests run on: 'postgres' in the `api-postgres` Vitest project, else 'pglite'. */
export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh seeded database for one test server: an in-memory PGlite database loaded from the
 * migrated and seeded copy the `api-pglite` project saved once for the run (pglite-global-setup.ts;
 * without it, e.g. under another config, migrated and seeded here); or (TEST_DATABASE=postgres) a
 * copy of the shared server's seeded template, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const server = sharedPostgresUrl();
  if (!server) {
    const seeded = inject('pgliteSeed');
    if (seeded) return openDatabase({ memory: true, from: await openAsBlob(seeded) });
    const database = await openDatabase({ memory: true });
    await seedDatabase(database.db, { mediaDir: null });
    return database;
  }
  const url = await createDatabase(server, uniqueDatabaseName('api'), inject('postgresTemplate'));
  let database: Database;
  try {
    database = await openDatabase({ url });
  } catch (err) {
    await dropDatabase(server, url);
    throw err;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await dropDatabase(server, url);
      }
    },
  };
}

/**
 * Opens a fresh seeded database (openTestDatabase: PGlite, or PostgreSQL in the `api-postgres`
 * project) and builds the app (`options` override the app's defaults; `paypal` makes PayPal the
 * provider). close() closes the app and the database and removes the temporary folder.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { paypalClient, ...appOptions } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-test-'));
  const database = await openTestDatabase();
  const payments = createRecordingPayments(database.db);
  const built = buildApp({
    db: database.db,
    authSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    publicUrl: ORIGIN,
    dataDir,
    webDist: path.join(dataDir, 'no-web-build'),
    logLevel: 'silent',
    rateLimitPerMinute: 1_000_000,
    sessionRateLimitPerMinute: 1_000_000,
    // Tests place dozens of orders and messages a minute with one session (rate-limit.test.ts turns these on).
    activityRateLimits: false,
    trustProxy: 1,
    payments: options.paypal ? createPayPalProvider(createPayPalClient(options.paypal, paypalClient)) : payments,
    paypal: options.paypal ?? null,
    listen: database.listen,
    ...appOptions,
  });
  let app: FastifyInstance;
  try {
    ({ app } = await built);
    await app.ready();
  } catch (err) {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    db: database.db,
    database,
    dataDir,
    payments,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a server before the file's tests and closes it (app, database, temp folder) after them.
 * The returned object is filled in by beforeAll.
 */
export function useTestServer(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  const ctx = {} as TestServer;
  beforeAll(async () => {
    Object.assign(ctx, await startTestServer(typeof options === 'function' ? options() : options));
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

let ipCounter = 0;
/**
 * A distinct client address (sent as X-Forwarded-For; the app trusts its proxy). Registration and
 * sign-in have their own per-address rate limits; tests that need many use one address each.
 */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface ApiRequest {
  method?: InjectOptions['method'];
  url: string;
  /** Session cookie string ('name=value; name2=value2'). */
  cookie?: string | null;
  /** JSON body (serialised), or a raw string sent as is. */
  body?: unknown;
  /** Raw payload sent without serialisation (with contentType). */
  raw?: string;
  contentType?: string;
  ip?: string;
  /** Send the shop's Origin header (default true). */
  origin?: boolean;
  headers?: Record<string, string>;
}

/** One request through app.inject() with the cookie and the shop's Origin. */
export function api(app: FastifyInstance, req: ApiRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.origin !== false) headers.origin = ORIGIN;
  if (req.cookie) headers.cookie = req.cookie;
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  let payload: string | undefined;
  if (req.raw !== undefined) {
    payload = req.raw;
    headers['content-type'] = req.contentType ?? 'application/json';
  } else if (req.body !== undefined) {
    payload = JSON.stringify(req.body);
    headers['content-type'] = req.contentType ?? 'application/json';
  }
  return app.inject({ method: req.method ?? (payload === undefined ? 'GET' : 'POST'), url: req.url, headers, payload });
}

/** The cookies a response sets, as a Cookie header value ('' when none). */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(';')[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export function registrationBody(email: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: true,
    ...over,
  };
}

/** Registers a customer and returns the session cookie. Throws unless the answer is 201 with a cookie. */
export async function register(app: FastifyInstance, email: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await api(app, { url: '/api/accounts/register', body: registrationBody(email, over), ip: freshIp() });
  const cookie = cookieFrom(res);
  if (res.statusCode !== 201 || !cookie) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** Signs in through better-auth's e-mail endpoint and returns the session cookie. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await api(app, { url: '/api/auth/sign-in/email', body: { email, password }, ip: freshIp() });
  const cookie = cookieFrom(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return cookie;
}

let emailCounter = 0;
/** A unique e-mail address for this test process. */
export function uniqueEmail(prefix = 'customer'): string {
  emailCounter++;
  return `${prefix}-${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export type VariantRow = typeof productVariants.$inferSelect;

/** An active product's variant with at least `minStock` units, cheapest first, skipping `exclude`. */
/** The cheapest active variant with at least `minStock` units whose id and product id are not in `exclude`. */
export async function pickVariant(db: Db, minStock = 20, exclude: string[] = []): Promise<VariantRow> {
  const rows = await db
    .select({ v: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, 'active'), gte(productVariants.stock, minStock)))
    .orderBy(productVariants.priceCents, productVariants.id);
  const found = rows.map((r) => r.v).find((v) => !exclude.includes(v.id) && !exclude.includes(v.productId));
  if (!found) throw new Error(`no variant with ${minStock} in stock`);
  return found;
}

export async function variantById(db: Db, id: string): Promise<VariantRow> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  if (!row) throw new Error(`variant ${id} not found`);
  return row;
}

export async function countryByCode(db: Db, code: string) {
  const [row] = await db.select().from(serviceCountries).where(eq(serviceCountries.code, code));
  if (!row) throw new Error(`country ${code} not found`);
  return row;
}

/** Sets a variant's stock and keeps its product's total in step (as the admin would). */
export async function setVariantStock(db: Db, variantId: string, stock: number): Promise<void> {
  const [v] = await db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId)).returning();
  await updateProductStock(db, [v!.productId]);
  dropReadCache(db);
}

/**
 * Drops the server's read cache of `db` (decision 039). The shop's own writes do that; a test
 * that changes catalog, hero, country or settings rows behind the server's back calls this after.
 */
export function dropReadCache(db: Db): void {
  dropAll(db);
}

/** A visitor's `GET /api/products` with `query` (`''`, `'limit=5'`…): the page; fails the test unless it is a 200. */
export async function productPage(app: FastifyInstance, query: string): Promise<ProductPage> {
  const res = await api(app, { url: query ? `/api/products?${query}` : '/api/products' });
  expect(res.statusCode, res.body).toBe(200);
  return json<ProductPage>(res);
}

export const ADDRESS = {
  name: 'Thandi Mokoena',
  street: '12 Long Street',
  city: 'Cape Town',
  zipCode: '8001',
  countryCode: 'ZA',
  phone: '+27 82 555 0101',
};

/** A valid checkout body for the given lines (standard shipping to South Africa, fresh key). */
export function checkoutBody(lines: { variantId: string; quantity: number }[], over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    lines,
    shippingOption: 'standard',
    address: { ...ADDRESS },
    idempotencyKey: `key-${crypto.randomUUID()}`,
    ...over,
  };
}

/** Parses a JSON response body. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** Registers an account and makes it an admin (as `npm run admin` would); returns the session cookie. `over` changes the registration fields (e.g. the name). */
export async function registerAdmin(t: Pick<TestServer, 'app' | 'db'>, email = uniqueEmail('admin'), over: Record<string, unknown> = {}): Promise<string> {
  const cookie = await register(t.app, email, over);
  await t.db.update(profiles).set({ role: 'owner' }).where(eq(profiles.email, email));
  return cookie;
}

/** Uploads one file as multipart field 'file' with the session cookie and the shop's Origin. */
export function upload(app: FastifyInstance, url: string, cookie: string, file: { name: string; type: string; bytes: Buffer }): Promise<LightMyRequestResponse> {
  const body = multipart({}, [{ field: 'file', name: file.name, type: file.type, data: file.bytes }]);
  return app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie, 'content-type': body.contentType }, payload: body.payload });
}

/** Checks out `lines` as `cookie` with the test provider (throws unless 201); answers the placed order. */
export async function checkoutAs(app: FastifyInstance, cookie: string, lines: { variantId: string; quantity: number }[], over: Partial<CheckoutRequest> = {}): Promise<OrderDto> {
  const res = await api(app, { url: '/api/checkout', body: checkoutBody(lines, over), cookie });
  if (res.statusCode !== 201) throw new Error(res.body);
  return json<OrderDto>(res);
}

/** Places a paid order of one unit of the cheapest variant in stock for the signed-in customer; returns its id. */
export async function placeOrder(t: TestServer, cookie: string, over: Partial<CheckoutRequest> = {}): Promise<string> {
  const v = await pickVariant(t.db, 5);
  const res = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }], over), cookie });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const body = res.json() as { order?: { id: string }; id?: string; orderId?: string };
  const id = body.order?.id ?? body.orderId ?? body.id;
  if (!id) throw new Error(`checkout answered without an order id: ${res.body}`);
  return id;
}

/** The user id behind a session cookie. */
export async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await api(app, { url: '/api/me', cookie });
  if (res.statusCode !== 200) throw new Error(`me: ${res.statusCode} ${res.body}`);
  return json<{ id: string }>(res).id;
}

/** A multipart/form-data body: text fields (an array repeats its field), then files (field 'files' unless named). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field?: string; name: string; type: string; data: Buffer }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----px${crypto.randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Starts listening on a free loopback port (for WebSocket clients); returns the base URL. */
export async function listenOnPort(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/**
 * Calls `fn` every 40 ms until `ok` accepts its answer, and answers it; throws after `ms`
 * (default 8,000 ms) with the last answer, for outcomes that arrive asynchronously (callbacks,
 * polls, the reconciler).
 */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 8_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - started > ms) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}
