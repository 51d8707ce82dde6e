/**
 * Scale-out bench (`npm run bench:cluster`; not part of `npm test`; issue 29, decision 063): the
 * shop as it runs in production with several processes, measured through a real reverse proxy.
 *
 * Starts a throwaway PostgreSQL server (a port from the operating system, tried again once on a
 * new port), the S3 stand-in (test/s3-stand-in.ts), PROCESSES shop processes (default 3; the built
 * `dist/main.js`, so `npm run build` first) and nginx in front, configured by
 * deploy/nginx/phonexport.conf (only its `listen` line and its upstream's `server` lines are
 * rewritten). Then, all through nginx:
 *   1. reference: nginx answering a small static file (same nginx, same run), the ceiling;
 *   2. catalog pages, server-rendered HTML (product pages) and API (list + detail), with 1, 2,
 *      … PROCESSES processes behind nginx (autocannon, CONNECTIONS connections, DURATION s each):
 *      req/s and the scaling factor (rate with N processes / rate with 1);
 *   3. checkouts with 1 … PROCESSES processes (CUSTOMERS customers back to back, CHECKOUT_SECONDS
 *      each): orders/s, p50 / p99;
 *   4. chat: CHAT_CLIENTS customers on live sockets spread over the processes, agents answer at
 *      CHAT_RATE messages/s for CHAT_SECONDS: delivery latency (HTTP send → the customer's socket,
 *      across processes through PostgreSQL NOTIFY), lost messages;
 *   5. kill -9: customers check out with a live socket each; half-way one process is killed with
 *      SIGKILL. A client whose checkout got no answer (502, a dropped connection, 409
 *      in_progress) replays it with the same idempotency key, as the web app does; sockets that
 *      dropped reconnect (through nginx, to the processes left). Then, once the survivors'
 *      reconciler has settled what the dead process left (CHECKOUT_RECONCILE_AFTER_MS 4 s here),
 *      the bench checks: every checkout answered 2xx is in the database exactly once and placed;
 *      no order without its checkout; every test capture belongs to a placed order of the same
 *      amount or was refunded; no checkout left unsettled; stock + sold = stock at start; every
 *      dropped socket reconnected and received its customer's next order notification.
 * Prints one table and exits 1 when an invariant is broken.
 *
 * The load generator runs in this process on the same machine: on a 2-core machine the
 * processes, nginx, PostgreSQL and the generator share the cores, so the scaling factor shows
 * the cost of the proxy and the coordination, not what N machines would give. The load average
 * is printed beside the figures. Requests carry their own X-Forwarded-For address (many
 * shoppers); the bench's nginx takes it as the client address (realip from 127.0.0.1, the load
 * generator standing in for a front load balancer), so nginx appends it as the last entry like a
 * real client's own address.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load-generator.ts';
import pg from 'pg';
import WebSocket from 'ws';
import { startPostgresServer, type PostgresServer } from '../test/support/pg-cluster.ts';
import { startS3StandIn } from '../test/stand-ins/s3-stand-in.ts';
import { BENCH_ADMIN, BENCH_SECRET, envNumber, freePort, ip, pct, registerBenchCustomer, rssMiB, shopCommand, signCookie } from './bench-shop.ts';

const PROCESSES = envNumber('PROCESSES', 3);
const DURATION_S = envNumber('DURATION', 8);
const CONNECTIONS = envNumber('CONNECTIONS', 20);
const CUSTOMERS = envNumber('CUSTOMERS', 40);
const CHECKOUT_SECONDS = envNumber('CHECKOUT_SECONDS', 8);
const KILL_SECONDS = envNumber('KILL_SECONDS', 16);
const CHAT_CLIENTS = envNumber('CHAT_CLIENTS', 300);
const CHAT_RATE = envNumber('CHAT_RATE', 100);
const CHAT_SECONDS = envNumber('CHAT_SECONDS', 10);
/** How long a client keeps replaying a checkout that got no answer (s). */
const REPLAY_FOR_S = 60;
const STOCK = 1_000_000;
const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
const nginxFile = path.join(repoRoot, 'deploy/nginx/phonexport.conf');
const ADDRESS = { name: 'Bench Customer', street: '12 Long Street', city: 'Cape Town', zipCode: '8001', countryCode: 'ZA', phone: '+27 82 555 0101' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => os.loadavg()[0]!.toFixed(2);

/** PostgreSQL on a port the operating system gave; a second try on a new port when the first fails. */
async function startPg(): Promise<PostgresServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return startPostgresServer({ port, maxConnections: 200 });
    } catch (err) {
      if (attempt >= 2) throw err;
      console.warn(`PostgreSQL did not start on port ${port}; trying another port`);
    }
  }
}

