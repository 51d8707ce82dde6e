/**
 * `npm start` runs the built server (decision 040): the server's start script (what `npm start`
 * runs after `npm run build`, which `npm test` has run before the journeys) starts on an empty
 * data folder, migrates, seeds and answers the API and the web app, with no TypeScript loader in
 * the process, and stops cleanly on Ctrl+C.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ports } from '../ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = ports.builtServer;
const base = `http://127.0.0.1:${port}`;

test('the built server starts on an empty data folder and serves the shop', async () => {
  test.setTimeout(240_000);
  expect(fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js')), 'run `npm run build` first').toBe(true);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-built-'));
  const shop = spawn('npm', ['run', 'start', '-w', '@phonexport/server'], {
    cwd: repoRoot,
    detached: true, // its own process group: npm and the node it starts are stopped together
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ADMIN_PASSWORD: 'built-server-password', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  shop.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 200_000, intervals: [500] })
      .toBe(200);
    const products = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { items: { id: string; name: string }[]; total: number };
    expect(products.total).toBeGreaterThanOrEqual(40);
    const page = await fetch(`${base}/product/${products.items[0]!.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<title>${products.items[0]!.name} — PhoneXport</title>`);

    // The server process (npm's child) is node on the built file, without a TypeScript loader.
    const servers = fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .flatMap((p) => {
        try {
          const env = fs.readFileSync(`/proc/${p}/environ`, 'utf8').split('\0');
          const args = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
          const isNode = path.basename(args[0]!) === 'node' || args[0] === process.execPath;
          return env.includes(`DATA_DIR=${dataDir}`) && isNode && args.some((a) => /main\.[cm]?[jt]s$/.test(a)) ? [args] : [];
        } catch {
          return []; // gone, or not ours to read
        }
      });
    expect(servers).toHaveLength(1);
    expect(servers[0]!.some((a) => a.endsWith('dist/main.js'))).toBe(true);
    for (const args of servers) {
      expect(args).toContain('--enable-source-maps');
      expect(args.join(' ')).not.toMatch(/tsx|ts-node|--experimental-strip-types/);
    }
  } finally {
    const running = () => shop.exitCode === null && shop.signalCode === null;
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    if (running()) process.kill(-shop.pid!, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (running()) process.kill(-shop.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  expect(stderr).not.toMatch(/Error/);
});
