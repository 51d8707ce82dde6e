/**
 * CSRF (issue 13): every POST, PUT, PATCH and DELETE — the shop's routes, the admin's and
 * better-auth's — and the live socket's upgrade must come from the shop's own origin
 * (http/origin-check.ts, decision 019). Forged requests are refused with 403 'Invalid origin'
 * before anything is stored; the shop's own pages keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config.ts';
import { addresses, chatMessages, serviceCountries } from '../../src/db/schema.ts';
import { connectLive } from '../support/live-client.ts';
import {
  ADDRESS,
  ORIGIN,
  PASSWORD,
  api,
  cookieFrom,
  freshIp,
  listenOnPort,
  multipart,
  register,
  registerAdmin,
  startTestServer,
  uniqueEmail,
  useTestServer,
  userIdOf,
  type TestServer,
} from '../support/helpers.ts';

const EVIL = 'http://evil.example';
/** A page on another port of the same host: same site, but not the shop's origin. */
const OTHER_PORT = 'http://localhost:3001';

const t = useTestServer();
let alice: string;
let aliceId: string;
let admin: string;

beforeAll(async () => {
  const email = uniqueEmail('victim');
  alice = await register(t.app, email);
  aliceId = await userIdOf(t.app, alice);
  admin = await registerAdmin(t);
});

const addressCount = async () => (await t.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, aliceId)))[0]!.n;
const messageCount = async () => (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;

function expectInvalidOrigin(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ error: 'Invalid origin' });
}

describe('forged requests with the victim’s cookie are refused and store nothing', () => {
  it('an auto-submitted multipart form from another port to /api/chat/messages', async () => {
    const before = await messageCount();
    const form = multipart({ message: 'forged hello' }, []);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: form.payload,
      headers: { cookie: alice, origin: OTHER_PORT, 'content-type': form.contentType, 'sec-fetch-site': 'same-site' },
    });
    expectInvalidOrigin(res);
    expect(await messageCount()).toBe(before);
  });

  it('POST /api/addresses with Origin http://evil.example', async () => {
    const res = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: alice, origin: false, headers: { origin: EVIL } });
    expectInvalidOrigin(res);
    expect(await addressCount()).toBe(0);
  });

  it('a body-less POST and a DELETE (no content type at all)', async () => {
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: alice, origin: EVIL } });
    expectInvalidOrigin(signOut);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: alice, origin: EVIL } });
    expectInvalidOrigin(del);
    expect((await api(t.app, { url: '/api/me', cookie: alice })).statusCode).toBe(200);
  });

  it('an admin route (new service country)', async () => {
    const before = (await t.db.select({ n: count() }).from(serviceCountries))[0]!.n;
    const res = await api(t.app, {
      url: '/api/admin/service-countries',
      body: { code: 'KE', name: 'Kenya', currency: 'KES', dutyPercent: 10, active: true },
      cookie: admin,
      origin: false,
      headers: { origin: EVIL },
    });
    expectInvalidOrigin(res);
    expect((await t.db.select({ n: count() }).from(serviceCountries))[0]!.n).toBe(before);
  });

  it('a better-auth route (sign-in from another port, login CSRF)', async () => {
    const email = uniqueEmail('login-csrf');
    await register(t.app, email);
    const res = await api(t.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, origin: false, headers: { origin: OTHER_PORT }, ip: freshIp() });
    expectInvalidOrigin(res);
    expect(cookieFrom(res)).toBe('');
  });

  it('`Origin: null` (sandboxed frame, data: URL) is refused', async () => {
    const res = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: alice, origin: false, headers: { origin: 'null' } });
    expectInvalidOrigin(res);
  });

  it('without Origin: Sec-Fetch-Site cross-site or same-site is refused, same-origin accepted', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: alice, origin: false, headers: { 'sec-fetch-site': site } });
      expectInvalidOrigin(res);
    }
    expect(await addressCount()).toBe(0);
    const ok = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: alice, origin: false, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await addressCount()).toBe(1);
  });

  it('neither Origin nor Sec-Fetch-Site: refused with a cookie, accepted without one (curl, webhooks)', async () => {
    const withCookie = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie: alice, origin: false });
    expectInvalidOrigin(withCookie);
    expect(await addressCount()).toBe(1);
    const email = uniqueEmail('curl');
    await register(t.app, email);
    const curl = await api(t.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, origin: false, ip: freshIp() });
    expect(curl.statusCode, curl.body).toBe(200);
  });

  it('the shop’s own origin still works for our routes and better-auth’s', async () => {
    const email = uniqueEmail('own');
    const cookie = await register(t.app, email);
    const res = await api(t.app, { url: '/api/addresses', body: ADDRESS, cookie });
    expect(res.statusCode, res.body).toBe(201);
    const form = multipart({ message: 'hello from the shop' }, []);
    const chat = await t.app.inject({ method: 'POST', url: '/api/chat/messages', payload: form.payload, headers: { cookie, origin: ORIGIN, 'content-type': form.contentType } });
    expect(chat.statusCode, chat.body).toBe(201);
    const out = await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie });
    expect(out.statusCode).toBe(200);
  });
});

