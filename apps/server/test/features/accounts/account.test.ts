/**
 * Customer account API (storefront §2, §4, §5): invoices and their PDF, the address book and its
 * default rules, clearing notifications. Every record belongs to one customer: another gets 404.
 */
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import type { OrderDto } from '@phonexport/contracts/orders';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@phonexport/domain/money';
import { orders } from '../../../src/db/schema.ts';
import { ADDRESS, api, json, useTestServer } from '../../support/helpers.ts';
import { aliceAndBobWithOrder } from '../../support/shop-fixtures.ts';
import type { AddressDto } from '@phonexport/contracts/addresses';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const t = useTestServer();
let alice = '';
let bob = '';
let order: OrderDto;

beforeAll(async () => {
  ({ alice, bob, order } = await aliceAndBobWithOrder(t, 2, { couponCode: 'SAVE20' }));
});

describe('invoices', () => {
  let invoice: InvoiceDto;

  it('a paid order gives its customer one invoice with the order amounts', async () => {
    const list = json<InvoiceDto[]>(await api(t.app, { url: '/api/invoices', cookie: alice }));
    expect(list).toHaveLength(1);
    invoice = list[0]!;
    expect(invoice).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      invoiceNumber: `INV-${order.orderNumber.slice(2)}`,
      status: 'paid',
      totalCents: order.totalCents,
      amountCents: order.totalCents,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      dutyCents: order.dutyCents,
      discountCents: 2000,
      paymentMethod: order.paymentMethod,
      billingAddress: { name: ADDRESS.name, street: ADDRESS.street, city: ADDRESS.city, zipCode: ADDRESS.zipCode, country: 'South Africa' },
    });
    expect(invoice.items).toEqual([expect.objectContaining({ name: order.items[0]!.productName, quantity: 2, totalCents: order.items[0]!.priceCents * 2 })]);
    // §9: due date = issue date + 720 hours.
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)).toBe(720 * 3600 * 1000);
    const one = await api(t.app, { url: `/api/invoices/${invoice.id}`, cookie: alice });
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual(invoice);
  });

  it("another customer gets 404 for someone else's invoice and its PDF, and sees no invoices", async () => {
    for (const url of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`]) {
      const res = await api(t.app, { url, cookie: bob });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).message).toBe('Invoice not found');
      expect(res.body).not.toContain(invoice.invoiceNumber);
    }
    expect(json(await api(t.app, { url: '/api/invoices', cookie: bob }))).toEqual([]);
    expect((await api(t.app, { url: '/api/invoices/nope/pdf', cookie: alice })).statusCode).toBe(404);
    expect((await api(t.app, { url: '/api/invoices' })).statusCode).toBe(401);
    expect((await api(t.app, { url: `/api/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
  });

  it('the PDF is an A4 text document named after the invoice, holding its number, total and details', async () => {
    const res = await api(t.app, { url: `/api/invoices/${invoice.id}/pdf`, cookie: alice });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(t.dataDir, 'invoice.pdf');
    await fs.writeFile(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      invoice.invoiceNumber,
      formatUsd(invoice.totalCents),
      formatUsd(invoice.subtotalCents),
      'Shipping',
      'Duty',
      `-${formatUsd(2000)}`,
      ADDRESS.street,
      invoice.items[0]!.name,
      `Payment method: ${invoice.paymentMethod}`,
      'Guangzhou',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(res.rawPayload.length).toBeLessThan(20_000);
  });

  it('an unpaid order has no invoice', async () => {
    // (A refunded order keeps its invoice, marked Refunded: issue 12, order-refunds.test.ts.)
    await t.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
    expect(json(await api(t.app, { url: '/api/invoices', cookie: alice }))).toEqual([]);
    expect((await api(t.app, { url: `/api/invoices/${invoice.id}/pdf`, cookie: alice })).statusCode).toBe(404);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
  });
});

