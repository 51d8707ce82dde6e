/**
 * The per-address rate limit guards the API, not the files a page view loads: built app assets
 * and product images stay reachable after the API has answered 429. Signed-in customers are
 * counted per session, so many behind one carrier address do not lock each other out, while
 * sign-in stays limited per address.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, api, cookieFrom, freshIp, register, uniqueEmail, useTestServer } from '../support/helpers.ts';

const t = useTestServer({ rateLimitPerMinute: 5 });
const from = { 'x-forwarded-for': '198.51.100.77' };

it('answers 429 on the API past the limit, while /assets and /media still answer', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: '/api/health', headers: from })).statusCode);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toEqual([429, 429]);
  for (let i = 0; i < 10; i++) {
    // No web build and no image files in this test server: 404, but never 429.
    expect((await t.app.inject({ url: `/assets/index-${i}.js`, headers: from })).statusCode).not.toBe(429);
    expect((await t.app.inject({ url: `/media/products/p-${i}/card.webp`, headers: from })).statusCode).not.toBe(429);
  }
  expect((await t.app.inject({ url: '/api/health', headers: from })).statusCode).toBe(429);
});

it('tells a visitor the limit on every answer and words the 429 as before (routes, HEAD, unknown URLs alike)', async () => {
  const headers = { 'x-forwarded-for': '198.51.100.78' };
  const seen: unknown[][] = [];
  // A HEAD is counted once, like its GET; an unknown URL (the not-found handler) counts too.
  for (const [method, url] of [['GET', '/api/health'], ['HEAD', '/api/health'], ['GET', '/api/no-such-route'], ['GET', '/api/health'], ['GET', '/api/health']] as const) {
    const res = await t.app.inject({ method, url, headers });
    seen.push([res.statusCode, res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']]);
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBeUndefined();
  }
  expect(seen).toEqual([[200, '5', '4'], [200, '5', '3'], [404, '5', '2'], [200, '5', '1'], [200, '5', '0']]);
  for (const url of ['/api/health', '/api/no-such-route']) {
    const refused = await t.app.inject({ url, headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('5');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(refused.headers['x-ratelimit-reset']);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/^Rate limit exceeded, retry in \d+ (second|seconds|minute)$/) });
  }
});

describe('one carrier address, many customers (decision 020)', () => {
  // Visitors: 5 a minute per address; signed-in customers: 5 a minute per session.
  const nat = useTestServer({ rateLimitPerMinute: 5, sessionRateLimitPerMinute: 5 });
  const shared = { ip: '198.51.100.200' };

  it('signed-in customers behind one address are counted per session, not locked out by each other', async () => {
    const cookies = [await register(nat.app, uniqueEmail('nat-a')), await register(nat.app, uniqueEmail('nat-b')), await register(nat.app, uniqueEmail('nat-c'))];
    // 15 requests from one address: three times the per-address limit, five per session.
    for (const cookie of cookies) {
      for (let i = 0; i < 5; i++) expect((await api(nat.app, { url: '/api/me', cookie, ...shared })).statusCode).toBe(200);
    }
    // Each session's own limit still holds...
    expect((await api(nat.app, { url: '/api/me', cookie: cookies[0], ...shared })).statusCode).toBe(429);
    // ...and a newcomer signing in at the same address is not refused because of the others.
    const email = uniqueEmail('nat-d');
    await register(nat.app, email);
    const signedIn = await api(nat.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, ...shared });
    expect(signedIn.statusCode).toBe(200);
    expect((await api(nat.app, { url: '/api/me', cookie: cookieFrom(signedIn), ...shared })).statusCode).toBe(200);
    // A visitor at that address still has the visitors' allowance.
    expect((await api(nat.app, { url: '/api/health', ...shared })).statusCode).toBe(200);
  });

  it('a forged or unsigned session cookie is counted per address like a visitor', async () => {
    const ip = '198.51.100.201';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const cookie = `better-auth.session_token=${crypto.randomUUID()}.${Buffer.alloc(32, i).toString('base64')}`;
      statuses.push((await api(nat.app, { url: '/api/health', cookie, ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('strict limits: sign-in per address, checkout per session', () => {
  const s = useTestServer({ activityRateLimits: true });

  it('checkout: 20 attempts a minute per session, then 429; another customer at the same address is not affected', async () => {
    const ip = '198.51.100.220';
    const [a, b] = [await register(s.app, uniqueEmail('co-a')), await register(s.app, uniqueEmail('co-b'))];
    const statuses: number[] = [];
    // An empty cart is refused quickly (400), but every attempt counts.
    for (let i = 0; i < 21; i++) statuses.push((await api(s.app, { url: '/api/checkout', body: { lines: [] }, cookie: a, ip })).statusCode);
    expect(statuses.slice(0, 20).every((st) => st === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await api(s.app, { url: '/api/checkout', body: { lines: [] }, cookie: b, ip })).statusCode).toBe(400);
  });

  it('60 sign-in attempts a minute from one address, then 429 (a signed-in cookie does not lift it)', { timeout: 90_000 }, async () => {
    const ip = '198.51.100.210';
    const cookie = await register(s.app, uniqueEmail('signin-limit'));
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await api(s.app, { url: '/api/auth/sign-in/email', body: { email: uniqueEmail('nobody'), password: 'wrong-password' }, ip, cookie: i % 2 ? cookie : null });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((st) => st === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const other = await api(s.app, { url: '/api/auth/sign-in/email', body: { email: uniqueEmail('nobody'), password: 'wrong-password' }, ip: freshIp() });
    expect(other.statusCode).toBe(401);
  });
});

describe('storefront pages (issue 29)', () => {
  const pages = useTestServer({ rateLimitPerMinute: 5 });

  it('HTML pages count like the API: a visitor past the limit gets 429 on pages, unknown products and API alike', async () => {
    const ip = '198.51.100.230';
    const statuses: number[] = [];
    for (const url of ['/', '/products', '/product/no-such-id', '/product/another-unknown', '/api/no-such-route']) {
      statuses.push((await api(pages.app, { url, ip })).statusCode);
    }
    expect(statuses.includes(429)).toBe(false);
    expect((await api(pages.app, { url: '/product/yet-another', ip })).statusCode).toBe(429);
    expect((await api(pages.app, { url: '/', ip })).statusCode).toBe(429);
    expect((await api(pages.app, { url: '/api/health', ip })).statusCode).toBe(429);
    // The built app's files stay reachable; another address is not affected.
    expect((await api(pages.app, { url: '/assets/index-1.js', ip })).statusCode).not.toBe(429);
    expect((await api(pages.app, { url: '/', ip: freshIp() })).statusCode).toBe(200);
  });

  it('a page tells its limit only when it refuses; the API tells it on every answer (decision 084)', async () => {
    const limitHeaders = (res: { headers: Record<string, unknown> }) => ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((name) => res.headers[name]);
    const ip = freshIp();
    const page = await api(pages.app, { url: '/products', ip });
    expect(page.statusCode).toBe(200);
    expect(limitHeaders(page)).toEqual([undefined, undefined, undefined]);
    const answer = await api(pages.app, { url: '/api/health', ip });
    expect(limitHeaders(answer)).toEqual(['5', '3', expect.any(String)]);
    // A signed-in customer's pages go through the plugin's own handler: the same rule.
    const cookie = await register(pages.app, uniqueEmail('page-limit'));
    const signedIn = await api(pages.app, { url: '/products', cookie, ip: freshIp() });
    expect(signedIn.statusCode).toBe(200);
    expect(limitHeaders(signedIn)).toEqual([undefined, undefined, undefined]);
    expect(limitHeaders(await api(pages.app, { url: '/api/me', cookie, ip: freshIp() }))[0]).toMatch(/^\d+$/);
    for (let i = 0; i < 3; i++) await api(pages.app, { url: '/', ip });
    const refused = await api(pages.app, { url: '/products', ip });
    expect(refused.statusCode).toBe(429);
    expect(limitHeaders(refused)).toEqual(['5', '0', refused.headers['retry-after']]);
  });
});
