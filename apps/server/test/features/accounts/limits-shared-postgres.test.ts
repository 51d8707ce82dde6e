/**
 * Sign-in, registration and reset limits are counted in the database (decision 061): two server
 * processes on one PostgreSQL database — two apps, each with its own connection pool, as behind
 * a load balancer — allow the limit once between them, not once each. A sign-out through one
 * closes that session's live sockets on the other at once.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_SESSION_ENDED } from '@phonexport/domain/chat';
import { ORIGIN, PASSWORD, api, listenOnPort, register, uniqueEmail } from '../../support/helpers.ts';
import { connectLive } from '../../support/live-client.ts';
import { postgresAvailable, twoAppsOnOnePostgres } from '../../support/postgres-server.ts';

describe.skipIf(!postgresAvailable)('limits shared by two processes on PostgreSQL', () => {
  const apps = twoAppsOnOnePostgres();

  it('60 sign-ins a minute per address across both processes, then 429 on either', { timeout: 90_000 }, async () => {
    const ip = '198.51.100.160';
    // Every attempt counts, a malformed one too (it is refused fast, so the 60 fit in the minute's window on a busy machine).
    const attempt = (app: typeof apps.env.app) => api(app, { url: '/api/auth/sign-in/email', body: { email: uniqueEmail('shared') }, ip });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await attempt(i % 2 ? apps.other.app : apps.env.app)).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    const past = [apps.env.app, apps.other.app];
    for (const app of past) {
      const res = await attempt(app);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('10 registrations a minute per address across both processes', async () => {
    const ip = '198.51.100.161';
    const register = (app: typeof apps.env.app) => {
      const email = uniqueEmail('shared-reg');
      return api(app, { url: '/api/accounts/register', body: { firstName: 'Two', lastName: 'Processes', email, password: PASSWORD, confirmPassword: PASSWORD, terms: true }, ip });
    };
    for (let i = 0; i < 5; i++) expect((await register(apps.env.app)).statusCode).toBeLessThan(300);
    for (let i = 0; i < 5; i++) expect((await register(apps.other.app)).statusCode).toBeLessThan(300);
    expect((await register(apps.env.app)).statusCode).toBe(429);
    expect((await register(apps.other.app)).statusCode).toBe(429);
  });

  it('10 reset requests a minute per address across both processes', async () => {
    const ip = '198.51.100.162';
    const reset = (app: typeof apps.env.app) =>
      api(app, { url: '/api/auth/request-password-reset', body: { email: uniqueEmail('shared-reset'), redirectTo: '/reset-password' }, ip });
    for (let i = 0; i < 10; i++) expect((await reset(i % 2 ? apps.other.app : apps.env.app)).statusCode).toBe(200);
    expect((await reset(apps.other.app)).statusCode).toBe(429);
  });

  it("a sign-out through one process closes the session's socket on the other at once", async () => {
    const cookie = await register(apps.env.app, uniqueEmail('signout-two'));
    const sock = await connectLive(await listenOnPort(apps.other.app), { cookie, origin: ORIGIN });
    const closed = new Promise<number>((resolve) => sock.ws.once('close', (code) => resolve(code)));
    const started = Date.now();
    expect((await api(apps.env.app, { url: '/api/auth/sign-out', body: {}, cookie })).statusCode).toBe(200);
    expect(await closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    // Not the periodic check (every 60 s here): the NOTIFY from the other process.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
