/**
 * Issue 12: cancelling a paid order in the back office refunds it once (double clicks, a provider
 * timeout) and returns its units to stock; partial refunds never exceed what is left; and the
 * dashboard, reports and customer totals count the same orders.
 */
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import type { OrderDto } from '@phonexport/contracts/orders';
import type { DashboardDto, ReportDto } from '@phonexport/contracts/reports';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@phonexport/domain/money';
import { countsAsSale, netSaleCents } from '@phonexport/domain/refunds';
import { orderItems, orders } from '../../../src/db/schema.ts';
import { api, checkoutAs, json, pickVariant, register, registerAdmin, uniqueEmail, userIdOf, useTestServer, variantById, type VariantRow } from '../../support/helpers.ts';
import type { AdminCustomerListDto } from '@phonexport/contracts/customers';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const t = useTestServer();
let admin = '';
let customer = '';
let v: VariantRow;

beforeAll(async () => {
  admin = await registerAdmin(t);
  customer = await register(t.app, uniqueEmail('refunds'));
  v = await pickVariant(t.db, 100);
});

async function buy(cookie = customer, quantity = 2): Promise<OrderDto> {
  return await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity }]);
}

async function stock(): Promise<number> {
  return (await variantById(t.db, v.id)).stock;
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const cancel = (id: string, cookie = admin) => api(t.app, { url: `/api/admin/orders/${id}/cancel`, method: 'POST', body: {}, cookie });
const refund = (id: string, amount: unknown, cookie = admin) => api(t.app, { url: `/api/admin/orders/${id}/refund`, body: { amount }, cookie });
const refundsOf = (paymentId: string | null) => t.payments.refunds.filter((r) => r.paymentId === paymentId);

describe('cancel a paid order', () => {
  it('refunds the whole payment once, returns the units to stock, notifies the customer and is audited', async () => {
    const order = await buy();
    const stockBefore = await stock();
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: order.totalCents });
    expect(await stock()).toBe(stockBefore + 2);
    expect(refundsOf(order.paymentId)).toEqual([expect.objectContaining({ amountCents: order.totalCents })]);

    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: customer }));
    const note = notes.items.find((n) => n.title === 'Order Cancelled' && n.message.includes(order.orderNumber));
    expect(note?.message).toContain('has been refunded');

    const audit = json<{ items: { action: string; entityId: string; actorEmail: string; after: { paymentStatus: string; refundedCents: number } }[] }>(
      await api(t.app, { url: '/api/admin/audit-log?entity=order', cookie: admin }),
    );
    const entry = audit.items.find((a) => a.entityId === order.id && a.action === 'cancel');
    expect(entry?.after).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.totalCents });

    // Cancelling again: refused, nothing refunded or restocked a second time.
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This order is already cancelled.');
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 2);
  });

  it('two clicks at once refund once and restock once', async () => {
    const order = await buy();
    const stockBefore = await stock();
    t.payments.refundDelayMs = 150;
    try {
      const results = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    } finally {
      t.payments.refundDelayMs = 0;
    }
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(t.payments.refundCalls.filter((c) => c.paymentId === order.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 2);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: order.totalCents });
  });

  it('a provider timeout leaves the order as it was; the retry uses the same idempotency key and refunds once', async () => {
    const order = await buy();
    const stockBefore = await stock();
    t.payments.refundFailures.push('timeout');
    const first = await cancel(order.id);
    expect(first.statusCode).toBe(502);
    expect(json(first).message).toMatch(/^The refund could not be completed/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundedCents: 0 });
    expect(await stock()).toBe(stockBefore);

    const retry = await cancel(order.id);
    expect(retry.statusCode, retry.body).toBe(200);
    const calls = t.payments.refundCalls.filter((c) => c.paymentId === order.paymentId);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.requestId).toBe(calls[0]!.requestId);
    // The timed-out call had refunded; the replay with its key did not refund again.
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 2);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('a declined refund changes nothing and can be tried again', async () => {
    const order = await buy();
    const stockBefore = await stock();
    t.payments.refundFailures.push('error');
    expect((await cancel(order.id)).statusCode).toBe(502);
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await stock()).toBe(stockBefore);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('a refund in flight blocks another; a claim left by a request that died is taken over after 2 minutes', async () => {
    const order = await buy();
    await t.db.update(orders).set({ paymentStatus: 'refunding', updatedAt: new Date() }).where(eq(orders.id, order.id));
    const blocked = await cancel(order.id);
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).code).toBe('refund_in_progress');
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    await t.db.update(orders).set({ paymentStatus: 'refunding', updatedAt: new Date(Date.now() - 3 * 60_000) }).where(eq(orders.id, order.id));
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(refundsOf(order.paymentId)).toEqual([expect.objectContaining({ amountCents: order.totalCents })]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it("the status dialog's 'cancelled' is the same cancel; a cancelled order cannot be reopened", async () => {
    const order = await buy();
    const stockBefore = await stock();
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body: { status: 'cancelled' }, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 2);
    const reopen = await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body: { status: 'processing' }, cookie: admin });
    expect(reopen.statusCode).toBe(409);
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('only admins cancel or refund', async () => {
    const order = await buy();
    expect((await cancel(order.id, customer)).statusCode).toBe(403);
    expect((await refund(order.id, '1.00', customer)).statusCode).toBe(403);
    expect((await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, method: 'POST', body: {} })).statusCode).toBe(401);
    expect((await cancel('no-such-order')).statusCode).toBe(404);
    expect(refundsOf(order.paymentId)).toHaveLength(0);
  });
});

