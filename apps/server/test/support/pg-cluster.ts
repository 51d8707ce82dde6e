/**
 * Throwaway PostgreSQL servers and databases for tests, without the app (so Vitest's config and
 * global setup can load it cheaply).
 *
 * - startPostgres(): one server on loopback in a temporary folder (initdb + pg_ctl as the
 *   `postgres` user), or, inside the `api-postgres` Vitest project, a fresh empty database on the
 *   run's shared server (see pg-global-setup.ts).
 * - createDatabase()/dropDatabase(): databases on a running server, optionally copied from a
 *   template (`CREATE DATABASE … TEMPLATE …` copies a migrated and seeded shop in milliseconds).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared PostgreSQL server (its `postgres` database URL), provided to the `api-postgres` project. */
    postgresUrl: string;
    /** The migrated and seeded database every API test's database is copied from. */
    postgresTemplate: string;
  }
}

export interface PostgresServer {
  /** Connection string of the server's database for this test (`postgres://postgres@127.0.0.1:port/name`). */
  url: string;
  /** Stops the server and removes its folder (or, for a database on the shared server, drops it). */
  stop(): void;
}

/** The folder of PostgreSQL's server programs, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** PostgreSQL tests run where the server programs are installed and we may act as `postgres` (root). */
export const postgresAvailable = postgresBinDir() !== null && process.getuid?.() === 0;

const asPostgres = (bin: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', timeout: 60_000 });

/**
 * The URL of the run's shared PostgreSQL server (its `postgres` database) when this test file runs
 * in the `api-postgres` project (env TEST_DATABASE=postgres), else null. Provided by
 * pg-global-setup.ts.
 */
export function sharedPostgresUrl(): string | null {
  if (process.env.TEST_DATABASE !== 'postgres') return null;
  const url = inject('postgresUrl');
  if (!url) throw new Error('TEST_DATABASE=postgres but no shared PostgreSQL server was provided (pg-global-setup.ts)');
  return url;
}

/**
 * A port for a test server outside the operating system's ephemeral range (Linux: 32768–60999,
 * where clients' own connections take theirs): 20000–32767, at random.
 */
export function portOutsideEphemeralRange(): number {
  return 20_000 + Math.floor(Math.random() * 12_768);
}

/**
 * A loopback port outside the ephemeral range (portOutsideEphemeralRange) that nobody listens on
 * now, checked by listening on it; for a server that must come back on the same port after a kill
 * (a port the system gave out may meanwhile be another connection's). Throws after 50 taken ports.
 */
export async function freePortOutsideEphemeralRange(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = portOutsideEphemeralRange();
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port outside the ephemeral range after 50 tries');
}

/**
 * initdb and start a new server on `port` (default: a random one outside the ephemeral range,
 * portOutsideEphemeralRange) with `max_connections` connections, creating database `phonexport`.
 * When the default port turns out to be taken (the server does not start), tries once more on
 * another. Throws when any step fails.
 */
export function startPostgresServer({
  maxConnections = 100,
  port,
  pickPort = portOutsideEphemeralRange,
}: { maxConnections?: number; port?: number; pickPort?: () => number } = {}): PostgresServer {
  if (port !== undefined) return startPostgresServerOn(port, maxConnections);
  try {
    return startPostgresServerOn(pickPort(), maxConnections);
  } catch {
    return startPostgresServerOn(pickPort(), maxConnections);
  }
}

function startPostgresServerOn(port: number, maxConnections: number): PostgresServer {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-pg-'));
  fs.chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  try {
    asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', opts, 'start']);
    asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), 'phonexport']);
  } catch (err) {
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not started
    }
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/phonexport`,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A PostgreSQL server for one test file: a fresh empty database on the run's shared server in the
 * `api-postgres` project (stop() drops it), else a new server of its own with database
 * `phonexport` (stop() stops it). Synchronous; throws when PostgreSQL refuses.
 */
export function startPostgres(): PostgresServer {
  const shared = sharedPostgresUrl();
  if (!shared) return startPostgresServer();
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const server = new URL(shared);
  const name = uniqueDatabaseName('pgtest');
  const conn = ['-h', server.hostname, '-p', server.port, '-U', 'postgres'];
  asPostgres(path.join(bin, 'createdb'), [...conn, name]);
  return {
    url: databaseUrl(shared, name),
    stop() {
      // Closed pools may still be leaving: wait up to 5 s for them before closing what remains.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        try {
          asPostgres(path.join(bin, 'dropdb'), [...conn, '--if-exists', name]);
          return;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        }
      }
      asPostgres(path.join(bin, 'dropdb'), [...conn, '--force', '--if-exists', name]);
    },
  };
}

let databaseCounter = 0;
/** A database name unique across the run's worker processes: `prefix_pid_counter_random`. */
export function uniqueDatabaseName(prefix: string): string {
  databaseCounter++;
  return `${prefix}_${process.pid}_${databaseCounter}_${crypto.randomUUID().slice(0, 8)}`;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `serverUrl` (a copy of `template` when given; the
 * template must have no open connection) and returns its URL. Throws when PostgreSQL refuses.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`));
  return databaseUrl(serverUrl, name);
}

/**
 * Drops the database of `url` on the server of `serverUrl`. A pool's end() resolves before its
 * connections are gone, so this waits up to 5 s for them to leave (terminating one would raise
 * an uncaught error in its client) and only then closes any that remain (WITH (FORCE)).
 */
export async function dropDatabase(serverUrl: string, url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await onServer(serverUrl, async (c) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
        return;
      } catch (err) {
        // 55006: database is being accessed by other users.
        if ((err as { code?: string }).code !== '55006' || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}
