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
 *     after 300 other distinct searches (another seed, not measured) have warmed the shop up;
 *   - long tail, open loop: LONG_TAIL_RATE distinct searches a second (default 100, one shop
 *     process's share of a busy storefront) for DURATION seconds, none of them sent before (a third
 *     seed), sent on a fixed schedule whatever the answers' speed; each latency runs from the
 *     search's scheduled send time, so a slow answer that delays the ones behind it is counted in
 *     them too (no coordinated omission). The closed loop above says how many searches a second
 *     the shop can answer; this says how long a shopper waits at a given arrival rate.
 * Prints req/s, p50 and p99 latency (ms) and the non-2xx count per target, with the load averages. BENCH_PORT and
 * BENCH_REF_PORT pin the shop's and the reference's ports (default: free ones). The issue's goal is
 * p99 ≤ 50 ms on PostgreSQL for search, brand + price and page 200, and for the long tail.
 * The long tail is also reported as CPU time per search of the shop process and of the
 * database's backends (ms, from /proc: what they spent, not waiting) and, after the HTTP targets,
 * run once more straight against the catalog repository of each shop's code in this process (SQL
 * and mapping only, one search at a time): latencies a loaded machine disturbs much less than the
 * HTTP ones. LONG_TAIL_ONLY=1 skips the autocannon targets (and the reference).
 * BENCH_BEFORE_DIR (another checkout's apps/server, e.g. the code before a change, built): that
 * shop runs too, on its own PostgreSQL server with the same catalog, and each long-tail phase
 * (closed loop, open loop, repository) runs on it right before the same phase on this one, so
 * both figures come from the same minutes of a shared machine (the open loop twice: before then
 * after, and after then before, on another list); the autocannon targets run on this one only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load-generator.ts';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { seedLargeCatalog } from '../src/seed/large-catalog.ts';
import { type BenchShop, cpuMs, envNumber, ip, startBenchShop } from './bench-shop.ts';
import { longTailSearches } from './long-tail.ts';

const COUNT = envNumber('COUNT', 100_000);
const DURATION_S = envNumber('DURATION', 10);
const CONNECTIONS = envNumber('CONNECTIONS', 10);
const LONG_TAIL = envNumber('LONG_TAIL', 600);
/** Arrivals a second of the open-loop long tail. */
const LONG_TAIL_RATE = envNumber('LONG_TAIL_RATE', 100);
const PAGE = 200;
const PAGE_SIZE = 20;
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.resolve(import.meta.dirname, '..'));
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;

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
  /** The slowest answer (ms), for the long tail. */
  max?: number;
}

let client = 0;

/**
 * Runs autocannon on `paths` (each connection cycles through them). Every request comes from its
 * own X-Forwarded-For address (the bench shop trusts its proxy), so the per-visitor rate limit
 * (2,000 a minute) does not answer 429 to the bench.
 */
