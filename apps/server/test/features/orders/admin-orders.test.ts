/**
 * Back office orders, customers, settings and reports (back office §2, §4, §7): a status change
 * records the event and notifies the customer in one go; customers are derived from their orders;
 * settings are used by the shop; reports are per-day aggregates.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import type { DashboardDto, ReportDto } from '@phonexport/contracts/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDto } from '@phonexport/contracts/cart';
import { DEFAULT_SETTINGS } from '@phonexport/domain/admin';
import { api, checkoutAs, json, pickVariant, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import type { NotificationListDto } from '@phonexport/contracts/notifications';
import type { AdminCustomerListDto } from '@phonexport/contracts/customers';

const t = useTestServer();
let admin = '';
let alice = '';
let aliceEmail = '';
let order: OrderDto;

beforeAll(async () => {
  admin = await registerAdmin(t);
  aliceEmail = uniqueEmail('alice');
  alice = await register(t.app, aliceEmail);
  const v = await pickVariant(t.db, 20);
  order = await checkoutAs(t.app, alice, [{ variantId: v.id, quantity: 2 }]);
});

describe('order status', () => {
  it('lists the order with counters and contact details', async () => {
    const list = (await api(t.app, { url: `/api/admin/orders?search=${order.orderNumber}`, cookie: admin })).json();
    expect(list.items[0]).toMatchObject({ id: order.id, customerEmail: aliceEmail, customerPhone: expect.any(String) });
    expect(list.counts.confirmed).toBe(1);
  });

  it('moving to shipped with a tracking number records an event and notifies the customer', async () => {
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body: { status: 'shipped', trackingNumber: 'DHL123456789' }, cookie: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`Order status updated and customer ${order.customerName} has been notified`);
    expect(body.order).toMatchObject({ status: 'shipped', trackingNumber: 'DHL123456789' });
    const last = body.order.events.at(-1);
    expect(last).toMatchObject({ status: 'shipped', statusCode: 'transit', actorId: expect.any(String) });
    expect(last.description).toContain('from confirmed to shipped');
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(notes.items[0]).toMatchObject({ title: 'Order Shipped', type: 'order', orderId: order.id, read: false });
    expect(notes.items[0]!.message).toContain('DHL123456789');
    const mine = json<OrderDto>(await api(t.app, { url: `/api/orders/${order.id}`, cookie: alice }));
    expect(mine).toMatchObject({ status: 'shipped', trackingNumber: 'DHL123456789' });
  });

  it("answers 'Order not found' for a malformed or unknown id on every order route, and customers never see the account id", async () => {
    for (const id of ['nope', crypto.randomUUID()]) {
      const calls = [
        { url: `/api/admin/orders/${id}`, method: 'GET' as const },
        { url: `/api/admin/orders/${id}/status`, body: { status: 'processing' } },
        { url: `/api/admin/orders/${id}/cancel`, body: {} },
        { url: `/api/admin/orders/${id}/refund`, body: { amount: '1.00' } },
        { url: `/api/admin/orders/${id}/shipment-events`, body: { status: 'Scanned', statusCode: 'transit', description: 'Scanned at hub' } },
      ];
      for (const call of calls) {
        const res = await api(t.app, { ...call, cookie: admin });
        expect(res.statusCode, call.url).toBe(404);
        expect(json<{ message: string }>(res).message, call.url).toBe('Order not found');
      }
      const mine = await api(t.app, { url: `/api/orders/${id}`, cookie: alice });
      expect(mine.statusCode).toBe(404);
      expect(json<{ message: string }>(mine).message).toBe('Order not found');
    }
    expect(json<Record<string, unknown>>(await api(t.app, { url: `/api/orders/${order.id}`, cookie: alice }))).not.toHaveProperty('userId');
    expect(json<Record<string, unknown>[]>(await api(t.app, { url: '/api/orders', cookie: alice }))[0]).not.toHaveProperty('userId');
  });

  it('refuses an unknown status and an unknown order without changing anything', async () => {
    const bad = await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body: { status: 'lost' }, cookie: admin });
    expect(bad.statusCode).toBe(400);
    const missing = await api(t.app, { url: '/api/admin/orders/nope/status', body: { status: 'shipped' }, cookie: admin });
    expect(missing.statusCode).toBe(404);
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(notes.items.filter((n) => n.orderId === order.id)).toHaveLength(2);
  });
});

describe('customers', () => {
  it('shows derived status, totals and exports customers.csv with the spec columns', async () => {
    const list = json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?search=${encodeURIComponent(aliceEmail)}`, cookie: admin }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ orderCount: 1, totalSpentCents: order.totalCents, status: order.totalCents > 100_000 ? 'vip' : 'active', isNew: true });
    expect(list.stats.totalCustomers).toBeGreaterThanOrEqual(1);
    const csv = await api(t.app, { url: '/api/admin/customers/export.csv', cookie: admin });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"Name","Email","Orders","Total Spent","Status","Join Date"');
    expect(csv.body).toContain(aliceEmail);
    const detail = (await api(t.app, { url: `/api/admin/customers/${list.items[0]!.id}`, cookie: admin })).json();
    expect(detail.orders[0]).toMatchObject({ orderNumber: order.orderNumber, itemCount: 2 });
    expect(detail.activity.map((a: { kind: string }) => a.kind)).toEqual(expect.arrayContaining(['joined', 'order', 'status']));
  });

  it('Send Notification gives the customer an Account Update', async () => {
    const list = json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?search=${encodeURIComponent(aliceEmail)}`, cookie: admin }));
    const c = list.items[0]!;
    const res = await api(t.app, { url: `/api/admin/customers/${c.id}/notifications`, body: {}, cookie: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`Notification sent to ${c.displayName}`);
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(notes.items[0]).toMatchObject({ title: 'Account Update', message: `Hello ${c.displayName}, we have important updates for your account.`, type: 'system' });
  });
});

describe('dashboard and reports', () => {
  it('counts revenue of paid orders and lists top products by units sold', async () => {
    const d = json<DashboardDto>(await api(t.app, { url: '/api/admin/dashboard', cookie: admin }));
    expect(d.totalRevenueCents).toBe(order.totalCents);
    expect(d.thisMonthOrders).toBe(1);
    expect(d.topProducts[0]).toMatchObject({ id: order.items[0]!.productId, unitsSold: 2 });
    expect(d.recentOrders[0]).toMatchObject({ id: order.id });
  });

  it('reports revenue and orders per day for the period, zero-filled, and as CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const r = json<ReportDto>(await api(t.app, { url: `/api/admin/reports/sales?from=${from}&to=${today}`, cookie: admin }));
    expect(r.rows).toHaveLength(7);
    expect(r.rows.at(-1)).toEqual({ date: today, orders: 1, revenueCents: order.totalCents });
    expect(r.totals).toEqual({ orders: 1, revenueCents: order.totalCents });
    const bad = await api(t.app, { url: `/api/admin/reports/sales?from=${today}&to=${from}`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    const csv = await api(t.app, { url: `/api/admin/reports/sales.csv?from=${from}&to=${today}`, cookie: admin });
    expect(csv.body).toContain(`"${today}","1","${(order.totalCents / 100).toFixed(2)}"`);
  });
});

describe('settings', () => {
  it('validates, saves, is public for the footer and the free shipping minimum is applied by pricing', async () => {
    const v = await pickVariant(t.db, 5);
    const before = (await api(t.app, { url: '/api/cart/quote', body: { lines: [{ variantId: v.id, quantity: 1 }], countryCode: 'ZA' } })).json() as QuoteDto;
    expect(before.totals.shippingCents).toBeGreaterThan(0);

    const bad = await api(t.app, { method: 'PUT', url: '/api/admin/settings', body: { general: { ...DEFAULT_SETTINGS.general, storeEmail: 'nope' } }, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['general.storeEmail']).toBe('Please enter a valid email address.');

    const res = await api(t.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      body: {
        general: { ...DEFAULT_SETTINGS.general, storeName: 'PhoneXport Test', phone: '+27 11 000 0000' },
        shipping: { ...DEFAULT_SETTINGS.shipping, freeShippingMinimumCents: 100 },
      },
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    const pub = (await api(t.app, { url: '/api/shop-settings' })).json();
    expect(pub).toMatchObject({ storeName: 'PhoneXport Test', phone: '+27 11 000 0000', freeShippingMinimumCents: 100 });
    expect(pub).not.toHaveProperty('shipping');
    const after = (await api(t.app, { url: '/api/cart/quote', body: { lines: [{ variantId: v.id, quantity: 1 }], countryCode: 'ZA' } })).json() as QuoteDto;
    expect(after.totals.shippingCents).toBe(0);
    const log = (await api(t.app, { url: '/api/admin/audit-log?entity=settings', cookie: admin })).json();
    expect(log.items[0]).toMatchObject({ action: 'update', before: { general: { storeName: 'PhoneXport' } }, after: { general: { storeName: 'PhoneXport Test' } } });
    // Put the default back for other tests of this file.
    await api(t.app, { method: 'PUT', url: '/api/admin/settings', body: { shipping: DEFAULT_SETTINGS.shipping }, cookie: admin });
  });
});
