/**
 * Opens the database: embedded PGlite in `${dataDir}/db` (or in memory), or a PostgreSQL server
 * through `pg` when a connection string is given. Both run the same Drizzle schema and migrations.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, type Table } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Stops a listener started by Database.listen. */
export type Unlisten = () => Promise<void>;

/**
 * Subscribes to a NOTIFY channel: `onPayload` gets each payload string; `onResync` (optional) is
 * called after a dropped listening connection was re-established, since notifications sent
 * while it was down are lost and listeners should re-read what they care about.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onResync?: () => void) => Promise<Unlisten>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (PGlite in-process; PostgreSQL through one dedicated connection). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * How close a search must be to a product's name for `<%` (pg_trgm word similarity, 0-1): 0.45
 * lets one wrong or missing letter in a 5-letter word through ("galxy", "iphne"); pg_trgm's
 * default 0.6 does not. Set on every connection (decision 041).
 */
const WORD_SIMILARITY_THRESHOLD = 0.45;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite runs PostgreSQL in this process: its shared buffers are this process's memory. 8 MB
 * (PostgreSQL's default is 128 MB) holds the shop's hot pages, the read cache (cache/) answers the
 * hot reads, and the operating system caches the files below; it takes the server's memory at
 * rest from about 400 to about 250 MiB (decision 040).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'] };

/**
 * A shop on the embedded database runs in one process on a small machine: memory first (issue 29,
 * ≤ 200 MiB at rest and ≤ 256 MiB under `npm run bench`; measured in decision 068).
 * - PGlite's WebAssembly is compiled by V8's baseline compiler (Liftoff) only, never tiered up by
 *   the optimizing one: the optimized code and the memory of compiling it cost 45–65 MiB, more
 *   the longer the shop runs, for queries that are rarely the shop's bottleneck (the read cache
 *   answers the hot reads). It applies to WebAssembly compiled after it is set: only PGlite's.
 * - V8's `--optimize-for-size` (read by the garbage collector at each collection): the heap grows
 *   less before it is collected, about 100 MiB less under load, for some more CPU per request.
 * Set once, before the shop's PGlite is opened; a shop on PostgreSQL, and the tests' in-memory
 * databases, keep V8's defaults.
 */
let memoryFirst = false;
function favourMemoryForPglite(): void {
  if (memoryFirst) return;
  memoryFirst = true;
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--optimize-for-size');
}

/**
 * Where openDatabase opens the database: a PostgreSQL server (`url`), a PGlite folder (`dir`), or an
 * in-memory PGlite (`memory`, tests), empty or started from `from`, a data directory saved by
 * dumpMemoryDatabase (the tests' migrated and seeded shop, copied instead of rebuilt per file).
 */
export type DatabaseTarget = { url: string } | { dir: string } | { memory: true; from?: Blob };

/**
 * Opens and migrates the database at `target` (see DatabaseTarget; migrations already applied are
 * skipped). Throws when the server cannot be reached or the data directory cannot be loaded.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // plan_cache_mode: a named prepared statement (runStatement) is planned once per connection;
    // statements sent unnamed, all the others, are planned each time whatever this says.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c plan_cache_mode=force_generic_plan`,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    const listeners = new Set<PgListener>();
    return {
      db,
      kind: 'postgres',
      async listen(channel, onPayload, onResync) {
        const l = await startPgListener(target.url, channel, onPayload, onResync);
        listeners.add(l);
        return async () => {
          listeners.delete(l);
          await l.stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
    };
  }
  // pg_trgm: the catalog search's typo tolerance (migration 0007 creates the extension).
  const options = { ...PGLITE_OPTIONS, extensions: { pg_trgm } };
  // The shop's own database folder; an in-memory database (tests) keeps V8's defaults.
  if ('dir' in target) favourMemoryForPglite();
  const client =
    'dir' in target ? new PGlite(target.dir, options) : new PGlite(target.from ? { ...options, loadDataDir: target.from } : options);
  await client.waitReady;
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // PGlite runs no autovacuum: without this the planner would plan on the statistics of the day the
  // tables were first analyzed (or none), and take 10,000 customers for a few dozen (decision 096).
  if ('dir' in target) await client.exec('ANALYZE');
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * The whole data directory of an in-memory PGlite database opened by openDatabase, as an
 * uncompressed tar archive (tens of MB for the seeded shop), for openDatabase({ memory, from }).
 * Throws on a PostgreSQL database.
 */
export async function dumpMemoryDatabase(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('dumpMemoryDatabase: not a PGlite database');
  return client.dumpDataDir('none');
}

/**
 * Runs one statement written as SQL text with `$n` parameters and returns its rows (column names
 * as written, values as the driver parses them: timestamptz as Date, json as objects, numeric as
 * text). On `db` it runs on its own (one statement is one implicit transaction); on a transaction
 * handle it runs inside that transaction. On PostgreSQL it is the named prepared statement `name`
 * (each pooled connection parses and plans it once, with a generic plan: the pool sets
 * plan_cache_mode), so `name` must always come with the same `text`; on PGlite a plain query.
 * For the hot paths whose statement is fixed (decision 077): no query builder per call either.
 * Throws what the database throws.
 */
export async function runStatement<T>(db: Db | Tx, name: string, text: string, params: unknown[]): Promise<T[]> {
  // A transaction handle's driver connection (pg PoolClient or PGlite transaction), else the database's client.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client ?? (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client || (client && typeof (client as { release?: unknown }).release === 'function')) {
    return (await (client as pg.Pool).query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  if (client && typeof (client as { query?: unknown }).query === 'function') {
    return (await (client as { query: (text: string, params: unknown[]) => Promise<{ rows: T[] }> }).query(text, params)).rows;
  }
  throw new Error('runStatement: no database client');
}

/**
 * A row of `table` as the ORM returns it (property names, values mapped by each column: timestamps
 * as Date), from a raw row of runStatement carrying the table's columns under their database
 * names (`returning *`, `select t.*`). Columns missing or null in `raw` are null.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A transaction handle, usable wherever a Db is (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs independent reads (`reads`, each a function returning a query's promise) and resolves to
 * their results in the same order: all at once on the pool, each on a connection of its own; one
 * after another in a transaction, whose one connection runs one statement at a time anyway (a
 * second query sent meanwhile is queued by pg, deprecated since pg 8 and refused by pg 9).
 */
export async function readAll<T extends readonly unknown[]>(db: Db | Tx, reads: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** Runs `work` in one database transaction: all of its writes commit together or none does. */
export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

interface PgListener {
  stop(): Promise<void>;
}

/**
 * One dedicated `pg.Client` running LISTEN on `channel` (a pooled connection cannot hold a
 * LISTEN). When the connection drops it reconnects with backoff (0.5 s doubling to 10 s), LISTENs
 * again and calls `onResync`. Resolves once the first LISTEN is in place; throws if it fails.
 */
async function startPgListener(url: string, channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<PgListener> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 500;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const onDown = () => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('end');
      c.end().catch(() => {});
      scheduleReconnect();
    };
    c.on('error', onDown);
    c.on('end', onDown);
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    delay = 500;
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        onResync?.();
      } catch {
        delay = Math.min(delay * 2, 10_000);
        scheduleReconnect();
      }
    }, delay);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}