async function measure(t: Target): Promise<Row> {
  const result = await runLoad({
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
        if (!(await searchOnce(base, q))) bad++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
  return { target: name, reqPerSec: Math.round(searches.length / seconds), p50: at(50), p99: at(99), non2xx: bad, max: Math.round(latencies.at(-1)!) };
}

/** Sends search `q` to the shop at `base` from a new address and reads the whole answer; false on a non-2xx answer or a failed request. */
async function searchOnce(base: string, q: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/products?search=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': ip(++client) } });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** The load averages (1, 5, 15 minutes) now, as `uptime` prints them. */
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * Open loop: each of `searches` is sent once, `rate` a second on a fixed schedule (search k at
 * k / rate s), whatever the answers' speed, each from its own address. A latency runs from the
 * search's scheduled time to its answer's last byte (ms), so a shop that falls behind is charged
 * for the wait as well. Returns the achieved arrival and answer rates (a second), p50 / p99 / max
 * latency (ms), the non-2xx count and the shop's CPU per search (ms).
 */
async function measureOpenLoop(base: string, searches: string[], rate: number, pid: number | undefined) {
  const latencies: number[] = [];
  let bad = 0;
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const [k, q] of searches.entries()) {
    const due = t0 + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      (async () => {
        if (!(await searchOnce(base, q))) bad++;
        latencies.push(performance.now() - due);
      })(),
    );
  }
  const sent = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
  return {
    sentPerSec: searches.length / Math.max(sent, (searches.length - 1) / rate),
    answeredPerSec: searches.length / seconds,
    p50: at(50),
    p99: at(99),
    max: Math.round(latencies.at(-1)!),
    non2xx: bad,
    shopCpuMs: (cpuMs(pid) - cpu0) / searches.length,
  };
}

/**
 * The long tail straight against the catalog repository of `dir` (its findProducts, on its
 * own pool, one search at a time, each once more after a first pass that warms the pool's
 * connections): p50 / p99 ms of SQL and mapping, without HTTP or the read cache.
 */
async function repositoryLongTail(dir: string, databaseUrl: string, searches: string[]): Promise<Row> {
  const { openDatabase } = (await import(path.join(dir, 'src/db/client.ts'))) as typeof import('../src/db/client.ts');
  type Repository = typeof import('../src/features/catalog/catalog-repository.ts');
  // A tree from before decision 105 names the read listProducts.
  const repository = (await import(path.join(dir, 'src/features/catalog/catalog-repository.ts'))) as Repository & { listProducts?: Repository['findProducts'] };
  const findProducts = repository.findProducts ?? repository.listProducts!;
  const database = await openDatabase({ url: databaseUrl });
  try {
    const run = async () => {
      const latencies: number[] = [];
      for (const search of searches) {
        const s = performance.now();
        await findProducts(database.db, { search, limit: 20, offset: 0 } as Parameters<typeof findProducts>[1]);
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

/** One shop under test: the code of `dir`, its own PostgreSQL database and a bench pool on it. */
interface Subject {
  label: string;
  dir: string;
  shop: BenchShop;
  pool: pg.Pool;
}

/** On-CPU time (ms) of each PostgreSQL client backend of `pool`'s database, by pid (Linux /proc schedstat, ns). */
async function backendsCpu(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(`select pid from pg_stat_activity where backend_type = 'client backend' and datname = current_database()`);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    } catch {
      // gone, or another machine's server (BENCH_DATABASE_URL): not counted
    }
  }
  return out;
}

/** CPU (ms) the database's backends used between two backendsCpu readings (a backend opened in between counts from 0). */
const backendsCpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function main() {
  const subjects: Subject[] = [];
  const reference = Fastify();
  reference.get('/ref', async () => ({ ok: true }));
  try {
    // BENCH_BEFORE_DIR: the code before a change runs too, on its own PostgreSQL server and the
    // same catalog, and every long-tail phase runs on it right before the same phase on this one.
    for (const [label, dir] of [...(beforeDir ? [['before', beforeDir] as const] : []), [beforeDir ? 'after' : 'shop', serverDir] as const]) {
      const shop = await startBenchShop({ serverDir: dir });
      const pool = new pg.Pool({ connectionString: shop.databaseUrl!, max: 2 });
      subjects.push({ label, dir, shop, pool });
      console.log(`server ${label} (${dir}) up in ${shop.startMs} ms on PostgreSQL`);
      const started = Date.now();
      const added = await seedLargeCatalog(drizzle(pool, { schema }) as unknown as Db, { count: COUNT });
      console.log(`seeded ${added.products} products, ${added.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const main = subjects.at(-1)!;
    const { base } = main.shop;
    const pool = main.pool;
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
    const named = <R extends Row>(s: Subject, row: R): R => (subjects.length > 1 ? { ...row, target: `${s.label}: ${row.target}` } : row);
    const print = (row: Row) => console.log(`${row.target.padEnd(28)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.non2xx ? `  ${row.non2xx} non-2xx/errors` : ''}`);
    // The long tail first, before the other targets warm anything up.
    const { rows: names } = await pool.query<{ name: string }>(`select name from products where slug like 'large-%' order by slug limit 5000`);
    const searches = longTailSearches(names.map((r) => r.name), LONG_TAIL);
    // A shop in service is warm: its code compiled and its pool's connections open. Warm it with
    // other distinct searches (another seed, none of the long tail's), not measured.
    const measured = new Set(searches);
    const warmUp = longTailSearches(names.map((r) => r.name), 300, 7).filter((q) => !measured.has(q));
    for (const s of subjects) await measureOnce('warm-up', s.shop.base, warmUp);
    for (const s of subjects) {
      const cpuBefore = cpuMs(s.shop.child.pid);
      const pgBefore = await backendsCpu(s.pool);
      const tail = named(s, await measureOnce(`long tail (${searches.length} distinct)`, s.shop.base, searches));
      const shopCpu = (cpuMs(s.shop.child.pid) - cpuBefore) / searches.length;
      const pgCpu = backendsCpuBetween(pgBefore, await backendsCpu(s.pool)) / searches.length;
      rows.push(tail);
      print(tail);
      console.log(
        `  e.g. ${searches.slice(0, 6).map((q) => `'${q}'`).join(', ')}; max ${tail.max} ms; CPU per search: shop ${shopCpu.toFixed(2)} ms, PostgreSQL ${pgCpu.toFixed(2)} ms; load ${load()}`,
      );
    }
    // The open loop: other distinct searches (a third seed, none sent before), at a fixed rate.
    // With two shops it runs twice, before-after then after-before (each shop gets each list
    // once), so a burst of other work on a shared machine is less likely to land on one side only.
    const perRun = Math.round(LONG_TAIL_RATE * DURATION_S);
    let sent = new Set([...searches, ...warmUp]);
    const passes = subjects.length > 1 ? [subjects, [...subjects].reverse()] : [subjects];
    for (const [pass, order] of passes.entries()) {
      const openSearches = longTailSearches(names.map((r) => r.name), perRun + sent.size, 31 + pass)
        .filter((q) => !sent.has(q))
        .slice(0, perRun);
      sent = new Set([...sent, ...openSearches]);
      for (const s of order) {
        const pgBefore = await backendsCpu(s.pool);
        const open = await measureOpenLoop(s.shop.base, openSearches, LONG_TAIL_RATE, s.shop.child.pid);
        const pgCpu = backendsCpuBetween(pgBefore, await backendsCpu(s.pool)) / openSearches.length;
        const label = `long tail, open loop ${LONG_TAIL_RATE}/s${passes.length > 1 ? ` #${pass + 1}` : ''}`;
        const openRow = named(s, { target: label, reqPerSec: Math.round(open.answeredPerSec), p50: open.p50, p99: open.p99, non2xx: open.non2xx, max: open.max });
        rows.push(openRow);
        print(openRow);
        console.log(
          `  ${openSearches.length} distinct searches sent at ${open.sentPerSec.toFixed(1)}/s (asked ${LONG_TAIL_RATE}/s), latency from each one's scheduled send time; max ${open.max} ms; ` +
            `CPU per search: shop ${open.shopCpuMs.toFixed(2)} ms, PostgreSQL ${pgCpu.toFixed(2)} ms; load ${load()}`,
        );
      }
    }
    for (const t of process.env.LONG_TAIL_ONLY ? [] : targets) {
      const row = await measure(t);
      rows.push(row);
      print(row);
    }
    for (const s of subjects) {
      const repo = named(s, await repositoryLongTail(s.dir, s.shop.databaseUrl!, searches));
      rows.push(repo);
      print(repo);
    }
    console.log(`\n${COUNT} products, ${CONNECTIONS} connections, ${DURATION_S} s per target; goal: p99 <= 50 ms on PostgreSQL, also for the long tail; load ${load()}`);
    console.table(rows);
  } finally {
    await reference.close();
    for (const s of subjects) {
      await s.pool.end();
      await s.shop.stop();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
