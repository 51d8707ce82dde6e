/**
 * The same server on a real PostgreSQL server (DATABASE_URL): migrations and seed apply, a restart
 * neither re-seeds nor fails, checkout works, and 20 truly parallel checkouts (a pool of 10
 * connections) for the last 5 units make exactly 5 orders.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { orderItems, productVariants, products, profiles } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { api, freshIp, json, register, uniqueEmail } from '../support/helpers.ts';
import { postgresAvailable, startAppOn, startPostgresApp, type PostgresApp, type PostgresServer } from '../support/postgres-server.ts';

const address = { name: 'Lerato Khumalo', street: '5 Rivonia Road', city: 'Sandton', zipCode: '2196', countryCode: 'ZA', phone: '+27 11 555 0100' };

describe.skipIf(!postgresAvailable)('on a PostgreSQL server', () => {
  let pg: PostgresServer;
  let database: Database;
  let app: FastifyInstance;
  let env: PostgresApp;

  beforeAll(async () => {
    env = await startPostgresApp();
    ({ pg, database, app } = env);
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it('applies the migrations and seeds once; a second start changes nothing', async () => {
    const [before] = await database.db.select({ n: count() }).from(products);
    expect(before!.n).toBeGreaterThanOrEqual(40);
    const again = await openDatabase({ url: pg.url });
    const inserted = await seedDatabase(again.db, { mediaDir: null });
    await again.close();
    expect(inserted).toEqual({ countries: 0, products: 0, variants: 0, heroes: 0, coupons: 0, faq: 0 });
    const [after] = await database.db.select({ n: count() }).from(products);
    expect(after!.n).toBe(before!.n);
  });

  it('serves the catalog and places an order with server-side totals', async () => {
    const list = await api(app, { url: '/api/products?category=tablets&limit=5' });
    expect(list.statusCode).toBe(200);
    const variant = (list.json() as { items: { defaultVariant: { id: string; priceCents: number; stock: number } }[] }).items.find((p) => p.defaultVariant.stock > 0)!.defaultVariant;
    const cookie = await register(app, uniqueEmail('pg'));
    const res = await api(app, {
      url: '/api/checkout',
      cookie,
      body: { lines: [{ variantId: variant.id, quantity: 1 }], shippingOption: 'standard', address, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as { orderNumber: string; totalCents: number; subtotalCents: number };
    expect(order.orderNumber).toMatch(/^PX\d{8}$/);
    // South Africa: standard $12, duty 15 %.
    expect(order.subtotalCents).toBe(variant.priceCents);
    expect(order.totalCents).toBe(variant.priceCents + 1200 + Math.round(variant.priceCents * 0.15));
  });

  it('sells exactly the last 5 units to 20 simultaneous checkouts', async () => {
    const [variant] = await database.db.select().from(productVariants).where(sql`${productVariants.stock} > 0`).limit(1);
    await database.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variant!.id));
    const cookies = await Promise.all(Array.from({ length: 20 }, () => register(app, uniqueEmail('race'))));
    const results = await Promise.all(
      cookies.map((cookie) =>
        api(app, {
          url: '/api/checkout',
          cookie,
          ip: freshIp(),
          body: { lines: [{ variantId: variant!.id, quantity: 1 }], shippingOption: 'express', address, idempotencyKey: crypto.randomUUID() },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const [sold] = await database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.variantId, variant!.id));
    expect(sold!.n).toBe(5);
    const [after] = await database.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after!.stock).toBe(0);
  });

  it('keeps one default address when a customer saves and re-defaults addresses in parallel', async () => {
    const cookie = await register(app, uniqueEmail('book'));
    const saved = await Promise.all(Array.from({ length: 8 }, (_, i) => api(app, { url: '/api/addresses', cookie, body: { ...address, name: `Address ${i}` } })));
    expect(saved.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = saved.map((r) => (r.json() as { id: string }).id);
    const moved = await Promise.all(ids.map((id) => api(app, { method: 'PATCH', url: `/api/addresses/${id}`, cookie, body: { isDefault: true } })));
    expect(moved.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const book = (await api(app, { url: '/api/addresses', cookie })).json() as { isDefault: boolean }[];
    expect(book).toHaveLength(8);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('a setting saved through one server process is used by another at once (no restart)', async () => {
    const other = await startAppOn(pg);
    try {
      const phoneOn = async (a: FastifyInstance) => (json<{ phone: string }>(await api(a, { url: '/api/shop-settings' }))).phone;
      const before = await phoneOn(other.app); // the other process now holds the settings in its cache
      const email = uniqueEmail('pg-admin');
      const admin = await register(app, email);
      await database.db.update(profiles).set({ role: 'owner' }).where(eq(profiles.email, email));
      const current = json<{ general: Record<string, unknown> }>(await api(app, { url: '/api/admin/settings', cookie: admin }));
      const phone = '+27 21 555 0142';
      expect(phone).not.toBe(before);
      const saved = await api(app, { method: 'PUT', url: '/api/admin/settings', cookie: admin, body: { general: { ...current.general, phone } } });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(() => phoneOn(other.app), { timeout: 5_000 }).toBe(phone);
    } finally {
      await other.close();
    }
  });
});
