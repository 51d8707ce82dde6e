/**
 * The back office's customers and orders lists at 10,000 customers and 10,000 orders (issue 17):
 * paged, searched, sorted and filtered by the server, each list request answering within 100 ms;
 * the CSV exports carry exactly the rows the list's filters select.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerListDto } from '@phonexport/contracts/customers';
import type { AdminOrderListItemDto } from '@phonexport/contracts/orders';
import { ORDER_STATUSES } from '@phonexport/domain/admin';
import { orders, profiles, user } from '../../../src/db/schema.ts';
import { api, registerAdmin, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let admin = '';

const CUSTOMERS = 10_000;
const ORDERS = 10_000;
const BUDGET_MS = 100;
const DAY = 86_400_000;
/** Customer i joined i hours after this; order k was placed k hours after it. */
const START = Date.UTC(2025, 0, 1);
const pad = (n: number) => String(n).padStart(5, '0');
const orderStatus = (k: number) => ORDER_STATUSES[k % ORDER_STATUSES.length]!;
/** Customers 0–4,999 have two orders each (k and k + 5,000); the others none. */
const ownerOf = (k: number) => k % 5_000;
const totalOf = (k: number) => 10_000 + k;

/** Inserts `count` rows made by `make` in multi-row INSERTs of 1,000. */
async function insertMany<R>(count: number, make: (i: number) => R, insert: (rows: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += 1_000) {
    await insert(Array.from({ length: Math.min(1_000, count - start) }, (_, j) => make(start + j)));
  }
}

beforeAll(async () => {
  admin = await registerAdmin(t);
  const userId = (i: number) => `scale-user-${pad(i)}`;
  await insertMany(CUSTOMERS, (i) => ({ id: userId(i), name: `Scale Customer ${pad(i)}`, email: `scale-${pad(i)}@lists.test` }), (rows) => t.db.insert(user).values(rows));
  await insertMany(
    CUSTOMERS,
    (i) => ({ userId: userId(i), email: `scale-${pad(i)}@lists.test`, displayName: `Scale Customer ${pad(i)}`, createdAt: new Date(START + i * 3_600_000) }),
    (rows) => t.db.insert(profiles).values(rows),
  );
  await insertMany(
    ORDERS,
    (k) => ({
      userId: userId(ownerOf(k)),
      orderNumber: `SC-${pad(k)}`,
      customerName: `Scale Customer ${pad(ownerOf(k))}`,
      customerEmail: `scale-${pad(ownerOf(k))}@lists.test`,
      status: orderStatus(k),
      paymentStatus: 'paid' as const,
      paymentMethod: 'test',
      subtotalCents: totalOf(k),
      shippingCents: 0,
      shippingOption: 'standard' as const,
      dutyCents: 0,
      discountCents: 0,
      totalCents: totalOf(k),
      shippingAddress: { name: 'Scale', street: '1 Main Rd', city: 'Lusaka', zipCode: '10101', country: 'Zambia', countryCode: 'ZM', phone: '+260211000000' },
      deliveryEstimate: '7-14 days',
      createdAt: new Date(START + k * 3_600_000),
    }),
    (rows) => t.db.insert(orders).values(rows),
  );
  // A shop that reached 10,000 customers did so over months, and its database has statistics of
  // them (PostgreSQL's autovacuum analyzes a table once a tenth of it changed); rows loaded in one
  // second have none until then, and the planner would take them for a few dozen.
  await t.db.execute(sql`analyze`);
}, 120_000);

/**
 * GETs `url` as the admin five times; answers the last response and the median time in ms. The
 * time is the CPU time this process spends answering, at most the wall time (the in-process server and its PGlite
 * database, which runs on this thread): on an idle machine that is the wall time; on a machine
 * shared with other work the wall time also counts waiting for a core, which says nothing of the
 * queries. Both are printed; on an idle machine (load under half the cores) the wall time is held
 * to the budget as well.
 */
