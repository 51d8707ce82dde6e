/**
 * Fuzz test over the app's own route table (issue 13, decision 021): every route and method the
 * app registers (collected with Fastify's onRoute hook, so a new route is covered without editing
 * this file) gets malformed requests from fast-check — hostile params (NUL, huge numbers, long
 * strings, unicode, path tricks), query strings, JSON bodies (wrong types, deep nesting, NUL, huge
 * numbers), raw and invalid UTF-8 bodies, wrong content types and multipart without a boundary —
 * anonymously, as a customer and as an admin. Any 5xx fails; the status counts are printed.
 *
 * Replay: the seed is fixed and printed; FUZZ_SEED=<n> and FUZZ_RUNS=<requests in all>
 * override it. The requests are generated up front from the seed and sent one after another, so
 * the same seed sends the same requests in the same order.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paypalConfigFrom } from '../src/config.ts';
import { startPayPalStandIn, standInEnv, type PayPalStandIn } from './stand-ins/paypal-stand-in.ts';
import { startPawaPayStandIn, type PawaPayStandIn } from '../src/features/payments/pawapay/pawapay-stand-in.ts';
import { startPaynowStandIn, type PaynowStandIn } from '../src/features/payments/paynow/paynow-stand-in.ts';
import { addresses, chatConversations, heroes, productVariants, products, serviceCountries } from '../src/db/schema.ts';
import type { PayPalOrderDto } from '@phonexport/contracts/checkout';
import { ADDRESS, api, checkoutBody, freshIp, json, ORIGIN, pickVariant, register, registerAdmin, uniqueEmail, userIdOf, useTestServer } from './support/helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests generated in all (≥ 5,000), shared out over the routes; a HEAD route (the GET handler again) gets HEAD_RUNS. */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const HEAD_RUNS = 10;

interface RouteEntry {
  method: string;
  url: string;
}

// PayPal, pawaPay and Paynow are on (their local stand-ins, never the providers themselves) so their
// routes — order creation, capture, the webhook; mobile money's start, status, callback and Paynow's result — are
// in the route table and reach their handlers.
let standIn: PayPalStandIn;
let pawapayStandIn: PawaPayStandIn;
let paynowStandIn: PaynowStandIn;
beforeAll(async () => {
  standIn = await startPayPalStandIn(Number(process.env.FUZZ_STAND_IN_PORT ?? 0));
  pawapayStandIn = await startPawaPayStandIn({ signingKeyPem: null, finalDelayMs: 60 });
  paynowStandIn = await startPaynowStandIn({ successDelayMs: 60, delayedMs: 200 });
});
afterAll(async () => {
  await standIn?.close();
  await pawapayStandIn?.close();
  await paynowStandIn?.close();
});

const routes: RouteEntry[] = [];
const t = useTestServer(() => ({
  paypal: paypalConfigFrom(standInEnv(standIn))!,
  pawapay: { apiToken: pawapayStandIn.apiToken, apiBase: pawapayStandIn.url, callbackPublicKey: null, testMode: true },
  paynow: { integrationId: paynowStandIn.integrationId, integrationKey: paynowStandIn.integrationKey, apiBase: paynowStandIn.url, testMode: true },
  // Generous: a PayPal timeout is a 502 (a real 5xx), and a loaded test machine is slow.
  paypalClient: { timeoutMs: 10_000, attempts: 2, retryDelayMs: 10 },
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  },
}));

/** better-auth's endpoints under /api/auth/* (the wildcard route), plus unknown ones. */
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'sign-out',
  'request-password-reset',
  'reset-password',
  'reset-password/abc',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'update-user',
  'change-password',
  'change-email',
  'delete-user',
  'sign-in/social',
  'callback/google',
  'verify-email',
  'ok',
  'error',
];

const QUERY_KEYS = [
  'search', 'after', 'offset', 'limit', 'page', 'pageSize', 'status', 'category', 'brand', 'price', 'featured',
  'from', 'to', 'sort', 'q', 'code', 'number', 'email', 'rating', 'productId', 'userId', 'type', 'cursor',
  'before', 'order', 'id', 'token', 'callbackURL', 'format', 'lang', 'stars', 'unread',
];

