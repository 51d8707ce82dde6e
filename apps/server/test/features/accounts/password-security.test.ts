/**
 * Passwords (issue 13, decision 019): only the newest reset link works, a reset or a change ends
 * every other session and every older link, wrong passwords are throttled per account (from any
 * number of addresses) with counters in the database shared by every server process, and reset
 * mails to one address are throttled.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../src/app.ts';
import { authThrottle } from '../../../src/db/schema.ts';
import { postgresAvailable, startAppOn, startPostgres, type PostgresServer } from '../../support/postgres-server.ts';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, api, cookieFrom, freshIp, register, uniqueEmail, useTestServer, type TestServer } from '../../support/helpers.ts';

const t = useTestServer();

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset tokens mailed to `email`, oldest first (from the links in the outbox). */
async function mailedTokens(server: TestServer, email: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const tokens: string[] = [];
  for (const f of files) {
    const raw = await fs.readFile(path.join(dir, f), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    const m = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?/.exec(decodeQuotedPrintable(raw));
    if (m) tokens.push(m[1]!);
  }
  return tokens;
}

const requestReset = (app: FastifyInstance, email: string, ip = freshIp()) =>
  api(app, { url: '/api/auth/request-password-reset', body: { email, redirectTo: '/reset-password' }, ip });
const resetWith = (app: FastifyInstance, token: string, newPassword: string) =>
  api(app, { url: '/api/auth/reset-password', body: { token, newPassword }, ip: freshIp() });
const signInWith = (app: FastifyInstance, email: string, password: string, ip = freshIp()) =>
  api(app, { url: '/api/auth/sign-in/email', body: { email, password }, ip });
const meStatus = async (app: FastifyInstance, cookie: string) => (await api(app, { url: '/api/me', cookie })).statusCode;
/** A new customer (`prefix` in the e-mail) signed in twice: the registration's session `here` and a second sign-in's `elsewhere`. */
async function twoSessions(prefix: string): Promise<{ email: string; here: string; elsewhere: string }> {
  const email = uniqueEmail(prefix);
  const here = await register(t.app, email);
  const elsewhere = cookieFrom(await signInWith(t.app, email, PASSWORD));
  return { email, here, elsewhere };
}

describe('reset links: only the newest works', () => {
  it('issuing a new link makes the older ones useless; after the newest is used, none works', async () => {
    const email = uniqueEmail('reset-newest');
    await register(t.app, email);
    for (let i = 0; i < 3; i++) expect((await requestReset(t.app, email)).statusCode).toBe(200);
    const tokens = await mailedTokens(t, email);
    expect(tokens).toHaveLength(3);
    const [oldest, older, newest] = tokens as [string, string, string];

    expect((await resetWith(t.app, newest, 'newest-pass-1')).statusCode).toBe(200);
    for (const [token, pass] of [
      [older, 'attacker-pass-2'],
      [oldest, 'attacker-pass-3'],
    ] as const) {
      const res = await resetWith(t.app, token, pass);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await signInWith(t.app, email, pass)).statusCode).toBe(401);
    }
    expect((await signInWith(t.app, email, 'newest-pass-1')).statusCode).toBe(200);
  });

  it('an older link is refused as soon as a newer one is issued, even before the newer is used', async () => {
    const email = uniqueEmail('reset-issued');
    await register(t.app, email);
    await requestReset(t.app, email);
    await requestReset(t.app, email);
    const [first, second] = (await mailedTokens(t, email)) as [string, string];
    expect((await resetWith(t.app, first, 'first-link-pass')).statusCode).toBe(400);
    expect((await signInWith(t.app, email, PASSWORD)).statusCode).toBe(200);
    expect((await resetWith(t.app, second, 'second-link-pass')).statusCode).toBe(200);
  });
});