async function timed(url: string) {
  const cpu: number[] = [];
  const wall: number[] = [];
  let res!: Awaited<ReturnType<typeof api>>;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    res = await api(t.app, { url, cookie: admin });
    const c = process.cpuUsage(c0);
    const w = performance.now() - t0;
    wall.push(w);
    // The request runs on this thread (the server and PGlite alike), so its own CPU time is at most
    // its wall time; the process's CPU time beyond that is V8's background threads (concurrent GC,
    // the optimizing compiler) working beside it, which delay no answer.
    cpu.push(Math.min((c.user + c.system) / 1000, w));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
  const ms = median(cpu);
  const wallMs = median(wall);
  console.info(`${ms.toFixed(1)} ms CPU, ${wallMs.toFixed(1)} ms wall  GET ${url}`);
  if ((os.loadavg()[0] ?? Infinity) < os.cpus().length / 2) expect(wallMs, `wall time of GET ${url} on an idle machine`).toBeLessThanOrEqual(BUDGET_MS);
  return { res, ms };
}

describe('customers list at 10,000 customers', () => {
  it('pages through the customers without overlap, with the total and the stat cards over all of them, within 100 ms', async () => {
    const first = await timed('/api/admin/customers?limit=50');
    const second = await timed('/api/admin/customers?limit=50&offset=50');
    for (const { res, ms } of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(ms).toBeLessThanOrEqual(BUDGET_MS);
    }
    const a = first.res.json<AdminCustomerListDto>();
    const b = second.res.json<AdminCustomerListDto>();
    expect(a.total).toBe(CUSTOMERS);
    expect(a.stats.totalCustomers).toBe(CUSTOMERS);
    expect(a.items).toHaveLength(50);
    // Newest first by default: the last customer joined last.
    expect(a.items[0]!.email).toBe(`scale-${pad(CUSTOMERS - 1)}@lists.test`);
    expect(b.items[0]!.email).toBe(`scale-${pad(CUSTOMERS - 51)}@lists.test`);
    expect(new Set([...a.items, ...b.items].map((c) => c.id)).size).toBe(100);
  });

  it('sorts by total spent and searches by e-mail on the server, within 100 ms', async () => {
    const top = await timed('/api/admin/customers?sort=spent&dir=desc&limit=3');
    expect(top.ms).toBeLessThanOrEqual(BUDGET_MS);
    // Customer 4,999 owns orders 4,999 and 9,999: the two largest totals (statuses cycle; some are cancelled).
    const spent = (i: number) => [i, i + 5_000].filter((k) => orderStatus(k) !== 'cancelled').reduce((n, k) => n + totalOf(k), 0);
    const best = Array.from({ length: 5_000 }, (_, i) => i).sort((x, y) => spent(y) - spent(x) || 0)[0]!;
    const list = top.res.json<AdminCustomerListDto>();
    expect(list.items[0]).toMatchObject({ email: `scale-${pad(best)}@lists.test`, totalSpentCents: spent(best) });
    expect(list.items[0]!.totalSpentCents).toBeGreaterThanOrEqual(list.items[1]!.totalSpentCents);

    const found = await timed('/api/admin/customers?search=SCALE-04242@');
    expect(found.ms).toBeLessThanOrEqual(BUDGET_MS);
    expect(found.res.json<AdminCustomerListDto>()).toMatchObject({ total: 1, items: [{ email: 'scale-04242@lists.test', orderCount: expect.any(Number) }] });

    const active = await timed('/api/admin/customers?tab=active&sort=name&dir=asc&limit=5');
    expect(active.ms).toBeLessThanOrEqual(BUDGET_MS);
    const activeList = active.res.json<AdminCustomerListDto>();
    expect(activeList.items.map((c) => c.displayName)).toEqual([...activeList.items.map((c) => c.displayName)].sort());
    expect(activeList.items.every((c) => c.status === 'active')).toBe(true);
    // Customers 5,000–9,999 have no orders; every one of 0–4,999 has a counted order (two statuses, at most one cancelled).
    expect(activeList.total + activeList.stats.vipCustomers).toBe(5_000);
  });

  it('exports exactly the customers the filters select', async () => {
    const res = await api(t.app, { url: '/api/admin/customers/export.csv?search=scale-0424&sort=email&dir=asc', cookie: admin });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // Every field quoted (issue 24); these cells hold no quote or comma, so a split reads them.
    const cells = (l: string) => l.slice(1, -1).split('","');
    expect(cells(lines[0]!).join(',')).toBe('Name,Email,Orders,Total Spent,Status,Join Date');
    expect(lines.slice(1).map((l) => cells(l)[1])).toEqual(Array.from({ length: 10 }, (_, i) => `scale-0424${i}@lists.test`));
  });
});

