/**
 * Shop read bench (`npm run bench`; not part of `npm test`). In one run it starts a bare Fastify
 * route (bare-fastify.ts, the ceiling) and then the built shop (apps/server/dist/main.js, see
 * bench-shop.ts) on PGlite and on PostgreSQL (a throwaway server like the tests', or
 * BENCH_DATABASE_URL), and measures every target of TARGETS with autocannon: CONNECTIONS
 * connections (default 10) for DURATION seconds (default 10) after a WARMUP (default 2 s). Every
 * request carries an X-Forwarded-For address (the shop trusts its proxy, TRUST_PROXY=true): by
 * default one of a pool of ADDRESS_POOL addresses taken in turn (so the visitors' 2,000 a minute
 * per address is not what is measured), for targets marked `fresh` a new address on every
 * request (many shoppers, not a few: every request is a new entry in the rate-limit store).
 * Prints per database and target: req/s, p50 and p99 latency (ms), the ceiling measured again just
 * before the target and the ratio to it, non-2xx answers (any is a fault of the bench or the shop:
 * no target measures refusals), and the shop's RSS (MiB) 1 s after the restart, at rest (REST
 * seconds later, default 12: V8's memory reducer has given the start's garbage back) and the highest
 * under load, and on PGlite whether that meets the memory goal (≤ 200 MiB at rest, ≤ 256 MiB under
 * the bench; decision 068).
 *
 * Beside the ceiling, each target gets a second reference: the bare server answering as many bytes
 * as the target's answer (`/bytes/:n`), so the table tells the cost of an answer's size (which no
 * code of the shop can remove) from the cost of the shop's own work. ROUNDS (default 3) measures
 * every target that many times, each round the ceiling, the same-bytes route and the target one
 * after the other, and prints the median round (by the ratio to the ceiling): a shared machine's
 * drift moves single runs by a quarter and more.
 *
 * Options (env): DATABASES=pglite,postgres (which to run), TARGETS=list,detail (names to run),
 * DURATION (default 5 s a round), WARMUP, REST, CONNECTIONS, ROUNDS, BENCH_SERVER_DIR (another checkout's apps/server, e.g. the code
 * before a change: its dist/main.js when built, else src/main.ts through tsx), BENCH_BEFORE_DIR
 * (another checkout's apps/server measured in the same run, each target right after the ceiling
 * and just before this one: a before/after on a busy machine).
 *
 * Adding a target: push a BenchTarget onto TARGETS (a name, and a path built from the context the
 * bench reads from the running shop, e.g. a product id); `setup` may prepare a database first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type autocannon from 'autocannon';
import { runLoad } from './load-generator.ts';
import { type BenchShop, cpuMs, envNumber, rssMiB, startBenchShop } from './bench-shop.ts';

/** What a target's path may use: read from the running shop before the targets run. */
export interface BenchContext {
  base: string;
  /** An active product's id (the first of GET /api/products). */
  productId: string;
  /** A word that finds products (the first product's brand). */
  searchWord: string;
}

/** One measured request: GET `path(ctx)`. */
export interface BenchTarget {
  name: string;
  path(ctx: BenchContext): string;
  /** A new X-Forwarded-For address on every request (default: the pool's, in turn). */
  fresh?: boolean;
  /** Extra request headers (e.g. the Accept-Encoding a browser sends). */
  headers?: Record<string, string>;
  /** Optional: run once per database before the targets (e.g. fill it). */
  setup?(shop: BenchShop): Promise<void>;
}

/** The measured requests, in order. Other benches add theirs here (see the header). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const TARGETS: BenchTarget[] = [
  { name: 'product list', path: () => '/api/products?limit=20' },
  { name: 'product list, new address per request', path: () => '/api/products?limit=20', fresh: true },
  // What a browser's request costs: it asks for Brotli (the cached answer's copy, made once).
  { name: 'product list, br as browsers ask', path: () => '/api/products?limit=20', headers: BROWSER_ENCODINGS },
  { name: 'product detail', path: (ctx) => `/api/products/${encodeURIComponent(ctx.productId)}` },
  { name: 'product detail, new address per request', path: (ctx) => `/api/products/${encodeURIComponent(ctx.productId)}`, fresh: true },
  { name: 'product page HTML', path: (ctx) => `/product/${encodeURIComponent(ctx.productId)}` },
  { name: 'product page HTML, br as browsers ask, new address per request', path: (ctx) => `/product/${encodeURIComponent(ctx.productId)}`, fresh: true, headers: BROWSER_ENCODINGS },
  { name: 'search', path: (ctx) => `/api/products?search=${encodeURIComponent(ctx.searchWord)}&limit=20` },
];

const DURATION = envNumber('DURATION', 5);
/** How long the restarted shop is left alone before its RSS at rest is read (s; env REST, default 12). */
const REST_SECONDS = envNumber('REST', 12);
const ROUNDS = Math.round(envNumber('ROUNDS', 3));
const WARMUP = envNumber('WARMUP', 2);
const CONNECTIONS = envNumber('CONNECTIONS', 10);
/** Addresses the pool takes in turn: at 50,000 req/s each is used 150 times a minute, far below the visitors' limit. */
const ADDRESS_POOL = 20_000;
/** The shop's resident memory on PGlite, at rest and at most under this bench (issue 29, decision 068). */
const MEMORY_GOAL_MIB = { idle: 200, peak: 256 };
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.resolve(import.meta.dirname, '..'));
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;

