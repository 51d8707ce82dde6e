/**
 * Testing a migration on the data a shop already has: a copy of the migrations folder cut before
 * the migration under test (`migrationsBefore`), and a database of the run's kind (`openTarget`: an
 * in-memory PGlite, or with TEST_DATABASE=postgres a new empty database of the run's PostgreSQL
 * server) to migrate up to it, fill with rows of that time, then migrate the rest of the way;
 * `useMigrationTarget` sets both up for a test file.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, dropDatabase, sharedPostgresUrl, uniqueDatabaseName } from './pg-cluster.ts';

/** The server's migrations folder. */
export const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** A copy of the migrations folder that stops before `tag` (its journal cut there), in a temporary folder the caller removes. Throws when no migration has that tag. */
export async function migrationsBefore(tag: string): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  for (const e of journal.entries.slice(0, cut)) await fs.copyFile(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/** A database of this run's kind, and how to migrate it with a migrations folder. */
export interface Target {
  db: ReturnType<typeof drizzlePglite>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

/** Opens an empty database of the run's kind; `name` prefixes the PostgreSQL database's name. `close` drops it. */
export async function openTarget(name: string): Promise<Target> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const server = sharedPostgresUrl()!;
    const url = await createDatabase(server, uniqueDatabaseName(name));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = drizzlePg(pool);
    return {
      db: db as unknown as ReturnType<typeof drizzlePglite>,
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: async () => {
        await pool.end();
        await dropDatabase(server, url);
      },
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return { db, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }), close: () => client.close() };
}

/**
 * For the calling test file: before its tests, an empty database (`openTarget(name)`) and the
 * migrations folder cut before `tag` (`migrationsBefore(tag)`); after them, the database dropped
 * and the folder removed. The answer's `target` and `before` are set once the beforeAll has run.
 */
export function useMigrationTarget(name: string, tag: string): { target: Target; before: string } {
  const at = {} as { target: Target; before: string };
  beforeAll(async () => {
    at.target = await openTarget(name);
    at.before = await migrationsBefore(tag);
  }, 120_000);
  afterAll(async () => {
    await at.target?.close();
    if (at.before) await fs.rm(at.before, { recursive: true, force: true });
  });
  return at;
}
