/**
 * GET /api/session (issue 16): what every page asks on load. A visitor gets 200 with a null user
 * (no 401 in the console); a signed-in customer gets themself; GET /api/me still refuses a visitor.
 */
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '@phonexport/contracts/accounts';
import { api, json, register, uniqueEmail, useTestServer } from '../support/helpers.ts';

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

describe('server messages in the chosen language (Accept-Language)', () => {
  const register = (lang: string | undefined, body: Record<string, unknown>) =>
    api(t.app, { url: '/api/accounts/register', body, headers: lang ? { 'accept-language': lang } : {} });
  const incomplete = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret12', confirmPassword: 'other123', terms: true };

  it('answers a 400 with its message and field message in German, French, Spanish and Chinese', async () => {
    const english = json(await register(undefined, incomplete));
    expect(english.message).toBe('Passwords do not match.');
    const german = await register('de-DE,de;q=0.9,en;q=0.8', incomplete);
    expect(german.statusCode).toBe(400);
    expect(german.headers.vary).toContain('Accept-Language');
    expect(json(german)).toMatchObject({ message: 'Die Passwörter stimmen nicht überein.', fields: { confirmPassword: 'Die Passwörter stimmen nicht überein.' } });
    expect(json(await register('fr', incomplete)).message).toBe('Les mots de passe ne correspondent pas.');
    expect(json(await register('es', incomplete)).message).toBe('Las contraseñas no coinciden.');
    expect(json(await register('zh-CN', incomplete)).message).toBe('两次输入的密码不一致。');
  });

  it("words a schema's default message (no text of ours) in the request's language with zod's own locales", async () => {
    const body = { ...incomplete, firstName: 42 };
    type Answer = { message: string; fields?: Record<string, string> };
    const english = json<Answer>(await register(undefined, body));
    expect(english.fields?.firstName).toMatch(/^Invalid input: expected string/);
    const french = json<Answer>(await register('fr', body));
    expect(french.fields?.firstName).toMatch(/^Entrée invalide/);
    expect(french.message).toBe(french.fields?.firstName);
    expect(json<Answer>(await register('zh', body)).fields?.firstName).toMatch(/^无效输入/);
  });

  it('answers a visitor on a signed-in route in their language, and in English for a language the shop lacks', async () => {
    expect(json(await api(t.app, { url: '/api/orders', headers: { 'accept-language': 'fr' } })).message).toBe('Veuillez vous connecter pour continuer.');
    expect(json(await api(t.app, { url: '/api/orders', headers: { 'accept-language': 'it' } })).message).toBe('Please sign in to continue.');
  });
});
