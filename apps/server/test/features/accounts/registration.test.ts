import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user } from '../../../src/db/schema.ts';
import { PASSWORD, api, cookieFrom, freshIp, json, registrationBody, signIn, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import type { MeDto } from '@phonexport/contracts/accounts';

const t = useTestServer();

const FIRST = 'First name is required.';
const LAST = 'Last name is required.';
const EMAIL = 'Email is required.';
const EMAIL_INVALID = 'Please enter a valid email address.';
const SHORT = 'Password must be at least 6 characters long.';
const MISMATCH = 'Passwords do not match.';
const TERMS = 'Please accept the terms and conditions.';

function postRegister(body: unknown) {
  return api(t.app, { url: '/api/accounts/register', body, ip: freshIp() });
}

async function expectRefused(body: unknown, field: string, message: string) {
  const res = await postRegister(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(json(res)).toMatchObject({ error: 'Bad Request', message, fields: { [field]: message } });
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('POST /api/accounts/register: §5 rules, in order', () => {
  const base = () => registrationBody(uniqueEmail('rules'));

  it.each([
    ['first name blank', { firstName: '  ' }, 'firstName', FIRST],
    ['last name blank', { lastName: '' }, 'lastName', LAST],
    ['e-mail blank', { email: ' ' }, 'email', EMAIL],
    ['e-mail without a domain dot', { email: 'thandi@example' }, 'email', EMAIL_INVALID],
    ['e-mail with a space', { email: 'thandi mokoena@example.com' }, 'email', EMAIL_INVALID],
    ['password of 5 characters', { password: '12345', confirmPassword: '12345' }, 'password', SHORT],
    ['passwords differ', { confirmPassword: `${PASSWORD}x` }, 'confirmPassword', MISMATCH],
    ['terms not accepted', { terms: false }, 'terms', TERMS],
  ])('%s → 400 with its message', async (_name, over, field, message) => {
    await expectRefused({ ...base(), ...over }, field, message);
  });

  it('checks in the spec order: the first failing rule wins', async () => {
    const allWrong = { firstName: '', lastName: '', email: 'bad', password: '1', confirmPassword: '2', terms: false };
    await expectRefused(allWrong, 'firstName', FIRST);
    await expectRefused({ ...allWrong, firstName: 'Thandi' }, 'lastName', LAST);
    await expectRefused({ ...allWrong, firstName: 'Thandi', lastName: 'Mokoena', email: '' }, 'email', EMAIL);
    await expectRefused({ ...allWrong, firstName: 'Thandi', lastName: 'Mokoena' }, 'email', EMAIL_INVALID);
    await expectRefused({ ...allWrong, firstName: 'Thandi', lastName: 'Mokoena', email: 'a@b.co' }, 'password', SHORT);
    await expectRefused({ ...allWrong, firstName: 'Thandi', lastName: 'Mokoena', email: 'a@b.co', password: '123456' }, 'confirmPassword', MISMATCH);
    await expectRefused(
      { ...allWrong, firstName: 'Thandi', lastName: 'Mokoena', email: 'a@b.co', password: '123456', confirmPassword: '123456' },
      'terms',
      TERMS,
    );
  });

  it('missing first name AND bad e-mail → the first-name message', async () => {
    await expectRefused({ ...base(), firstName: '', email: 'not-an-email' }, 'firstName', FIRST);
  });

  it('a field left out entirely gets the same message as a blank one', async () => {
    const { firstName: _f, email: _e, ...withoutFirstNameAndEmail } = base();
    await expectRefused(withoutFirstNameAndEmail, 'firstName', FIRST);
    const { lastName: _l, ...withoutLastName } = base();
    await expectRefused(withoutLastName, 'lastName', LAST);
    const { terms: _t, ...withoutTerms } = base();
    await expectRefused(withoutTerms, 'terms', TERMS);
    await expectRefused({}, 'firstName', FIRST);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const raw of ['{"firstName":', '[]', '"text"', 'null']) {
      const res = await api(t.app, { url: '/api/accounts/register', raw, ip: freshIp() });
      expect(res.statusCode, raw).toBe(400);
      expect(json(res).fields).toBeTypeOf('object');
    }
    const wrongTypes = await postRegister({ ...base(), terms: 'yes', firstName: 42 });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it('does not create an account when a rule fails', async () => {
    const email = uniqueEmail('refused');
    await expectRefused(registrationBody(email, { terms: false }), 'terms', TERMS);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe('successful registration', () => {
  const email = uniqueEmail('Success').toUpperCase();
  let cookie = '';

  it('answers 201 with the profile (role customer) and a session cookie', async () => {
    const res = await postRegister(registrationBody(`  ${email} `, { firstName: ' Thandi ', phone: '+27 82 555 0101' }));
    expect(res.statusCode, res.body).toBe(201);
    const me = json<MeDto>(res);
    expect(me).toMatchObject({ email: email.toLowerCase(), displayName: 'Thandi Mokoena', phone: '+27825550101', role: 'customer' });
    cookie = cookieFrom(res);
    expect(cookie).toMatch(/session_token=/);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('the cookie signs the user in: GET /api/me', async () => {
    const res = await api(t.app, { url: '/api/me', cookie });
    expect(res.statusCode).toBe(200);
    expect(json<MeDto>(res)).toMatchObject({ email: email.toLowerCase(), role: 'customer', displayName: 'Thandi Mokoena' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase()));
    expect(profile).toMatchObject({ role: 'customer', phone: '+27825550101' });
  });

  it('a visitor or a forged cookie is not signed in', async () => {
    expect((await api(t.app, { url: '/api/me' })).statusCode).toBe(401);
    expect((await api(t.app, { url: '/api/me', cookie: 'better-auth.session_token=forged.value' })).statusCode).toBe(401);
  });

  it('the same e-mail again (any case) → 409 with the spec message', async () => {
    for (const again of [email, email.toLowerCase(), ` ${email.toLowerCase()}`]) {
      const res = await postRegister(registrationBody(again));
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res).message).toBe('An account with this email already exists.');
    }
    expect(await t.db.select().from(user).where(eq(user.email, email.toLowerCase()))).toHaveLength(1);
  });

  it('signs in with the password, and refuses a wrong one', async () => {
    const signedIn = await signIn(t.app, email.toLowerCase());
    expect((await api(t.app, { url: '/api/me', cookie: signedIn })).statusCode).toBe(200);
    const wrong = await api(t.app, { url: '/api/auth/sign-in/email', body: { email: email.toLowerCase(), password: 'wrong-password' }, ip: freshIp() });
    expect(wrong.statusCode).toBe(401);
    expect(cookieFrom(wrong)).toBe('');
  });

  it('better-auth refuses a cookie-carrying POST without the shop Origin (CSRF), and signs out with it', async () => {
    const session = await signIn(t.app, email.toLowerCase());
    const noOrigin = await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: session, origin: false, ip: freshIp() });
    expect(noOrigin.statusCode).toBe(403);
    const evil = await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: session, origin: false, headers: { origin: 'https://evil.example' }, ip: freshIp() });
    expect(evil.statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/me', cookie: session })).statusCode).toBe(200);

    const ok = await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: session, ip: freshIp() });
    expect(ok.statusCode).toBe(200);
    expect((await api(t.app, { url: '/api/me', cookie: session })).statusCode).toBe(401);
    // the first session is independent and still valid
    expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('registration is limited per address (10 a minute)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api(t.app, { url: '/api/accounts/register', body: registrationBody('x@y.z', { terms: false }), ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
