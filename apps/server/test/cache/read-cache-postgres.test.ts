/**
 * The read cache across server processes (issue 15, decision 039): two apps on one PostgreSQL
 * server, each with its own pool, LISTEN connection and cache, as two processes behind a load
 * balancer. A write through one is seen by the other's cache within a second; the writing process
 * sees it at once; stock lags a sale by at most a second; checkout never trusts the cache.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProductDetail } from '@phonexport/contracts/catalog';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import { serviceCountries } from '../../src/db/schema.ts';
import { ADDRESS, api, checkoutBody, json, pickVariant, register, registerAdmin, setVariantStock, uniqueEmail } from '../support/helpers.ts';
import { postgresAvailable, startAppOn, startPostgresApp, type PostgresApp } from '../support/postgres-server.ts';

/** How long another process may show old data after a write (issue 15). */
const WITHIN_MS = 1_000;

describe.skipIf(!postgresAvailable)('the read cache across two server processes', () => {
  let env: PostgresApp;
  let other: Awaited<ReturnType<typeof startAppOn>>;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    env = await startPostgresApp();
    other = await startAppOn(env.pg);
    writer = env.app;
    reader = other.app;
    admin = await registerAdmin({ app: writer, db: env.database.db });
  }, 120_000);

  afterAll(async () => {
    await other?.close();
    await env?.close();
  });

  const countryName = async (app: FastifyInstance, code: string) => json<ServiceCountryDto[]>(await api(app, { url: '/api/countries' })).find((c) => c.code === code)?.name;

  it('serves countries from memory, and a change saved through one process reaches the other within a second', async () => {
    const before = await countryName(reader, 'ZM');
    expect(before).toBe('Zambia');
    // Behind the server's back: the reader keeps answering from its cache (no time limit on countries).
    await env.database.db.update(serviceCountries).set({ name: 'Zambia (not through the shop)' }).where(eq(serviceCountries.code, 'ZM'));
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await countryName(reader, 'ZM')).toBe('Zambia');

    const all = json<ServiceCountryDto[]>(await api(writer, { url: '/api/admin/service-countries', cookie: admin }));
    const zm = all.find((c) => c.code === 'ZM')!;
    const saved = await api(writer, {
      method: 'PUT',
      url: `/api/admin/service-countries/${zm.id}`,
      cookie: admin,
      body: {
        name: 'Republic of Zambia',
        code: 'ZM',
        currency: zm.currency,
        standardShippingCostCents: zm.standardShippingCostCents ?? 0,
        expressShippingCostCents: zm.expressShippingCostCents ?? 0,
        standardDeliveryDays: zm.estimatedDeliveryDays.standard,
        expressDeliveryDays: zm.estimatedDeliveryDays.express,
        dutyRate: zm.dutyRate,
        isActive: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedAt = Date.now();
    expect(await countryName(writer, 'ZM')).toBe('Republic of Zambia'); // the writing process: at once
    await expect.poll(() => countryName(reader, 'ZM'), { timeout: WITHIN_MS, interval: 25 }).toBe('Republic of Zambia');
    expect(Date.now() - savedAt).toBeLessThan(WITHIN_MS);
  });

  it('a product hidden through one process is gone from the other within a second, and from the writer at once', async () => {
    const { productId } = await pickVariant(env.database.db, 1);
    expect((await api(reader, { url: `/api/products/${productId}` })).statusCode).toBe(200);
    expect((await api(reader, { url: `/product/${productId}` })).statusCode).toBe(200);
    const hidden = await api(writer, { method: 'PATCH', url: `/api/admin/products/${productId}`, cookie: admin, body: { status: 'inactive' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const savedAt = Date.now();
    expect((await api(writer, { url: `/api/products/${productId}` })).statusCode).toBe(404);
    await expect.poll(async () => (await api(reader, { url: `/api/products/${productId}` })).statusCode, { timeout: WITHIN_MS, interval: 25 }).toBe(404);
    expect((await api(reader, { url: `/product/${productId}` })).statusCode).toBe(404);
    expect(Date.now() - savedAt).toBeLessThan(WITHIN_MS);
    expect((await api(writer, { method: 'PATCH', url: `/api/admin/products/${productId}`, cookie: admin, body: { status: 'active' } })).statusCode).toBe(200);
    // Shown again: the other process drops its cached 'not found' as soon as the NOTIFY arrives.
    await expect.poll(async () => (await api(reader, { url: `/api/products/${productId}` })).statusCode, { timeout: WITHIN_MS, interval: 25 }).toBe(200);
  });

  it('stock shown by the other process lags a sale by at most a second', async () => {
    const variant = await pickVariant(env.database.db, 5);
    const stockOn = async (app: FastifyInstance) => json<ProductDetail>(await api(app, { url: `/api/products/${variant.productId}` })).variants.find((v) => v.id === variant.id)!.stock;
    const before = await stockOn(reader);
    const cookie = await register(writer, uniqueEmail('cache-stock'));
    const order = await api(writer, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: variant.id, quantity: 2 }]) });
    expect(order.statusCode, order.body).toBe(201);
    const soldAt = Date.now();
    await expect.poll(() => stockOn(reader), { timeout: WITHIN_MS + 250, interval: 25 }).toBe(before - 2);
    expect(Date.now() - soldAt).toBeLessThanOrEqual(WITHIN_MS + 250);
  });

  it('checkout reads the stock from the database, not from the cache', async () => {
    const variant = await pickVariant(env.database.db, 5);
    const shown = json<ProductDetail>(await api(reader, { url: `/api/products/${variant.productId}` })).variants.find((v) => v.id === variant.id)!;
    expect(shown.stock).toBeGreaterThanOrEqual(5); // cached on the reader now
    await setVariantStock(env.database.db, variant.id, 0);
    const cookie = await register(reader, uniqueEmail('cache-checkout'));
    const res = await api(reader, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: variant.id, quantity: 1 }], { address: { ...ADDRESS } }) });
    expect(res.statusCode, res.body).toBe(409);
  });
});