const BODY_KEYS = [
  'email', 'password', 'confirmPassword', 'firstName', 'lastName', 'phone', 'terms', 'name', 'code', 'couponCode',
  'lines', 'variantId', 'quantity', 'countryCode', 'shippingOption', 'address', 'idempotencyKey', 'saveAddress',
  'includeDuty', 'street', 'city', 'zipCode', 'state', 'company', 'type', 'isDefault', 'status', 'adminNotes',
  'message', 'text', 'rating', 'title', 'body', 'comment', 'productId', 'orderId', 'userId', 'reaction', 'priceCents',
  'stock', 'images', 'variants', 'description', 'category', 'brand', 'isActive', 'dutyRate', 'currentPassword',
  'newPassword', 'language', 'theme', 'token', 'callbackURL', 'provider', 'rememberMe', 'reason', 'carrier',
  'trackingNumber', 'location', 'settings', 'from', 'to', 'subject', 'after', 'limit', 'search', 'id', 'ids',
];

/** Percent-encoded path segments a router or a decoder may trip on. */
const RAW_PATH_TRICKS = [
  '%00', 'a%00b', '%ZZ', '%', '%C0%AF', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '.', '..', '%E2%80%AE', 'a%2Fb',
  '%uD800', '%ED%A0%80', '%F0%9F%98%80', '%20', '%0A', '%0D%0Aset-cookie:x=1', ';', 'a;b=c', '~', '%2F%2F',
];

const RAW_QUERIES = [
  '%ZZ=1', 'after=99999999999999999999', 'a[b][c]=1', 'search=%00', 'limit=-1&offset=1e400', '&&&', '=', 'search=%FF',
  'offset=99999999999999999999', 'limit=NaN', 'page=Infinity', 'search=' + 'x'.repeat(3000), 'status=%E2%80%AE',
  'after=-1', 'after=1.5', 'after=0x10', 'from=9999-99-99&to=0000-00-00', '__proto__[x]=1', 'constructor[prototype][x]=1',
];

const RAW_BODIES = [
  '{', '{"a":', '[1,2', 'nul', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '1e400',
  '99999999999999999999', '"\\ud800"', '{"email":"\\u0000"}', '{"code":"A\\u0000"}', '[]', 'null', 'true', '"x"',
  '{"a":1,"a":2}', '\uFEFF{}', '{"lines":[{"variantId":"\\u0000","quantity":1e400}]}',
  '{"quantity":-0,"rating":1e308,"priceCents":99999999999999999999}',
];

const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/csv', 'application/json; charset=latin1',
  'application/json; charset=utf-16', 'a/b/c', 'application/octet-stream', 'image/png', '*/*', 'application/jsonx',
  'multipart/form-data; boundary=', 'multipart/mixed',
];

/** One body just past the app's 1 MiB limit, shared by every route's generator. */
const OVERSIZE = 'x'.repeat(1024 * 1024 + 10);

