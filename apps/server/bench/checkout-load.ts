/**
 * Checkout load test (`npm run bench:checkout`; not part of `npm test`): starts a throwaway
 * PostgreSQL server (or BENCH_DATABASE_URL) and the real shop as its own process (its built
 * `dist/main.js`, else `node --import tsx src/main.ts`), then CUSTOMERS customers (default
 * 40; env CUSTOMERS or `--customers N`) check out back to back for DURATION seconds (default 20;
 * env DURATION or `--duration S`) with mixed carts: half the checkouts have one line, the other
 * half two lines, sent as [A, B] by even customers and [B, A] by odd ones (the order that used to
 * deadlock). Each checkout has a fresh idempotency key.
 * Then an open loop: RATE checkouts a second (default 200; env RATE or `--rate N`) arrive on a fixed
 * schedule for DURATION seconds, whatever the answers' speed (issue 29: 200 orders/s with p99 <=
 * 150 ms on PostgreSQL), reported as placed orders/s, p50 / p99 and shop CPU per order.
 * Prints orders/s, p50 / p99 / max latency (ms), the count per HTTP status and the stock
 * invariant of every variant used: stock now + units sold = stock at start, none below zero.
 * Customers are written straight into the database with a signed session cookie each (password
 * hashing is not what this measures); each uses its own X-Forwarded-For address.
 * BENCH_SERVER_DIR runs another checkout's apps/server instead of this one.
 * BENCH_BEFORE_DIR (another checkout's apps/server, e.g. the code before a change, built): that
 * shop runs too, on its own PostgreSQL server, and every phase runs on it right before the same
 * phase on this one, so both figures come from the same minutes of a shared machine.
 * Database cost per checkout, first (quiet, before the load): each shop is started once more on a
 * fresh database behind a counting proxy (pg-wire-counter.ts) and places ROUND_TRIP_ORDERS (default
 * 20; half one line, half two lines) checkouts one after another; printed per checkout: statements,
 * round trips (waits on the database), client socket writes; BENCH_VERBOSE=1 lists the statements.
 * Then, in the same run, the mobile money mix (issue 25): the same customers pay for the same kind
 * of carts with mobile money against the pawaPay stand-in (running in this process, approving
 * after MOMO_APPROVE_MS, default 300 ms): MTN MoMo in ZMW, TNM Mpamba in MWK, M-Pesa in LSL, one
 * in ten declined. A checkout's time runs from the deposit request to the order placed (the
 * shopper's status poll, every 100 ms); printed as orders/s and p50 / p99 beside the card path.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMs, ip, pct, referenceRate, registerBenchCustomer, signCookie, startBenchShop, type BenchShop } from './bench-shop.ts';
import { countsBetween, startPgWireCounter, type WireCounts } from './pg-wire-counter.ts';
import { startPawaPayStandIn } from '../src/features/payments/index.ts';

function option(flag: string, env: string, fallback: number): number {
  const i = process.argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = Number(raw ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${flag} / ${env} must be a positive number, got ${raw}`);
  return n;
}

const CUSTOMERS = option('customers', 'CUSTOMERS', 40);
const DURATION_S = option('duration', 'DURATION', 20);
/** Checkouts a second of the open-loop phase (issue 29's goal: 200 with p99 <= 150 ms). */
const RATE = option('rate', 'RATE', 200);
/** Sequential checkouts whose database traffic is counted (per shop). */
const ROUND_TRIP_ORDERS = option('round-trip-orders', 'ROUND_TRIP_ORDERS', 20);
/** Units of stock given to every variant used, enough for the whole run. */
const STOCK = 1_000_000;
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.resolve(import.meta.dirname, '..'));
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;

const ADDRESS = { name: 'Bench Customer', street: '12 Long Street', city: 'Cape Town', zipCode: '8001', countryCode: 'ZA', phone: '+27 82 555 0101' };

