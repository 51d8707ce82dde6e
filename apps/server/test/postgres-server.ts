/**
 * Starts a throwaway PostgreSQL server on loopback in a temporary folder (initdb + pg_ctl as the
 * `postgres` user) for tests that must run on a real server, and stops it afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { ORIGIN } from './helpers.ts';

export interface PostgresServer {
  url: string;
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

const asPostgres = (bin: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', timeout: 60_000 });

/** initdb, start on a free-ish port, create database `phonexport`. Throws when any step fails. */
export function startPostgres(): PostgresServer {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-pg-'));
  fs.chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), 'phonexport']);
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

/** PostgreSQL tests run where the server programs are installed and we may act as `postgres` (root). On CI a missing server is an error. */
export const postgresAvailable = postgresBinDir() !== null && process.getuid?.() === 0;
if (!postgresAvailable && process.env.CI) throw new Error('CI must run the PostgreSQL tests: .ci/run installs postgresql');

export interface PostgresApp {
  pg: PostgresServer;
  database: Database;
  app: FastifyInstance;
  /** Stops the app, the pool and the server, and removes the temporary folders. */
  close(): Promise<void>;
}

/** The shop's app on a PostgreSQL server (listening for live events like a real process); seeds when `seed`. */
export async function startAppOn(pg: PostgresServer, { seed = false } = {}): Promise<Omit<PostgresApp, 'pg'>> {
  const database = await openDatabase({ url: pg.url });
  if (seed) await seedDatabase(database.db, { mediaDir: null });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-pg-app-'));
  const { app } = await buildApp({
    db: database.db,
    listen: database.listen,
    authSecret: 'pg-test-secret-0123456789abcdefghijklmnop',
    publicUrl: ORIGIN,
    dataDir,
    webDist: path.join(dataDir, 'none'),
    logLevel: 'silent',
    rateLimitPerMinute: 1_000_000,
    activityRateLimits: false,
    trustProxy: true,
  });
  await app.ready();
  return {
    database,
    app,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL server with the shop migrated and seeded, and the app built on it (no rate limit, trusts X-Forwarded-For). */
export async function startPostgresApp(): Promise<PostgresApp> {
  const pg = startPostgres();
  const shop = await startAppOn(pg, { seed: true });
  return {
    ...shop,
    pg,
    async close() {
      await shop.close();
      pg.stop();
    },
  };
}
