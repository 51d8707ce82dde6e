/**
 * The read cache's own rules (decision 039), without a database: one load for concurrent misses,
 * a time to live, a drop that wins over a load in flight, failures not kept, and a bounded size
 * (visitors choose search words: they cannot grow the cache without limit).
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { MAX_ENTRIES, cached, dropAll, dropTags, jsonOnce } from '../../src/cache/read-cache.ts';

/** A stand-in database handle: the cache only uses it as a key. */
const handle = () => ({}) as Db;

describe('read cache', () => {
  it('loads a key once for concurrent and later readers, and again after its tag is dropped', async () => {
    const db = handle();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cached(db, 'k', ['catalog'], load), cached(db, 'k', ['catalog'], load)]);
    expect(a).toBe(b);
    expect(await cached(db, 'k', ['catalog'], load)).toEqual({ n: 1 });
    dropTags(db, ['heroes']);
    expect(await cached(db, 'k', ['catalog'], load)).toEqual({ n: 1 });
    dropTags(db, ['catalog']);
    expect(await cached(db, 'k', ['catalog'], load)).toEqual({ n: 2 });
    dropAll(db);
    expect(await cached(db, 'k', ['catalog'], load)).toEqual({ n: 3 });
  });

  it('serves an entry with a time to live only that long', async () => {
    const db = handle();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(db, 'stock', ['catalog'], load, { ttlMs: 50 })).toBe(1);
    expect(await cached(db, 'stock', ['catalog'], load, { ttlMs: 50 })).toBe(1);
    await new Promise((r) => setTimeout(r, 70));
    expect(await cached(db, 'stock', ['catalog'], load, { ttlMs: 50 })).toBe(2);
  });

  it('expires an entry that follows its reads no later than the entries it read (a page lags a sale as its data does)', async () => {
    const db = handle();
    let pages = 0;
    const stock = () => cached(db, 'product:1', ['catalog'], async () => ({ stock: 5 }), { ttlMs: 100 });
    await stock(); // the product answer is cached first, and expires 100 ms from now
    await new Promise((r) => setTimeout(r, 60));
    const page = () => cached(db, 'page:/product/1', ['catalog'], async () => ({ html: `${(await stock()).stock}`, n: ++pages }), { ttlMs: 1_000, followReads: true });
    expect((await page()).n).toBe(1);
    expect((await page()).n).toBe(1);
    // 60 ms later the product answer has expired: so has the page rendered from it, long before its own second.
    await new Promise((r) => setTimeout(r, 60));
    expect((await page()).n).toBe(2);
    // Without followReads the page would have lived its whole second.
    const plain = () => cached(db, 'page:/plain', ['catalog'], async () => ({ html: `${(await stock()).stock}`, n: ++pages }), { ttlMs: 1_000 });
    const first = (await plain()).n;
    await new Promise((r) => setTimeout(r, 120));
    expect((await plain()).n).toBe(first);
  });

  it('does not keep a load that a write overlapped, nor a failed load', async () => {
    const db = handle();
    let release!: () => void;
    const slow = cached(db, 'k', ['countries'], () => new Promise<string>((resolve) => (release = () => resolve('old rows'))));
    dropTags(db, ['countries']); // a write committed while the load was reading
    release();
    expect(await slow).toBe('old rows');
    expect(await cached(db, 'k', ['countries'], async () => 'new rows')).toBe('new rows');

    await expect(cached(db, 'f', ['faq'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(db, 'f', ['faq'], async () => 'up')).toBe('up');
  });

  it(`keeps at most ${MAX_ENTRIES} entries, the oldest going first`, async () => {
    const db = handle();
    for (let i = 0; i <= MAX_ENTRIES; i++) await cached(db, `search:${i}`, ['catalog'], async () => i);
    let reloaded = false;
    await cached(db, 'search:0', ['catalog'], async () => ((reloaded = true), 0));
    expect(reloaded).toBe(true);
    let kept = true;
    await cached(db, `search:${MAX_ENTRIES}`, ['catalog'], async () => ((kept = false), 0));
    expect(kept).toBe(true);
  });

  it('makes the JSON of a cached value once, and none for other values', async () => {
    const db = handle();
    const value = await cached(db, 'j', ['heroes'], async () => ({ title: 'Hero' }));
    expect(jsonOnce(value)?.toString('utf8')).toBe('{"title":"Hero"}');
    expect(jsonOnce(value)).toBe(jsonOnce(value));
    expect(jsonOnce({ title: 'Hero' })).toBeNull();
  });
});
