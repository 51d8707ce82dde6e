/**
 * TRUST_PROXY (decision 061): behind one proxy (hop count 1) the client's address is the entry
 * the proxy appended, the right-most of X-Forwarded-For; whatever the client wrote to the left is
 * never taken. Rate limits, the sign-in throttle and a session's recorded address all follow it.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AccountSessionDto } from '@phonexport/contracts/staff';
import { loadConfig } from '../../src/config.ts';
import { trustProxyFrom } from '../../src/http/trust-proxy.ts';
import { PASSWORD, api, json, register, uniqueEmail, useTestServer } from '../support/helpers.ts';

const t = useTestServer({ trustProxy: 1 });

/** What an attacker behind the proxy sends: a new made-up address on every request, left of the proxy's entry. */
const spoofed = (i: number, real: string) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, ${real}` });

/**
 * A new customer (`prefix` in the e-mail) of `app` signs in again with `forwardedFor` as the
 * X-Forwarded-For header: the addresses their sessions list shows.
 */
async function sessionAddressesAfterSignIn(app: FastifyInstance, prefix: string, forwardedFor: string): Promise<(string | null)[]> {
  const email = uniqueEmail(prefix);
  const cookie = await register(app, email);
  await api(app, { url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': forwardedFor } });
  const list = json<{ sessions: AccountSessionDto[] }>(await api(app, { url: '/api/account/sessions', cookie }));
  return list.sessions.map((s) => s.ipAddress);
}

describe('hop count 1', () => {
  it('sign-in is still limited at 60 a minute when the left-most X-Forwarded-For changes on every request', { timeout: 90_000 }, async () => {
    const real = '198.51.100.150';
    const statuses: number[] = [];
    // Malformed attempts count too and are refused fast: the 62 fit in the minute's window on a busy machine.
    for (let i = 0; i < 62; i++) {
      const res = await api(t.app, { url: '/api/auth/sign-in/email', body: { email: uniqueEmail('spoof') }, headers: spoofed(i, real) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(0, 60).every((s) => s >= 400 && s < 500)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another real client (another address appended by the proxy) is not affected.
    const other = await api(t.app, { url: '/api/auth/sign-in/email', body: { email: uniqueEmail('spoof'), password: 'wrong-password' }, headers: spoofed(1, '198.51.100.151') });
    expect(other.statusCode).toBe(401);
  });

  it('registration is limited per real address, whatever the client writes on the left', async () => {
    const real = '198.51.100.152';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = uniqueEmail('spoof-reg');
      const res = await api(t.app, {
        url: '/api/accounts/register',
        body: { firstName: 'Spoof', lastName: 'Test', email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
        headers: spoofed(i, real),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("a session records the proxy's entry, not the client's own", async () => {
    const addresses = await sessionAddressesAfterSignIn(t.app, 'session-ip', '203.0.113.9, 198.51.100.153');
    expect(addresses).toContain('198.51.100.153');
    expect(addresses).not.toContain('203.0.113.9');
  });
});

describe('TRUST_PROXY values', () => {
  it('takes false, true (one hop), a hop count, or proxy addresses and CIDR ranges', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses anything else at startup with a message naming the value', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY .*"yes"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .*"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow(/"proxy\.local"/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY must be a hop count/);
  });
});

describe('a list of proxy addresses', () => {
  // app.inject() comes from 127.0.0.1: the proxy at loopback is trusted, nothing else.
  const listed = useTestServer({ trustProxy: ['127.0.0.1'] });

  it('takes the entry the listed proxy appended, never a left-most one', async () => {
    const addresses = await sessionAddressesAfterSignIn(listed.app, 'listed-ip', '203.0.113.10, 198.51.100.154');
    expect(addresses).toContain('198.51.100.154');
    expect(addresses).not.toContain('203.0.113.10');
  });
});
