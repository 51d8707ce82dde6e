/**
 * The built shop for the benchmarks (`npm run bench:bytes`, `npm run bench:web`): started from
 * `apps/server/src/main.ts` on a port with a fresh data folder (seeded catalog), or an already
 * running shop given by BENCH_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/bench/bench-shop.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A running shop: its base URL (no trailing slash) and how to stop it (and remove its data folder). */
export interface BenchShop {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built shop on `port` (default: a free port the operating system gives) with an empty
 * data folder and extra environment `env`; resolves once /api/health answers (within 240 s), else
 * stops it and throws. Throws at once when the web app is not built.
 */
export async function startShop(port?: number, env: Record<string, string> = {}): Promise<BenchShop> {
  port ??= await freePort();
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('The web app is not built: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-shop-admin', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The shop did not answer on ${url}/api/health`);
}

/** The shop at BENCH_URL when given (left running), else one started on `port` (default: a free one). */
export async function benchShop(port?: number): Promise<BenchShop> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  return startShop(port);
}

/** The id of a product of the shop's catalog: the first of the list with more than 2 in stock (so it can go in a cart), else the first. */
export async function someProductId(url: string): Promise<string> {
  const list = (await (await fetch(`${url}/api/products?limit=20`)).json()) as { items: { id: string; defaultVariant?: { stock: number } }[] };
  return (list.items.find((p) => (p.defaultVariant?.stock ?? 0) > 2) ?? list.items[0]!).id;
}