/** Builds the request generator once the real ids are known (they reach deeper code). */
function requestArbitrary(route: RouteEntry, realIds: string[]) {
  const hostileString = fc.oneof(
    fc.constantFrom(
      '\u0000', 'a\u0000b', '%00', '\u0000'.repeat(10), '99999999999999999999', '-1', '0', '1e400', 'NaN', 'Infinity',
      '-9223372036854775809', '', ' ', '..', '../../etc/passwd', 'null', 'true', '[]', '{}', '<script>alert(1)</script>',
      "' OR 1=1 --", '\uFEFF', '\uD83D\uDE00', 'ß', 'İ', '\u202E', '\\', '"', '\u0007\u001b[31m', '\uD800', '\uDFFF',
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer().map(String),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    fc.double().map(String),
    fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
    fc.uuid(),
    fc.constantFrom(...realIds),
  );
  const hostileNumber = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 1.5, 2 ** 63),
  );
  const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
  // Nested values stay small (deep nesting has its own bodies below): generation is part of the run time.
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'xsmall', maxDepth: 3 }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 3 }),
    object: fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), hostileString), tie('value'), { maxKeys: 4 }),
  }));
  const shapedObject = fc.dictionary(fc.constantFrom(...BODY_KEYS), fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: value }), { minKeys: 1, maxKeys: 6 });

  const segment = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(encodeSegment) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_TRICKS) },
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
  );
  const path = route.url
    .split('/')
    .map((part) => {
      if (part === '*') return fc.oneof(fc.constantFrom(...AUTH_PATHS), segment);
      if (part.startsWith(':')) return segment;
      if (part.endsWith('*')) return segment.map((s) => part.slice(0, -1) + s);
      return fc.constant(part);
    });
  const query = fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), hostileString), { minLength: 1, maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const deepJson = fc.constantFrom(
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
    '['.repeat(40) + ']'.repeat(40),
    '['.repeat(20) + '"\\u0000"' + ']'.repeat(20),
    '{"email":' + '['.repeat(100) + ']'.repeat(100) + '}',
  );
  type Body = { payload?: string | Buffer; contentType?: string };
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 10, arbitrary: fc.constant({}) },
    { weight: 25, arbitrary: fc.oneof(shapedObject, value).map((v): Body => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })) },
    { weight: 10, arbitrary: fc.constantFrom(...RAW_BODIES).map((p): Body => ({ payload: p, contentType: 'application/json' })) },
    { weight: 5, arbitrary: deepJson.map((p): Body => ({ payload: p, contentType: 'application/json' })) },
    { weight: 5, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b): Body => ({ payload: Buffer.from(b), contentType: 'application/json' })) },
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(shapedObject.map((v) => JSON.stringify(v)), fc.constantFrom(...RAW_BODIES)))
        .map(([contentType, payload]): Body => ({ payload, contentType })),
    },
    {
      weight: 10,
      arbitrary: fc.constantFrom<Body>(
        { payload: '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--\r\n', contentType: 'multipart/form-data' },
        { payload: 'garbage', contentType: 'multipart/form-data; boundary=x' },
        { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0000', contentType: 'multipart/form-data; boundary=x' },
        { payload: '--x\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\n\u0000\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
        { payload: '', contentType: 'multipart/form-data; boundary=x' },
        { payload: '{}', contentType: 'multipart/form-data; boundary="unterminated' },
      ),
    },
    // Past the 1 MiB body limit (413); rare, each one is a megabyte to build and send.
    { weight: 1, arbitrary: fc.constant<Body>({ payload: OVERSIZE, contentType: 'application/json' }) },
  );
  return fc.record({
    segments: fc.tuple(...path),
    query,
    body,
    actor: fc.constantFrom('anonymous', 'customer', 'admin') as fc.Arbitrary<'anonymous' | 'customer' | 'admin'>,
    origin: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });
}

