/**
 * The shared set-up of the kill -9 tests (checkout-crash-postgres, mobile-money-crash-postgres):
 * a seeded PostgreSQL server of their own, a shop server process that can be killed and restarted
 * on the same port (the customers' cookies and the origin stay valid), customers registered each
 * from their own address, variants stocked for the run and the stock invariant checked at the end.
 * Call `crashHarness` inside a `describe`: it registers the beforeAll/afterAll hooks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { freePortOutsideEphemeralRange } from './pg-cluster.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** Stock each stocked variant starts with: stock + sold equals it at the end. */
const INITIAL_STOCK = 1000;

export interface CrashHarness {
  /** The shop's origin, `http://127.0.0.1:PORT` (set in beforeAll). */
  readonly base: string;
  /** A connection to the shop's database, for setting up and reading what happened. */
  readonly client: pg.Client;
  /** Starts the shop's server process (again after a kill), on the same port each time. */
  start(): Promise<ServerProcess>;
  /** POSTs `body` as JSON with the shop's origin and `headers`. */
  post(url: string, body: unknown, headers: Record<string, string>): Promise<Response>;
  /** Registers `count` customers, the i-th from address `${ipPrefix}.${i + 1}`; answers their cookie headers. */
  registerCustomers(count: number, name: string, ipPrefix: string): Promise<string[]>;
  /** Sets the `count` cheapest active variants' stock to INITIAL_STOCK; answers their ids. */
  stockVariants(count: number): Promise<string[]>;
  /** Expects stock + sold (order lines) of each variant to equal INITIAL_STOCK. */
  expectStockKept(ids: string[]): Promise<void>;
}

/**
 * Registers the hooks and answers the harness. `env` is read at each start (a stand-in started in
 * an earlier beforeAll can give its address); the server always runs the test payment provider
 * with a 1 s reconciliation timeout, trusting one proxy for the customers' addresses.
 */
export function crashHarness(options: { tmpPrefix: string; env?: () => Record<string, string> }): CrashHarness {
  let pgServer: PostgresServer | undefined;
  let dataDir = '';
  let server: ServerProcess | null = null;
  let client: pg.Client | undefined;
  let port = 0;
  let base = '';

  beforeAll(async () => {
    // Outside the ephemeral range: after a kill the server comes back on this port, which a port
    // the system gave out could meanwhile be (another test's connection took 45035 once).
    port = await freePortOutsideEphemeralRange();
    base = `http://127.0.0.1:${port}`;
    pgServer = startPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.tmpPrefix));
    const database = await openDatabase({ url: pgServer.url });
    await seedDatabase(database.db, { mediaDir: null });
    await database.close();
    client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.kill9();
    await client?.end();
    pgServer?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown, headers: Record<string, string>) =>
    fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...headers }, body: JSON.stringify(body) });

  return {
    get base() {
      return base;
    },
    get client() {
      if (!client) throw new Error('crashHarness: the database is opened in beforeAll');
      return client;
    },
    start: async () =>
      (server = await startServerProcess({
        databaseUrl: pgServer!.url,
        dataDir,
        port,
        admin: { email: 'crash-admin@phonexport.test', password: 'crash-admin-password' },
        env: {
          PAYMENT_PROVIDER: 'test',
          CHECKOUT_RECONCILE_AFTER_MS: '1000',
          CHECKOUT_RECONCILE_EVERY_MS: '500',
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'silent',
          ...options.env?.(),
        },
      })),
    post,
    async registerCustomers(count, name, ipPrefix) {
      const cookies: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await post(
          '/api/accounts/register',
          { firstName: name, lastName: `Customer ${i}`, email: `${name.toLowerCase()}-crash-${i}-${Date.now()}@example.com`, password: 'crash-pass-1', confirmPassword: 'crash-pass-1', terms: true },
          { 'x-forwarded-for': `${ipPrefix}.${i + 1}` },
        );
        expect(res.status).toBe(201);
        cookies.push(res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('=')).join('; '));
      }
      return cookies;
    },
    async stockVariants(count) {
      const db = this.client;
      const { rows } = await db.query<{ id: string }>(
        `select v.id from product_variants v join products p on p.id = v.product_id where p.status = 'active' order by v.price_cents, v.id limit $1`,
        [count],
      );
      const ids = rows.map((v) => v.id);
      await db.query('update product_variants set stock = $2 where id = any($1)', [ids, INITIAL_STOCK]);
      await db.query('update products p set stock = (select sum(stock) from product_variants v where v.product_id = p.id) where p.id in (select product_id from product_variants where id = any($1))', [ids]);
      return ids;
    },
    async expectStockKept(ids) {
      const { rows } = await this.client.query<{ stock: number; sold: number }>(
        `select v.stock, coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold from product_variants v where v.id = any($1)`,
        [ids],
      );
      expect(rows).toHaveLength(ids.length);
      for (const s of rows) expect(s.stock + s.sold).toBe(INITIAL_STOCK);
    },
  };
}
