/**
 * The API test harness itself (decision 018): in the `api-postgres` project every test server
 * runs on a real PostgreSQL server, each on its own seeded database that is dropped on close; in
 * `api-pglite` on in-memory PGlite. If the project's choice were lost, every API test would quietly
 * run on PGlite twice.
 */
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { products, profiles } from '../../src/db/schema.ts';
import { register, startTestServer, testDatabaseKind, uniqueEmail } from './helpers.ts';
import { sharedPostgresUrl } from './pg-cluster.ts';

describe('the API test harness', () => {
  it('runs each test server on the database its project names', async () => {
    expect(testDatabaseKind).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');
    const t = await startTestServer();
    try {
      expect(t.database.kind).toBe(testDatabaseKind);
    } finally {
      await t.close();
    }
  });

  it('gives each test server its own seeded database', async () => {
    const [a, b] = await Promise.all([startTestServer(), startTestServer()]);
    try {
      const email = uniqueEmail('harness');
      await register(a.app, email);
      expect(await a.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);
      expect(await b.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
      for (const t of [a, b]) {
        const [row] = await t.db.select({ n: count() }).from(products);
        expect(row!.n).toBeGreaterThanOrEqual(40);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('drops a PostgreSQL test database when its server closes', async () => {
    const t = await startTestServer();
    const client = new pg.Client({ connectionString: sharedPostgresUrl()! });
    await client.connect();
    try {
      // Both drivers answer execute() with { rows }.
      const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const name = current.rows[0]!.name;
      const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount;
      expect(await exists()).toBe(1);
      await t.close();
      expect(await exists()).toBe(0);
    } finally {
      await client.end();
    }
  });
});