interface Measured {
  rps: number;
  /** The server's CPU time per request (µs): unlike req/s, barely moved by the machine's other load. */
  cpuUs: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon against `url` for `seconds`; every request sends its X-Forwarded-For: the pool's next
 * address, or with `fresh` a new one (10.x.y.z, 16 million before they repeat).
 */
async function load(url: string, seconds: number, pid: number | undefined, { fresh = false, headers = {} }: Pick<BenchTarget, 'fresh' | 'headers'> = {}): Promise<Measured> {
  let sent = 0;
  const cpuBefore = cpuMs(pid);
  const result = await runLoad({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'GET',
        // autocannon clears a connection's context after each request, so the count lives here.
        setupRequest(req: autocannon.Request) {
          const i = fresh ? sent++ : sent++ % ADDRESS_POOL;
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } };
        },
      },
    ],
  });
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuUs, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** Warm-up, then the measured run. */
async function measure(url: string, pid: number | undefined, target: Pick<BenchTarget, 'fresh' | 'headers'> = {}): Promise<Measured> {
  await load(url, WARMUP, pid, target);
  return load(url, DURATION, pid, target);
}

/** Starts bare-fastify.ts as its own process; resolves with its base URL and a stop function. */
async function startCeiling(): Promise<{ base: string; pid: number | undefined; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-fastify.ts')], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', stop);
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', () => reject(new Error('the ceiling server did not start')));
  });
  return { base: `http://127.0.0.1:${port.trim()}`, pid: child.pid, stop };
}

async function contextOf(base: string): Promise<BenchContext> {
  const res = await fetch(`${base}/api/products?limit=1`);
  if (!res.ok) throw new Error(`GET /api/products: ${res.status}`);
  const body = (await res.json()) as { items: { id: string; brand: string }[] };
  const first = body.items[0];
  if (!first) throw new Error('the shop has no products');
  return { base, productId: first.id, searchWord: first.brand };
}

/** The size (bytes) of the body `url` answers with `headers` (as sent: compressed when asked). */
async function answerBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers: { ...headers, 'x-forwarded-for': '10.255.255.254' } });
  const length = Number(res.headers.get('content-length'));
  await res.arrayBuffer();
  if (!Number.isFinite(length) || length <= 0) throw new Error(`${url} answered without a content-length`);
  return length;
}

