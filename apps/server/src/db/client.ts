/**
 * Opens the database: embedded PGlite in `${dataDir}/db` (or in memory), or a PostgreSQL server
 * through `pg` when a connection string is given. Both run the same Drizzle schema and migrations.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens and migrates the database. `target` is a PostgreSQL URL, a folder for PGlite, or
 * 'memory://' for an in-memory PGlite (tests). Throws when the server cannot be reached.
 */
export async function openDatabase(target: { url: string } | { dir: string } | { memory: true }): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = 'dir' in target ? new PGlite(target.dir) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A transaction handle, usable wherever a Db is (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
