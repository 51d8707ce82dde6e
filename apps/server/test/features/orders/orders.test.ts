import type { OrderDto } from '@phonexport/contracts/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema.ts';
import { api, checkoutAs, checkoutBody, json, pickVariant, register, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { aliceAndBob } from '../../support/shop-fixtures.ts';

const t = useTestServer();

let alice = '';
let bob = '';
const aliceOrders: OrderDto[] = [];

beforeAll(async () => {
  ({ alice, bob } = await aliceAndBob(t.app));
  const v = await pickVariant(t.db, 20);
  for (let i = 0; i < 2; i++) {
    aliceOrders.push(await checkoutAs(t.app, alice, [{ variantId: v.id, quantity: 1 }]));
  }
});

describe('orders belong to their customer', () => {
  it("another customer gets 404 'Order not found' for someone else's order", async () => {
    for (const o of aliceOrders) {
      const res = await api(t.app, { url: `/api/orders/${o.id}`, cookie: bob });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Order not found');
      expect(res.body).not.toContain(o.orderNumber);
    }
  });

  it('an unknown id looks exactly like a foreign one', async () => {
    const unknown = await api(t.app, { url: '/api/orders/00000000-0000-0000-0000-000000000000', cookie: alice });
    const foreign = await api(t.app, { url: `/api/orders/${aliceOrders[0]!.id}`, cookie: bob });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual(json(foreign));
  });

  it('odd ids are 404, never 500', async () => {
    for (const id of ['x'.repeat(90), "1' or '1'='1", '%00', '..%2F..%2Fetc']) {
      const res = await api(t.app, { url: `/api/orders/${encodeURIComponent(id)}`, cookie: alice });
      expect(res.statusCode, id).toBe(404);
    }
    // Fastify refuses very long path parameters before the route runs.
    const long = await api(t.app, { url: `/api/orders/${'x'.repeat(500)}`, cookie: alice });
    expect(long.statusCode).toBe(414);
  });

  it('the owner reads their order', async () => {
    const res = await api(t.app, { url: `/api/orders/${aliceOrders[0]!.id}`, cookie: alice });
    expect(res.statusCode).toBe(200);
    expect(json<OrderDto>(res).orderNumber).toBe(aliceOrders[0]!.orderNumber);
  });

  it('GET /api/orders lists only your own orders, newest first', async () => {
    const mine = json<OrderDto[]>(await api(t.app, { url: '/api/orders', cookie: alice }));
    expect(mine.map((o) => o.id)).toEqual([aliceOrders[1]!.id, aliceOrders[0]!.id]);
    const bobs = await api(t.app, { url: '/api/orders', cookie: bob });
    expect(bobs.statusCode).toBe(200);
    expect(json<OrderDto[]>(bobs)).toEqual([]);
  });

  it("Bob's own order shows up for Bob only", async () => {
    const v = await pickVariant(t.db, 20);
    const res = await api(t.app, { url: '/api/checkout', body: checkoutBody([{ variantId: v.id, quantity: 1 }]), cookie: bob });
    expect(res.statusCode).toBe(201);
    const bobOrder = json<OrderDto>(res);
    const bobs = json<OrderDto[]>(await api(t.app, { url: '/api/orders', cookie: bob }));
    expect(bobs.map((o) => o.id)).toEqual([bobOrder.id]);
    const alices = json<OrderDto[]>(await api(t.app, { url: '/api/orders', cookie: alice }));
    expect(alices.map((o) => o.id)).not.toContain(bobOrder.id);
    expect((await api(t.app, { url: `/api/orders/${bobOrder.id}`, cookie: alice })).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, bobOrder.id));
    expect(row!.customerEmail).not.toBe(aliceOrders[0]!.customerEmail);
  });

  it('a visitor gets 401 on both routes', async () => {
    const list = await api(t.app, { url: '/api/orders' });
    expect(list.statusCode).toBe(401);
    const one = await api(t.app, { url: `/api/orders/${aliceOrders[0]!.id}` });
    expect(one.statusCode).toBe(401);
    expect(one.body).not.toContain(aliceOrders[0]!.orderNumber);
  });

  it('a signed-out session no longer reads orders', async () => {
    const session = await register(t.app, uniqueEmail('leaver'));
    expect((await api(t.app, { url: '/api/orders', cookie: session })).statusCode).toBe(200);
    const out = await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: session });
    expect(out.statusCode).toBe(200);
    expect((await api(t.app, { url: '/api/orders', cookie: session })).statusCode).toBe(401);
  });
});