/** The element of `rounds` with the median `key` (the lower middle one of an even count). */
function median<T>(rounds: T[], key: (r: T) => number): T {
  return [...rounds].sort((a, b) => key(a) - key(b))[Math.floor((rounds.length - 1) / 2)]!;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');

async function main() {
  const wanted = (process.env.TARGETS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const targets = wanted.length ? TARGETS.filter((t) => wanted.some((w) => t.name.includes(w))) : TARGETS;
  const databases = (process.env.DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as ('pglite' | 'postgres')[];
  const webDist = path.join(repoRoot, 'apps/web/dist');

  // The ceiling is measured again just before each target: on a shared machine the load of the
  // moment moves both figures together, so their ratio is what compares across runs.
  const ceilingServer = await startCeiling();
  const ceilingUrl = `${ceilingServer.base}/ceiling`;
  const first = await measure(ceilingUrl, ceilingServer.pid);
  console.log(`ceiling (bare Fastify route): ${fmt(first.rps)} req/s, p99 ${first.p99} ms, ${fmt(first.cpuUs)} µs CPU a request; ${CONNECTIONS} connections, ${DURATION} s per target, server ${serverDir}`);

  try {
    for (const db of databases) {
      const env: Record<string, string> = fs.existsSync(webDist) ? { WEB_DIST: webDist } : {};
      const shop = await startBenchShop({ serverDir, pglite: db === 'pglite', restart: true, env });
      const before = beforeDir ? await startBenchShop({ serverDir: beforeDir, pglite: db === 'pglite', restart: true, env }).catch((err: unknown) => (shop.cleanup(), Promise.reject(err))) : null;
      try {
        for (const t of targets) await t.setup?.(shop);
        const ctx = await contextOf(shop.base);
        const beforeCtx = before ? await contextOf(before.base) : null;
        await new Promise((r) => setTimeout(r, 1000));
        const justUp = rssMiB(shop.child.pid);
        // At rest: V8 returns the start's garbage to the system on its own once the process has been
        // idle for a few seconds (its memory reducer); a shop at rest has been at rest that long.
        await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
        const idle = rssMiB(shop.child.pid);
        let peak = idle;
        let beforePeak = before ? rssMiB(before.child.pid) : NaN;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMiB(shop.child.pid));
          if (before) beforePeak = Math.max(beforePeak, rssMiB(before.child.pid));
        }, 250);
        console.log(`\n${db}: RSS after the first start (migrations, seed, images) ${fmt(shop.firstStartRssMiB ?? NaN, 1)} MiB; restarted, up in ${fmt(shop.startMs)} ms, RSS 1 s after ${fmt(justUp, 1)} MiB, at rest (${REST_SECONDS} s more) ${fmt(idle, 1)} MiB${before ? `; before (${beforeDir}): RSS at rest ${fmt(rssMiB(before.child.pid), 1)} MiB` : ''}`);
        const beforeHead = before ? ' before req/s | before ratio | before CPU µs/req | before non-2xx |' : '';
        console.log(`| target | req/s | p50 ms | p99 ms | ceiling req/s | ratio to ceiling${ROUNDS > 1 ? ' (each round)' : ''} | answer bytes | same bytes, bare route: ratio to ceiling | ratio to same bytes | CPU µs/req (ceiling) | non-2xx | RSS MiB |${beforeHead}`);
        console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|${before ? '---|---|---|---|' : ''}`);
        for (const t of targets) {
          // fetch() asks for gzip and Brotli by default; a target without its own Accept-Encoding is measured plain.
          const bytes = await answerBytes(`${shop.base}${t.path(ctx)}`, { 'accept-encoding': 'identity', ...t.headers });
          const rounds: { ceiling: Measured; same: Measured; b: Measured | null; m: Measured }[] = [];
          for (let round = 0; round < ROUNDS; round++) {
            const ceiling = await measure(ceilingUrl, ceilingServer.pid);
            const same = await measure(`${ceilingServer.base}/bytes/${bytes}`, ceilingServer.pid);
            const b = before && beforeCtx ? await measure(`${before.base}${t.path(beforeCtx)}`, before.child.pid, t) : null;
            const m = await measure(`${shop.base}${t.path(ctx)}`, shop.child.pid, t);
            rounds.push({ ceiling, same, b, m });
          }
          const { ceiling, same, m } = median(rounds, (r) => r.m.rps / r.ceiling.rps);
          const b = before ? median(rounds, (r) => r.b!.rps / r.ceiling.rps) : null;
          const beforeCells = b?.b ? ` ${fmt(b.b.rps)} | ${fmt(b.b.rps / b.ceiling.rps, 2)} | ${fmt(b.b.cpuUs)} | ${rounds.reduce((n, r) => n + r.b!.non2xx + r.b!.errors, 0)} |` : '';
          const faults = rounds.reduce((n, r) => n + r.m.non2xx + r.m.errors, 0);
          const spread = ROUNDS > 1 ? ` (${rounds.map((r) => fmt(r.m.rps / r.ceiling.rps, 2)).join(', ')})` : '';
          console.log(
            `| ${t.name} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(ceiling.rps)} | ${fmt(m.rps / ceiling.rps, 2)}${spread} | ${fmt(bytes)} | ${fmt(same.rps / ceiling.rps, 2)} | ${fmt(m.rps / same.rps, 2)} | ${fmt(m.cpuUs)} (${fmt(ceiling.cpuUs)}) | ${faults} | ${fmt(peak, 1)} |${beforeCells}`,
          );
        }
        clearInterval(sampler);
        // Issue 29's memory goal for the embedded default: at most 200 MiB at rest and 256 MiB under this bench.
        const goal = db === 'pglite' ? ` (goal ≤ ${MEMORY_GOAL_MIB.idle} / ≤ ${MEMORY_GOAL_MIB.peak} MiB: ${idle <= MEMORY_GOAL_MIB.idle && peak <= MEMORY_GOAL_MIB.peak ? 'met' : 'NOT met'})` : '';
        console.log(`${db}: RSS at rest ${fmt(idle, 1)} MiB, highest under load ${fmt(peak, 1)} MiB${goal}${before ? `; before: highest under load ${fmt(beforePeak, 1)} MiB` : ''}`);
      } finally {
        await shop.stop();
        await before?.stop();
      }
    }
  } finally {
    ceilingServer.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
