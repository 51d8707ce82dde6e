/**
 * What the load tests (`npm run bench:*`, not part of `npm test`) share: a throwaway PostgreSQL
 * server (or BENCH_DATABASE_URL), the real shop started as its own process (the built
 * `dist/main.js` when it exists, else `node --import tsx src/main.ts`) on a free loopback port, better-auth session cookies signed
 * like the server signs them, a same-run reference rate, and percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir, startPostgres, type PostgresServer } from '../test/support/postgres-server.ts';
import { startPostgresServer } from '../test/support/pg-cluster.ts';

/** The session secret every bench shop runs with (so the bench can sign cookies). */
export const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export const BENCH_ADMIN = { email: 'bench-admin@phonexport.local', password: 'bench-admin-password' };

/** better-auth's signed cookie value (HMAC-SHA256, base64, URI-encoded), as better-call writes it. */
export async function signCookie(value: string, secret = BENCH_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return encodeURIComponent(`${value}.${Buffer.from(sig).toString('base64')}`);
}

/** A loopback port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The i-th fake client address (sent as X-Forwarded-For; the bench shop trusts its proxy). */
/** The positive number in environment variable `name`, or `fallback` when it is unset. Throws when it is set to anything else. */
export function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The p-th percentile of ascending `sorted` values (NaN when empty). */
/**
 * Registers one bench customer over HTTP at `base` (from X-Forwarded-For `address`, Origin `base`):
 * its session cookie ("name=value") and the cookie's name, which the bench signs its other
 * customers' sessions under. Throws unless the shop answers 201.
 */
export async function registerBenchCustomer(base: string, address: string): Promise<{ cookie: string; cookieName: string }> {
  const first = await fetch(`${base}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Customer', email: `bench-0-${Date.now()}@example.com`, password: 'bench-pass-1', confirmPassword: 'bench-pass-1', terms: true }),
  });
  if (first.status !== 201) throw new Error(`register: ${first.status} ${await first.text()}`);
  const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('=')).join('; ');
  return { cookie, cookieName: cookie.split('=')[0]! };
}

export const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

export interface BenchShop {
  /** http://127.0.0.1:PORT */
  base: string;
  child: ChildProcess;
  /** The PostgreSQL connection string, or null on the embedded database. */
  databaseUrl: string | null;
  /** Milliseconds until /api/health answered (on the restart, with `restart`). */
  startMs: number;
  /** With `restart`: the shop's RSS (MiB) a second after its first start (migrations, seed, images). */
  firstStartRssMiB: number | null;
  /** Kills the shop, removes its data folder and stops the PostgreSQL server it started (idempotent; also run on exit). */
  cleanup(): void;
  /** Stops the shop with SIGINT (killed after 10 s), then cleanup(). */
  stop(): Promise<void>;
}

/** Resident set size of process `pid` in MiB (Linux /proc), or NaN. */
export function rssMiB(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) process `pid` has used so far, in ms (Linux /proc; clock ticks of 10 ms), or NaN. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (proc(5)), in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * The node arguments that run the shop of `serverDir` as `npm start` does: the flags and file of
 * its package.json `start` script (`node … dist/main.js`) when dist/main.js is built, else
 * `--import tsx src/main.ts` (a checkout from before the build existed).
 */
export function shopCommand(serverDir: string): string[] {
  if (!fs.existsSync(path.join(serverDir, 'dist/main.js'))) return ['--import', 'tsx', 'src/main.ts'];
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = pkg.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`the server's start script does not run node: ${pkg.scripts.start}`);
  return args;
}

/**
 * Starts PostgreSQL (unless `pglite`, `databaseUrl` or BENCH_DATABASE_URL) and the shop of `serverDir` on a free
 * port with `env` added, and waits for /api/health (at most 180 s). With `restart`, stops the shop
 * after its first start (which migrates, seeds and draws the catalog's images) and starts it again
 * on the same data, as a shop in service runs. Throws when PostgreSQL is wanted but not installed
 * (or not root), or when the shop does not start.
 */
export async function startBenchShop({
  serverDir,
  env = {},
  pglite = false,
  restart = false,
  databaseUrl: givenUrl,
}: {
  serverDir: string;
  env?: Record<string, string>;
  pglite?: boolean;
  restart?: boolean;
  /** A PostgreSQL database to use instead of starting a server (its migrations and seed are run by the shop). */
  databaseUrl?: string;
}): Promise<BenchShop> {
  let pgServer: PostgresServer | null = null;
  let databaseUrl = givenUrl ?? process.env.BENCH_DATABASE_URL ?? null;
  if (!databaseUrl && !pglite) {
    if (!postgresBinDir() || process.getuid?.() !== 0) throw new Error('PostgreSQL is not available: set BENCH_DATABASE_URL');
    // BENCH_PG_PORT: the port of the throwaway server (default: a free-ish one).
    pgServer = process.env.BENCH_PG_PORT ? startPostgresServer({ port: Number(process.env.BENCH_PG_PORT) }) : startPostgres();
    databaseUrl = pgServer.url;
  }
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-bench-'));
  // BENCH_NODE_ARGS: extra node flags for the shop, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (written on a clean stop).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = shopCommand(serverDir);
  const launch = () =>
    spawn(process.execPath, [...nodeArgs, ...entry], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'error',
        WEB_DIST: path.join(dataDir, 'no-web'),
        BETTER_AUTH_SECRET: BENCH_SECRET,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let child = launch();
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    pgServer?.stop();
  };
  process.on('exit', cleanup);
  const stopChild = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // a clean stop (profiles and logs are written), killed after 10 s
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  };
  const waitForHealth = async () => {
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
      } catch {
        // starting
      }
      if (child.exitCode !== null || Date.now() - started > 180_000) {
        cleanup();
        throw new Error('the shop did not start');
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  let startMs = await waitForHealth();
  let firstStartRssMiB: number | null = null;
  if (restart) {
    await new Promise((r) => setTimeout(r, 1000));
    firstStartRssMiB = rssMiB(child.pid);
    await stopChild();
    child = launch();
    startMs = await waitForHealth();
  }
  return {
    base,
    child,
    databaseUrl,
    startMs,
    firstStartRssMiB,
    cleanup,
    async stop() {
      await stopChild();
      cleanup();
    },
  };
}

/**
 * The same-run reference: `clients` clients request GET /api/health back to back for `seconds`
 * (the cheapest route of the same server, through the same hooks), in requests per second. Timings
 * on shared machines drift; a figure divided by this one compares across runs and machines.
 */
export async function referenceRate(base: string, clients: number, seconds: number): Promise<number> {
  let done = 0;
  const end = Date.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (Date.now() < end) {
        const res = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': ip(100_000 + i) } });
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    }),
  );
  return done / ((performance.now() - t0) / 1000);
}
