/**
 * Rendered pages from memory across server processes (issue 29, decision 062): two apps on one
 * PostgreSQL server, each with its own pool, LISTEN connection and read cache, as two processes
 * behind a proxy, rendering with the stand-in renderer (fake-ssr-bundle.ts). The reader keeps pages
 * a minute; a product page lives no longer than its product answer (1 s, as stock is not
 * invalidated by sales), the help page until a write, so its drop within a second is the
 * writer's NOTIFY at work. A page the other
 * process keeps is dropped within a second of a change of the product's price, stock (admin or a
 * sale) or visibility, of an exchange rate or of the shop settings it shows; a language chosen is
 * that language's page at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, checkoutBody, json, register, registerAdmin, uniqueEmail } from '../support/helpers.ts';
import { phoneProductBody } from '../support/shop-fixtures.ts';
import { postgresAvailable, startAppOn, startPostgresApp, type PostgresApp } from '../support/postgres-server.ts';
import { dataOf, renderOf, writeFakeWebDist } from '../support/fake-ssr-bundle.ts';

/** How long another process may show an old page after a write (issue 29). */
const WITHIN_MS = 1_000;

describe.skipIf(!postgresAvailable)('rendered pages across two server processes', () => {
  const webDist = writeFakeWebDist(fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-fake-web-')));
  let env: PostgresApp;
  let other: Awaited<ReturnType<typeof startAppOn>>;
  let third: Awaited<ReturnType<typeof startAppOn>>;
  let writer: FastifyInstance;
  /** Keeps pages a minute (or as long as the data they show). */
  let reader: FastifyInstance;
  /** Keeps pages as a shop does (1 s): a sale reaches its pages through time alone. */
  let shopReader: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    env = await startPostgresApp({ webDist, pageCacheTtlMs: 60_000 });
    other = await startAppOn(env.pg, { options: { webDist, pageCacheTtlMs: 60_000 } });
    third = await startAppOn(env.pg, { options: { webDist } });
    writer = env.app;
    reader = other.app;
    shopReader = third.app;
    admin = await registerAdmin({ app: writer, db: env.database.db });
  }, 120_000);

  afterAll(async () => {
    await third?.close();
    await other?.close();
    await env?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string, cookie?: string) => api(app, { url, origin: false, headers: cookie ? { cookie } : {} });

  /** Asks the reader until `ok(page)` holds; resolves with the milliseconds it took since `since`. */
  async function readerShows(url: string, ok: (html: string, status: number) => boolean, since: number, cookie?: string): Promise<number> {
    await expect.poll(async () => {
      const res = await page(reader, url, cookie);
      return ok(res.body, res.statusCode);
    }, { timeout: WITHIN_MS, interval: 20 }).toBe(true);
    return Date.now() - since;
  }

  const productBody = (name: string, priceCents: number, stock: number, status = 'active') =>
    phoneProductBody({ name, description: 'A phone for the cross-process page cache test.', priceCents, stock, status });

  it('drops the other process’s page of a product within a second of a price, stock or visibility change', async () => {
    const name = `Cross Phone ${Date.now()}`;
    const made = await api(writer, { url: '/api/admin/products', cookie: admin, body: productBody(name, 19_900, 50) });
    expect(made.statusCode, made.body).toBe(201);
    const id = json<{ id: string }>(made).id;
    const url = `/product/${id}`;
    const first = await page(reader, url);
    expect(dataOf(first.body, 'price')).toBe('19900');
    // Kept by the reader (once the creation's NOTIFY has reached it and dropped the first render).
    await expect.poll(async () => renderOf((await page(reader, url)).body) === renderOf((await page(reader, url)).body), { timeout: 2_000 }).toBe(true);

    const put = async (priceCents: number, stock: number, status = 'active') => {
      const res = await api(writer, { method: 'PUT', url: `/api/admin/products/${id}`, cookie: admin, body: productBody(name, priceCents, stock, status) });
      expect(res.statusCode, res.body).toBe(200);
      return Date.now();
    };
    expect(await readerShows(url, (html) => dataOf(html, 'price') === '25900', await put(25_900, 50))).toBeLessThan(WITHIN_MS);
    expect(await readerShows(url, (html) => dataOf(html, 'stock') === '40', await put(25_900, 40))).toBeLessThan(WITHIN_MS);

    // A sale through the writer (no invalidation: stock lags a sale by at most a second, in a shop's process).
    const variantId = json<{ variants: { id: string }[] }>(await api(writer, { url: `/api/products/${id}` })).variants[0]!.id;
    expect(dataOf((await page(shopReader, url)).body, 'stock')).toBe('40');
    const cookie = await register(writer, uniqueEmail('page-cache-sale'));
    const order = await api(writer, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId, quantity: 3 }]) });
    expect(order.statusCode, order.body).toBe(201);
    const soldAt = Date.now();
    await expect.poll(async () => dataOf((await page(shopReader, url)).body, 'stock'), { timeout: WITHIN_MS + 250, interval: 20 }).toBe('37');
    expect(Date.now() - soldAt).toBeLessThanOrEqual(WITHIN_MS + 250);

    expect(await readerShows(url, (_html, status) => status === 404, await put(25_900, 37, 'inactive'))).toBeLessThan(WITHIN_MS);
  });

  it('drops the other process’s pages within a second of an exchange-rate or shop-settings change', async () => {
    // Help shows no stock: its page lives until a write (its data has no second-long life), so a
    // drop within a second is the writer's NOTIFY at work.
    const url = '/help?cross-rates';
    const zmw = 'phonexport-currency=ZMW';
    const before = await page(reader, url, zmw);
    expect(dataOf(before.body, 'currency')).toBe('ZMW');
    expect(renderOf((await page(reader, url, zmw)).body)).toBe(renderOf(before.body));
    const saved = await api(writer, { method: 'PUT', url: '/api/admin/currencies/ZMW', cookie: admin, body: { manualRate: 27.75, rounding: 'whole', enabled: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await readerShows(url, (html) => dataOf(html, 'rate') === '27.75', Date.now(), zmw)).toBeLessThan(WITHIN_MS);

    const current = json<{ shipping: Record<string, unknown> }>(await api(writer, { url: '/api/admin/settings', cookie: admin }));
    expect(dataOf((await page(reader, url)).body, 'free-shipping')).not.toBe('12345');
    const put = await api(writer, { method: 'PUT', url: '/api/admin/settings', cookie: admin, body: { ...current, shipping: { ...current.shipping, freeShippingMinimumCents: 12_345 } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await readerShows(url, (html) => dataOf(html, 'free-shipping') === '12345', Date.now())).toBeLessThan(WITHIN_MS);
  });

  it('serves the language a visitor chooses at once, from either process', async () => {
    const url = '/products?cross-language';
    expect(dataOf((await page(reader, url)).body, 'lang')).toBe('en');
    expect(dataOf((await page(reader, url, 'phonexport-language=zh')).body, 'lang')).toBe('zh');
    expect(dataOf((await page(writer, url, 'phonexport-language=es')).body, 'lang')).toBe('es');
    expect(dataOf((await page(reader, url)).body, 'lang')).toBe('en');
  });
});