describe('a password change ends the other sessions and every reset link', () => {
  it('through the settings page: other sessions signed out, this one kept, old link refused', async () => {
    const { email, here, elsewhere } = await twoSessions('change');
    await requestReset(t.app, email);
    const [token] = (await mailedTokens(t, email)) as [string];

    const res = await api(t.app, {
      url: '/api/settings/password',
      body: { currentPassword: PASSWORD, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
      cookie: here,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await meStatus(t.app, elsewhere)).toBe(401);
    expect(await meStatus(t.app, cookieFrom(res) || here)).toBe(200);

    const late = await resetWith(t.app, token, 'attacker-pass-4');
    expect(late.statusCode).toBe(400);
    expect((await signInWith(t.app, email, 'changed-pass-1')).statusCode).toBe(200);
  });

  it('through better-auth directly, asking to keep the other sessions: they end anyway', async () => {
    const { here, elsewhere } = await twoSessions('change-direct');
    const res = await api(t.app, {
      url: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'direct-pass-1', revokeOtherSessions: false },
      cookie: here,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await meStatus(t.app, elsewhere)).toBe(401);
  });

  it('a reset signs out every session', async () => {
    const { email, here: a, elsewhere: b } = await twoSessions('reset-sessions');
    await requestReset(t.app, email);
    const [token] = (await mailedTokens(t, email)) as [string];
    expect((await resetWith(t.app, token, 'after-reset-1')).statusCode).toBe(200);
    expect(await meStatus(t.app, a)).toBe(401);
    expect(await meStatus(t.app, b)).toBe(401);
  });
});

describe('wrong passwords are throttled per account', () => {
  it('10 wrong passwords from 10 addresses, then the right one from an 11th: 429 with Retry-After and the message', async () => {
    const email = uniqueEmail('throttle');
    await register(t.app, email);
    for (let i = 0; i < 10; i++) expect((await signInWith(t.app, email, `wrong-pass-${i}`)).statusCode).toBe(401);
    const res = await signInWith(t.app, email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(cookieFrom(res)).toBe('');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.json()).toMatchObject({ message: 'Too many failed sign-in attempts. Please wait 15 minutes before trying again, or reset your password.' });
    // The e-mail is matched whatever its case or spaces.
    expect((await signInWith(t.app, ` ${email.toUpperCase()} `, PASSWORD)).statusCode).toBe(429);

    // The owner, who reads the account's mail, resets the password and signs in at once.
    await requestReset(t.app, email);
    const [token] = (await mailedTokens(t, email)) as [string];
    expect((await resetWith(t.app, token, 'owner-new-pass')).statusCode).toBe(200);
    expect((await signInWith(t.app, email, 'owner-new-pass')).statusCode).toBe(200);
  });

  it('another account from the same addresses is not affected; a success clears the count', async () => {
    const victim = uniqueEmail('throttle-victim');
    const other = uniqueEmail('throttle-other');
    await register(t.app, victim);
    await register(t.app, other);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect((await signInWith(t.app, victim, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await signInWith(t.app, other, PASSWORD, ip)).statusCode).toBe(200);
    expect((await signInWith(t.app, victim, PASSWORD)).statusCode).toBe(200);
    // The count started again: nine more failures still leave the right password working.
    for (let i = 0; i < 9; i++) expect((await signInWith(t.app, victim, `again-${i}`)).statusCode).toBe(401);
    expect((await signInWith(t.app, victim, PASSWORD)).statusCode).toBe(200);
  });

  it('wrong passwords are also counted per address: past 100 in 15 minutes that address gets 429 for any account', async () => {
    const email = uniqueEmail('throttle-address');
    await register(t.app, email);
    const ip = freshIp();
    expect((await signInWith(t.app, email, 'wrong-once', ip)).statusCode).toBe(401);
    const [row] = await t.db.select().from(authThrottle).where(eq(authThrottle.key, `signin-address:${ip}`));
    expect(row?.count).toBe(1);
    // 99 more failures from that address (written directly: the per-minute limit would stop a loop first).
    await t.db.update(authThrottle).set({ count: 100 }).where(eq(authThrottle.key, `signin-address:${ip}`));
    const res = await signInWith(t.app, email, PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInWith(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('the count is shared by every server process on the database', async () => {
    const second = await buildApp({
      db: t.db,
      authSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      publicUrl: 'http://localhost:3000',
      dataDir: t.dataDir,
      webDist: path.join(t.dataDir, 'no-web-build'),
      logLevel: 'silent',
      rateLimitPerMinute: 1_000_000,
      trustProxy: true,
    });
    try {
      await second.app.ready();
      const email = uniqueEmail('throttle-shared');
      await register(t.app, email);
      for (let i = 0; i < 5; i++) expect((await signInWith(t.app, email, `wrong-a-${i}`)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signInWith(second.app, email, `wrong-b-${i}`)).statusCode).toBe(401);
      expect((await signInWith(t.app, email, PASSWORD)).statusCode).toBe(429);
      expect((await signInWith(second.app, email, PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });
});

describe('reset mails to one address are throttled', () => {
  let known: string;
  beforeAll(async () => {
    known = uniqueEmail('mail-flood');
    await register(t.app, known);
  });

  it('5 an hour; the 6th answers 429 with Retry-After and sends nothing, for a known and an unknown address alike', async () => {
    for (const email of [known, uniqueEmail('mail-flood-nobody')]) {
      for (let i = 0; i < 5; i++) expect((await requestReset(t.app, email)).statusCode).toBe(200);
      const res = await requestReset(t.app, email);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(res.json()).toMatchObject({ message: 'Too many password reset e-mails were requested for this address. Please wait 60 minutes and try again.' });
    }
    expect(await mailedTokens(t, known)).toHaveLength(5);
  });
});

describe.skipIf(!postgresAvailable)('on PostgreSQL, two server processes share the sign-in throttle', () => {
  let pg: PostgresServer;
  let a: Awaited<ReturnType<typeof startAppOn>>;
  let b: Awaited<ReturnType<typeof startAppOn>>;
  beforeAll(async () => {
    pg = startPostgres();
    a = await startAppOn(pg, { seed: true });
    b = await startAppOn(pg);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    pg?.stop();
  });

  it('5 wrong passwords on each process, then the right one on either: 429', async () => {
    const email = uniqueEmail('pg-throttle');
    await register(a.app, email);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => signInWith(a.app, email, `wrong-a-${i}`)),
      ...Array.from({ length: 5 }, (_, i) => signInWith(b.app, email, `wrong-b-${i}`)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    expect((await signInWith(a.app, email, PASSWORD)).statusCode).toBe(429);
    expect((await signInWith(b.app, email, PASSWORD)).statusCode).toBe(429);
  });
});
