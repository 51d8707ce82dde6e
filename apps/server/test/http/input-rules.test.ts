/**
 * Issue 23 input rules on every customer endpoint: an over-long text is a 400 naming the field and
 * its limit (never "fill in all required fields", never cut silently), in the request's language;
 * a phone that is not a number in the address's country is a 400 on the phone; phones are stored
 * in E.164; a tracking number typed with spaces finds its order; the quote prices every shipping
 * option with the free shipping minimum, so the option cards agree with the totals.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AddressDto } from '@phonexport/contracts/addresses';
import type { MeDto } from '@phonexport/contracts/accounts';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { TrackingDto } from '@phonexport/contracts/tracking';
import { addresses, orders } from '../../src/db/schema.ts';
import { ADDRESS, api, checkoutBody, json, pickVariant, placeOrder, register, registerAdmin, registrationBody, uniqueEmail, useTestServer } from '../support/helpers.ts';

const t = useTestServer();

type ErrorBody = { message: string; fields: Record<string, string> };
const body400 = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  return JSON.parse(res.body) as ErrorBody;
};

describe('over-long input: 400 naming the field and its limit', () => {
  it('registration', async () => {
    const res = await api(t.app, { url: '/api/accounts/register', body: registrationBody(uniqueEmail('long'), { firstName: 'F'.repeat(61) }) });
    expect(body400(res).fields).toEqual({ firstName: 'First name must be at most 60 characters.' });
  });

  it('profile: a 300-character display name is refused, not cut to 100', async () => {
    const cookie = await register(t.app, uniqueEmail('long-profile'));
    const res = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'N'.repeat(300) }, cookie });
    expect(body400(res).fields).toEqual({ displayName: 'Display name must be at most 100 characters.' });
    const me = json<MeDto>(await api(t.app, { url: '/api/me', cookie }));
    expect(me.displayName).not.toContain('NNNN');
  });

  it('address book: each field names its own limit, in the asked language', async () => {
    const cookie = await register(t.app, uniqueEmail('long-address'));
    for (const [field, value, message] of [
      ['name', 'n'.repeat(121), 'Full name must be at most 120 characters.'],
      ['company', 'c'.repeat(121), 'Company must be at most 120 characters.'],
      ['street', 's'.repeat(3000), 'Street must be at most 200 characters.'],
      ['city', 'c'.repeat(101), 'City must be at most 100 characters.'],
      ['state', 's'.repeat(101), 'State/Province must be at most 100 characters.'],
      ['zipCode', '1'.repeat(21), 'ZIP code must be at most 20 characters.'],
      ['phone', '1'.repeat(31), 'Phone must be at most 30 characters.'],
    ] as const) {
      const res = await api(t.app, { url: '/api/addresses', body: { ...ADDRESS, [field]: value }, cookie });
      expect(body400(res).fields, field).toEqual({ [field]: message });
    }
    const fr = await api(t.app, { url: '/api/addresses', body: { ...ADDRESS, street: 's'.repeat(201) }, cookie, headers: { 'accept-language': 'fr' } });
    expect(body400(fr).fields).toEqual({ street: 'La rue ne doit pas dépasser 200 caractères.' });
    expect(await t.db.select().from(addresses).where(eq(addresses.street, 's'.repeat(201)))).toHaveLength(0);
  });

  it('checkout: a 3,000-character street is the street limit, not "fill in all required fields"', async () => {
    const cookie = await register(t.app, uniqueEmail('long-checkout'));
    const v = await pickVariant(t.db, 5);
    const res = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }], { address: { ...ADDRESS, street: 'x'.repeat(3000) } }), cookie });
    const b = body400(res);
    expect(b.message).toBe('Street must be at most 200 characters.');
    expect(b.fields).toEqual({ 'address.street': 'Street must be at most 200 characters.' });
  });

  it('password change and chat message', async () => {
    const cookie = await register(t.app, uniqueEmail('long-misc'));
    const pw = await api(t.app, { url: '/api/settings/password', body: { currentPassword: 'x', newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, cookie });
    expect(body400(pw).fields).toEqual({ newPassword: 'Password must be at most 128 characters.', confirmPassword: 'Password must be at most 128 characters.' });
    const chat = await api(t.app, { url: '/api/chat/messages', body: { message: 'm'.repeat(2001) }, cookie });
    expect(body400(chat).fields).toEqual({ message: 'Message must be at most 2000 characters.' });
  });

  it('product search', async () => {
    const search = await api(t.app, { method: 'GET', url: `/api/products?search=${'s'.repeat(101)}` });
    expect(body400(search).fields).toEqual({ search: 'Search must be at most 100 characters.' });
  });
});

describe('phone numbers: checked per country, stored in E.164', () => {
  it('the address book reads a national number in the address country and refuses words', async () => {
    const cookie = await register(t.app, uniqueEmail('phone-book'));
    const zm = await api(t.app, { url: '/api/addresses', body: { ...ADDRESS, countryCode: 'ZM', phone: '0977 123456' }, cookie });
    expect(zm.statusCode, zm.body).toBe(201);
    expect(json<AddressDto>(zm).phone).toBe('+260977123456');
    const bad = await api(t.app, { url: '/api/addresses', body: { ...ADDRESS, phone: 'call me maybe' }, cookie });
    expect(body400(bad).fields).toEqual({ phone: 'Please enter a valid phone number.' });
    // PATCH of the phone alone is read in the address's own country (Zambia).
    const patched = await api(t.app, { method: 'PATCH', url: `/api/addresses/${json<AddressDto>(zm).id}`, body: { phone: '097 555 0101' }, cookie });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<AddressDto>(patched).phone).toBe('+260975550101');
  });

  it('checkout refuses a bad phone on address.phone and stores a good one in E.164', async () => {
    const cookie = await register(t.app, uniqueEmail('phone-checkout'));
    const v = await pickVariant(t.db, 5);
    const bad = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }], { address: { ...ADDRESS, phone: 'call me maybe' } }), cookie });
    expect(body400(bad).fields).toEqual({ 'address.phone': 'Please enter a valid phone number.' });
    const id = await placeOrder(t, cookie, { address: { ...ADDRESS, phone: '082 555 0101' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.customerPhone).toBe('+27825550101');
    expect((row!.shippingAddress as { phone: string }).phone).toBe('+27825550101');
  });

  it('profile and registration need the country code when no country is known', async () => {
    const cookie = await register(t.app, uniqueEmail('phone-profile'));
    const national = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'T', phone: '082 555 0101' }, cookie, headers: { 'accept-language': 'de' } });
    expect(body400(national).fields.phone).toBe('Bitte gib die Telefonnummer mit Ländervorwahl ein, z. B. +27 82 555 0101.');
    const ok = await api(t.app, { method: 'PUT', url: '/api/settings/profile', body: { displayName: 'T', phone: '+260 97 555 0101' }, cookie });
    expect(json<MeDto>(ok).phone).toBe('+260975550101');
    const reg = await api(t.app, { url: '/api/accounts/register', body: registrationBody(uniqueEmail('phone-reg'), { phone: 'call me' }) });
    expect(body400(reg).fields).toEqual({ phone: 'Please enter a valid phone number.' });
  });
});

describe('tracking numbers in one form', () => {
  it('a number entered with spaces is stored without them and found however the customer types it', async () => {
    const adminCookie = await registerAdmin(t);
    const cookie = await register(t.app, uniqueEmail('track'));
    const id = await placeOrder(t, cookie);
    const set = await api(t.app, { url: `/api/admin/orders/${id}/status`, body: { status: 'shipped', trackingNumber: '1Z 999 AA1 01 2345 6784' }, cookie: adminCookie });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.trackingNumber).toBe('1Z999AA10123456784');
    for (const typed of ['1Z 999 AA1 01 2345 6784', '1z999aa10123456784', ' 1Z-999-AA1-01-2345-6784 ']) {
      const res = await api(t.app, { method: 'GET', url: `/api/tracking?trackingNumber=${encodeURIComponent(typed)}` });
      expect(res.statusCode, res.body).toBe(200);
      const tracking = json<TrackingDto>(res);
      expect(tracking.isMockData, typed).toBeFalsy();
      expect(tracking.id).toBe('1Z999AA10123456784');
    }
    const bad = await api(t.app, { url: `/api/admin/orders/${id}/shipment-events`, body: { status: 'Scan', statusCode: 'transit', description: 'x', trackingNumber: '1Z!' }, cookie: adminCookie });
    expect(bad.statusCode).toBe(400);
  });
});

describe('shipping options priced like the totals', () => {
  it('with a free shipping minimum reached, every option the quote prices is free, as the summary', async () => {
    const adminCookie = await registerAdmin(t);
    const current = json<{ shipping: Record<string, unknown> }>(await api(t.app, { method: 'GET', url: '/api/admin/settings', cookie: adminCookie }));
    const v = await pickVariant(t.db, 5);
    const quote = async () =>
      json<QuoteDto>(await api(t.app, { url: '/api/cart/quote', body: { lines: [{ variantId: v.id, quantity: 1 }], countryCode: 'LS', shippingOption: 'standard', includeDuty: true } }));
    const before = await quote();
    expect(before.optionShippingCents.standard).toBe(before.totals.shippingCents);
    expect(before.optionShippingCents.standard).toBeGreaterThan(0);
    const put = await api(t.app, { method: 'PUT', url: '/api/admin/settings', body: { ...current, shipping: { ...current.shipping, freeShippingMinimumCents: 100 } }, cookie: adminCookie });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const after = await quote();
      expect(after.totals.shippingCents).toBe(0);
      expect(after.optionShippingCents).toEqual({ standard: 0, express: 0 });
    } finally {
      await api(t.app, { method: 'PUT', url: '/api/admin/settings', body: current, cookie: adminCookie });
    }
  });
});
