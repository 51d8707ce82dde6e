/**
 * Large-catalog bench (`npm run bench:large`; not part of `npm test`, issue 15): starts a
 * throwaway PostgreSQL server (or BENCH_DATABASE_URL) and the real shop (bench-shop.ts), adds
 * 100,000 products (env COUNT; seed/large-catalog.ts, written straight into the database without
 * migrating it, so BENCH_SERVER_DIR can run the code before a change on its own schema), then
 * autocannon drives each target for DURATION seconds (default 10) with CONNECTIONS connections
 * (default 10):
 *   - search: relevance search for real words, several terms in turn;
 *   - search (typos): misspelt words ('galxy', 'iphne', 'thinkpd');
 *   - brand + price: ?brand=…&price=… for several brands;
 *   - category page 200: the 200th page of 20 of a category, by keyset cursor when the server
 *     answers nextCursor, else by offset; and the same page by offset, for comparison;
 *   - reference: a bare Fastify route started in this process, the same run's speed of light;
 *   - long tail: LONG_TAIL (default 600) distinct searches the shop has not seen, each sent once
 *     by CONNECTIONS clients: random pairs of words of the catalog's product names (a seeded
 *     random, the same list every run), a third of them with a typo in one word (a letter
 *     dropped, doubled or swapped) — what real shoppers type, which no read cache answers; sent
 *     after 300 other distinct searches (another seed, not measured) have warmed the shop up.
 * Prints req/s, p50 and p99 latency (ms) and the non-2xx count per target. BENCH_PORT and
 * BENCH_REF_PORT pin the shop's and the reference's ports (default: free ones). The issue's goal is
 * p99 ≤ 50 ms on PostgreSQL for search, brand + price and page 200, and for the long tail.
 * The long tail is also reported as the shop's CPU time per search (ms, from /proc: what the shop
 * process spent, not waiting) and, after the HTTP targets, run once more straight against the
 * catalog repository of BENCH_SERVER_DIR in this process (SQL and mapping only, one search at a
 * time): latencies a loaded machine disturbs much less than the HTTP ones. LONG_TAIL_ONLY=1 skips
 * the autocannon targets (and the reference).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { seedLargeCatalog } from '../src/seed/large-catalog.ts';
import { cpuMs, ip, startBenchShop } from './bench-shop.ts';
import { longTailSearches } from './long-tail.ts';

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};
const COUNT = num('COUNT', 100_000);
const DURATION_S = num('DURATION', 10);
const CONNECTIONS = num('CONNECTIONS', 10);
const LONG_TAIL = num('LONG_TAIL', 600);
const PAGE = 200;
const PAGE_SIZE = 20;
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.resolve(import.meta.dirname, '..'));

interface Target {
  name: string;
  base: string;
  paths: string[];
}

interface Row {
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

let client = 0;

/**
 * Runs autocannon on `paths` (each connection cycles through them). Every request comes from its
 * own X-Forwarded-For address (the bench shop trusts its proxy), so the per-visitor rate limit
 * (2,000 a minute) does not answer 429 to the bench.
 */
