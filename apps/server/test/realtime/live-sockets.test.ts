/**
 * Live socket caps and sign-out (issue 29, decision 061): at most 5 open sockets per session, 20
 * per user and 100 per client address (LIVE_SOCKET_CAPS); one more is closed at once with 4429
 * and a reason while the open ones stay. A sign-out or a revoked session closes that session's
 * sockets at once — not at the periodic session check, here set to ten minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_TOO_MANY_SOCKETS, LIVE_SOCKET_CAPS } from '@phonexport/domain/chat';
import type { AccountSessionDto } from '@phonexport/contracts/staff';
import { ORIGIN, PASSWORD, api, cookieFrom, json, listenOnPort, register, uniqueEmail, useTestServer } from '../support/helpers.ts';
import { connectLive, type LiveClient } from '../support/live-client.ts';

const t = useTestServer({ liveSessionCheckMs: 600_000 });
let base = '';
const open: LiveClient[] = [];

beforeAll(async () => {
  base = await listenOnPort(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

async function live(cookie: string, ip = '198.51.100.170'): Promise<LiveClient> {
  const c = await connectLive(base, { cookie, origin: ORIGIN, headers: { 'x-forwarded-for': ip } });
  open.push(c);
  return c;
}

/** Opens one more socket and resolves with how it ended: closed with a code and reason, or 'hello' when accepted. */
function attempt(cookie: string, ip = '198.51.100.170'): Promise<{ code: number; reason: string } | 'hello'> {
  const ws = new WebSocket(base.replace(/^http/, 'ws') + '/api/live', { headers: { cookie, origin: ORIGIN, 'x-forwarded-for': ip } });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    ws.once('message', (raw) => {
      if ((JSON.parse(String(raw)) as { type: string }).type === 'hello') {
        ws.close();
        resolve('hello');
      }
    });
  });
}

const closedWith = (c: LiveClient) => new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));

async function signInAgain(email: string, ip: string): Promise<string> {
  return cookieFrom(await api(t.app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, ip }));
}

describe('caps', () => {
  it(`${LIVE_SOCKET_CAPS.perSession} sockets per session: one more is closed with 4429; closing one frees a place`, async () => {
    const cookie = await register(t.app, uniqueEmail('tabs'));
    const sockets: LiveClient[] = [];
    for (let i = 0; i < LIVE_SOCKET_CAPS.perSession; i++) sockets.push(await live(cookie));
    expect(await attempt(cookie)).toEqual({ code: LIVE_CLOSE_TOO_MANY_SOCKETS, reason: 'Too many live connections: close another tab or window' });
    // The open ones are untouched.
    expect(sockets.every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    await sockets[0]!.close();
    await expect.poll(() => attempt(cookie)).toBe('hello');
  });

  it(`${LIVE_SOCKET_CAPS.perUser} sockets per user, over several sessions`, async () => {
    const email = uniqueEmail('devices');
    const ip = '198.51.100.171';
    const sessions = [await register(t.app, email)];
    for (let i = 1; i < 5; i++) sessions.push(await signInAgain(email, ip));
    for (let i = 0; i < LIVE_SOCKET_CAPS.perUser; i++) await live(sessions[Math.floor(i / LIVE_SOCKET_CAPS.perSession)]!, ip);
    // The fifth session has none open, but the user has 20.
    expect(await attempt(sessions[4]!, ip)).toMatchObject({ code: LIVE_CLOSE_TOO_MANY_SOCKETS });
  });

  it(`${LIVE_SOCKET_CAPS.perAddress} sockets per client address, over several users`, async () => {
    const ip = '198.51.100.172';
    const users = LIVE_SOCKET_CAPS.perAddress / LIVE_SOCKET_CAPS.perSession; // 20 sessions of 5 sockets
    const cookies: string[] = [];
    for (let i = 0; i < users; i++) cookies.push(await register(t.app, uniqueEmail('nat')));
    for (const cookie of cookies) {
      for (let i = 0; i < LIVE_SOCKET_CAPS.perSession; i++) await live(cookie, ip);
    }
    const newcomer = await register(t.app, uniqueEmail('nat-new'));
    expect(await attempt(newcomer, ip)).toMatchObject({ code: LIVE_CLOSE_TOO_MANY_SOCKETS });
    // The same customer from another address is welcome.
    expect(await attempt(newcomer, '198.51.100.173')).toBe('hello');
  });
});

describe('sign-out closes sockets at once', () => {
  it("sign-out closes that session's sockets with 4401, not the same user's other session", async () => {
    const email = uniqueEmail('signout');
    const ip = '198.51.100.174';
    const phone = await register(t.app, email);
    const laptop = await signInAgain(email, ip);
    const [a, b, other] = [await live(phone, ip), await live(phone, ip), await live(laptop, ip)];
    const started = Date.now();
    const closed = Promise.all([closedWith(a), closedWith(b)]);
    expect((await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: phone, ip })).statusCode).toBe(200);
    expect(await closed).toEqual([LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_SESSION_ENDED]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('revoking a session from the account page closes its sockets at once', async () => {
    const email = uniqueEmail('revoke');
    const ip = '198.51.100.175';
    const mine = await register(t.app, email);
    const lost = await signInAgain(email, ip);
    const sock = await live(lost, ip);
    const closed = closedWith(sock);
    const list = json<{ sessions: AccountSessionDto[] }>(await api(t.app, { url: '/api/account/sessions', cookie: mine }));
    const target = list.sessions.find((s) => !s.current)!;
    expect((await api(t.app, { method: 'DELETE', url: `/api/account/sessions/${target.id}`, cookie: mine })).statusCode).toBe(204);
    expect(await closed).toBe(LIVE_CLOSE_SESSION_ENDED);
  });
});
