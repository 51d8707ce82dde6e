/**
 * Rendered pages from memory (issue 29, decision 062), on both databases, with a stand-in of the
 * web build's renderer (fake-ssr-bundle.ts) that writes what each page was rendered from: a
 * visitor's public page is rendered once per (URL, language, currency, time zone), served again
 * from the read cache, compressed once and revalidated by ETag; a write to what it shows drops it
 * at once in the writing process; an unknown product is never stored; a signed-in customer's
 * page is rendered per request and no cached page ever carries a customer's data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BYTES, MAX_PAGE_ENTRIES, cacheSize } from '../../src/cache/read-cache.ts';
import { api, json, register, registerAdmin, uniqueEmail, useTestServer } from '../support/helpers.ts';
import { phoneProductBody } from '../support/shop-fixtures.ts';
import { dataOf, renderOf, writeFakeWebDist } from '../support/fake-ssr-bundle.ts';

const webDist = writeFakeWebDist(fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-fake-web-')));
const t = useTestServer({ webDist });

async function someProductId(): Promise<string> {
  return json<{ items: { id: string }[] }>(await api(t.app, { url: '/api/products?limit=1' })).items[0]!.id;
}

const page = (url: string, headers: Record<string, string> = {}, cookie?: string) => api(t.app, { url, headers, cookie, origin: false });

/** A product of the test's own (one variant at 199.00, 5 in stock), and how to change it as the admin. */
async function ownProduct(admin: string) {
  const body = (priceCents: number, stock: number, status = 'active') =>
    phoneProductBody({ name: `Cache Phone ${Date.now()}`, description: 'A phone for the page cache test.', priceCents, stock, status });
  const made = await api(t.app, { url: '/api/admin/products', cookie: admin, body: body(19_900, 5) });
  expect(made.statusCode, made.body).toBe(201);
  const id = json<{ id: string }>(made).id;
  return {
    id,
    async set(priceCents: number, stock: number, status = 'active') {
      const res = await api(t.app, { method: 'PUT', url: `/api/admin/products/${id}`, cookie: admin, body: body(priceCents, stock, status) });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

describe('a visitor’s page from memory', () => {
  it('is rendered once, then served from the cache with the same bytes, until a second has passed', async () => {
    const id = await someProductId();
    const first = await page(`/product/${id}`);
    expect(first.statusCode).toBe(200);
    const serial = renderOf(first.body);
    expect(serial).not.toBeNull();
    for (let i = 0; i < 5; i++) {
      const again = await page(`/product/${id}`);
      expect(again.statusCode).toBe(200);
      expect(renderOf(again.body)).toBe(serial);
      expect(again.body).toBe(first.body);
    }
    // Stock is not invalidated by sales: the page lives as long as the product's data (1 s).
    await new Promise((r) => setTimeout(r, 1_100));
    expect(renderOf((await page(`/product/${id}`)).body)).not.toBe(serial);
  });

  it('is compressed once per encoding as the request accepts, and answers 304 to its ETag', async () => {
    // A page without stock (help): kept until a write, so the test does not race a second.
    const url = '/help?compressed';
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await page(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    // The same stored bytes each time (not compressed again per request).
    expect((await page(url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(br.headers.etag).toBe(etag);
    const revalidated = await page(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await page(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // Still a document: its security and caching headers are there.
    expect(plain.headers['content-security-policy']).toBeDefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/);
  });

  it('is one page per language, currency and time zone', async () => {
    const url = '/help?variants';
    const en = await page(url);
    const fr = await page(url, { cookie: 'phonexport-language=fr' });
    const de = await page(url, { 'accept-language': 'de-DE,de;q=0.9' });
    const zmw = await page(url, { cookie: 'phonexport-currency=ZMW' });
    const tz = await page(url, { cookie: 'phonexport-tz=Africa%2FLusaka' });
    expect([en, fr, de, zmw, tz].map((r) => dataOf(r.body, 'lang'))).toEqual(['en', 'fr', 'de', 'en', 'en']);
    expect(dataOf(zmw.body, 'currency')).toBe('ZMW');
    expect(dataOf(tz.body, 'tz')).toBe('Africa/Lusaka');
    expect(new Set([en, fr, de, zmw, tz].map((r) => renderOf(r.body))).size).toBe(5);
    // Each is served from memory the second time.
    expect(renderOf((await page(url, { cookie: 'phonexport-language=fr' })).body)).toBe(renderOf(fr.body));
    expect(renderOf((await page(url, { cookie: 'phonexport-currency=ZMW' })).body)).toBe(renderOf(zmw.body));
    // The footer's form: ?currency= is used at once (and remembered in the cookie).
    const asked = await page(`${url}&currency=ZAR`);
    expect(dataOf(asked.body, 'currency')).toBe('ZAR');
    expect(String(asked.headers['set-cookie'])).toContain('phonexport-currency=ZAR');
    const again = await page(`${url}&currency=ZAR`);
    expect(renderOf(again.body)).toBe(renderOf(asked.body));
    expect(String(again.headers['set-cookie'])).toContain('phonexport-currency=ZAR');
  });

  it('is dropped at once by a change of the product’s price, stock or visibility, and of a rate, in the writing process', async () => {
    const admin = await registerAdmin(t);
    const product = await ownProduct(admin);
    const url = `/product/${product.id}`;
    const before = await page(url);
    expect(dataOf(before.body, 'price')).toBe('19900');
    // Kept (once the creation's own NOTIFY, which comes back asynchronously on PostgreSQL, has dropped the first render).
    await expect.poll(async () => renderOf((await page(url)).body) === renderOf((await page(url)).body), { timeout: 2_000 }).toBe(true);
    await product.set(24_900, 5);
    expect(dataOf((await page(url)).body, 'price')).toBe('24900');
    await product.set(24_900, 2);
    expect(dataOf((await page(url)).body, 'stock')).toBe('2');
    await product.set(24_900, 2, 'inactive');
    expect((await page(url)).statusCode).toBe(404);

    const zmw = `/products?rate`;
    const rateBefore = dataOf((await page(zmw, { cookie: 'phonexport-currency=ZMW' })).body, 'rate');
    const saved = await api(t.app, { method: 'PUT', url: '/api/admin/currencies/ZMW', cookie: admin, body: { manualRate: 31.25, rounding: 'whole', enabled: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const rateAfter = dataOf((await page(zmw, { cookie: 'phonexport-currency=ZMW' })).body, 'rate');
    expect(rateAfter).toBe('31.25');
    expect(rateAfter).not.toBe(rateBefore);
  });

  it('never stores a 404: unknown products and unknown paths leave the cache as it was', async () => {
    const id = await someProductId();
    await page(`/product/${id}?warm`);
    const before = cacheSize(t.db);
    for (let i = 0; i < 200; i++) {
      const res = await page(`/product/no-such-product-${i}`);
      expect(res.statusCode).toBe(404);
      expect((await page(`/no-such-page-${i}`)).statusCode).toBe(404);
      expect((await api(t.app, { url: `/api/products/no-such-product-${i}` })).statusCode).toBe(404);
    }
    const after = cacheSize(t.db);
    expect(after.pages).toBeLessThanOrEqual(before.pages);
    expect(after.entries).toBeLessThanOrEqual(before.entries);
  });

  it(`keeps at most ${MAX_PAGE_ENTRIES} pages (${MAX_PAGE_BYTES / 1024 / 1024} MiB) however many distinct URLs visitors ask for`, async () => {
    const id = await someProductId();
    for (let i = 0; i < MAX_PAGE_ENTRIES + 300; i++) expect((await page(`/product/${id}?n=${i}`)).statusCode).toBe(200);
    const size = cacheSize(t.db);
    expect(size.pages).toBe(MAX_PAGE_ENTRIES);
    expect(size.pageBytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    // The newest stayed, the oldest went.
    const newest = await page(`/product/${id}?n=${MAX_PAGE_ENTRIES + 299}`);
    expect(renderOf((await page(`/product/${id}?n=${MAX_PAGE_ENTRIES + 299}`)).body)).toBe(renderOf(newest.body));
  }, 120_000);
});

describe('no private data in a cached page', () => {
  it('renders a signed-in customer’s page per request, and a visitor or another customer never gets it', async () => {
    const id = await someProductId();
    const emailA = uniqueEmail('cache-private-a');
    const emailB = uniqueEmail('cache-private-b');
    const a = await register(t.app, emailA);
    const b = await register(t.app, emailB);
    for (const url of ['/', `/product/${id}`, '/products', '/help']) {
      const asA = await page(url, {}, a);
      expect(asA.statusCode, url).toBe(200);
      // The customer's page is theirs (rendered with their session) and private.
      expect(dataOf(asA.body, 'user'), url).toBe(emailA);
      expect(asA.headers['cache-control'], url).toBe('private, no-store');
      expect(renderOf((await page(url, {}, a)).body), url).not.toBe(renderOf(asA.body));
      const visitor = await page(url);
      expect(visitor.body, url).not.toContain(emailA);
      expect(dataOf(visitor.body, 'user'), url).toBeNull();
      const asB = await page(url, {}, b);
      expect(asB.body, url).not.toContain(emailA);
      expect(dataOf(asB.body, 'user'), url).toBe(emailB);
      // A visitor's page asked again is the stored one, still without anyone's data.
      const visitorAgain = await page(url, { 'accept-encoding': 'br' });
      expect(zlib.brotliDecompressSync(visitorAgain.rawPayload).toString('utf8')).not.toMatch(/data-user=/);
    }
  });
});