/** Mobile money carts of the mix: number, operator and address, one in ten declined (…039). */
const MOMO_MIX = [
  { phoneNumber: '260763456789', operator: 'MTN_MOMO_ZMB', address: { ...ADDRESS, city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 555 0101' } },
  { phoneNumber: '265883456789', operator: 'TNM_MWI', address: { ...ADDRESS, city: 'Lilongwe', zipCode: '207', countryCode: 'MW', phone: '+265 99 555 0101' } },
  { phoneNumber: '26650345789', operator: 'VODACOM_LSO', address: { ...ADDRESS, city: 'Maseru', zipCode: '100', countryCode: 'LS', phone: '+266 5800 0101' } },
];
const MOMO_APPROVE_MS = option('momo-approve-ms', 'MOMO_APPROVE_MS', 300);

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** One shop under test, with its customers and the variants its carts use. */
interface Subject {
  label: string;
  dir: string;
  shop: BenchShop;
  client: pg.Client;
  standIn: Awaited<ReturnType<typeof startPawaPayStandIn>>;
  cookies: string[];
  ids: string[];
  A: string;
  B: string;
  singles: string[];
}

interface Run {
  latencies: number[];
  statuses: Map<string, number>;
  firstError: string;
  seconds: number;
  cpuUs: number;
  load: string;
}

const shopEnv = (standIn: { apiToken: string; url: string }) => ({
  PAWAPAY_API_TOKEN: standIn.apiToken,
  PAWAPAY_API_BASE: standIn.url,
  PAYMENT_PROVIDER: 'test',
  // One customer places hundreds of orders a minute here: the per-session checkout limit would answer 429.
  ACTIVITY_RATE_LIMITS: 'false',
});

/** Customers (one registered over HTTP for the cookie's name, the rest written in) and stocked variants. */
async function prepare(base: string, client: pg.Client, customers: number): Promise<Pick<Subject, 'cookies' | 'ids' | 'A' | 'B' | 'singles'>> {
  const { cookie: firstCookie, cookieName } = await registerBenchCustomer(base, ip(1));
  const cookies = [firstCookie];
  const expires = new Date(Date.now() + 86_400_000);
  await client.query('begin');
  for (let i = 1; i < customers; i++) {
    const id = crypto.randomUUID();
    const token = crypto.randomUUID().replace(/-/g, '');
    const email = `bench-${i}-${Date.now()}@example.com`;
    await client.query('insert into "user" (id, name, email) values ($1, $2, $3)', [id, `Bench Customer ${i}`, email]);
    await client.query('insert into profiles (user_id, email, display_name) values ($1, $2, $3)', [id, email, `Bench Customer ${i}`]);
    await client.query('insert into session (id, token, user_id, expires_at) values ($1, $2, $3, $4)', [crypto.randomUUID(), token, id, expires]);
    cookies.push(`${cookieName}=${await signCookie(token)}`);
  }
  await client.query('commit');

  // Variants of active products: A and B (different products) for the two-line carts, a few more for one-line carts.
  const { rows: variants } = await client.query<{ id: string; product_id: string }>(
    `select v.id, v.product_id from product_variants v join products p on p.id = v.product_id
     where p.status = 'active' order by v.price_cents, v.id`,
  );
  const picked: { id: string; product_id: string }[] = [];
  for (const v of variants) {
    if (picked.length >= 6) break;
    if (!picked.some((p) => p.product_id === v.product_id)) picked.push(v);
  }
  if (picked.length < 6) throw new Error('not enough products to bench');
  const ids = picked.map((v) => v.id);
  await client.query('update product_variants set stock = $1 where id = any($2)', [STOCK, ids]);
  await client.query(`update products p set stock = (select coalesce(sum(stock), 0) from product_variants v where v.product_id = p.id) where p.id = any($1)`, [picked.map((v) => v.product_id)]);
  const [A, B, ...singles] = ids as [string, string, ...string[]];
  return { cookies, ids, A, B, singles };
}

/** The lines of customer `i`'s `n`-th cart: two lines (in the customer's order) for even n, else one. */
function cartOf(s: Pick<Subject, 'A' | 'B' | 'singles'>, i: number, n: number) {
  return n % 2 === 0
    ? (i % 2 === 0 ? [s.A, s.B] : [s.B, s.A]).map((variantId) => ({ variantId, quantity: 1 }))
    : [{ variantId: s.singles[(i + n) % s.singles.length]!, quantity: 1 }];
}

/** One card checkout of customer `i`'s `n`-th cart: its latency (ms) and HTTP status are recorded. */
async function checkoutOnce(s: Pick<Subject, 'shop' | 'cookies' | 'A' | 'B' | 'singles'>, i: number, n: number, into: Run): Promise<void> {
  const { base } = s.shop;
  const body = { lines: cartOf(s, i, n), shippingOption: 'standard', address: ADDRESS, idempotencyKey: `bench-${i}-${n}-${crypto.randomUUID()}` };
  const start = performance.now();
  let status: string;
  try {
    const res = await fetch(`${base}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: s.cookies[i]!, 'x-forwarded-for': ip(i + 2) },
      body: JSON.stringify(body),
    });
    status = String(res.status);
    const text = await res.text();
    if (res.status >= 400 && !into.firstError) into.firstError = `${res.status} ${text.slice(0, 200)}`;
  } catch (err) {
    status = `network error (${(err as Error).message})`;
  }
  into.latencies.push(performance.now() - start);
  into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);
}

const newRun = (): Run => ({ latencies: [], statuses: new Map(), firstError: '', seconds: 0, cpuUs: 0, load: '' });
const placedOf = (r: Run) => r.statuses.get('201') ?? 0;
const fiveXxOf = (r: Run) => [...r.statuses].filter(([st]) => /^5/.test(st)).reduce((a, [, n]) => a + n, 0);
const statusesOf = (r: Run) => [...r.statuses].sort().map(([st, n]) => `${st} × ${n}`).join(', ');

/** Every customer checks out back to back for DURATION_S. */
async function closedLoop(s: Subject): Promise<Run> {
  const run = newRun();
  const end = Date.now() + DURATION_S * 1000;
  const cpu0 = cpuMs(s.shop.child.pid);
  const t0 = performance.now();
  await Promise.all(
    s.cookies.map(async (_, i) => {
      for (let n = 0; Date.now() < end; n++) await checkoutOnce(s, i, n, run);
    }),
  );
  run.seconds = (performance.now() - t0) / 1000;
  run.cpuUs = ((cpuMs(s.shop.child.pid) - cpu0) / Math.max(1, placedOf(run))) * 1000;
  run.latencies.sort((a, b) => a - b);
  run.load = load();
  return run;
}

/** Issue 29's figure: checkouts arrive at RATE a second on a fixed schedule, whatever the answers' speed. */
async function openLoop(s: Subject): Promise<Run> {
  const run = newRun();
  const cpu0 = cpuMs(s.shop.child.pid);
  const r0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < RATE * DURATION_S; k++) {
    const due = r0 + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(checkoutOnce(s, k % s.cookies.length, 1_000_000 + k, run));
  }
  await Promise.all(inFlight);
  run.seconds = (performance.now() - r0) / 1000;
  run.cpuUs = ((cpuMs(s.shop.child.pid) - cpu0) / Math.max(1, placedOf(run))) * 1000;
  run.latencies.sort((a, b) => a - b);
  run.load = load();
  return run;
}

interface MomoRun {
  latencies: number[];
  placed: number;
  declined: number;
  other: Map<string, number>;
  seconds: number;
}

/** The mobile money mix: the same customers and carts, paid with mobile money, for DURATION_S. */
async function mobileMoney(s: Subject): Promise<MomoRun> {
  const { base } = s.shop;
  const momo: MomoRun = { latencies: [], placed: 0, declined: 0, other: new Map(), seconds: 0 };
  const momoEnd = Date.now() + DURATION_S * 1000;
  const m0 = performance.now();
  await Promise.all(
    s.cookies.map(async (cookie, i) => {
      for (let n = 0; Date.now() < momoEnd; n++) {
        const mix = MOMO_MIX[(i + n) % MOMO_MIX.length]!;
        const declined = (i * 7 + n) % 10 === 0;
        const body = {
          lines: cartOf(s, i, n),
          shippingOption: 'standard',
          address: mix.address,
          idempotencyKey: `bench-momo-${i}-${n}-${crypto.randomUUID()}`,
          mobileMoney: { phoneNumber: declined ? `${mix.phoneNumber.slice(0, -3)}039` : mix.phoneNumber, operator: mix.operator },
        };
        const headers = { 'content-type': 'application/json', origin: base, cookie, 'x-forwarded-for': ip(i + 2) };
        const start = performance.now();
        let outcome: string;
        try {
          const res = await fetch(`${base}/api/checkout/mobile-money`, { method: 'POST', headers, body: JSON.stringify(body) });
          const started = (await res.json()) as { checkoutId?: string; status?: string; message?: string };
          outcome = res.status === 201 ? started.status! : `${res.status} ${started.message ?? ''}`.trim();
          while (outcome === 'pending') {
            await new Promise((r) => setTimeout(r, 100));
            const poll = await fetch(`${base}/api/checkout/mobile-money/${started.checkoutId}`, { headers });
            outcome = poll.status === 200 ? ((await poll.json()) as { status: string }).status : `poll ${poll.status}`;
          }
        } catch (err) {
          outcome = `network error (${(err as Error).message})`;
        }
        if (outcome === 'paid') {
          momo.placed++;
          momo.latencies.push(performance.now() - start);
        } else if (outcome === 'failed' && declined) momo.declined++;
        else momo.other.set(outcome, (momo.other.get(outcome) ?? 0) + 1);
      }
    }),
  );
  momo.seconds = (performance.now() - m0) / 1000;
  momo.latencies.sort((a, b) => a - b);
  return momo;
}

/**
 * The database traffic of ROUND_TRIP_ORDERS sequential checkouts of the shop in `dir`: a fresh
 * database on the server of `serverUrl`, reached through the counting proxy; the shop is stopped
 * and the database dropped afterwards. Counts include what the shop does meanwhile in the background
 * (e.g. sending the queued mails), measured until a second after the last answer.
 */
async function countRoundTrips(dir: string, serverUrl: string, label: string): Promise<WireCounts> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `count_${label}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const counter = await startPgWireCounter(url.toString());
  const standIn = await startPawaPayStandIn({ finalDelayMs: MOMO_APPROVE_MS });
  const shop = await startBenchShop({ serverDir: dir, databaseUrl: counter.url, env: shopEnv(standIn) });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const subject = { shop, ...(await prepare(shop.base, client, 2)) };
    // Two warm-up checkouts (first statements of a connection, caches), then the counted ones.
    const warm = newRun();
    for (let n = 0; n < 2; n++) await checkoutOnce(subject, 0, n, warm);
    await new Promise((r) => setTimeout(r, 1000));
    const run = newRun();
    const c0 = counter.snapshot();
    for (let n = 0; n < ROUND_TRIP_ORDERS; n++) await checkoutOnce(subject, n % 2, n + 2, run);
    await new Promise((r) => setTimeout(r, 1000));
    const counts = countsBetween(c0, counter.snapshot());
    if (placedOf(run) !== ROUND_TRIP_ORDERS) throw new Error(`round-trip count (${label}): ${statusesOf(run)} ${run.firstError}`);
    return counts;
  } finally {
    await client.end().catch(() => {});
    await shop.stop();
    await standIn.close();
    await counter.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function startSubject(label: string, dir: string): Promise<Subject> {
  const standIn = await startPawaPayStandIn({ finalDelayMs: MOMO_APPROVE_MS });
  const shop = await startBenchShop({ serverDir: dir, env: shopEnv(standIn) });
  standIn.setCallbackUrl(`${shop.base}/api/payments/pawapay/callback`);
  const client = new pg.Client({ connectionString: shop.databaseUrl! });
  await client.connect();
  console.log(`${label}: server (${dir}) up in ${shop.startMs} ms on PostgreSQL`);
  return { label, dir, shop, client, standIn, ...(await prepare(shop.base, client, CUSTOMERS)) };
}

async function stopSubject(s: Subject): Promise<void> {
  await s.client.end().catch(() => {});
  await s.shop.stop();
  await s.standIn.close();
}

async function main() {
  const subjects: Subject[] = [];
  let failed = false;
  try {
    if (beforeDir) subjects.push(await startSubject('before', beforeDir));
    subjects.push(await startSubject(beforeDir ? 'after' : 'this', serverDir));

    console.log('');
    console.log(`database traffic per checkout (${ROUND_TRIP_ORDERS} sequential checkouts, half one line, half two; background work included):`);
    for (const s of subjects) {
      const c = await countRoundTrips(s.dir, s.shop.databaseUrl!, s.label);
      const per = (n: number) => (n / ROUND_TRIP_ORDERS).toFixed(1);
      console.log(`  ${s.label.padEnd(7)} statements ${per(c.statements)}, round trips ${per(c.roundTrips)}, client writes ${per(c.writes)}`);
      if (process.env.BENCH_VERBOSE) {
        for (const [text, n] of [...c.texts].sort((a, b) => b[1] - a[1])) console.log(`      ${(n / ROUND_TRIP_ORDERS).toFixed(2)}  ${text}`);
      }
    }

    const references = new Map<Subject, number>();
    for (const s of subjects) references.set(s, await referenceRate(s.shop.base, CUSTOMERS, 5));

    console.log('');
    console.log(`closed loop: ${CUSTOMERS} customers back to back for ${DURATION_S} s (half one line, half two lines in opposite orders)`);
    const closed = new Map<Subject, Run>();
    for (const s of subjects) closed.set(s, await closedLoop(s));
    for (const s of subjects) {
      const r = closed.get(s)!;
      const ref = references.get(s)!;
      console.log(
        `  ${s.label.padEnd(7)} ${(placedOf(r) / r.seconds).toFixed(1)} orders/s (reference GET /api/health ${ref.toFixed(0)} req/s, ratio ${((placedOf(r) / r.seconds / ref) * 100).toFixed(1)} %); ` +
          `p50 ${pct(r.latencies, 50).toFixed(0)} ms, p99 ${pct(r.latencies, 99).toFixed(0)} ms, max ${(r.latencies.at(-1) ?? NaN).toFixed(0)} ms; shop CPU per order ${r.cpuUs.toFixed(0)} µs; load ${r.load}`,
      );
      console.log(`          statuses: ${statusesOf(r)}${r.firstError ? `; first error: ${r.firstError}` : ''}`);
    }

    console.log('');
    console.log(`open loop at ${RATE} checkouts/s for ${DURATION_S} s (issue 29: >= 200 orders/s with p99 <= 150 ms on PostgreSQL):`);
    const open = new Map<Subject, Run>();
    for (const s of subjects) open.set(s, await openLoop(s));
    for (const s of subjects) {
      const r = open.get(s)!;
      const met = placedOf(r) / r.seconds >= 0.97 * RATE && pct(r.latencies, 99) <= 150;
      console.log(
        `  ${s.label.padEnd(7)} placed ${(placedOf(r) / r.seconds).toFixed(1)} orders/s, p50 ${pct(r.latencies, 50).toFixed(0)} ms, p99 ${pct(r.latencies, 99).toFixed(0)} ms, max ${(r.latencies.at(-1) ?? NaN).toFixed(0)} ms; ` +
          `shop CPU per order ${r.cpuUs.toFixed(0)} µs; goal ${met ? 'met' : 'NOT met'}; load ${r.load}`,
      );
      console.log(`          statuses: ${statusesOf(r)}${r.firstError ? `; first error: ${r.firstError}` : ''}`);
    }

    const momo = new Map<Subject, MomoRun>();
    for (const s of subjects) momo.set(s, await mobileMoney(s));
    console.log('');
    console.log(`path                  orders/s   p50 ms   p99 ms   (same run, ${CUSTOMERS} customers, ${DURATION_S} s each)`);
    for (const s of subjects) {
      const r = closed.get(s)!;
      const m = momo.get(s)!;
      console.log(`${`card (test) ${s.label}`.padEnd(20)} ${(placedOf(r) / r.seconds).toFixed(1).padStart(8)} ${pct(r.latencies, 50).toFixed(0).padStart(8)} ${pct(r.latencies, 99).toFixed(0).padStart(8)}`);
      console.log(
        `${`mobile money ${s.label}`.padEnd(20)} ${(m.placed / m.seconds).toFixed(1).padStart(8)} ${pct(m.latencies, 50).toFixed(0).padStart(8)} ${pct(m.latencies, 99).toFixed(0).padStart(8)}   (request → order placed; phone approves after ${MOMO_APPROVE_MS} ms; ZMW/MWK/LSL mix; ${m.declined} declined as asked)`,
      );
      if (m.other.size) console.log(`mobile money ${s.label}, other outcomes: ${[...m.other].map(([o, n]) => `${o} × ${n}`).join(', ')}`);
    }

    // The invariant over every path, per shop.
    for (const s of subjects) {
      const { rows: stock } = await s.client.query<{ id: string; stock: number; sold: number }>(
        `select v.id, v.stock, coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold
         from product_variants v where v.id = any($1)`,
        [s.ids],
      );
      const oversold = stock.filter((r) => r.stock < 0).length;
      const invariantOk = stock.every((r) => r.stock + r.sold === STOCK);
      const fiveXx = fiveXxOf(closed.get(s)!) + fiveXxOf(open.get(s)!);
      const { rows: checkouts } = await s.client.query<{ provider: string; status: string; n: number }>('select provider, status, count(*)::int as n from payment_checkouts group by provider, status order by provider, status');
      console.log(`${s.label}: checkouts by state: ${checkouts.map((c) => `${c.provider} ${c.status} ${c.n}`).join(', ')}`);
      console.log(`${s.label}: stock invariant (stock + sold = ${STOCK}): ${invariantOk ? 'holds' : 'BROKEN'} for ${stock.length} variants; oversold: ${oversold}; 5xx: ${fiveXx}`);
      if (!invariantOk || oversold || fiveXx || momo.get(s)!.other.size) failed = true;
    }
  } finally {
    for (const s of subjects) await stopSubject(s);
  }
  if (failed) process.exitCode = 1;
}

await main();
