/**
 * Parcel tracking (storefront spec §2, §7, §8) against a local stand-in for the DHL API: the
 * shop's own shipment events come first, the courier's answer is read from shipments[0], each
 * error status gets the spec's message, server and network errors (and no key) give sample data
 * marked as such.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import type { TrackingDto } from '@phonexport/contracts/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { api, checkoutBody, ORIGIN, json, pickVariant, register, registerAdmin, startTestServer, uniqueEmail, userIdOf, type TestServer } from '../../support/helpers.ts';
import { STAND_IN_KEY, startDhlStandIn, type DhlStandIn } from '../../stand-ins/dhl-stand-in.ts';

let dhl: DhlStandIn;
let t: TestServer;

beforeAll(async () => {
  dhl = await startDhlStandIn();
  t = await startTestServer({ tracking: { dhlApiKey: STAND_IN_KEY, dhlApiBase: dhl.url } });
});

afterAll(async () => {
  await t?.close();
  await dhl?.close();
});

const track = (n: string) => api(t.app, { url: `/api/tracking?trackingNumber=${encodeURIComponent(n)}` });

describe('tracking through the courier API', () => {
  it('reads shipments[0] with the API key header', async () => {
    const res = await track('JD014600006281230704');
    expect(res.statusCode).toBe(200);
    const body = json<TrackingDto>(res);
    expect(body).toMatchObject({
      id: 'JD014600006281230704',
      source: 'courier',
      isMockData: false,
      origin: 'Shenzhen, CN',
      destination: 'Lusaka, ZM',
      status: { statusCode: 'transit', status: 'Arrived at Delivery Facility', location: 'Lusaka, ZM' },
      details: { product: { productName: 'DHL Express Worldwide' } },
    });
    expect(body.events.map((e) => e.status)).toEqual(['Arrived at Delivery Facility', 'Picked up']);
    expect(dhl.requests.at(-1)).toEqual({ trackingNumber: 'JD014600006281230704', apiKey: STAND_IN_KEY });
  });

  it.each([
    ['STATUS-404', 404, 'Tracking number not found. Please check the number and try again.'],
    ['STATUS-401', 502, 'API authentication failed. Please contact support.'],
    ['STATUS-429', 429, 'Too many requests. Please wait a moment and try again.'],
    ['STATUS-400', 502, 'API Error: 400 - Invalid tracking number format'],
    ['EMPTY', 404, 'No tracking information found for this number.'],
  ])('%s answers %i with the spec message', async (number, status, message) => {
    const res = await track(number);
    expect(res.statusCode).toBe(status);
    expect(json(res).message).toBe(message);
  });

  it.each(['STATUS-500', 'STATUS-503', 'HANGUP'])('%s falls back to sample data, marked as sample', async (number) => {
    const res = await track(number);
    expect(res.statusCode).toBe(200);
    expect(json<TrackingDto>(res)).toMatchObject({ id: number.replace('-', ''), isMockData: true, source: 'sample' });
  });

  it('a blank or malformed number is refused before any call', async () => {
    const before = dhl.requests.length;
    // Spaces and dashes are separators (issue 23: 'abc def' is ABCDEF); too short or other characters are refused.
    for (const n of ['', '   ', 'a b', 'abc+def', '<script>']) {
      const res = await track(n);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Please enter a valid tracking number.');
    }
    expect(dhl.requests.length).toBe(before);
  });

  it("the shop's own shipment events come first for an order's tracking number", async () => {
    const customer = await register(t.app, uniqueEmail('track'));
    const admin = await registerAdmin(t, uniqueEmail('admin'), { firstName: 'Support', lastName: 'Agent' });
    const v = await pickVariant(t.db, 5);
    const placed = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie: customer });
    expect(placed.statusCode).toBe(201);
    const order = json<OrderDto>(placed);
    const number = `PXT${Date.now()}`;
    const scan = { status: 'Departed facility', statusCode: 'transit', location: 'Hong Kong, HK', description: 'Parcel left the Hong Kong hub', trackingNumber: number };
    expect((await api(t.app, { url: `/api/admin/orders/${order.id}/shipment-events`, body: scan, cookie: customer })).statusCode).toBe(403);
    expect((await api(t.app, { url: `/api/admin/orders/${order.id}/shipment-events`, body: scan, cookie: admin })).statusCode).toBe(201);
    const before = dhl.requests.length;
    const body = json<TrackingDto>(await track(number));
    expect(body).toMatchObject({ source: 'shop', isMockData: false, orderNumber: order.orderNumber, destination: 'Cape Town, ZA', status: { status: 'Departed facility', location: 'Hong Kong, HK' } });
    expect(body.events.map((e) => e.status)).toEqual(['Departed facility', 'Order confirmed']);
    expect(dhl.requests.length).toBe(before);
    const other = await api(t.app, { url: `/api/admin/orders/${order.id}/shipment-events`, body: { ...scan, trackingNumber: 'OTHER123' }, cookie: admin });
    expect(other.statusCode).toBe(409);
  });
});

describe('what a customer sees after the back office changes the status', () => {
  it('tracking and the order API carry customer texts only: no staff e-mail, no staff or user ids, no raw status codes', async () => {
    const customer = await register(t.app, uniqueEmail('track'));
    const adminEmail = uniqueEmail('staff');
    const admin = await registerAdmin(t, adminEmail);
    const adminId = await userIdOf(t.app, admin);
    const customerId = await userIdOf(t.app, customer);
    const v = await pickVariant(t.db, 5);
    const order = json<OrderDto>(await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie: customer }));
    const number = `PXS${Date.now()}`;
    for (const body of [{ status: 'processing' }, { status: 'shipped', trackingNumber: number }, { status: 'delivered' }]) {
      const res = await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body, cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The admin's own view keeps the staff details.
    const adminView = await api(t.app, { url: `/api/admin/orders/${order.id}`, cookie: admin });
    expect(adminView.body).toContain(adminEmail);

    const res = await track(number);
    expect(res.statusCode).toBe(200);
    const body = json<TrackingDto>(res);
    expect(body.events.map((e) => [e.status, e.description])).toEqual([
      ['Delivered', 'Delivered — your parcel has arrived'],
      ['Shipped', 'Shipped — handed to the courier'],
      ['Preparing your order', 'Your order is being packed for shipment.'],
      ['Order confirmed', 'Payment received — your order is confirmed.'],
    ]);
    expect(body.events.map((e) => e.orderStatus)).toEqual(['delivered', 'shipped', 'processing', 'confirmed']);
    expect(body.status).toMatchObject({ status: 'Delivered', statusCode: 'delivered' });
    for (const raw of ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']) {
      expect(body.events.some((e) => e.status === raw || e.description === raw), raw).toBe(false);
    }
    for (const secret of [adminEmail, adminId, customerId, 'Status changed', 'actorId']) expect(res.body, secret).not.toContain(secret);

    for (const url of ['/api/orders', `/api/orders/${order.id}`]) {
      const mine = await api(t.app, { url, cookie: customer });
      expect(mine.statusCode).toBe(200);
      for (const secret of [adminEmail, adminId, 'Status changed', 'actorId']) expect(mine.body, `${url} ${secret}`).not.toContain(secret);
    }
  });
});

describe('tracking without a key', () => {
  it('answers sample data, marked as sample, without calling the courier', async () => {
    // A second app on the same database, built without a courier key.
    const { app: plain } = await buildApp({ db: t.db, authSecret: 'x'.repeat(40), publicUrl: ORIGIN, dataDir: t.dataDir, webDist: t.dataDir, logLevel: 'silent' });
    try {
      const before = dhl.requests.length;
      const res = await api(plain, { url: '/api/tracking?trackingNumber=1Z12345678123456' });
      expect(res.statusCode).toBe(200);
      expect(json<TrackingDto>(res)).toMatchObject({ isMockData: true, source: 'sample', id: '1Z12345678123456' });
      expect(dhl.requests.length).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
