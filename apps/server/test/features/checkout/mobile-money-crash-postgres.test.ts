/**
 * kill -9 between the deposit and the order (issue 25): a real server process on PostgreSQL sends
 * mobile money deposits to the pawaPay stand-in (running here, outside the server) and is killed
 * while they wait for the phone; no callback reaches it. Restarted with a short reconciliation
 * timeout, the reconciler asks GET /v2/deposits/{id}: every completed deposit becomes exactly one
 * order, a deposit pawaPay never received fails, nothing stays unsettled, stock + sold = initial.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPawaPayStandIn, type PawaPayStandIn } from '../../../src/features/payments/pawapay/pawapay-stand-in.ts';
import { postgresAvailable } from '../../support/postgres-server.ts';
import { crashHarness } from '../../support/crash-harness.ts';

const ADDRESS = { name: 'Mwila Banda', street: '12 Cairo Road', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 555 0101' };

describe.skipIf(!postgresAvailable)('a server killed (kill -9) while mobile money deposits wait for the phone', () => {
  let standIn: PawaPayStandIn;
  beforeAll(async () => {
    // Deposits complete 3 s after they are sent; no callback ever reaches the shop.
    standIn = await startPawaPayStandIn({ finalDelayMs: 3_000 });
    standIn.callbacks = false;
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const shop = crashHarness({ tmpPrefix: 'phonexport-momo-crash-', env: () => ({ PAWAPAY_API_TOKEN: standIn.apiToken, PAWAPAY_API_BASE: standIn.url }) });

  it('every deposit ends as one order or a failed checkout after a restart', async () => {
    const { client, post, start } = shop;
    const first = await start();
    // One customer per checkout: a customer's new attempt supersedes their earlier waiting ones (decision 065).
    const cookies = await shop.registerCustomers(24, 'Momo', '10.8.0');
    const ids = await shop.stockVariants(2);

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
    await shop.expectStockKept(ids);
  }, 420_000);
});
