import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type UserSettings } from '@phonexport/domain/settings';
import { account, addresses, notifications, orders, paymentCheckouts, profiles, session, user, userSettings } from '../../../src/db/schema.ts';
import { ADDRESS, PASSWORD, api, cookieFrom, freshIp, json, placeOrder, register, signIn, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import type { MeDto } from '@phonexport/contracts/accounts';

const t = useTestServer();

const settingsOf = (cookie: string | null) => api(t.app, { url: '/api/settings', cookie });
const patch = (cookie: string, body: unknown) => api(t.app, { method: 'PATCH', url: '/api/settings', body, cookie });
const changePassword = (cookie: string, body: unknown) => api(t.app, { url: '/api/settings/password', body, cookie, ip: freshIp() });
const signInRes = (email: string, password: string) => api(t.app, { url: '/api/auth/sign-in/email', body: { email, password }, ip: freshIp() });

describe('settings (§3 Settings, §9 defaults), kept per user on the server', () => {
  it('a new customer gets the §9 defaults', async () => {
    const res = await settingsOf(await register(t.app, uniqueEmail('defaults')));
    expect(res.statusCode).toBe(200);
    expect(json<UserSettings>(res)).toEqual({
      notifications: { orderUpdates: true, promotions: true, newsletter: false, smsNotifications: false },
      privacy: { profileVisibility: 'private', shareUsageData: false, personalizedAds: false },
      preferences: { language: 'en', currency: 'USD', theme: 'system' },
      account: { twoFactorEnabled: false, passwordChangeRequired: false },
    });
  });

  it('a visitor gets 401 on every settings endpoint', async () => {
    expect((await settingsOf(null)).statusCode).toBe(401);
    expect((await api(t.app, { method: 'PATCH', url: '/api/settings', body: { preferences: { theme: 'dark' } } })).statusCode).toBe(401);
    const profile = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'X' } });
    expect(profile.statusCode).toBe(401);
    expect(json(profile).message).toBe('No user logged in');
    expect((await api(t.app, { url: '/api/settings/password', body: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' } })).statusCode).toBe(401);
    expect((await api(t.app, { method: 'DELETE', url: '/api/account', body: { confirm: true } })).statusCode).toBe(401);
  });

  it('a change is saved, merged with the rest and survives a new sign-in; another customer is not touched', async () => {
    const email = uniqueEmail('owner');
    const alice = await register(t.app, email);
    const bob = await register(t.app, uniqueEmail('other'));
    const first = await patch(alice, { preferences: { theme: 'dark', language: 'fr' } });
    expect(first.statusCode, first.body).toBe(200);
    await patch(alice, { notifications: { newsletter: true }, privacy: { profileVisibility: 'public' } });
    const again = json<UserSettings>(await settingsOf(await signIn(t.app, email)));
    expect(again.preferences).toEqual({ language: 'fr', currency: 'USD', theme: 'dark' });
    // A display currency (issue 22) is kept for the account, so every device shows it.
    expect((await patch(alice, { preferences: { currency: 'ZMW' } })).statusCode).toBe(200);
    expect(json<UserSettings>(await settingsOf(await signIn(t.app, email))).preferences.currency).toBe('ZMW');
    expect(again.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, newsletter: true });
    expect(again.privacy.profileVisibility).toBe('public');
    expect(json<UserSettings>(await settingsOf(bob))).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    [{ preferences: { language: 'it' } }, 'preferences.language', 'Language must be one of en, es, fr, de, zh.'],
    [{ preferences: { theme: 'sepia' } }, 'preferences.theme', 'Theme must be one of light, dark, system.'],
    [{ preferences: { currency: 'KES' } }, 'preferences.currency', 'Currency must be one of USD, EUR, GBP, CAD, AUD, ZAR, BWP, NAD, LSL, SZL, MWK, ZMW, ZWG.'],
    [{ notifications: { newsletter: 'yes' } }, 'notifications.newsletter', 'Must be true or false.'],
    [{ privacy: { profileVisibility: 'friends' } }, 'privacy.profileVisibility', 'Profile visibility must be public or private.'],
    [{ account: { twoFactorEnabled: true } }, 'account', 'Account security settings cannot be changed here.'],
  ])('refuses %j with a field message and changes nothing', async (body, field, message) => {
    const cookie = await register(t.app, uniqueEmail('invalid'));
    const res = await patch(cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({ message, fields: { [field]: message } });
    expect(json<UserSettings>(await settingsOf(cookie))).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses unknown keys and malformed bodies with 400, never 500', async () => {
    const cookie = await register(t.app, uniqueEmail('malformed'));
    for (const body of [{ colour: 'red' }, { preferences: { fontSize: 3 } }, [], 'dark', null]) {
      const res = await patch(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('profile (§2 Settings: display name, read-only e-mail, phone)', () => {
  it('changes the display name and phone, shown by /api/me; the e-mail cannot change', async () => {
    const email = uniqueEmail('profile');
    const cookie = await register(t.app, email);
    const res = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: '  Thandi M.  ', phone: '+27 82 000 1111' }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const me = json<MeDto>(await api(t.app, { url: '/api/me', cookie }));
    expect(me).toMatchObject({ displayName: 'Thandi M.', phone: '+27820001111', email });

    const mail = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'X', email: 'new@example.com' }, cookie });
    expect(mail.statusCode).toBe(400);
    expect(json(mail).message).toBe('Email cannot be changed for security reasons');
    expect(json<MeDto>(await api(t.app, { url: '/api/me', cookie })).email).toBe(email);
  });

  it('requires a display name and a plausible phone number', async () => {
    const cookie = await register(t.app, uniqueEmail('profile-rules'));
    const blank = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: '   ' }, cookie });
    expect(json(blank)).toMatchObject({ message: 'Display name is required.', fields: { displayName: 'Display name is required.' } });
    const phone = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'T', phone: 'call me' }, cookie });
    expect(json(phone)).toMatchObject({ message: 'Please enter a valid phone number.' });
    const cleared = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'T', phone: '' }, cookie });
    expect(json<MeDto>(cleared).phone).toBeNull();
  });
});

