/**
 * Resolved sessions are kept in each process's memory (decision 074), so what a signed-in request
 * knows of its user must follow every change made through any process at once: two server
 * processes on one PostgreSQL database (two apps, each with its own pool and its own memory), the
 * session first resolved on B, then changed through A; B must answer the new truth within a
 * second, long before the cache's 30 s time to live.
 */
import { describe, expect, it } from 'vitest';
import type { MeDto } from '@phonexport/contracts/accounts';
import { MAX_SESSION_ENTRIES, SESSION_CACHE_TTL_MS, cachedSession, sessionCacheSize } from '../../src/cache/session-cache.ts';
import { api, json, register, registerAdmin, uniqueEmail } from '../support/helpers.ts';
import { registerStaff } from '../support/staff-helpers.ts';
import { postgresAvailable, twoAppsOnOnePostgres } from '../support/postgres-server.ts';

/** Polls `probe` every 50 ms until it returns true; the elapsed ms, or throws after `withinMs`. */
async function within(withinMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!postgresAvailable)('resolved sessions follow changes made through another process', () => {
  const apps = twoAppsOnOnePostgres();

  const me = async (app: typeof apps.env.app, cookie: string) => api(app, { url: '/api/me', cookie });

  it('a sign-out through A makes the cookie a visitor on B at once', async () => {
    const cookie = await register(apps.env.app, uniqueEmail('cache-out'));
    expect((await me(apps.other.app, cookie)).statusCode).toBe(200); // B now holds the session
    expect((await me(apps.other.app, cookie)).statusCode).toBe(200);
    expect((await api(apps.env.app, { url: '/api/auth/sign-out', body: {}, cookie })).statusCode).toBe(200);
    expect((await me(apps.env.app, cookie)).statusCode).toBe(401);
    const ms = await within(1_000, async () => (await me(apps.other.app, cookie)).statusCode === 401);
    expect(ms).toBeLessThan(SESSION_CACHE_TTL_MS);
  });

  it('a demoted manager loses the back office on B at once, and a deactivated one is signed out there', async () => {
    const owner = await registerAdmin({ app: apps.env.app, db: apps.env.database.db }, uniqueEmail('cache-owner'));
    const managerEmail = uniqueEmail('cache-manager');
    const manager = await registerStaff({ app: apps.env.app, db: apps.env.database.db }, 'manager', managerEmail);
    expect((await api(apps.other.app, { url: '/api/admin/orders', cookie: manager })).statusCode).toBe(200);
    const managerId = json<MeDto>(await me(apps.other.app, manager)).id;

    const demoted = await api(apps.env.app, { method: 'PATCH', url: `/api/admin/staff/${managerId}`, body: { role: 'support' }, cookie: owner });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await within(1_000, async () => json<MeDto>(await me(apps.other.app, manager)).role === 'support');
    // Support may read orders but not refund: the permission list B answers is the new role's.
    expect(json<MeDto>(await me(apps.other.app, manager)).permissions).not.toContain('orders.refund');

    const off = await api(apps.env.app, { method: 'POST', url: `/api/admin/staff/${managerId}/deactivate`, body: {}, cookie: owner });
    expect(off.statusCode, off.body).toBe(200);
    await within(1_000, async () => (await me(apps.other.app, manager)).statusCode === 401);
  });

  it('a new name saved through A is the name B answers at once', async () => {
    const cookie = await register(apps.env.app, uniqueEmail('cache-name'));
    expect(json<MeDto>(await me(apps.other.app, cookie)).displayName).not.toBe('Chipo Banda');
    const saved = await api(apps.env.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'Chipo Banda' }, cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<MeDto>(await me(apps.env.app, cookie)).displayName).toBe('Chipo Banda');
    await within(1_000, async () => json<MeDto>(await me(apps.other.app, cookie)).displayName === 'Chipo Banda');
  });

  it('the owner requiring two-factor sign-in locks staff out of the back office on B at once', async () => {
    const owner = await registerAdmin({ app: apps.env.app, db: apps.env.database.db }, uniqueEmail('cache-rule'));
    const agent = await registerStaff({ app: apps.env.app, db: apps.env.database.db }, 'support');
    expect((await api(apps.other.app, { url: '/api/admin/orders', cookie: agent })).statusCode).toBe(200);
    const on = await api(apps.env.app, { method: 'PUT', url: '/api/admin/staff/policy', body: { requireTwoFactor: true }, cookie: owner });
    expect(on.statusCode, on.body).toBe(200);
    try {
      await within(1_000, async () => (await api(apps.other.app, { url: '/api/admin/orders', cookie: agent })).statusCode === 403);
    } finally {
      const { staffPolicy } = await import('../../src/db/schema.ts');
      await apps.env.database.db.update(staffPolicy).set({ requireTwoFactor: false });
      const { forgetResolvedSessions } = await import('../../src/features/accounts/accounts-service.ts');
      forgetResolvedSessions(apps.env.database.db);
      forgetResolvedSessions(apps.other.database.db);
    }
  });
});

describe('the session cache is bounded', () => {
  it(`keeps at most ${MAX_SESSION_ENTRIES} of 100,000 distinct sessions, the newest`, async () => {
    const db = {};
    const expiresAt = new Date(Date.now() + 60_000);
    for (let i = 0; i < 100_000; i++) {
      await cachedSession(db, `s${i}`, async () => ({ value: i, userId: `u${i}`, sessionId: `s${i}`, expiresAt }));
    }
    expect(sessionCacheSize(db)).toBe(MAX_SESSION_ENTRIES);
    let loads = 0;
    const again = (key: string) => cachedSession(db, key, async () => (loads++, { value: -1, userId: 'x', sessionId: key, expiresAt }));
    expect(await again('s99999')).toBe(99_999);
    expect(await again('s0')).toBe(-1);
    expect(loads).toBe(1);
  });

  it('a session past its own expiry is loaded again, and an unknown cookie is never kept', async () => {
    const db = {};
    let loads = 0;
    const soon = () => cachedSession(db, 'short', async () => (loads++, { value: loads, userId: 'u', sessionId: 's', expiresAt: new Date(Date.now() + 30) }));
    expect(await soon()).toBe(1);
    expect(await soon()).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await soon()).toBe(2);
    for (let i = 0; i < 1000; i++) await cachedSession(db, `forged${i}`, async () => null);
    expect(sessionCacheSize(db)).toBe(1);
  });
});