interface Shop {
  index: number;
  port: number;
  child: ChildProcess;
  dataDir: string;
}

/** The repo's nginx file for `ports` behind `listenPort`: its upstream `server` lines and `listen` line replaced. */
export function nginxSite(source: string, ports: number[], listenPort: number): string {
  const upstream = /(upstream phonexport \{[\s\S]*?)((?:\s*server 127\.0\.0\.1:\d+[^;]*;)+)/;
  const match = upstream.exec(source);
  if (!match) throw new Error(`${nginxFile}: no upstream phonexport with server lines`);
  const options = /server 127\.0\.0\.1:\d+([^;]*);/.exec(match[2]!)![1];
  const servers = ports.map((p) => `\n    server 127.0.0.1:${p}${options};`).join('');
  const site = source.replace(upstream, `$1${servers}`).replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (site === source || !site.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error(`${nginxFile}: no 'listen 80;' line`);
  return site;
}

/** nginx in `dir` with the repo's site for `ports` on `port`, plus the reference static file on `refPort`. */
function nginxMain(dir: string, refPort: number): string {
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    default_type application/json;
    # Bench only: the load generator on 127.0.0.1 stands in for a front load balancer and writes
    # each simulated shopper's address; nginx takes it as the client's (and appends it).
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    server {
        listen 127.0.0.1:${refPort};
        root ${dir}/static;
        location / { }
    }
    include ${dir}/site.conf;
}
`;
}

class Nginx {
  child: ChildProcess | null = null;
  constructor(
    readonly dir: string,
    readonly port: number,
    readonly refPort: number,
  ) {
    fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/ok.json'), '{"ok":true}');
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMain(dir, refPort));
  }

  /** (Re)starts nginx with `ports` in the upstream; resolves once it answers. */
  async start(ports: number[]) {
    await this.stop();
    fs.writeFileSync(path.join(this.dir, 'site.conf'), nginxSite(fs.readFileSync(nginxFile, 'utf8'), ports, this.port));
    const test = spawnSync('nginx', ['-t', '-q', '-e', path.join(this.dir, 'error.log'), '-c', path.join(this.dir, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    this.child = spawn('nginx', ['-e', path.join(this.dir, 'error.log'), '-c', path.join(this.dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${this.refPort}/ok.json`)).ok) return;
      } catch {
        // starting
      }
      await sleep(100);
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8')}`);
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }
}

let client = 0;
/** autocannon on `paths` (each connection cycles through them), each request from a new address. */
async function measure(url: string, paths: string[], headers: Record<string, string> = {}) {
  const r = await runLoad({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: paths.map((p) => ({
      method: 'GET' as const,
      path: p,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers, 'x-forwarded-for': ip(++client % 16_000_000) } }),
    })),
  });
  return { rate: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

/** A live socket that reconnects like the web app's (lib/live.ts): 250 ms, doubling, at most 5 s. */
class LiveSocket {
  ws: WebSocket | null = null;
  hellos = 0;
  drops = 0;
  droppedAt: number | null = null;
  reconnectMs: number[] = [];
  /** Notifications received since the last reconnect after a drop. */
  notificationsAfterReconnect = 0;
  onMessage: (m: { type: string; [k: string]: unknown }) => void = () => {};
  private closed = false;
  private backoff = 250;
  constructor(
    readonly url: string,
    readonly headers: Record<string, string>,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve) => {
      const ws = new WebSocket(this.url, { headers: this.headers });
      this.ws = ws;
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { type: string };
        if (m.type === 'hello') {
          this.hellos++;
          this.backoff = 250;
          if (this.droppedAt !== null) {
            this.reconnectMs.push(performance.now() - this.droppedAt);
            this.droppedAt = null;
            this.notificationsAfterReconnect = 0;
          }
          resolve();
        } else if (m.type === 'notification') this.notificationsAfterReconnect++;
        this.onMessage(m);
      });
      ws.on('error', () => {});
      ws.on('close', () => {
        if (this.closed) return;
        if (this.hellos > 0 && this.droppedAt === null) {
          this.drops++;
          this.droppedAt = performance.now();
        }
        setTimeout(() => void this.open().then(resolve), this.backoff);
        this.backoff = Math.min(this.backoff * 2, 5_000);
      });
    });
  }

  close() {
    this.closed = true;
    this.ws?.close();
  }
}