describe('the live socket upgrade runs the same check', () => {
  let base: string;
  beforeAll(async () => {
    base = await listenOnPort(t.app);
  });

  it('refuses another origin and a cookie without Origin (403), accepts the shop', async () => {
    await expect(connectLive(base, { cookie: alice, origin: EVIL })).rejects.toThrow('403');
    await expect(connectLive(base, { cookie: alice, origin: OTHER_PORT })).rejects.toThrow('403');
    await expect(connectLive(base, { cookie: alice })).rejects.toThrow('403');
    const ok = await connectLive(base, { cookie: alice, origin: ORIGIN });
    await ok.close();
  });
});

describe('with PUBLIC_URL unset, every loopback name of the shop is its own origin', () => {
  let local: TestServer;
  const config = loadConfig({ PORT: '3000' });

  beforeAll(async () => {
    local = await startTestServer({ publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins });
  });
  afterAll(async () => {
    await local?.close();
  });

  for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
    it(`${origin} signs in and saves an address`, async () => {
      const email = uniqueEmail('loopback');
      await register(local.app, email);
      const res = await api(local.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, origin: false, headers: { origin }, ip: freshIp() });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = cookieFrom(res);
      const saved = await api(local.app, { url: '/api/addresses', body: ADDRESS, cookie, origin: false, headers: { origin } });
      expect(saved.statusCode, saved.body).toBe(201);
    });
  }

  it('another port of 127.0.0.1 is still foreign', async () => {
    const email = uniqueEmail('loopback-port');
    await register(local.app, email);
    const res = await api(local.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, origin: false, headers: { origin: 'http://127.0.0.1:3001' }, ip: freshIp() });
    expectInvalidOrigin(res);
  });

  it('refuses PORT=0 without PUBLIC_URL, whose origin would be http://localhost:0', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow('PORT=0 (a port the system picks) needs PUBLIC_URL');
    expect(loadConfig({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1:4100/' }).publicUrl).toBe('http://127.0.0.1:4100');
  });

  it('with PUBLIC_URL set, only that origin (and TRUSTED_ORIGINS) is accepted', () => {
    const set = loadConfig({ PORT: '3000', PUBLIC_URL: 'https://shop.example', TRUSTED_ORIGINS: 'http://localhost:5173' });
    expect(set.trustedOrigins).toEqual(['http://localhost:5173']);
    expect(config.trustedOrigins).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
  });

  it('the live socket opens from http://127.0.0.1:PORT and http://[::1]:PORT', async () => {
    const base = await listenOnPort(local.app);
    const cookie = await register(local.app, uniqueEmail('loopback-live'));
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const live = await connectLive(base, { cookie, origin });
      await live.close();
    }
    await expect(connectLive(base, { cookie, origin: 'http://127.0.0.1:3001' })).rejects.toThrow('403');
  });
});
