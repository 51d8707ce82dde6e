import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { account, user } from '../../../src/db/schema.ts';
import { ORIGIN, api, cookieFrom, freshIp, json, register, startTestServer, uniqueEmail, type TestServer } from '../../support/helpers.ts';
import { startOidcStandIn, type OidcStandIn } from '../../stand-ins/oidc-stand-in.ts';
import type { MeDto } from '@phonexport/contracts/accounts';

let idp: OidcStandIn;
let t: TestServer;

beforeAll(async () => {
  idp = await startOidcStandIn();
  t = await startTestServer({ google: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Merges Cookie header values, later ones winning. */
function mergeCookies(...values: string[]): string {
  const jar = new Map<string, string>();
  for (const v of values) for (const pair of v.split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].join('; ');
}

/**
 * The whole redirect dance as a browser does it: the shop's sign-in call, the provider's
 * authorize page (which signs the stand-in user in and redirects back), and the shop's callback.
 * Returns the callback's redirect target and the session cookie it set.
 */
async function googleSignIn(callbackURL = '/account'): Promise<{ location: string; cookie: string }> {
  const start = await api(t.app, { url: '/api/auth/sign-in/social', body: { provider: 'google', callbackURL, errorCallbackURL: '/login' }, ip: freshIp() });
  expect(start.statusCode, start.body).toBe(200);
  const { url } = json<{ url: string }>(start);
  expect(url.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
  const stateCookie = cookieFrom(start);

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${ORIGIN}/api/auth/callback/google`);

  const callback = await api(t.app, { url: back.pathname + back.search, cookie: stateCookie, origin: false, ip: freshIp() });
  expect(callback.statusCode, callback.body).toBe(302);
  return { location: String(callback.headers.location), cookie: mergeCookies(stateCookie, cookieFrom(callback)) };
}

describe('sign-in with Google (OpenID Connect, tested against a local stand-in provider)', () => {
  it('the login page is told Google is on when its client id and secret are configured', async () => {
    expect(json(await api(t.app, { url: '/api/accounts/providers' }))).toEqual({ google: true });
  });

  it('asks for openid, email and profile with PKCE (S256), a state and a nonce', async () => {
    await googleSignIn();
    const q = idp.authorizeRequests.at(-1)!;
    expect(q.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBeTruthy();
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('a first Google sign-in creates a customer, signed in, and returns to the page they came from', async () => {
    idp.user = { sub: 'g-2001', email: uniqueEmail('google'), name: 'Lerato Google' };
    const { location, cookie } = await googleSignIn('/orders');
    expect(location).toBe('/orders');
    const me = json<MeDto>(await api(t.app, { url: '/api/me', cookie }));
    expect(me).toMatchObject({ email: idp.user.email, displayName: 'Lerato Google', role: 'customer' });

    // Signing in again finds the same account, not a second one.
    const again = await googleSignIn();
    expect(json<MeDto>(await api(t.app, { url: '/api/me', cookie: again.cookie })).id).toBe(me.id);
    const rows = await t.db.select().from(user).where(eq(user.email, idp.user.email));
    expect(rows).toHaveLength(1);
  });

  it('a Google account with the e-mail of an existing (unverified) password account does not take it over', async () => {
    const email = uniqueEmail('linked');
    const password = await register(t.app, email);
    const existing = json<MeDto>(await api(t.app, { url: '/api/me', cookie: password }));
    idp.user = { sub: 'g-3001', email, name: 'Someone Else' };
    const { location, cookie } = await googleSignIn();
    expect(location).toMatch(/^\/login\?error=account_not_linked/);
    expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(401);
    const providers = (await t.db.select().from(account).where(eq(account.userId, existing.id))).map((a) => a.providerId);
    expect(providers).toEqual(['credential']);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it('an account with two-factor sign-in on is not signed in by Google: back to /login, told to use password and code', async () => {
    idp.user = { sub: 'g-3501', email: uniqueEmail('twofactor'), name: 'Two Factor' };
    const first = await googleSignIn();
    const me = json<MeDto>(await api(t.app, { url: '/api/me', cookie: first.cookie }));
    // Its owner turned two-factor sign-in on (e.g. a staff account linked to Google).
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, me.id));
    const { location, cookie } = await googleSignIn();
    expect(location).toMatch(/^\/login\?error=two_factor_required/);
    expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(401);
  });

  it('an ID token not signed by the provider is refused: no session, back to /login with an error', async () => {
    idp.user = { sub: 'g-4001', email: uniqueEmail('forged'), name: 'Forger' };
    idp.signWithForeignKey = true;
    try {
      const { location, cookie } = await googleSignIn();
      expect(location).toMatch(/\/login\?error=/);
      expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(401);
      expect(await t.db.select().from(user).where(eq(user.email, idp.user.email))).toEqual([]);
    } finally {
      idp.signWithForeignKey = false;
    }
  });

  it('a Google-only customer changing the password is told to use "Forgot password?"', async () => {
    idp.user = { sub: 'g-5001', email: uniqueEmail('nopw'), name: 'No Password' };
    const { cookie } = await googleSignIn();
    const res = await api(t.app, { url: '/api/settings/password', body: { currentPassword: 'whatever', newPassword: 'abcdef', confirmPassword: 'abcdef' }, cookie, ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/Forgot password/);
  });
});

describe('Google sign-in switched off', () => {
  it('is off unless both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, and the issuer defaults to Google', () => {
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
  });

  it('a shop without it tells the login page so, and refuses a Google sign-in', async () => {
    const plain = await startTestServer();
    try {
      expect(json(await api(plain.app, { url: '/api/accounts/providers' }))).toEqual({ google: false });
      const res = await api(plain.app, { url: '/api/auth/sign-in/social', body: { provider: 'google', callbackURL: '/' }, ip: freshIp() });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
