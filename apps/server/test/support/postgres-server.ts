/**
 * The shop's app on a throwaway PostgreSQL server for tests that must run on a real server: a
 * server of its own (initdb + pg_ctl as the `postgres` user, see pg-cluster.ts), or a fresh
 * database on the run's shared server in the `api-postgres` Vitest project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { ORIGIN } from './helpers.ts';
import { postgresAvailable, startPostgres, type PostgresServer } from './pg-cluster.ts';

export { postgresAvailable, postgresBinDir, startPostgres, type PostgresServer } from './pg-cluster.ts';

/** On CI a missing PostgreSQL server is an error (.ci/run installs it). */
if (!postgresAvailable && process.env.CI) throw new Error('CI must run the PostgreSQL tests: .ci/run installs postgresql');

export interface PostgresApp {
  pg: PostgresServer;
  database: Database;
  app: FastifyInstance;
  /** Stops the app, the pool and the server, and removes the temporary folders. */
  close(): Promise<void>;
}

/** The shop's app on a PostgreSQL server (listening for live events like a real process); seeds when `seed`; `options` override the app's. */
export async function startAppOn(pg: PostgresServer, { seed = false, options = {} }: { seed?: boolean; options?: Partial<AppOptions> } = {}): Promise<Omit<PostgresApp, 'pg'>> {
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
    ...options,
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
export async function startPostgresApp(options: Partial<AppOptions> = {}): Promise<PostgresApp> {
  const pg = startPostgres();
  const shop = await startAppOn(pg, { seed: true, options });
  return {
    ...shop,
    pg,
    async close() {
      await shop.close();
      pg.stop();
    },
  };
}

/** Two apps on one PostgreSQL database, each with its own pool and memory, as two server processes behind a proxy. */
export interface TwoApps {
  /** The first app, with the server and the seeded database. */
  env: PostgresApp;
  /** The second app on the same database. */
  other: Omit<PostgresApp, 'pg'>;
}

/**
 * Inside a describe: starts TwoApps before its tests and closes both after them. The returned
 * object is filled once the tests run (read `apps.env` inside a test, not at collection).
 */
export function twoAppsOnOnePostgres(): TwoApps {
  const apps = {} as TwoApps;
  beforeAll(async () => {
    apps.env = await startPostgresApp();
    apps.other = await startAppOn(apps.env.pg);
  });
  afterAll(async () => {
    await apps.other?.close();
    await apps.env?.close();
  });
  return apps;
}
