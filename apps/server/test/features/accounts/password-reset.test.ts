import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../../../src/db/schema.ts';
import { PASSWORD, api, freshIp, register, startTestServer, uniqueEmail, useTestServer, type TestServer } from '../../support/helpers.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../stand-ins/smtp-stand-in.ts';

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of a raw message. */
function resetLink(raw: string): string {
  const m = /http:\/\/localhost:3000\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]*/.exec(decodeQuotedPrintable(raw));
  if (!m) throw new Error(`no reset link in:\n${raw}`);
  return m[0];
}

const requestReset = (t: TestServer, email: string) =>
  api(t.app, { url: '/api/auth/request-password-reset', body: { email, redirectTo: '/reset-password' }, ip: freshIp() });
const resetWith = (t: TestServer, token: string, newPassword: string) =>
  api(t.app, { url: '/api/auth/reset-password', body: { token, newPassword }, ip: freshIp() });
const signInStatus = async (t: TestServer, email: string, password: string) =>
  (await api(t.app, { url: '/api/auth/sign-in/email', body: { email, password }, ip: freshIp() })).statusCode;

/** Follows the mailed link like a browser: the server redirects to the reset page with the token (or an error). */
async function follow(t: TestServer, link: string): Promise<URL> {
  const res = await api(t.app, { url: link.replace('http://localhost:3000', ''), origin: false });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), 'http://localhost:3000');
}

describe('forgotten password, mail written to the outbox (no SMTP set)', () => {
  const t = useTestServer();
  const outbox = () => path.join(t.dataDir, 'outbox');

  async function mailFor(email: string): Promise<string> {
    const files = await fs.readdir(outbox()).catch(() => [] as string[]);
    for (const f of files.filter((name) => name.endsWith('.eml'))) {
      const raw = await fs.readFile(path.join(outbox(), f), 'utf8');
      if (raw.includes(`To: ${email}`)) return raw;
    }
    throw new Error(`no mail to ${email} in ${files.join(', ')}`);
  }

  it('mails a link that opens the reset page, sets the new password once, and signs out old sessions', async () => {
    const email = uniqueEmail('reset');
    const oldSession = await register(t.app, email);
    const res = await requestReset(t, email);
    expect(res.statusCode, res.body).toBe(200);
    const raw = await mailFor(email);
    expect(raw).toContain('Subject: Reset your PhoneXport password');
    expect(decodeQuotedPrintable(raw)).toContain('valid for 24 hours');

    const landing = await follow(t, resetLink(raw));
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    expect((await resetWith(t, token, 'reset-pass-2')).statusCode).toBe(200);
    expect(await signInStatus(t, email, PASSWORD)).toBe(401);
    expect(await signInStatus(t, email, 'reset-pass-2')).toBe(200);
    expect((await api(t.app, { url: '/api/me', cookie: oldSession })).statusCode).toBe(401);

    // Used once: the same link and token no longer work.
    const again = await resetWith(t, token, 'attacker-pass-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await follow(t, resetLink(raw))).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(await signInStatus(t, email, 'attacker-pass-3')).toBe(401);
  });

  it('the link is valid 24 hours: it expires after that', async () => {
    const email = uniqueEmail('expiry');
    await register(t.app, email);
    await requestReset(t, email);
    const landing = await follow(t, resetLink(await mailFor(email)));
    const token = landing.searchParams.get('token')!;
    const [row] = await t.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    await t.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.id, row!.id));
    expect((await follow(t, resetLink(await mailFor(email)))).searchParams.get('error')).toBe('INVALID_TOKEN');
    const res = await resetWith(t, token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(await signInStatus(t, email, PASSWORD)).toBe(200);
  });

  it('an unknown e-mail gets the same answer and no mail (no account discovery)', async () => {
    const known = uniqueEmail('known');
    await register(t.app, known);
    const unknown = uniqueEmail('nobody');
    const a = await requestReset(t, known);
    const b = await requestReset(t, unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    await expect(mailFor(unknown)).rejects.toThrow();
    const tokens = await t.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect(tokens.length).toBeGreaterThan(0);
  });

  it('a short new password is refused and the token stays usable', async () => {
    const email = uniqueEmail('short');
    await register(t.app, email);
    await requestReset(t, email);
    const token = (await follow(t, resetLink(await mailFor(email)))).searchParams.get('token')!;
    expect((await resetWith(t, token, '123')).statusCode).toBe(400);
    expect((await resetWith(t, token, 'long-enough-1')).statusCode).toBe(200);
  });
});

describe('forgotten password, mail through SMTP when SMTP_HOST is set', () => {
  let smtp: SmtpStandIn;
  let t: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpStandIn({ encoding: 'utf8' });
    t = await startTestServer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: null, password: null }, mailFrom: 'PhoneXport <shop@example.com>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the reset mail to the SMTP server, from MAIL_FROM, and writes nothing to the outbox', async () => {
    const email = uniqueEmail('smtp');
    await register(t.app, email);
    expect((await requestReset(t, email)).statusCode).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('From: PhoneXport <shop@example.com>');
    const token = (await follow(t, resetLink(mail!.raw))).searchParams.get('token')!;
    expect((await resetWith(t, token, 'via-smtp-pass')).statusCode).toBe(200);
    expect(await signInStatus(t, email, 'via-smtp-pass')).toBe(200);
    await expect(fs.readdir(path.join(t.dataDir, 'outbox'))).rejects.toThrow();
  });
});
