/**
 * Memory stays bounded whatever visitors send (issue 29, decision 062): the structures that grow
 * with distinct input — the read cache's data and pages, the visitors' rate-limit counters, the
 * sessions read per request — hold at most their bound under 100,000 distinct URLs, addresses
 * and session cookies. The bounds are checked on the structures themselves, not on the RSS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { MAX_ENTRIES, MAX_PAGE_BYTES, MAX_PAGE_ENTRIES, cacheSize, cached } from '../src/cache/read-cache.ts';
import { api, useTestServer } from './support/helpers.ts';
import { writeFakeWebDist } from './support/fake-ssr-bundle.ts';

const DISTINCT = 100_000;

describe('the read cache under 100,000 distinct keys', () => {
  it(`keeps at most ${MAX_ENTRIES} data entries and ${MAX_PAGE_ENTRIES} pages of at most ${MAX_PAGE_BYTES / 1024 / 1024} MiB`, async () => {
    const db = {} as Db;
    const page = 'x'.repeat(40_000);
    for (let i = 0; i < DISTINCT; i++) {
      await cached(db, `products:${i}`, ['catalog'], async () => ({ i }));
      await cached(db, `page:/products?search=${i}`, ['catalog'], async () => ({ html: page }), { bytes: (p) => p.html.length });
      const size = cacheSize(db);
      if (i % 10_000 === 0 || i === DISTINCT - 1) {
        expect(size.entries).toBeLessThanOrEqual(MAX_ENTRIES);
        expect(size.pages).toBeLessThanOrEqual(MAX_PAGE_ENTRIES);
        expect(size.pageBytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
      }
    }
    const size = cacheSize(db);
    expect(size.entries).toBe(MAX_ENTRIES);
    // Bounded by bytes first: 40 KB pages fill 24 MiB before 1,000 entries.
    expect(size.pages).toBe(Math.floor(MAX_PAGE_BYTES / page.length));
  }, 120_000);

  it('keeps no entry for values it is told not to keep (unknown product ids)', async () => {
    const db = {} as Db;
    for (let i = 0; i < DISTINCT; i++) await cached(db, `product:${i}`, ['catalog'], async () => null, { keep: (v) => v !== null });
    expect(cacheSize(db).entries).toBe(0);
  }, 60_000);
});

describe('the running shop under many distinct visitors', () => {
  const webDist = writeFakeWebDist(fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-fake-web-')));
  // A real visitors' limit (3 a minute) so the counters are kept and can be seen.
  const t = useTestServer({ webDist, rateLimitPerMinute: 3 });
  const REQUESTS = 6_000;

  it(`after ${REQUESTS.toLocaleString('en')} distinct URLs, addresses and session cookies, its caches are within their bounds and the oldest counters were let go`, async () => {
    const productId = (JSON.parse((await api(t.app, { url: '/api/products?limit=1', ip: '192.0.2.1' })).body) as { items: { id: string }[] }).items[0]!.id;
    const before = cacheSize(t.db);
    // One address uses up its limit.
    for (let i = 0; i < 3; i++) await api(t.app, { url: '/api/health', ip: '192.0.2.7' });
    expect((await api(t.app, { url: '/api/health', ip: '192.0.2.7' })).statusCode).toBe(429);
    for (let i = 0; i < REQUESTS; i++) {
      const ip = `10.9.${(i >> 8) & 255}.${i & 255}`;
      const cookie = `better-auth.session_token=forged-${i}.c2lnbmF0dXJl; phonexport-language=fr`;
      // Every address asks the API once (counted); every third also a page with a URL of its own.
      const res = await api(t.app, { url: i % 2 ? `/api/products/unknown-${i}` : `/api/products?search=word${i}`, ip, cookie, origin: false });
      expect(res.statusCode).toBe(i % 2 ? 404 : 200);
      if (i % 3 === 0) expect((await api(t.app, { url: `/product/${productId}?ref=${i}`, ip, cookie, origin: false })).statusCode).toBe(200);
    }
    const after = cacheSize(t.db);
    expect(after.entries).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(after.pages).toBeLessThanOrEqual(MAX_PAGE_ENTRIES);
    expect(after.pageBytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    // Unknown product ids left nothing behind: the data entries grew by the searches only.
    expect(after.entries - before.entries).toBeLessThanOrEqual(MAX_ENTRIES);
    // The visitors' counters are a bounded LRU (5,000 addresses per process): 6,000 other
    // addresses pushed the first one's out, so it is counted afresh rather than kept forever.
    expect((await api(t.app, { url: '/api/health', ip: '192.0.2.7' })).statusCode).toBe(200);
  }, 300_000);
});