/** encodeURIComponent, keeping a lone surrogate (which it refuses) as a raw %-sequence of its UTF-16 unit. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return `%${ch.charCodeAt(0).toString(16)}`;
      }
    }).join('');
  }
}

test(
  'no route answers a 5xx to malformed requests (anonymous, customer, admin)',
  async () => {
    const fuzzed = routes.filter((r) => r.method !== 'OPTIONS');
    expect(fuzzed.length).toBeGreaterThan(50);
    expect(fuzzed.some((r) => r.url === '/api/auth/*')).toBe(true);
    expect(fuzzed.some((r) => r.url === '/api/webhooks/paypal')).toBe(true);

    const setupStarted = Date.now();
    // Real ids so some requests get past "not found" into the handlers' deeper code.
    const cookies = { anonymous: '', customer: await register(t.app, uniqueEmail('fuzz')), admin: await registerAdmin(t) };
    // An order paid through the stand-in (with PayPal on, /api/checkout only answers 400).
    const variantForOrder = await pickVariant(t.db, 5);
    const created = await api(t.app, { url: '/api/checkout/paypal/orders', body: checkoutBody([{ variantId: variantForOrder.id, quantity: 1 }]), cookie: cookies.customer });
    const paypalOrderId = json<PayPalOrderDto>(created).orderId;
    standIn.approve(paypalOrderId);
    const captured = await api(t.app, { url: `/api/checkout/paypal/orders/${paypalOrderId}/capture`, body: {}, cookie: cookies.customer });
    expect(captured.statusCode).toBe(201);
    const orderId = json<OrderDto>(captured).id;
    const customerId = await userIdOf(t.app, cookies.customer);
    const address = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: cookies.customer });
    const chat = await api(t.app, { url: '/api/chat/messages', body: { message: 'Hello' }, cookie: cookies.customer });
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const [variant] = await t.db.select({ id: productVariants.id }).from(productVariants).limit(1);
    const [country] = await t.db.select({ id: serviceCountries.id }).from(serviceCountries).where(eq(serviceCountries.code, 'ZA'));
    const [hero] = await t.db.select({ id: heroes.id }).from(heroes).limit(1);
    const [addressRow] = await t.db.select({ id: addresses.id }).from(addresses).limit(1);
    const [conversation] = await t.db.select({ id: chatConversations.id }).from(chatConversations).limit(1);
    expect(address.statusCode).toBe(201);
    expect(chat.statusCode).toBeLessThan(300);
    const realIds = [orderId, paypalOrderId, customerId, product!.id, variant!.id, country!.id, hero!.id, addressRow!.id, conversation!.id];

    const generateStarted = Date.now();
    const heads = fuzzed.filter((r) => r.method === 'HEAD').length;
    const perRoute = Math.ceil((TOTAL_RUNS - heads * HEAD_RUNS) / (fuzzed.length - heads));
    const requests = fuzzed.flatMap((route, i) =>
      fc.sample(requestArbitrary(route, realIds), { seed: SEED + i, numRuns: route.method === 'HEAD' ? HEAD_RUNS : perRoute }).map((r) => ({ route, ...r })),
    );
    console.log(`fuzz: seed ${SEED}, ${fuzzed.length} routes and methods, ${requests.length} requests (FUZZ_SEED=${SEED} to replay); setup ${generateStarted - setupStarted} ms, generation ${Date.now() - generateStarted} ms`);

    const counts = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();
    const profile = new Map<string, number>();
    for (const [index, r] of requests.entries()) {
      const url = '/' + r.segments.filter((s, k) => k > 0 || s !== '').join('/') + (r.query ? `?${r.query}` : '');
      const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
      if (r.origin) headers.origin = ORIGIN;
      if (cookies[r.actor]) headers.cookie = cookies[r.actor];
      const withBody = r.route.method !== 'GET' && r.route.method !== 'HEAD' && r.body.payload !== undefined;
      if (withBody && r.body.contentType) headers['content-type'] = r.body.contentType;
      let res: LightMyRequestResponse;
      const t0 = Date.now();
      try {
        res = await t.app.inject({ method: r.route.method as InjectOptions['method'], url, headers, payload: withBody ? r.body.payload : undefined });
      } catch (err) {
        failures.push(`#${index} ${r.route.method} ${url.slice(0, 200)} (${r.actor}): inject threw ${String(err)}`);
        continue;
      }
      if (process.env.FUZZ_PROFILE) {
        const key = `${r.route.method} ${r.route.url}`;
        profile.set(key, (profile.get(key) ?? 0) + (Date.now() - t0));
      }
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        const shown = typeof r.body.payload === 'string' ? r.body.payload.slice(0, 120) : r.body.payload ? `<${r.body.payload.length} bytes>` : '';
        failures.push(`#${index} ${r.route.method} ${url.slice(0, 200)} (${r.actor}, ${r.body.contentType ?? 'no body'}: ${JSON.stringify(shown)}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      // A fuzzed request may sign the test's own customer or admin out (sign-out, account
      // deletion, password change): sign a fresh one in so the rest still run signed in.
      if (r.actor !== 'anonymous' && (index % 25 === 0 || /\/api\/(auth|account|settings)/.test(url))) {
        const me = await api(t.app, { url: '/api/me', cookie: cookies[r.actor] });
        if (me.statusCode === 401) cookies[r.actor] = r.actor === 'admin' ? await registerAdmin(t) : await register(t.app, uniqueEmail('fuzz'));
      }
    }
    const summary = [...counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`fuzz: ${requests.length} requests in ${Date.now() - started} ms; status counts ${summary}`);
    if (process.env.FUZZ_PROFILE) console.log([...profile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, ms]) => `${ms} ms ${k}`).join('\n'));
    expect(requests.length).toBeGreaterThanOrEqual(Math.min(TOTAL_RUNS, 5000));
    expect(failures, `5xx answers (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
    // Requests stopped by a rate limit never reach validation: if limits ate the fuzz, it proves little.
    expect(counts.get(429) ?? 0, 'answers 429: raise the test server\'s limits').toBeLessThan(requests.length * 0.02);
  },
  240_000,
);