describe('address book', () => {
  const add = (cookie: string, over: Record<string, unknown> = {}) =>
    api(t.app, { url: '/api/addresses', body: { ...ADDRESS, ...over }, cookie });
  const list = async (cookie: string) => json<AddressDto[]>(await api(t.app, { url: '/api/addresses', cookie }));

  it('refuses a missing required field with the dialog message, and a country not served', async () => {
    for (const field of ['name', 'street', 'city', 'zipCode', 'countryCode']) {
      const res = await add(bob, { [field]: '  ' });
      expect(res.statusCode, field).toBe(400);
      expect(json(res).message).toBe('Please fill in all required fields');
      expect((json(res).fields as Record<string, string>)[field]).toBe('Please fill in all required fields');
    }
    const us = await add(bob, { countryCode: 'FR' });
    expect(us.statusCode).toBe(400);
    expect(json(us).fields).toEqual({ countryCode: 'Please choose a country we ship to' });
    expect(await list(bob)).toEqual([]);
  });

  it('the first address is the default, setting another moves the flag, deleting the default promotes the oldest', async () => {
    const a = json<AddressDto>(await add(bob, { name: 'First', phone: '' }));
    expect(a.isDefault).toBe(true);
    expect(a.phone).toBeNull();
    const b = json<AddressDto>(await add(bob, { name: 'Second', type: 'work', company: 'Acme' }));
    const c = json<AddressDto>(await add(bob, { name: 'Third' }));
    expect([b.isDefault, c.isDefault]).toEqual([false, false]);

    const patched = await api(t.app, { method: 'PATCH', url: `/api/addresses/${c.id}`, body: { isDefault: true }, cookie: bob });
    expect(patched.statusCode).toBe(200);
    let book = await list(bob);
    expect(book.map((x) => [x.name, x.isDefault])).toEqual([['Third', true], ['First', false], ['Second', false]]);

    const del = await api(t.app, { method: 'DELETE', url: `/api/addresses/${c.id}`, cookie: bob });
    expect(del.statusCode).toBe(204);
    book = await list(bob);
    expect(book.map((x) => [x.name, x.isDefault])).toEqual([['First', true], ['Second', false]]);

    // Deleting a non-default leaves the default alone.
    expect((await api(t.app, { method: 'DELETE', url: `/api/addresses/${b.id}`, cookie: bob })).statusCode).toBe(204);
    expect((await list(bob)).map((x) => [x.name, x.isDefault])).toEqual([['First', true]]);
    expect((await api(t.app, { method: 'DELETE', url: `/api/addresses/${a.id}`, cookie: bob })).statusCode).toBe(204);
    expect(await list(bob)).toEqual([]);
  });

  it('PUT replaces an address and validates like the dialog; isDefault on add moves the default', async () => {
    const a = json<AddressDto>(await add(bob, { name: 'Home', company: 'Acme', state: 'WC' }));
    const b = json<AddressDto>(await add(bob, { name: 'Office', isDefault: true }));
    expect(b.isDefault).toBe(true);
    const put = await api(t.app, {
      method: 'PUT',
      url: `/api/addresses/${a.id}`,
      body: { name: 'Home 2', street: '1 Main Rd', city: 'Lusaka', zipCode: '10101', countryCode: 'zm', type: 'other' },
      cookie: bob,
    });
    expect(put.statusCode).toBe(200);
    expect(json<AddressDto>(put)).toMatchObject({ name: 'Home 2', city: 'Lusaka', country: 'Zambia', countryCode: 'ZM', company: null, state: null, type: 'other', isDefault: false });
    const bad = await api(t.app, { method: 'PUT', url: `/api/addresses/${a.id}`, body: { ...ADDRESS, city: '' }, cookie: bob });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('Please fill in all required fields');
    const badPatch = await api(t.app, { method: 'PATCH', url: `/api/addresses/${a.id}`, body: { street: ' ' }, cookie: bob });
    expect(badPatch.statusCode).toBe(400);
    expect((await list(bob)).find((x) => x.id === a.id)!.street).toBe('1 Main Rd');
  });

  it("another customer gets 404 for someone else's address and cannot change or delete it", async () => {
    const mine = json<AddressDto>(await add(alice, { name: 'Alice Home' }));
    for (const req of [
      { method: 'PUT' as const, body: { ...ADDRESS, name: 'Hacked' } },
      { method: 'PATCH' as const, body: { isDefault: true, name: 'Hacked' } },
      { method: 'DELETE' as const },
    ]) {
      const res = await api(t.app, { ...req, url: `/api/addresses/${mine.id}`, cookie: bob });
      expect(res.statusCode, req.method).toBe(404);
      expect(json(res).message).toBe('Address not found');
    }
    expect((await list(bob)).map((x) => x.id)).not.toContain(mine.id);
    const still = (await list(alice)).find((x) => x.id === mine.id)!;
    expect(still).toMatchObject({ name: 'Alice Home', isDefault: true });
    expect((await api(t.app, { url: '/api/addresses' })).statusCode).toBe(401);
    expect((await api(t.app, { method: 'DELETE', url: `/api/addresses/${mine.id}` })).statusCode).toBe(401);
  });
});

describe('clearing notifications', () => {
  it("clear all removes only the caller's notifications", async () => {
    const before = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(before.items.length).toBeGreaterThan(0);
    const byBob = await api(t.app, { method: 'DELETE', url: '/api/notifications', cookie: bob });
    expect(byBob.statusCode).toBe(200);
    expect(json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice })).items).toHaveLength(before.items.length);
    const byAlice = await api(t.app, { method: 'DELETE', url: '/api/notifications', cookie: alice });
    expect(byAlice.statusCode).toBe(200);
    expect(json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }))).toEqual({ unreadCount: 0, items: [] });
    expect((await api(t.app, { method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
