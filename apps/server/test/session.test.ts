/**
 * GET /api/session (issue 16): what every page asks on load. A visitor gets 200 with a null user
 * (no 401 in the console); a signed-in customer gets themself; GET /api/me still refuses a visitor.
 */
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '@phonexport/contracts/accounts';
import { api, json, register, uniqueEmail, useTestServer } from './helpers.ts';

const t = useTestServer();

describe('GET /api/session', () => {
  it('answers a visitor 200 with user null, and GET /api/me still 401', async () => {
    const res = await api(t.app, { url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(json<SessionDto>(res)).toEqual({ user: null });
    expect((await api(t.app, { url: '/api/me' })).statusCode).toBe(401);
  });

  it('answers a signed-in customer with themself, as /api/me does', async () => {
    const email = uniqueEmail('session');
    const cookie = await register(t.app, email);
    const session = json<SessionDto>(await api(t.app, { url: '/api/session', cookie }));
    expect(session.user).toMatchObject({ email, role: 'customer' });
    expect(session.user).toEqual(json(await api(t.app, { url: '/api/me', cookie })));
  });

  it('treats a forged or stale session cookie as a visitor', async () => {
    const res = await api(t.app, { url: '/api/session', cookie: 'better-auth.session_token=forged.value' });
    expect(res.statusCode).toBe(200);
    expect(json<SessionDto>(res).user).toBeNull();
  });
});
