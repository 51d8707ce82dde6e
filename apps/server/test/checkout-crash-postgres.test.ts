/**
 * kill -9 in the middle of checkouts (issue 12): a real server process on PostgreSQL is killed
 * while 50 checkouts are in flight, then restarted with a short reconciliation timeout. Within that
 * timeout every checkout is placed, refunded or (nothing captured) failed, every capture in the
 * test provider's durable ledger is an order or a refund, stock + sold = initial, and replaying
 * every idempotency key answers the order or a settled 409, never 'in progress' for ever.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { freePort } from '../bench/bench-shop.ts';

let PORT = 0;
let BASE = '';
const ADDRESS = { name: 'Naledi Dube', street: '3 Main Road', city: 'Gaborone', zipCode: '0000', countryCode: 'BW', phone: '+267 71 555 010' };

describe.skipIf(!postgresAvailable)('a server killed (kill -9) during checkouts', () => {
  let pgServer: PostgresServer;
  let dataDir: string;
  let server: ServerProcess | null = null;
  let client: pg.Client;

  // The same port across the restart: the customers' cookies and the origin stay valid.
  const start = async () =>
    (server = await startServerProcess({
      databaseUrl: pgServer.url,
      dataDir,
      port: PORT,
      admin: { email: 'crash-admin@phonexport.test', password: 'crash-admin-password' },
      env: {
        PAYMENT_PROVIDER: 'test',
        CHECKOUT_RECONCILE_AFTER_MS: '1000',
        CHECKOUT_RECONCILE_EVERY_MS: '500',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'silent',
      },
    }));

  beforeAll(async () => {
    PORT = await freePort();
    BASE = `http://127.0.0.1:${PORT}`;
    pgServer = startPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-crash-'));
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

  it('every checkout ends placed, refunded or failed after a restart, and no key is stuck', async () => {
    const first = await start();
    const post = (url: string, body: unknown, headers: Record<string, string>) =>
      fetch(BASE + url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE, ...headers }, body: JSON.stringify(body) });

    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/accounts/register',
        { firstName: 'Crash', lastName: `Customer ${i}`, email: `crash-${i}-${Date.now()}@example.com`, password: 'crash-pass-1', confirmPassword: 'crash-pass-1', terms: true },
        { 'x-forwarded-for': `10.9.0.${i + 1}` },
      );
      expect(res.status).toBe(201);
      cookies.push(res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('=')).join('; '));
    }
    const { rows: variants } = await client.query<{ id: string }>(
      `select v.id from product_variants v join products p on p.id = v.product_id where p.status = 'active' order by v.price_cents, v.id limit 3`,
    );
    const ids = variants.map((v) => v.id);
    await client.query('update product_variants set stock = 1000 where id = any($1)', [ids]);
    await client.query('update products p set stock = (select sum(stock) from product_variants v where v.product_id = p.id) where p.id in (select product_id from product_variants where id = any($1))', [ids]);

    const requests = Array.from({ length: 50 }, (_, i) => ({
      cookie: cookies[i % cookies.length]!,
      ip: `10.9.0.${(i % cookies.length) + 1}`,
      body: {
        lines: (i % 2 ? [ids[0]!, ids[1]!] : [ids[1]!, ids[0]!, ids[2]!]).map((variantId) => ({ variantId, quantity: 1 })),
        shippingOption: 'standard',
        address: ADDRESS,
        idempotencyKey: `crash-${i}-${crypto.randomUUID()}`,
      },
    }));
    const inFlight = requests.map((r) => post('/api/checkout', r.body, { cookie: r.cookie, 'x-forwarded-for': r.ip }).then((res) => res.status, () => 0));

    // Kill once some checkouts are mid-way (recorded but not settled) and money was already taken.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: number; c: number }>(
        `select (select count(*)::int from payment_checkouts where status in ('created', 'captured')) as n, (select count(*)::int from test_payment_captures) as c`,
      );
      if ((rows[0]!.n >= 3 && rows[0]!.c >= 1) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    await first.kill9();
    const answered = await Promise.all(inFlight);
    expect(answered.filter((s) => s >= 500)).toEqual([]); // none answered 5xx before the kill
    const { rows: unsettledAtKill } = await client.query<{ n: number }>(`select count(*)::int as n from payment_checkouts where status in ('created', 'captured')`);
    expect(unsettledAtKill[0]!.n).toBeGreaterThan(0); // the kill did land in the middle

    await start();
    const settleBy = Date.now() + 20_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from payment_checkouts where status in ('created', 'captured')`);
      if (rows[0]!.n === 0) break;
      if (Date.now() > settleBy) throw new Error(`${rows[0]!.n} checkouts still unsettled 20 s after the restart`);
      await new Promise((r) => setTimeout(r, 200));
    }

    // Money: every capture of the ledger is exactly one order or a refund.
    const { rows: captures } = await client.query<{ reference: string; payment_id: string; refunded: boolean; status: string; orders: number }>(
      `select c.reference, c.payment_id, c.refunded_at is not null as refunded, k.status,
              (select count(*)::int from orders o where o.payment_id = c.payment_id) as orders
       from test_payment_captures c join payment_checkouts k on k.id = c.reference`,
    );
    expect(captures.length).toBeGreaterThan(0);
    for (const c of captures) {
      if (c.status === 'placed') expect([c.orders, c.refunded]).toEqual([1, false]);
      else expect([c.status, c.orders, c.refunded]).toEqual(['refunded', 0, true]);
    }
    const { rows: states } = await client.query<{ status: string }>('select status from payment_checkouts');
    for (const s of states) expect(['placed', 'refunded', 'failed']).toContain(s.status);

    // Stock + sold = initial.
    const { rows: stock } = await client.query<{ stock: number; sold: number }>(
      `select v.stock, coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold from product_variants v where v.id = any($1)`,
      [ids],
    );
    for (const s of stock) expect(s.stock + s.sold).toBe(1000);

    // Replays: the placed order, or a settled refusal; never 'in progress'.
    const { rows: byKey } = await client.query<{ key: string; status: string; order_id: string | null }>(
      `select split_part(provider_order_id, ':', 2) as key, status, order_id from payment_checkouts`,
    );
    const known = new Map(byKey.map((r) => [r.key, r]));
    for (const r of requests) {
      const res = await post('/api/checkout', r.body, { cookie: r.cookie, 'x-forwarded-for': r.ip });
      const body = (await res.json()) as { id?: string; code?: string };
      const before = known.get(r.body.idempotencyKey);
      if (before?.status === 'placed') {
        expect(res.status).toBe(201);
        expect(body.id).toBe(before.order_id);
      } else if (before) {
        expect(res.status).toBe(409);
        expect(body.code).not.toBe('in_progress');
      } else {
        expect(res.status).toBe(201); // never reached the server: placed now, once
      }
    }
  }, 420_000);
});
