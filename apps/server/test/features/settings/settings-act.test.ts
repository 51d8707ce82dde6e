/**
 * Issue 17 "every control on the Settings screen acts" (decision 050), through the API: the
 * Courier API key is the key parcel tracking uses (DHL_API_KEY the fallback), the Card and wallet
 * provider switch closes and opens checkout, the low-stock threshold is validated, and the
 * controls that were removed are neither stored nor answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettingsDto } from '@phonexport/contracts/shop-settings';
import type { TrackingDto } from '@phonexport/contracts/tracking';
import { api, checkoutBody, json, pickVariant, register, registerAdmin, startTestServer, uniqueEmail, type TestServer } from '../../support/helpers.ts';
import { STAND_IN_KEY, startDhlStandIn, type DhlStandIn } from '../../stand-ins/dhl-stand-in.ts';

let dhl: DhlStandIn;
let t: TestServer;
let admin: string;

beforeAll(async () => {
  dhl = await startDhlStandIn();
  t = await startTestServer({ tracking: { dhlApiKey: null, dhlApiBase: dhl.url }, outbox: false });
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await dhl?.close();
});

const current = async () => json<ShopSettingsDto>(await api(t.app, { url: '/api/admin/settings', cookie: admin }));
const save = (body: Partial<ShopSettingsDto>) => api(t.app, { method: 'PUT', url: '/api/admin/settings', cookie: admin, body });

describe('settings that act', () => {
  it('tracks with the Courier API key saved in Settings (sample data without one)', async () => {
    const track = async () => json<TrackingDto>(await api(t.app, { url: '/api/tracking?trackingNumber=JD014600006281230704' }));
    expect((await track()).isMockData).toBe(true);
    const s = await current();
    expect((await save({ shipping: { ...s.shipping, courierApiKey: STAND_IN_KEY } })).statusCode).toBe(200);
    const live = await track();
    expect(live).toMatchObject({ source: 'courier', isMockData: false });
    expect(dhl.requests.at(-1)).toEqual({ trackingNumber: 'JD014600006281230704', apiKey: STAND_IN_KEY });
    expect((await save({ shipping: { ...s.shipping, courierApiKey: '' } })).statusCode).toBe(200);
    expect((await track()).isMockData).toBe(true);
  });

  it('closes checkout while the Card and wallet provider is off, charging nothing, and opens it again', async () => {
    const cookie = await register(t.app, uniqueEmail('closed'));
    const v = await pickVariant(t.db, 5);
    const s = await current();
    expect((await save({ payment: { walletEnabled: false } })).statusCode).toBe(200);
    try {
      expect(json(await api(t.app, { url: '/api/checkout/payment' }))).toMatchObject({ provider: 'none' });
      const captures = t.payments.captures.length;
      const refused = await api(t.app, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: v.id, quantity: 1 }]) });
      expect(refused.statusCode).toBe(503);
      expect(json(refused).message).toMatch(/Payments are not set up/);
      expect(t.payments.captures.length).toBe(captures);
    } finally {
      expect((await save({ payment: s.payment })).statusCode).toBe(200);
    }
    expect(json(await api(t.app, { url: '/api/checkout/payment' }))).toMatchObject({ provider: 'test' });
    expect((await api(t.app, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: v.id, quantity: 1 }]) })).statusCode).toBe(201);
  });

  it('validates the low-stock threshold', async () => {
    const s = await current();
    const res = await save({ notifications: { ...s.notifications, lowInventoryThreshold: -1 } });
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields['notifications.lowInventoryThreshold']).toBe('Low stock threshold cannot be negative');
    expect((await save({ notifications: { ...s.notifications, lowInventoryThreshold: 2 } })).statusCode).toBe(200);
    expect((await current()).notifications.lowInventoryThreshold).toBe(2);
  });

  it('neither stores nor answers the removed controls', async () => {
    const s = await current();
    const res = await save({
      general: { ...s.general, enableWishlist: true, inventoryTracking: false } as ShopSettingsDto['general'],
      payment: { walletEnabled: true, walletClientId: 'abc', cardEnabled: true } as ShopSettingsDto['payment'],
      shipping: { ...s.shipping, standardShippingRateCents: 100 } as ShopSettingsDto['shipping'],
    });
    expect(res.statusCode).toBe(200);
    const after = JSON.stringify(await current());
    for (const gone of ['enableWishlist', 'inventoryTracking', 'walletClientId', 'cardEnabled', 'standardShippingRateCents']) expect(after).not.toContain(gone);
    expect(JSON.stringify(json(await api(t.app, { url: '/api/shop-settings' })))).not.toContain('wishlist');
  });
});