async function measure(t: Target): Promise<Row> {
  const result = await autocannon({
    url: t.base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: t.paths.map((p) => ({
      method: 'GET' as const,
      path: p,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': ip(++client) } }),
    })),
  });
  return { target: t.name, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/**
 * Sends each of `searches` once, `CONNECTIONS` at a time, each from its own address: req/s,
 * p50 / p99 / max latency (ms) and the non-2xx count.
 */
async function measureOnce(name: string, base: string, searches: string[]): Promise<Row & { max: number }> {
  const latencies: number[] = [];
  let bad = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < searches.length) {
        const q = searches[next++]!;
        const s = performance.now();
        try {
          const res = await fetch(`${base}/api/products?search=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': ip(++client) } });
          await res.arrayBuffer();
          if (!res.ok) bad++;
        } catch {
          bad++;
        }
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
  return { target: name, reqPerSec: Math.round(searches.length / seconds), p50: at(50), p99: at(99), non2xx: bad, max: Math.round(latencies.at(-1)!) };
}

/**
 * The long tail straight against the catalog repository of `serverDir` (its listProducts, on its
 * own pool, one search at a time, each once more after a first pass that warms the pool's
 * connections): p50 / p99 ms of SQL and mapping, without HTTP or the read cache.
 */
async function repositoryLongTail(databaseUrl: string, searches: string[]): Promise<Row> {
  const { openDatabase } = (await import(path.join(serverDir, 'src/db/client.ts'))) as typeof import('../src/db/client.ts');
  const { listProducts } = (await import(path.join(serverDir, 'src/features/catalog/catalog-repository.ts'))) as typeof import('../src/features/catalog/catalog-repository.ts');
  const database = await openDatabase({ url: databaseUrl });
  try {
    const run = async () => {
      const latencies: number[] = [];
      for (const search of searches) {
        const s = performance.now();
        await listProducts(database.db, { search, limit: 20, offset: 0 } as Parameters<typeof listProducts>[1]);
        latencies.push(performance.now() - s);
      }
      return latencies.sort((a, b) => a - b);
    };
    await run();
    const t0 = performance.now();
    const latencies = await run();
    const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
    return { target: 'long tail, repository (SQL)', reqPerSec: Math.round(searches.length / ((performance.now() - t0) / 1000)), p50: at(50), p99: at(99), non2xx: 0 };
  } finally {
    await database.close();
  }
}

/** The URL of page `PAGE` of a category: by cursor when the server gives one, else null. */
async function cursorPage(base: string, category: string): Promise<string | null> {
  let cursor: string | null = null;
  for (let page = 1; page < PAGE; page++) {
    const url = `/api/products?category=${category}&limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
    const body = (await (await fetch(base + url)).json()) as { nextCursor?: string | null };
    if (!body.nextCursor) return null;
    cursor = body.nextCursor;
  }
  return `/api/products?category=${category}&limit=${PAGE_SIZE}&cursor=${cursor}`;
}

async function main() {
  const shop = await startBenchShop({ serverDir });
  const pool = new pg.Pool({ connectionString: shop.databaseUrl!, max: 2 });
  const reference = Fastify();
  reference.get('/ref', async () => ({ ok: true }));
  try {
    console.log(`server (${serverDir}) up in ${shop.startMs} ms on PostgreSQL`);
    const started = Date.now();
    const added = await seedLargeCatalog(drizzle(pool, { schema }) as unknown as Db, { count: COUNT });
    console.log(`seeded ${added.products} products, ${added.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { base } = shop;
    const categories = ['smartphones', 'computers', 'tablets'];
    const cursors = (await Promise.all(categories.map((c) => cursorPage(base, c)))).filter((u): u is string => u !== null);
    const offsetPaths = categories.map((c) => `/api/products?category=${c}&limit=${PAGE_SIZE}&offset=${(PAGE - 1) * PAGE_SIZE}`);
    const refBase = await reference.listen({ port: Number(process.env.BENCH_REF_PORT ?? 0), host: '127.0.0.1' });

    const targets: Target[] = [
      { name: 'reference (bare Fastify)', base: refBase, paths: ['/ref'] },
      { name: 'search', base, paths: ['galaxy', 'redmi note', 'thinkpad', 'iphone pro max', 'tecno camon', 'huawei watch'].map((s) => `/api/products?search=${encodeURIComponent(s)}`) },
      { name: 'search (typos)', base, paths: ['galxy', 'iphne', 'thinkpd', 'infinx note'].map((s) => `/api/products?search=${encodeURIComponent(s)}`) },
      { name: 'brand + price', base, paths: [['samsung', '500-1000'], ['xiaomi', 'under-200'], ['lenovo', 'over-1000'], ['tecno', 'under-200']].map(([b, p]) => `/api/products?brand=${b}&price=${p}`) },
      { name: `category page ${PAGE} (${cursors.length ? 'cursor' : 'offset'})`, base, paths: cursors.length ? cursors : offsetPaths },
      ...(cursors.length ? [{ name: `category page ${PAGE} (offset)`, base, paths: offsetPaths }] : []),
    ];
    const rows: Row[] = [];
    const print = (row: Row) => console.log(`${row.target.padEnd(28)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.non2xx ? `  ${row.non2xx} non-2xx/errors` : ''}`);
    // The long tail first, before the other targets warm anything up.
    const { rows: named } = await pool.query<{ name: string }>(`select name from products where slug like 'large-%' order by slug limit 5000`);
    const searches = longTailSearches(named.map((r) => r.name), LONG_TAIL);
    // A shop in service is warm: its code compiled and its pool's connections open. Warm it with
    // other distinct searches (another seed, none of the long tail's), not measured.
    const measured = new Set(searches);
    const warmUp = longTailSearches(named.map((r) => r.name), 300, 7).filter((q) => !measured.has(q));
    await measureOnce('warm-up', base, warmUp);
    const cpuBefore = cpuMs(shop.child.pid);
    const tail = await measureOnce(`long tail (${searches.length} distinct)`, base, searches);
    const shopCpu = (cpuMs(shop.child.pid) - cpuBefore) / searches.length;
    rows.push(tail);
    print(tail);
    console.log(`  e.g. ${searches.slice(0, 6).map((q) => `'${q}'`).join(', ')}; max ${tail.max} ms; shop CPU ${shopCpu.toFixed(2)} ms per search`);
    for (const t of process.env.LONG_TAIL_ONLY ? [] : targets) {
      const row = await measure(t);
      rows.push(row);
      print(row);
    }
    const repo = await repositoryLongTail(shop.databaseUrl!, searches);
    rows.push(repo);
    print(repo);
    console.log(`\n${COUNT} products, ${CONNECTIONS} connections, ${DURATION_S} s per target; goal: p99 <= 50 ms on PostgreSQL, also for the long tail`);
    console.table(rows);
  } finally {
    await reference.close();
    await pool.end();
    await shop.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
