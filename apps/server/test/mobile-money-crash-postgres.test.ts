/**
 * kill -9 between the deposit and the order (issue 25): a real server process on PostgreSQL sends
 * mobile money deposits to the pawaPay stand-in (running here, outside the server) and is killed
 * while they wait for the phone; no callback reaches it. Restarted with a short reconciliation
 * timeout, the reconciler asks GET /v2/deposits/{id}: every completed deposit becomes exactly one
 * order, a deposit pawaPay never received fails, nothing stays unsettled, stock + sold = initial.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { startPawaPayStandIn, type PawaPayStandIn } from '../src/features/payments/payments-service.ts';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { freePort } from '../bench/bench-shop.ts';


const ADDRESS = { name: 'Mwila Banda', street: '12 Cairo Road', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 555 0101' };

describe.skipIf(!postgresAvailable)('a server killed (kill -9) while mobile money deposits wait for the phone', () => {
  let pgServer: PostgresServer;
  let dataDir: string;
  let standIn: PawaPayStandIn;
  let server: ServerProcess | null = null;
  let client: pg.Client;
  let BASE = '';
  let PORT = 0;

  // The same port across the restart: the customers' cookies and the origin stay valid.
  const start = async () =>
    (server = await startServerProcess({
      databaseUrl: pgServer.url,
      dataDir,
      port: PORT,
      admin: { email: 'crash-admin@phonexport.test', password: 'crash-admin-password' },
      env: {
        PAYMENT_PROVIDER: 'test',
        PAWAPAY_API_TOKEN: standIn.apiToken,
        PAWAPAY_API_BASE: standIn.url,
        CHECKOUT_RECONCILE_AFTER_MS: '1000',
        CHECKOUT_RECONCILE_EVERY_MS: '500',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'silent',
      },
    }));

  beforeAll(async () => {
    PORT = await freePort();
    BASE = `http://127.0.0.1:${PORT}`;
    // Deposits complete 3 s after they are sent; no callback ever reaches the shop.
    standIn = await startPawaPayStandIn({ finalDelayMs: 3_000 });
    standIn.callbacks = false;
    pgServer = startPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-momo-crash-'));
    const database = await openDatabase({ url: pgServer.url });
    await seedDatabase(database.db, { mediaDir: null });
    await database.close();
    client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.kill9();
    await client?.end();
    await standIn?.close();
    pgServer?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('every deposit ends as one order or a failed checkout after a restart', async () => {
    const first = await start();
    const post = (url: string, body: unknown, headers: Record<string, string>) =>
      fetch(BASE + url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE, ...headers }, body: JSON.stringify(body) });
    const cookies: string[] = [];
    // One customer per checkout: a customer's new attempt supersedes their earlier waiting ones (decision 065).
    for (let i = 0; i < 24; i++) {
      const res = await post(
        '/api/accounts/register',
        { firstName: 'Momo', lastName: `Customer ${i}`, email: `momo-crash-${i}-${Date.now()}@example.com`, password: 'crash-pass-1', confirmPassword: 'crash-pass-1', terms: true },
        { 'x-forwarded-for': `10.8.0.${i + 1}` },
      );
      expect(res.status).toBe(201);
      cookies.push(res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('=')).join('; '));
    }
    const { rows: variants } = await client.query<{ id: string }>(
      `select v.id from product_variants v join products p on p.id = v.product_id where p.status = 'active' order by v.price_cents, v.id limit 2`,
    );
    const ids = variants.map((v) => v.id);
    await client.query('update product_variants set stock = 1000 where id = any($1)', [ids]);
    await client.query('update products p set stock = (select sum(stock) from product_variants v where v.product_id = p.id) where p.id in (select product_id from product_variants where id = any($1))', [ids]);

    const requests = Array.from({ length: 24 }, (_, i) => ({
      cookie: cookies[i]!,
      ip: `10.8.0.${i + 1}`,
      body: {
        lines: ids.map((variantId) => ({ variantId, quantity: 1 })),
        shippingOption: 'standard',
        address: ADDRESS,
        idempotencyKey: `momo-crash-${i}-${crypto.randomUUID()}`,
        mobileMoney: { phoneNumber: '260763456789', operator: 'MTN_MOMO_ZMB' },
      },
    }));
    const inFlight = requests.map((r) => post('/api/checkout/mobile-money', r.body, { cookie: r.cookie, 'x-forwarded-for': r.ip }).then((res) => res.status, () => 0));

    // Kill once some deposits reached pawaPay, before any of them completed.
    const deadline = Date.now() + 30_000;
    while (standIn.deposits.size < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await first.kill9();
    const answered = await Promise.all(inFlight);
    expect(answered.filter((s) => s >= 500)).toEqual([]);
    expect(standIn.deposits.size).toBeGreaterThanOrEqual(5);
    expect([...standIn.deposits.values()].every((d) => d.status !== 'COMPLETED')).toBe(true); // killed before the phone approved
    const { rows: atKill } = await client.query<{ n: number }>(`select count(*)::int as n from payment_checkouts where provider = 'pawapay' and status = 'created'`);
    expect(atKill[0]!.n).toBeGreaterThan(0);

    await start();
    const settleBy = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from payment_checkouts where provider = 'pawapay' and status in ('created', 'captured')`);
      if (rows[0]!.n === 0) break;
      if (Date.now() > settleBy) throw new Error(`${rows[0]!.n} mobile money checkouts still unsettled 30 s after the restart`);
      await new Promise((r) => setTimeout(r, 250));
    }

    // Every deposit pawaPay has (all completed by now) is exactly one order; every checkout without one failed.
    const { rows: checkouts } = await client.query<{ id: string; status: string; deposit_id: string; orders: number }>(
      `select k.id, k.status, m.deposit_id, (select count(*)::int from orders o where o.payment_id = m.deposit_id) as orders
       from payment_checkouts k join mobile_money_payments m on m.checkout_id = k.id where k.provider = 'pawapay'`,
    );
    expect(checkouts.length).toBeGreaterThan(0);
    for (const k of checkouts) {
      const deposit = standIn.deposits.get(k.deposit_id);
      if (deposit) {
        expect(deposit.status).toBe('COMPLETED');
        expect([k.status, k.orders]).toEqual(['placed', 1]);
      } else {
        expect([k.status, k.orders]).toEqual(['failed', 0]);
      }
    }
    expect(standIn.refunds.size).toBe(0);
    const { rows: stock } = await client.query<{ stock: number; sold: number }>(
      `select v.stock, coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold from product_variants v where v.id = any($1)`,
      [ids],
    );
    for (const s of stock) expect(s.stock + s.sold).toBe(1000);
  }, 420_000);
});