async function main() {
  if (spawnSync('nginx', ['-v']).status !== 0) throw new Error('nginx is not installed (apt-get install -y nginx)');
  if (!fs.existsSync(path.join(serverDir, 'dist/main.js'))) throw new Error('run `npm run build` first (the bench runs dist/main.js)');
  const cleanups: (() => unknown)[] = [];
  const shops: Shop[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-cluster-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const killAll = () => {
    for (const s of shops) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  };
  process.on('exit', killAll);
  try {
    const pgServer = await startPg();
    cleanups.push(() => pgServer.stop());
    const s3 = await startS3StandIn('phonexport-bench');
    cleanups.push(() => s3.close());
    const nginx = new Nginx(path.join(tmp, 'nginx'), await freePort(), await freePort());
    cleanups.push(() => nginx.stop());
    const base = `http://127.0.0.1:${nginx.port}`;

    const entry = shopCommand(serverDir);
    const launch = async (index: number): Promise<Shop> => {
      const port = await freePort();
      const dataDir = path.join(tmp, `shop-${index}`);
      fs.mkdirSync(dataDir);
      const child = spawn(process.execPath, entry, {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: pgServer.url,
          DATA_DIR: dataDir,
          PUBLIC_URL: base,
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          BETTER_AUTH_SECRET: BENCH_SECRET,
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'error',
          PAYMENT_PROVIDER: 'test',
          // One customer places hundreds of orders a minute and agents answer many chats: the per-session limits would answer 429.
          ACTIVITY_RATE_LIMITS: 'false',
          // What a killed process left unsettled is settled by the others within seconds.
          CHECKOUT_RECONCILE_AFTER_MS: '4000',
          CHECKOUT_RECONCILE_EVERY_MS: '2000',
          ...s3.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const shop = { index, port, child, dataDir };
      shops.push(shop);
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`shop ${index} exited with ${child.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
        } catch {
          // starting
        }
        if (Date.now() - started > 180_000) throw new Error(`shop ${index} did not start`);
        await sleep(250);
      }
      return shop;
    };
    const t0 = Date.now();
    await launch(0); // migrates, seeds, draws the images into S3
    await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, i) => launch(i + 1)));
    console.log(`PostgreSQL, S3 stand-in and ${PROCESSES} shop processes up in ${((Date.now() - t0) / 1000).toFixed(1)} s; nginx on ${base}`);
    const ports = shops.map((s) => s.port);
    await nginx.start(ports);

    const db = new pg.Client({ connectionString: pgServer.url });
    await db.connect();
    cleanups.push(() => db.end());

    // Variants for the checkouts: six of different products, stock enough for the whole run (set
    // before any request, so no process has the old stock in its read cache).
    const { rows: variants } = await db.query<{ id: string; product_id: string }>(
      `select v.id, v.product_id from product_variants v join products p on p.id = v.product_id where p.status = 'active' order by v.price_cents, v.id`,
    );
    const picked: { id: string; product_id: string }[] = [];
    for (const v of variants) if (picked.length < 6 && !picked.some((p) => p.product_id === v.product_id)) picked.push(v);
    const variantIds = picked.map((v) => v.id);
    await db.query('update product_variants set stock = $1 where id = any($2)', [STOCK, variantIds]);
    await db.query(`update products p set stock = (select coalesce(sum(stock), 0) from product_variants v where v.product_id = p.id) where p.id = any($1)`, [picked.map((v) => v.product_id)]);
    // Catalog targets: product pages (HTML), the list and product details (API).
    const list = (await (await fetch(`${base}/api/products?limit=20`, { headers: { 'x-forwarded-for': ip(1) } })).json()) as { items: { id: string }[] };
    const ids = list.items.map((p) => p.id).slice(0, 10);
    if (ids.length < 5) throw new Error('the seeded catalog has too few products');
    const htmlPaths = ids.map((id) => `/product/${id}`);
    const apiPaths = ['/api/products?limit=20', ...ids.map((id) => `/api/products/${id}`)];
    const probe = await fetch(base + htmlPaths[0], { headers: { 'x-forwarded-for': ip(2) } });
    if (!probe.ok || !(probe.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`product page through nginx: ${probe.status} ${probe.headers.get('content-type')}`);

    const rows: { measure: string; processes: number | string; rate: string; p50: string; p99: string; note: string }[] = [];
    const ref = await measure(`http://127.0.0.1:${nginx.refPort}`, ['/ok.json']);
    rows.push({ measure: 'reference: nginx static file', processes: '-', rate: `${Math.round(ref.rate)} req/s`, p50: `${ref.p50}`, p99: `${ref.p99}`, note: `load ${load()}` });
    console.log(`reference (nginx static file): ${Math.round(ref.rate)} req/s`);

    // Customers with a session each (written into the database; password hashing is not measured).
    const { cookieName } = await registerBenchCustomer(base, ip(3));
    const expires = new Date(Date.now() + 86_400_000);
    const makeSessions = async (count: number, label: string, userId?: string) => {
      const made: { userId: string; cookie: string }[] = [];
      await db.query('begin');
      for (let i = 0; i < count; i++) {
        let id = userId;
        if (!id) {
          id = crypto.randomUUID();
          const email = `${label}-${i}-${Date.now()}@example.com`;
          await db.query('insert into "user" (id, name, email) values ($1, $2, $3)', [id, `Bench ${label} ${i}`, email]);
          await db.query('insert into profiles (user_id, email, display_name) values ($1, $2, $3)', [id, email, `Bench ${label} ${i}`]);
        }
        const token = crypto.randomUUID().replace(/-/g, '');
        await db.query('insert into session (id, token, user_id, expires_at) values ($1, $2, $3, $4)', [crypto.randomUUID(), token, id, expires]);
        made.push({ userId: id, cookie: `${cookieName}=${await signCookie(token)}` });
      }
      await db.query('commit');
      return made;
    };

    const [A, B, ...singles] = variantIds as [string, string, ...string[]];

    const acked: { userId: string; key: string; orderId: string }[] = [];
    /**
     * Customers check out back to back until `until` (ms since epoch); half the carts have one
     * line, half two. A checkout without an answer is replayed with its key for up to REPLAY_FOR_S.
     */
    const checkouts = async (customers: { userId: string; cookie: string }[], until: number, onKillWindow?: { at: number }) => {
      const latencies: number[] = [];
      const statuses = new Map<string, number>();
      let replays = 0;
      let placed = 0;
      let inDoubt = 0;
      const t = performance.now();
      await Promise.all(
        customers.map(async (c, i) => {
          for (let n = 0; Date.now() < until; n++) {
            const lines = n % 2 === 0 ? (i % 2 === 0 ? [A, B] : [B, A]).map((variantId) => ({ variantId, quantity: 1 })) : [{ variantId: singles[(i + n) % singles.length]!, quantity: 1 }];
            const key = `cluster-${i}-${n}-${crypto.randomUUID()}`;
            const body = JSON.stringify({ lines, shippingOption: 'standard', address: ADDRESS, idempotencyKey: key });
            const giveUp = Date.now() + REPLAY_FOR_S * 1000;
            for (let attempt = 0; ; attempt++) {
              const s = performance.now();
              let status: string;
              let orderId: string | null = null;
              let code = '';
              try {
                const res = await fetch(`${base}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie: c.cookie, 'x-forwarded-for': ip(1000 + i) }, body });
                status = String(res.status);
                const json = (await res.json().catch(() => ({}))) as { id?: string; code?: string };
                orderId = res.status === 201 ? (json.id ?? null) : null;
                code = json.code ?? '';
              } catch {
                status = 'network error';
              }
              if (attempt === 0) latencies.push(performance.now() - s);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (attempt > 0) replays++;
              if (orderId) {
                acked.push({ userId: c.userId, key, orderId });
                placed++;
                break;
              }
              const unanswered = status === 'network error' || status === '502' || status === '503' || status === '504' || (status === '409' && code === 'in_progress');
              if (!unanswered || !onKillWindow) break; // a refusal (or no kill in this run): the next checkout
              if (Date.now() > giveUp) {
                inDoubt++;
                break;
              }
              await sleep(status === '409' ? 1000 : 300);
            }
          }
        }),
      );
      const seconds = (performance.now() - t) / 1000;
      latencies.sort((a, b) => a - b);
      return { seconds, placed, latencies, statuses, replays, inDoubt };
    };

    // Catalog and checkouts with 1 … PROCESSES processes.
    const checkoutCustomers = await makeSessions(CUSTOMERS, 'checkout');
    const scaling: Record<string, number[]> = { html: [], api: [], checkout: [] };
    for (let k = 1; k <= PROCESSES; k++) {
      await nginx.start(ports.slice(0, k));
      const html = await measure(base, htmlPaths);
      const api = await measure(base, apiPaths);
      const co = await checkouts(checkoutCustomers, Date.now() + CHECKOUT_SECONDS * 1000);
      scaling.html!.push(html.rate);
      scaling.api!.push(api.rate);
      scaling.checkout!.push(co.placed / co.seconds);
      const f = (name: 'html' | 'api' | 'checkout') => (k > 1 ? `scaling ×${(scaling[name]![k - 1]! / scaling[name]![0]!).toFixed(2)}; ` : '');
      rows.push({ measure: 'product pages (HTML)', processes: k, rate: `${Math.round(html.rate)} req/s`, p50: `${html.p50}`, p99: `${html.p99}`, note: `${f('html')}${(html.rate / ref.rate).toFixed(3)} of ref; non-2xx ${html.bad}; load ${load()}` });
      rows.push({ measure: 'catalog API (list + detail)', processes: k, rate: `${Math.round(api.rate)} req/s`, p50: `${api.p50}`, p99: `${api.p99}`, note: `${f('api')}${(api.rate / ref.rate).toFixed(3)} of ref; non-2xx ${api.bad}` });
      const other = [...co.statuses].filter(([s]) => s !== '201');
      rows.push({
        measure: `checkout (${CUSTOMERS} customers)`,
        processes: k,
        rate: `${(co.placed / co.seconds).toFixed(1)} orders/s`,
        p50: pct(co.latencies, 50).toFixed(0),
        p99: pct(co.latencies, 99).toFixed(0),
        note: `${f('checkout')}${other.length ? other.map(([s, n]) => `${s} × ${n}`).join(', ') : 'all 201'}`,
      });
      console.log(rows.slice(-3).map((r) => `${r.measure} [${r.processes}]: ${r.rate}, p99 ${r.p99} ms; ${r.note}`).join('\n'));
    }

    // Chat across the processes.
    const chatCustomers = await makeSessions(CHAT_CLIENTS, 'chat');
    const { rows: admins } = await db.query<{ id: string }>('select id from "user" where email = $1', [BENCH_ADMIN.email]);
    const agents = await makeSessions(20, 'agent', admins[0]!.id);
    const pending = new Map<string, number>();
    const chatLatencies: number[] = [];
    const chatSockets: LiveSocket[] = [];
    const conversations: string[] = new Array<string>(chatCustomers.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < chatCustomers.length) {
          const i = next++;
          const c = chatCustomers[i]!;
          const res = await fetch(`${base}/api/chat/messages`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie: c.cookie, 'x-forwarded-for': ip(5000 + i) }, body: JSON.stringify({ message: 'Hello, I have a question' }) });
          if (res.status !== 201) throw new Error(`first chat message: ${res.status} ${await res.text()}`);
          const { conversation } = (await res.json()) as { conversation: { id: string } };
          const socket = new LiveSocket(`${base.replace('http', 'ws')}/api/live`, { cookie: c.cookie, origin: base, 'x-forwarded-for': ip(5000 + i) });
          let joined: () => void = () => {};
          const isJoined = new Promise<void>((r) => (joined = r));
          socket.onMessage = (m) => {
            if (m.type === 'hello') socket.ws!.send(JSON.stringify({ type: 'join', conversationId: conversation.id, after: 1 }));
            else if (m.type === 'chat-joined') joined();
            else if (m.type === 'chat-message') {
              const text = (m.message as { message: string }).message;
              const started = pending.get(text);
              if (started !== undefined) {
                chatLatencies.push(performance.now() - started);
                pending.delete(text);
              }
            }
          };
          await socket.open();
          await isJoined;
          chatSockets.push(socket);
          conversations[i] = conversation.id;
        }
      }),
    );
    const chatSends: Promise<void>[] = [];
    let chatFailed = 0;
    const total = CHAT_RATE * CHAT_SECONDS;
    const tc = Date.now();
    for (let n = 0; n < total; n++) {
      const conversationId = conversations[Math.floor(Math.random() * conversations.length)]!;
      const text = `Cluster reply ${n} ${Date.now()}`;
      pending.set(text, performance.now());
      chatSends.push(
        fetch(`${base}/api/chat/conversations/${conversationId}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie: agents[n % agents.length]!.cookie, 'x-forwarded-for': ip(9000 + (n % 200)) }, body: JSON.stringify({ message: text }) }).then(
          async (res) => {
            await res.arrayBuffer();
            if (res.status !== 201) {
              chatFailed++;
              pending.delete(text);
            }
          },
          () => {
            chatFailed++;
            pending.delete(text);
          },
        ),
      );
      const wait = tc + ((n + 1) * 1000) / CHAT_RATE - Date.now();
      if (wait > 0) await sleep(wait);
    }
    const achieved = total / ((Date.now() - tc) / 1000);
    await Promise.all(chatSends);
    for (let i = 0; i < 100 && pending.size; i++) await sleep(100);
    const chatLost = pending.size;
    chatLatencies.sort((a, b) => a - b);
    for (const s of chatSockets) s.close();
    rows.push({
      measure: `chat (${CHAT_CLIENTS} sockets, ${CHAT_RATE}/s)`,
      processes: PROCESSES,
      rate: `${achieved.toFixed(0)} msg/s`,
      p50: pct(chatLatencies, 50).toFixed(0),
      p99: pct(chatLatencies, 99).toFixed(0),
      note: `delivered ${chatLatencies.length}/${total}, lost ${chatLost}, failed sends ${chatFailed}; load ${load()}`,
    });
    console.log(`chat: ${achieved.toFixed(0)} msg/s, p99 ${pct(chatLatencies, 99).toFixed(0)} ms, lost ${chatLost}, failed ${chatFailed}`);

    // kill -9 in the middle of checkouts, each customer with a live socket.
    await nginx.start(ports);
    const killCustomers = await makeSessions(CUSTOMERS, 'kill');
    const sockets = killCustomers.map((c, i) => new LiveSocket(`${base.replace('http', 'ws')}/api/live`, { cookie: c.cookie, origin: base, 'x-forwarded-for': ip(20_000 + i) }));
    await Promise.all(sockets.map((s) => s.open()));
    const victim = shops[Math.min(1, shops.length - 1)]!;
    const rssBefore = shops.map((s) => rssMiB(s.child.pid));
    const killAt = Date.now() + (KILL_SECONDS * 1000) / 2;
    const killer = (async () => {
      await sleep(killAt - Date.now());
      victim.child.kill('SIGKILL');
    })();
    const ackedBefore = acked.length;
    const co = await checkouts(killCustomers, Date.now() + KILL_SECONDS * 1000, { at: killAt });
    await killer;
    // Let the sockets that dropped reconnect and the customers' last orders notify them.
    await sleep(2000);
    for (const s of sockets) s.close();

    // Wait for the survivors' reconciler to settle what the dead process left.
    const killUsers = killCustomers.map((c) => c.userId);
    let unsettled = 0;
    for (let i = 0; i < 60; i++) {
      const { rows: open } = await db.query<{ n: number }>(`select count(*)::int as n from payment_checkouts where user_id = any($1) and status in ('created', 'captured')`, [killUsers]);
      unsettled = open[0]!.n;
      if (!unsettled) break;
      await sleep(1000);
    }
    const allUsers = [...checkoutCustomers, ...killCustomers].map((c) => c.userId);
    const { rows: checkoutRows } = await db.query<{ key: string; status: string; order_id: string | null; amount_cents: number; order_exists: boolean; order_total: number | null; order_payment: string | null; capture_payment: string | null; capture_amount: number | null; refunded: boolean | null }>(
      `select pc.provider_order_id as key, pc.status, pc.order_id, pc.amount_cents, o.id is not null as order_exists, o.total_cents as order_total, o.payment_id as order_payment,
              c.payment_id as capture_payment, c.amount_cents as capture_amount, c.refunded_at is not null as refunded
       from payment_checkouts pc left join orders o on o.id = pc.order_id left join test_payment_captures c on c.reference = pc.id
       where pc.user_id = any($1)`,
      [allUsers],
    );
    const { rows: orderCount } = await db.query<{ n: number }>('select count(*)::int as n from orders where user_id = any($1)', [allUsers]);
    const byKey = new Map(checkoutRows.map((r) => [r.key, r]));
    const lost = acked.filter((a) => {
      const r = byKey.get(`${a.userId}:${a.key}`);
      return !r || r.status !== 'placed' || r.order_id !== a.orderId || !r.order_exists;
    }).length;
    const placedRows = checkoutRows.filter((r) => r.status === 'placed');
    const ordersWithoutCheckout = orderCount[0]!.n - new Set(placedRows.map((r) => r.order_id)).size;
    const paymentMismatch = checkoutRows.filter((r) =>
      r.status === 'placed'
        ? !r.capture_payment || r.refunded || r.capture_amount !== r.order_total || r.order_payment !== r.capture_payment || r.amount_cents !== r.order_total
        : r.status === 'refunded'
          ? r.order_id !== null || !r.refunded
          : r.status === 'failed'
            ? r.order_id !== null || (r.capture_payment !== null && !r.refunded)
            : false,
    ).length;
    const { rows: stock } = await db.query<{ stock: number; sold: number }>(
      `select v.stock, coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold from product_variants v where v.id = any($1)`,
      [variantIds],
    );
    const stockOk = stock.every((r) => r.stock + r.sold === STOCK && r.stock >= 0);
    const dropped = sockets.filter((s) => s.drops > 0);
    const reconnected = dropped.filter((s) => s.reconnectMs.length > 0);
    const notified = reconnected.filter((s) => s.notificationsAfterReconnect > 0);
    const reconnectMs = dropped.flatMap((s) => s.reconnectMs).sort((a, b) => a - b);
    const other = [...co.statuses].filter(([s]) => s !== '201');
    rows.push({
      measure: `checkout, kill -9 of 1 of ${PROCESSES} at ${KILL_SECONDS / 2} s`,
      processes: `${PROCESSES}→${PROCESSES - 1}`,
      rate: `${(co.placed / co.seconds).toFixed(1)} orders/s`,
      p50: pct(co.latencies, 50).toFixed(0),
      p99: pct(co.latencies, 99).toFixed(0),
      note: `${co.placed} answered 201; ${co.replays} replays; ${other.map(([s, n]) => `${s} × ${n}`).join(', ') || 'no other answer'}`,
    });
    const verdicts: [string, boolean, string][] = [
      ['every 2xx checkout in the database once, placed', lost === 0, `${acked.length} answered 2xx in the run (${acked.length - ackedBefore} around the kill), ${lost} missing`],
      ['no order without its checkout (no duplicate)', ordersWithoutCheckout === 0, `${orderCount[0]!.n} orders, ${placedRows.length} placed checkouts`],
      ['payments consistent (capture = order total, or refunded)', paymentMismatch === 0, `${checkoutRows.length} checkouts: ${['placed', 'refunded', 'failed', 'created', 'captured'].map((st) => `${st} ${checkoutRows.filter((r) => r.status === st).length}`).join(', ')}; ${paymentMismatch} inconsistent`],
      ['no checkout left unsettled', unsettled === 0 && co.inDoubt === 0, `${unsettled} created/captured after the reconciler; ${co.inDoubt} replays gave up`],
      ['stock + sold = stock at start', stockOk, `${stock.length} variants`],
      ['dropped sockets reconnected to the others', dropped.length > 0 && reconnected.length === dropped.length, `${dropped.length} of ${sockets.length} dropped, ${reconnected.length} reconnected (p50 ${pct(reconnectMs, 50).toFixed(0)} ms, max ${(reconnectMs.at(-1) ?? NaN).toFixed(0)} ms)`],
      ['reconnected sockets get their next order notification', notified.length === reconnected.length, `${notified.length} of ${reconnected.length}`],
    ];

    console.log(`\n${PROCESSES} processes behind nginx (${nginxFile}), PostgreSQL, S3 stand-in; ${CONNECTIONS} connections, ${DURATION_S} s per catalog target; load average now ${load()} on ${os.cpus().length} cores`);
    console.log(`RSS per process before the kill (MiB): ${rssBefore.map((r) => r.toFixed(0)).join(', ')}`);
    console.table(rows);
    console.table(verdicts.map(([check, ok, detail]) => ({ check, result: ok ? 'holds' : 'BROKEN', detail })));
    const f = (name: string) => scaling[name]!.map((r, i) => (i ? `×${(r / scaling[name]![0]!).toFixed(2)}` : '1')).join(' / ');
    console.log(`scaling factor with 1 / 2 / 3 processes: HTML ${f('html')}; API ${f('api')}; checkout ${f('checkout')}`);
    if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    killAll();
    for (const c of cleanups.reverse()) {
      try {
        await c();
      } catch {
        // best effort
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