describe('partial refund', () => {
  it('refunds the amount typed in USD, stored in cents; more than what is left is refused with a field message', async () => {
    const order = await buy();
    const stockBefore = await stock();
    const res = await refund(order.id, '12.50');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).order).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_refunded', refundedCents: 1250 });
    expect(refundsOf(order.paymentId)).toEqual([expect.objectContaining({ amountCents: 1250 })]);
    expect(await stock()).toBe(stockBefore);

    const left = order.totalCents - 1250;
    const tooMuch = await refund(order.id, ((left + 1) / 100).toFixed(2));
    expect(tooMuch.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(tooMuch).fields.amount).toBe(`At most $${(left / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} is left to refund`);
    for (const bad of ['abc', '-5', '0', '1.234', null]) {
      const r = await refund(order.id, bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(json<{ fields: Record<string, string> }>(r).fields.amount).toEqual(expect.any(String));
    }
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedCents: 1250 });

    // Cancelling afterwards refunds only the rest.
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(refundsOf(order.paymentId).map((r) => r.amountCents)).toEqual([1250, left]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: order.totalCents });
    expect(await stock()).toBe(stockBefore + 2);
    const nothing = await refund(order.id, '1.00');
    expect(nothing.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(nothing).fields.amount).toBe('Nothing is left to refund on this order.');
  });

  it("the customer's invoice shows the refund", async () => {
    const order = await buy();
    expect((await refund(order.id, '5')).statusCode).toBe(200);
    const list = json<InvoiceDto[] | { items: InvoiceDto[] }>(await api(t.app, { url: '/api/invoices', cookie: customer }));
    const invoices = Array.isArray(list) ? list : list.items;
    const invoice = invoices.find((i) => i.orderId === order.id);
    expect(invoice).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
    expect((await cancel(order.id)).statusCode).toBe(200);
    const full = json<InvoiceDto>(await api(t.app, { url: `/api/invoices/${invoice!.id}`, cookie: customer }));
    expect(full).toMatchObject({ status: 'refunded', refundedCents: order.totalCents });
    // The PDF says so too.
    const pdf = await api(t.app, { url: `/api/invoices/${invoice!.id}/pdf`, cookie: customer });
    expect(pdf.statusCode).toBe(200);
    const file = path.join(t.dataDir, 'refunded-invoice.pdf');
    await fs.writeFile(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Status: REFUNDED');
    expect(text).toMatch(new RegExp(`Refunded\\s+-${formatUsd(order.totalCents).replace(/[$.]/g, '\\$&')}`));
    expect(text).toMatch(/Net paid\s+\$0\.00/);
  });
});

describe('stats count the same orders', () => {
  it('dashboard, reports and customer totals agree with cancelled and refunded orders present; VIP follows', async () => {
    // A customer with six orders is VIP (more than 5); cancelling one makes five.
    const email = uniqueEmail('six');
    const six = await register(t.app, email);
    const sixId = await userIdOf(t.app, six);
    const placed: OrderDto[] = [];
    for (let i = 0; i < 6; i++) placed.push(await buy(six, 1));
    const customers = async () => json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?search=${encodeURIComponent(email)}`, cookie: admin }));
    expect((await customers()).items[0]).toMatchObject({ id: sixId, orderCount: 6, status: 'vip' });
    expect((await cancel(placed[0]!.id)).statusCode).toBe(200);
    expect((await refund(placed[1]!.id, '3.00')).statusCode).toBe(200);
    const after = (await customers()).items[0]!;
    const sumSix = placed.slice(1).reduce((n, o) => n + o.totalCents, 0) - 300;
    expect(after).toMatchObject({ orderCount: 5, totalSpentCents: sumSix });
    expect(after.status).toBe(sumSix > 100_000 ? 'vip' : 'active');

    // Every figure against the one rule applied to every order in the database.
    const all = await t.db.select().from(orders);
    expect(all.some((o) => o.status === 'cancelled') && all.some((o) => o.paymentStatus === 'partially_refunded')).toBe(true);
    const counted = all.filter(countsAsSale);
    const net = all.reduce((n, o) => n + netSaleCents(o), 0);
    const d = json<DashboardDto>(await api(t.app, { url: '/api/admin/dashboard', cookie: admin }));
    expect(d).toMatchObject({ totalRevenueCents: net, totalOrders: counted.length, thisMonthRevenueCents: net, thisMonthOrders: counted.length });
    expect(d.avgOrderValueCents).toBe(Math.round(net / counted.length));
    const items = await t.db.select().from(orderItems);
    const countedIds = new Set(counted.map((o) => o.id));
    const unitsOfV = items.filter((i) => countedIds.has(i.orderId) && i.productId === v.productId).reduce((n, i) => n + i.quantity, 0);
    expect(d.topProducts.find((p) => p.id === v.productId)?.unitsSold).toBe(unitsOfV);

    const today = new Date().toISOString().slice(0, 10);
    const report = json<ReportDto>(await api(t.app, { url: `/api/admin/reports/sales?from=${today}&to=${today}`, cookie: admin }));
    expect(report.totals).toEqual({ orders: d.totalOrders, revenueCents: d.totalRevenueCents });

    const everyone = json<AdminCustomerListDto>(await api(t.app, { url: '/api/admin/customers', cookie: admin }));
    const spent = everyone.items.reduce((n, c) => n + c.totalSpentCents, 0);
    const count = everyone.items.reduce((n, c) => n + c.orderCount, 0);
    // All orders here belong to customer accounts, so the customers screen sums to the dashboard.
    expect({ spent, count }).toEqual({ spent: d.totalRevenueCents, count: d.totalOrders });
    expect(everyone.stats.avgOrderValueCents).toBe(d.avgOrderValueCents);
  });
});
