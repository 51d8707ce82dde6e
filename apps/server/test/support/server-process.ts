/**
 * A real shop server process (`node --import tsx src/main.ts`) for the tests that need several
 * processes on one database (chat fan-out, S3 storage) or kill one (the crash tests): a free
 * loopback port (or `port`, to restart on the same origin), its DATA_DIR, the admin account ADMIN,
 * and `env` added. Resolves once /api/health answers; throws with the
 * process's stderr when it exits or is not up within `timeoutMs` (default 150 s: a first start migrates, seeds and draws the product images).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../bench/bench-shop.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  base: string;
  child: ChildProcess;
  /** Stops it (SIGTERM) and waits for the exit. */
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL: no shutdown hook runs, as in a crash) and waits for the exit. */
  kill9(): Promise<void>;
}

export async function startServerProcess(opts: { databaseUrl: string; dataDir: string; admin: { email: string; password: string }; env?: Record<string, string>; timeoutMs?: number; port?: number }): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PUBLIC_URL: base,
      BETTER_AUTH_SECRET: 'test-process-secret-0123456789abcdefghijklmnop',
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(opts.dataDir, 'no-web'),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  const stop = end('SIGTERM');
  const kill9 = end('SIGKILL');
  const deadline = Date.now() + (opts.timeoutMs ?? 150_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop, kill9 };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}