describe('password change (§5, and it really changes the password)', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Please fill in all password fields'],
    [{ currentPassword: PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'New passwords do not match'],
    [{ currentPassword: PASSWORD, newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
    [{}, 'Please fill in all password fields'],
  ])('%j → 400 %s', async (body, message) => {
    const cookie = await register(t.app, uniqueEmail('pw-rules'));
    const res = await changePassword(cookie, body);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(message);
  });

  it('a wrong current password is refused with a clear message and the password stays', async () => {
    const email = uniqueEmail('pw-wrong');
    const cookie = await register(t.app, email);
    const res = await changePassword(cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } });
    expect((await signInRes(email, PASSWORD)).statusCode).toBe(200);
    expect((await signInRes(email, 'brand-new-1')).statusCode).toBe(401);
  });

  it('changes the password: the old one stops working, the new one signs in, other sessions are signed out', async () => {
    const email = uniqueEmail('pw-change');
    const cookie = await register(t.app, email);
    const otherDevice = await signIn(t.app, email);
    const res = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Password Changed');
    const fresh = cookieFrom(res);
    expect(fresh).toContain('session_token');
    expect((await api(t.app, { url: '/api/me', cookie: fresh })).statusCode).toBe(200);
    expect((await api(t.app, { url: '/api/me', cookie: otherDevice })).statusCode).toBe(401);
    expect((await signInRes(email, PASSWORD)).statusCode).toBe(401);
    expect((await signInRes(email, 'brand-new-1')).statusCode).toBe(200);
  });
});

describe('account deletion (§2 danger zone): personal data goes, orders stay anonymised', () => {
  it('needs the explicit confirmation', async () => {
    const cookie = await register(t.app, uniqueEmail('del-confirm'));
    const res = await api(t.app, { method: 'DELETE', url: '/api/account', body: {}, cookie });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Please confirm that you want to delete your account.');
    expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('deletes the user, sessions, sign-in, profile, settings, addresses and notifications in one go, and anonymises orders', async () => {
    const email = uniqueEmail('delete');
    const cookie = await register(t.app, email, { phone: '+27 82 555 9999' });
    const otherDevice = await signIn(t.app, email);
    const [me] = await t.db.select().from(user).where(eq(user.email, email));
    const userId = me!.id;
    await patch(cookie, { preferences: { theme: 'dark' } });
    const orderId = await placeOrder(t, cookie, { saveAddress: true });
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before!.customerEmail).toBe(email);
    expect((await t.db.select().from(addresses).where(eq(addresses.userId, userId))).length).toBeGreaterThan(0);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, userId))).length).toBeGreaterThan(0);

    const res = await api(t.app, { method: 'DELETE', url: '/api/account', body: { confirm: true }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Account Deleted');
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);

    for (const table of [user] as const) expect(await t.db.select().from(table).where(eq(table.id, userId))).toEqual([]);
    for (const table of [session, account, addresses, notifications] as const) {
      expect(await t.db.select().from(table).where(eq(table.userId, userId))).toEqual([]);
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    expect(await t.db.select().from(userSettings).where(eq(userSettings.userId, userId))).toEqual([]);
    expect((await api(t.app, { url: '/api/me', cookie })).statusCode).toBe(401);
    expect((await api(t.app, { url: '/api/me', cookie: otherDevice })).statusCode).toBe(401);
    expect((await signInRes(email, PASSWORD)).statusCode).toBe(401);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toBeDefined();
    expect(kept!.userId).toBeNull();
    expect(kept!.totalCents).toBe(before!.totalCents);
    expect(kept!.orderNumber).toBe(before!.orderNumber);
    expect(kept!.customerName).toBe('Deleted customer');
    expect(kept!.customerEmail).toMatch(/@deleted\.invalid$/);
    expect(kept!.customerPhone).toBeNull();
    expect(kept!.shippingAddress).toMatchObject({ name: 'Deleted customer', countryCode: 'ZA', street: '[deleted]', phone: '[deleted]' });
    const stored = JSON.stringify(await t.db.select().from(orders).where(eq(orders.id, orderId)));
    const checkouts = JSON.stringify(await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId)));
    for (const personal of [email, ADDRESS.street, ADDRESS.phone, '+27 82 555 9999', 'Mokoena']) {
      expect(stored).not.toContain(personal);
      expect(checkouts).not.toContain(personal);
    }
  });

  it('the e-mail can register again afterwards, as a new customer with no orders', async () => {
    const email = uniqueEmail('reuse');
    const cookie = await register(t.app, email);
    await placeOrder(t, cookie);
    expect((await api(t.app, { method: 'DELETE', url: '/api/account', body: { confirm: true }, cookie })).statusCode).toBe(200);
    const again = await register(t.app, email);
    expect(json<unknown[]>(await api(t.app, { url: '/api/orders', cookie: again }))).toEqual([]);
  });
});
