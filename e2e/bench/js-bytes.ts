/**
 * `npm run bench:bytes`: JavaScript over the wire per storefront route on a first visit (body as
 * transferred, compressed, plus response headers; bytes), measured in Chromium like the journey's
 * 150 KB budget (e2e/js-weight.ts). Not part of `npm test`.
 *
 * Builds nothing: run `npm run build` first. Starts the built shop (`apps/server/src/main.ts`) on
 * BENCH_PORT (default 47760) with a fresh data folder, waits for /api/health, loads each route in
 * a fresh context, prints a table and a JSON line, and stops the shop. BENCH_URL measures a shop
 * that is already running instead. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { routeLabel, scriptsOnFirstVisit, storefrontRoutes } from '../js-weight';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the built shop on `port` with an empty data folder; resolves once /api/health answers. */
async function startShop(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('The web app is not built: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-bytes-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-bytes-admin' },
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

const shop = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startShop(Number(process.env.BENCH_PORT ?? 47760));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const list = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { items: { id: string }[] };
  const figures: Record<string, number> = {};
  console.log('route            scripts   bytes');
  for (const route of storefrontRoutes(list.items[0]!.id)) {
    const scripts = await scriptsOnFirstVisit(browser, shop.url, route);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    figures[routeLabel(route)] = total;
    console.log(`${routeLabel(route).padEnd(16)} ${String(scripts.length).padStart(7)} ${String(total).padStart(7)}`);
  }
  console.log(JSON.stringify(figures));
} finally {
  await browser.close();
  await shop.stop();
}