describe('orders list at 10,000 orders', () => {
  // Orders placed on 2025-03-01 .. 2025-03-10 (UTC): hours 1,416 .. 1,655 after the start.
  const inRange = (k: number) => k * 3_600_000 + START >= Date.UTC(2025, 2, 1) && k * 3_600_000 + START < Date.UTC(2025, 2, 10) + DAY;
  const expected = Array.from({ length: ORDERS }, (_, k) => k).filter((k) => inRange(k) && orderStatus(k) === 'shipped');

  it('filters by status and date range, sorts and pages on the server, within 100 ms', async () => {
    const query = 'status=shipped&from=2025-03-01&to=2025-03-10&sort=total&dir=asc&limit=20';
    const first = await timed(`/api/admin/orders?${query}`);
    const second = await timed(`/api/admin/orders?${query}&offset=20`);
    for (const { res, ms } of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(ms).toBeLessThanOrEqual(BUDGET_MS);
    }
    const a = first.res.json<{ items: AdminOrderListItemDto[]; total: number; counts: Record<string, number> }>();
    const b = second.res.json<{ items: AdminOrderListItemDto[]; total: number }>();
    expect(a.total).toBe(expected.length);
    expect([...a.items, ...b.items].map((o) => o.orderNumber)).toEqual(expected.slice(0, 40).map((k) => `SC-${pad(k)}`));
    // The tab counters count the date range, whatever the status.
    expect(a.counts.all).toBe(Array.from({ length: ORDERS }, (_, k) => k).filter(inRange).length);

    const all = await timed('/api/admin/orders?limit=100&offset=9900');
    expect(all.ms).toBeLessThanOrEqual(BUDGET_MS);
    expect(all.res.json<{ items: AdminOrderListItemDto[]; total: number }>()).toMatchObject({ total: ORDERS, items: expect.arrayContaining([expect.objectContaining({ orderNumber: 'SC-00000' })]) });

    const search = await timed('/api/admin/orders?search=sc-0777&sort=number&dir=desc');
    expect(search.ms).toBeLessThanOrEqual(BUDGET_MS);
    expect(search.res.json<{ items: AdminOrderListItemDto[] }>().items.map((o) => o.orderNumber)).toEqual(['SC-07779', 'SC-07778', 'SC-07777', 'SC-07776', 'SC-07775', 'SC-07774', 'SC-07773', 'SC-07772', 'SC-07771', 'SC-07770']);
  });

  it('exports orders.csv with the same filters: every matching order and no other', async () => {
    const t0 = performance.now();
    const res = await api(t.app, { url: '/api/admin/orders/export.csv?status=shipped&from=2025-03-01&to=2025-03-10&sort=total&dir=asc', cookie: admin });
    console.info(`${(performance.now() - t0).toFixed(1)} ms  orders.csv (${expected.length} rows)`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('orders.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // Every field quoted (issue 24); these cells hold no quote or comma, so a split reads them.
    const cells = (l: string) => l.slice(1, -1).split('","');
    expect(cells(lines[0]!).join(',')).toBe('Order Number,Date,Customer,Email,Country,Status,Payment Status,Items,Subtotal,Shipping,Duty,Discount,Total,Refunded,Tracking Number');
    const rows = lines.slice(1).map(cells);
    expect(rows.map((r) => r[0])).toEqual(expected.map((k) => `SC-${pad(k)}`));
    for (const r of rows) {
      expect(r[5]).toBe('shipped');
      expect(r[1]! >= '2025-03-01' && r[1]! < '2025-03-11').toBe(true);
    }
    expect(rows[0]![12]).toBe((totalOf(expected[0]!) / 100).toFixed(2));
  });

  it('exports every order at once (10,000 rows) and refuses a range that ends before it starts', async () => {
    const t0 = performance.now();
    const res = await api(t.app, { url: '/api/admin/orders/export.csv', cookie: admin });
    console.info(`${(performance.now() - t0).toFixed(1)} ms  orders.csv (all ${ORDERS} rows)`);
    expect(res.body.trim().split('\r\n')).toHaveLength(ORDERS + 1);
    for (const url of ['/api/admin/orders?from=2025-03-10&to=2025-03-01', '/api/admin/orders/export.csv?from=2025-02-30', '/api/admin/orders?sort=secret']) {
      const bad = await api(t.app, { url, cookie: admin });
      expect(bad.statusCode, url).toBe(400);
    }
  });
});

