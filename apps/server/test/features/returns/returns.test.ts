/**
 * Issue 27: self-service returns, exchanges and warranty claims. A customer returns units of their
 * delivered order within the window the frozen policy (or South Africa's law) gives; staff move the
 * request along requested → approved → received → inspected → refunded | exchanged | closed; the
 * refund goes through the order's refund flow once (double click, provider timeout), stock comes
 * back only for what inspection passed, and every figure counts the refund once.
 */
import { forgetResolvedSessions } from '../../../src/features/accounts/accounts-service.ts';
import type { OrderDto } from '@phonexport/contracts/orders';
import type { AdminReturnRequestDto, OrderReturnsDto, ReturnRequestDto } from '@phonexport/contracts/returns';
import type { DashboardDto, ReportDto } from '@phonexport/contracts/reports';
import type { AdminCustomerListDto } from '@phonexport/contracts/customers';
import type { NotificationListDto, StaffAlertsDto } from '@phonexport/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { DEFAULT_RETURN_POLICY, RETURN_MESSAGES, RETURN_STAFF_MESSAGES, RETURN_VIDEO_MAX_BYTES } from '@phonexport/domain/returns';
import { countsAsSale, netSaleCents } from '@phonexport/domain/refunds';
import { formatUsd } from '@phonexport/domain/money';
import { auditLog, mailOutbox, orders, productVariants, shipmentEvents } from '../../../src/db/schema.ts';
import { ADDRESS, api, checkoutAs, json, register, registerAdmin, uniqueEmail, upload, useTestServer, variantById, type VariantRow } from '../../support/helpers.ts';
import { activeVariants } from '../../support/shop-fixtures.ts';

const t = useTestServer();
let admin = '';
let customer = '';
let customerEmail = '';
let stranger = '';
/** A phone variant with a sibling of the same product at a lower price (the exchange) and one at a higher price. */
let phone: VariantRow;
let cheaper: VariantRow;
let dearer: VariantRow | null;
let accessory: VariantRow;

const BW = { ...ADDRESS, name: 'Kagiso Molefe', street: '4 Nelson Mandela Dr', city: 'Gaborone', zipCode: '0000', countryCode: 'BW', phone: '+267 71 234 567' };
const IMEI = '356938035643809';

beforeAll(async () => {
  admin = await registerAdmin(t);
  customerEmail = uniqueEmail('returns');
  customer = await register(t.app, customerEmail);
  stranger = await register(t.app, uniqueEmail('stranger'));
  const rows = await activeVariants(t.db);
  const phones = rows.filter((r) => r.category === 'smartphones' && r.v.stock >= 20).map((r) => r.v);
  // A phone with a sibling strictly cheaper (the difference is refunded) and one dearer (refused).
  const all = rows.map((r) => r.v);
  for (const v of phones) {
    const sibling = phones.find((w) => w.productId === v.productId && w.id !== v.id && w.priceCents < v.priceCents);
    const hasDearer = all.some((w) => w.productId === v.productId && w.priceCents > v.priceCents);
    if (sibling && hasDearer && !phone) {
      phone = v;
      cheaper = sibling;
    }
  }
  expect(phone, 'a phone with a cheaper sibling variant').toBeDefined();
  dearer = all.find((w) => w.productId === phone.productId && w.priceCents > phone.priceCents) ?? null;
  accessory = rows.find((r) => r.category === 'accessories' && r.v.stock >= 20)!.v;
});

const deliver = async (orderId: string) => {
  const res = await api(t.app, { url: `/api/admin/orders/${orderId}/status`, body: { status: 'delivered' }, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
};
/** Moves the order's delivery back by `ms` (as if delivered that long ago). */
const deliveredAgo = async (orderId: string, ms: number) => {
  await t.db
    .update(shipmentEvents)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(shipmentEvents.orderId, orderId), eq(shipmentEvents.status, 'delivered')));
};
const eligibility = (orderId: string, cookie = customer) => api(t.app, { url: `/api/orders/${orderId}/returns`, cookie });
const ask = (orderId: string, body: unknown, cookie = customer) => api(t.app, { url: `/api/orders/${orderId}/returns`, body, cookie });
const staff = (id: string, action: string, body: unknown = {}, cookie = admin) => api(t.app, { url: `/api/admin/returns/${id}/${action}`, body, cookie });
const stockOf = async (id: string) => (await variantById(t.db, id)).stock;
const refundsOf = (paymentId: string | null) => t.payments.refunds.filter((r) => r.paymentId === paymentId);
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

async function deliveredOrder(lines: { variantId: string; quantity: number }[], over: Parameters<typeof checkoutAs>[3] = {}, cookie = customer): Promise<OrderDto> {
  const order = await checkoutAs(t.app, cookie, lines, over);
  await deliver(order.id);
  return order;
}

async function inspected(order: OrderDto, body: Record<string, unknown>): Promise<ReturnRequestDto> {
  const res = await ask(order.id, body);
  expect(res.statusCode, res.body).toBe(201);
  const r = json<ReturnRequestDto>(res);
  expect((await staff(r.id, 'approve', { instructions: 'Send it to our Johannesburg hub with the label we mailed you.' })).statusCode).toBe(200);
  expect((await staff(r.id, 'receive')).statusCode).toBe(200);
  const ins = await staff(r.id, 'inspect', { lines: r.lines.map((l) => ({ lineId: l.id, receivedQuantity: l.quantity, damagedQuantity: 0 })), activationLockRemoved: true });
  expect(ins.statusCode, ins.body).toBe(200);
  return r;
}

describe('a dead-on-arrival phone', () => {
  it('is returned with its IMEI and a photo, approved, received, inspected and refunded once; stock back once; the customer is told at every step', async () => {
    // Botswana: the shop's own 48 hours (in South Africa the law's 6 months win, tested below).
    const order = await checkoutAs(t.app, customer, [{ variantId: phone.id, quantity: 2 }], { address: BW });
    const item = order.items[0]!;

    // Before delivery nothing can be returned, and the reason says so.
    const before = json<OrderReturnsDto>(await eligibility(order.id));
    expect(before.items[0]!.reasons.find((r) => r.reason === 'dead_on_arrival')).toMatchObject({ eligible: false, why: 'not_delivered' });
    expect((await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 1, serial: IMEI }] })).statusCode).toBe(400);

    await deliver(order.id);
    const open = json<OrderReturnsDto>(await eligibility(order.id));
    const doa = open.items[0]!.reasons.find((r) => r.reason === 'dead_on_arrival')!;
    expect(doa.eligible).toBe(true);
    expect(new Date(doa.deadline!).getTime() - new Date(open.deliveredAt!).getTime()).toBe(48 * 3_600_000);
    expect(open.items[0]).toMatchObject({ orderedQuantity: 2, returnableQuantity: 2, needsSerial: true });

    // Another customer cannot even see the order; bad input is a clear 400.
    expect((await eligibility(order.id, stranger)).statusCode).toBe(404);
    expect((await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 1, serial: IMEI }] }, stranger)).statusCode).toBe(404);
    const noImei = await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 1 }] });
    expect(noImei.statusCode).toBe(400);
    expect(json(noImei).fields).toEqual({ 'lines.0.serial': RETURN_MESSAGES.imeiRequired });
    const tooMany = await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 3, serial: IMEI }] });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe(RETURN_MESSAGES.tooMany);

    // A photo: uploaded, then named in the request; a stranger's key is refused.
    const photo = await upload(t.app, '/api/returns/photos', customer, { name: 'broken.png', type: 'image/png', bytes: await png() });
    expect(photo.statusCode, photo.body).toBe(201);
    const key = json<{ key: string }>(photo).key;
    const notAnImage = await upload(t.app, '/api/returns/photos', customer, { name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') });
    expect(notAnImage.statusCode).toBe(400);
    const theirs = await deliveredOrder([{ variantId: phone.id, quantity: 1 }], { address: BW }, stranger);
    const stolen = await ask(theirs.id, { reason: 'dead_on_arrival', photos: [key], lines: [{ orderItemId: theirs.items[0]!.id, quantity: 1, serial: IMEI }] }, stranger);
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).fields).toEqual({ 'photos.0': RETURN_MESSAGES.photoUnknown });

    const alertsBefore = json<StaffAlertsDto>(await api(t.app, { url: '/api/admin/alerts', cookie: admin })).newReturns;
    const created = await ask(order.id, { reason: 'dead_on_arrival', description: 'Does not switch on.', photos: [key], lines: [{ orderItemId: item.id, quantity: 1, serial: IMEI }] });
    expect(created.statusCode, created.body).toBe(201);
    const r = json<ReturnRequestDto>(created);
    expect(r).toMatchObject({ status: 'requested', reason: 'dead_on_arrival', resolution: 'refund', photoCount: 1, estimateCents: item.priceCents, currency: 'USD' });
    expect(r.lines[0]).toMatchObject({ quantity: 1, serial: IMEI, restockingFeePercent: 0, returnShippingPaidBy: 'shop' });
    expect(json<StaffAlertsDto>(await api(t.app, { url: '/api/admin/alerts', cookie: admin })).newReturns).toBe(alertsBefore + 1);

    // The photo: the customer's own, and staff; no one else.
    const own = await api(t.app, { url: `/api/returns/${r.id}/photos/0`, cookie: customer });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect((await api(t.app, { url: `/api/returns/${r.id}/photos/0`, cookie: stranger })).statusCode).toBe(404);
    expect((await api(t.app, { url: `/api/admin/returns/${r.id}/photos/0`, cookie: admin })).statusCode).toBe(200);

    // Staff find it by IMEI and by order number.
    const byImei = json<{ items: AdminReturnRequestDto[] }>(await api(t.app, { url: `/api/admin/returns?search=${IMEI.slice(3, 12)}`, cookie: admin }));
    expect(byImei.items.map((i) => i.id)).toContain(r.id);
    const byNumber = json<{ items: AdminReturnRequestDto[] }>(await api(t.app, { url: `/api/admin/returns?search=${order.orderNumber}&status=requested`, cookie: admin }));
    expect(byNumber.items.map((i) => i.id)).toEqual([r.id]);

    // No skipping.
    expect((await staff(r.id, 'receive')).statusCode).toBe(409);
    expect((await staff(r.id, 'refund')).statusCode).toBe(409);
    expect((await staff(r.id, 'approve', { instructions: 'Ship to our hub, label attached.' })).statusCode).toBe(200);
    expect((await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }] })).statusCode).toBe(409);
    expect((await staff(r.id, 'receive')).statusCode).toBe(200);

    // Inspection: more received than requested is refused; then stock comes back for the unit that passed.
    expect((await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 2, damagedQuantity: 0 }], activationLockRemoved: true })).statusCode).toBe(400);
    const stockBefore = await stockOf(phone.id);
    const ins = await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: true, note: 'Confirmed dead' });
    expect(ins.statusCode, ins.body).toBe(200);
    expect(await stockOf(phone.id)).toBe(stockBefore + 1);

    // Refund: two clicks at once refund once.
    t.payments.refundDelayMs = 150;
    let results;
    try {
      results = await Promise.all([staff(r.id, 'refund'), staff(r.id, 'refund')]);
    } finally {
      t.payments.refundDelayMs = 0;
    }
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(order.paymentId)).toEqual([expect.objectContaining({ amountCents: item.priceCents })]);
    expect((await staff(r.id, 'refund')).statusCode).toBe(409);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect(await stockOf(phone.id)).toBe(stockBefore + 1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundedCents: item.priceCents, paymentStatus: 'partially_refunded' });

    // The customer sees it refunded with the amount; every step was told and audited.
    const mine = json<OrderReturnsDto>(await eligibility(order.id));
    expect(mine.returns[0]).toMatchObject({ id: r.id, status: 'refunded', refundedCents: item.priceCents });
    expect(mine.returns[0]!.events.map((e) => e.status)).toEqual(['requested', 'approved', 'received', 'inspected', 'refunded']);
    expect(mine.items[0]!.returnableQuantity).toBe(1);
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: customer }));
    const titles = notes.items.filter((n) => n.orderId === order.id).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Return requested', 'Return approved', 'Return received', 'Return inspected', 'Return refunded']));
    expect(titles).not.toContain('Order Refunded');
    expect(notes.items.find((n) => n.title === 'Return refunded' && n.orderId === order.id)?.message).toContain(formatUsd(item.priceCents));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'return-update'));
    expect(mails.filter((m) => (m.payload as { orderId: string }).orderId === order.id)).toHaveLength(5);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, r.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['return-approved', 'return-inspected', 'return-received', 'return-refunded', 'return-requested']);
    const orderAudit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id), eq(auditLog.action, 'refund')));
    expect(orderAudit).toHaveLength(1);
    expect(orderAudit[0]!.after).toMatchObject({ refundCents: item.priceCents, returnId: r.id });

    // A finished request cannot change; the last unit can still be returned, but not a third.
    const again = await staff(r.id, 'approve', { instructions: 'Once more please' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(RETURN_MESSAGES.finished);
    expect((await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 2, serial: IMEI }] })).statusCode).toBe(400);
    expect((await ask(order.id, { reason: 'dead_on_arrival', lines: [{ orderItemId: item.id, quantity: 1, serial: '356938035643817' }] })).statusCode).toBe(201);
  });

  it("writes the customer's notifications in their language", async () => {
    const fr = await register(t.app, uniqueEmail('fr'));
    expect((await api(t.app, { method: 'PATCH', url: '/api/settings', cookie: fr, body: { preferences: { language: 'fr' } } })).statusCode).toBe(200);
    const order = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], {}, fr);
    const res = await ask(order.id, { reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] }, fr);
    expect(res.statusCode, res.body).toBe(201);
    const notes = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: fr }));
    expect(notes.items.find((n) => n.orderId === order.id)?.title).toBe('Retour demandé');
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'return-update'), sql`${mailOutbox.payload}->>'orderId' = ${order.id}`));
    expect(mail?.language).toBe('fr');
  });

  it('a provider timeout leaves the request inspected; the retry uses the same key and refunds once', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const r = await inspected(order, { reason: 'dead_on_arrival', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI }] });
    t.payments.refundFailures.push('timeout');
    const first = await staff(r.id, 'refund');
    expect(first.statusCode).toBe(502);
    expect(json<AdminReturnRequestDto>(await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin })).status).toBe('inspected');
    const [mid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(mid).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    const retry = await staff(r.id, 'refund');
    expect(retry.statusCode, retry.body).toBe(200);
    const calls = t.payments.refundCalls.filter((c) => c.paymentId === order.paymentId);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.requestId).toBe(calls[0]!.requestId);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
  });
});

describe('a short video (decision 071)', () => {
  /** A 1.2 s, 64×48 VP8 WebM clip recorded by Chromium's MediaRecorder from a canvas. */
  const clip = () => readFile(new URL('../../support/fixtures/return-clip.webm', import.meta.url));

  it('is uploaded, checked from its bytes, named in the request and played back to its customer and staff only', async () => {
    const bytes = await clip();
    const res = await upload(t.app, '/api/returns/videos', customer, { name: 'dead-screen.webm', type: 'video/webm', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const key = json<{ key: string }>(res).key;
    expect(key).toMatch(/\.webm$/);

    // A renamed photo, a text file and a video claimed from its name alone are refused with the field message.
    for (const fake of [
      { name: 'clip.mp4', type: 'video/mp4', bytes: await png() },
      { name: 'clip.mov', type: 'video/quicktime', bytes: Buffer.from('just some text, not a movie') },
    ]) {
      const refused = await upload(t.app, '/api/returns/videos', customer, fake);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).fields).toEqual({ videos: RETURN_MESSAGES.videoType });
    }
    // Over 20 MB: 413, whatever the bytes.
    const big = Buffer.concat([bytes, Buffer.alloc(RETURN_VIDEO_MAX_BYTES)]);
    const tooBig = await upload(t.app, '/api/returns/videos', customer, { name: 'long.webm', type: 'video/webm', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).fields).toEqual({ videos: RETURN_MESSAGES.videoTooLarge });

    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const line = { orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI };
    // Another customer's video, or a photo key in its place, is refused; two videos are too many.
    const theirs = json<{ key: string }>(await upload(t.app, '/api/returns/videos', stranger, { name: 'x.webm', type: 'video/webm', bytes })).key;
    const stolen = await ask(order.id, { reason: 'dead_on_arrival', videos: [theirs], lines: [line] });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).fields).toEqual({ 'videos.0': RETURN_MESSAGES.videoUnknown });
    const photoKey = json<{ key: string }>(await upload(t.app, '/api/returns/photos', customer, { name: 'p.png', type: 'image/png', bytes: await png() })).key;
    expect((await ask(order.id, { reason: 'dead_on_arrival', videos: [photoKey], lines: [line] })).statusCode).toBe(400);
    expect((await ask(order.id, { reason: 'dead_on_arrival', photos: [key], lines: [line] })).statusCode).toBe(400);
    const two = await ask(order.id, { reason: 'dead_on_arrival', videos: [key, key], lines: [line] });
    expect(two.statusCode).toBe(400);
    expect(json(two).fields).toEqual({ videos: RETURN_MESSAGES.tooManyVideos });

    const created = await ask(order.id, { reason: 'dead_on_arrival', description: 'The screen stays black.', videos: [key], lines: [line] });
    expect(created.statusCode, created.body).toBe(201);
    const r = json<ReturnRequestDto>(created);
    expect(r).toMatchObject({ videoCount: 1, photoCount: 0 });
    const own = await api(t.app, { url: `/api/returns/${r.id}/videos/0`, cookie: customer });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('video/webm');
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect((await api(t.app, { url: `/api/returns/${r.id}/videos/0`, cookie: stranger })).statusCode).toBe(404);
    const forStaff = await api(t.app, { url: `/api/admin/returns/${r.id}/videos/0`, cookie: admin });
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.headers['content-type']).toBe('video/webm');
    expect(json<AdminReturnRequestDto>(await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin })).videoCount).toBe(1);
  });
});

describe('windows, reasons and the frozen policy', () => {
  it('a change of mind is refused after 7 days with its reason and deadline; a warranty fault is still open', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }], { address: BW });
    await deliveredAgo(order.id, 8 * 24 * 3_600_000);
    const e = json<OrderReturnsDto>(await eligibility(order.id));
    const mind = e.items[0]!.reasons.find((r) => r.reason === 'changed_mind')!;
    expect(mind).toMatchObject({ eligible: false, why: 'window_closed' });
    expect(new Date(mind.deadline!).getTime()).toBe(new Date(e.deliveredAt!).getTime() + 7 * 24 * 3_600_000);
    expect(e.items[0]!.reasons.find((r) => r.reason === 'warranty_fault')).toMatchObject({ eligible: true });
    const refused = await ask(order.id, { reason: 'changed_mind', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI }] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(RETURN_MESSAGES.notEligible);
    expect((await ask(order.id, { reason: 'warranty_fault', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI }] })).statusCode).toBe(201);
  });

  it("a courier's delivery scan, recorded with the time it happened, dates the windows", async () => {
    const order = await checkoutAs(t.app, customer, [{ variantId: accessory.id, quantity: 1 }], { address: BW });
    const at = new Date(Date.now() - 10 * 24 * 3_600_000);
    const scan = await api(t.app, { url: `/api/admin/orders/${order.id}/shipment-events`, body: { status: 'Delivered', statusCode: 'delivered', description: 'Delivered to the customer', occurredAt: at.toISOString() }, cookie: admin });
    expect(scan.statusCode, scan.body).toBe(201);
    const e = json<OrderReturnsDto>(await eligibility(order.id));
    expect(new Date(e.deliveredAt!).getTime()).toBe(at.getTime());
    expect(e.items[0]!.reasons.find((r) => r.reason === 'changed_mind')).toMatchObject({ eligible: false, why: 'window_closed', deadline: new Date(at.getTime() + 7 * 24 * 3_600_000).toISOString() });
  });

  it('South Africa: the 6-month implied warranty covers damage the policy limits to 7 days; change of mind without restocking fee', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    await deliveredAgo(order.id, 30 * 24 * 3_600_000);
    const e = json<OrderReturnsDto>(await eligibility(order.id));
    expect(e.items[0]!.reasons.find((r) => r.reason === 'damaged')).toMatchObject({ eligible: true, returnShippingPaidBy: 'shop' });
    const doa = e.items[0]!.reasons.find((r) => r.reason === 'dead_on_arrival')!;
    expect(doa.eligible).toBe(true);
    expect(new Date(doa.deadline!).getUTCMonth()).toBe((new Date(e.deliveredAt!).getUTCMonth() + 6) % 12);
    expect(e.items[0]!.reasons.find((r) => r.reason === 'changed_mind')).toMatchObject({ eligible: false, why: 'window_closed' });
    const fresh = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const f = json<OrderReturnsDto>(await eligibility(fresh.id));
    expect(f.items[0]!.reasons.find((r) => r.reason === 'changed_mind')).toMatchObject({ eligible: true, restockingFeePercent: 0 });
  });

  it('a change of mind outside South Africa pays the restocking fee and return shipping', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }], { address: BW });
    const res = await ask(order.id, { reason: 'changed_mind', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI }] });
    expect(res.statusCode, res.body).toBe(201);
    const fee = Math.round(phone.priceCents * 0.1);
    expect(json<ReturnRequestDto>(res).estimateCents).toBe(phone.priceCents - fee - DEFAULT_RETURN_POLICY.returnShippingCents);
  });

  it('an edit of the policy applies to orders placed after it, never to earlier ones', async () => {
    const earlier = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], { address: BW });
    const generous = { ...DEFAULT_RETURN_POLICY, rules: DEFAULT_RETURN_POLICY.rules.map((r) => (r.reason === 'changed_mind' ? { ...r, window: { amount: 60, unit: 'days' as const } } : r)) };
    const put = await api(t.app, { method: 'PUT', url: '/api/admin/return-policy', body: generous, cookie: admin });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const later = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], { address: BW });
      await deliveredAgo(earlier.id, 20 * 24 * 3_600_000);
      await deliveredAgo(later.id, 20 * 24 * 3_600_000);
      const mindOf = async (id: string) => json<OrderReturnsDto>(await eligibility(id)).items[0]!.reasons.find((r) => r.reason === 'changed_mind')!;
      expect(await mindOf(earlier.id)).toMatchObject({ eligible: false, why: 'window_closed' });
      expect(await mindOf(later.id)).toMatchObject({ eligible: true });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, earlier.id));
      expect(row!.returnPolicyId).toBe('00000000-0000-4000-8000-000000000027');
      // Only the owner edits the policy: a bad one is a 400.
      expect((await api(t.app, { method: 'PUT', url: '/api/admin/return-policy', body: { ...generous, rules: [] }, cookie: admin })).statusCode).toBe(400);
    } finally {
      await api(t.app, { method: 'PUT', url: '/api/admin/return-policy', body: DEFAULT_RETURN_POLICY, cookie: admin });
    }
  });

  it('staff add a rule and a final-sale entry, then remove them: each save a new version, placed orders keep theirs; bad rules get field messages (decision 071)', async () => {
    const MW = { ...BW, street: '12 Kamuzu Procession Rd', city: 'Lilongwe', countryCode: 'MW', phone: '+265 991 234 567' };
    const put = (body: unknown) => api(t.app, { method: 'PUT', url: '/api/admin/return-policy', body, cookie: admin });
    const before = json<{ id: string }>(await api(t.app, { url: '/api/admin/return-policy', cookie: admin }));
    const rule = { category: 'accessories', country: 'mw', reason: 'damaged', window: { amount: 30, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 5 };
    const added = { ...DEFAULT_RETURN_POLICY, rules: [...DEFAULT_RETURN_POLICY.rules, rule], finalSale: [{ category: 'accessories', country: 'MW' }] };

    // Bad input: every field named, nothing saved.
    const bad = await put({ ...added, rules: [...added.rules, { ...rule, country: 'MWI', restockingFeePercent: 150, window: { amount: 0, unit: 'days' } }, rule] });
    expect(bad.statusCode).toBe(400);
    const n = added.rules.length;
    expect(json(bad).fields).toMatchObject({
      [`rules.${n}.country`]: RETURN_STAFF_MESSAGES.ruleCountry,
      [`rules.${n}.restockingFeePercent`]: RETURN_STAFF_MESSAGES.ruleFee,
      [`rules.${n}.window.amount`]: RETURN_STAFF_MESSAGES.ruleWindow,
      [`rules.${n + 1}.reason`]: RETURN_STAFF_MESSAGES.ruleDuplicate,
    });
    const twice = await put({ ...added, finalSale: [...added.finalSale, { category: 'accessories', country: 'mw' }] });
    expect(json(twice).fields).toEqual({ 'finalSale.1.category': RETURN_STAFF_MESSAGES.finalSaleDuplicate });
    expect(json<{ id: string }>(await api(t.app, { url: '/api/admin/return-policy', cookie: admin })).id).toBe(before.id);

    const earlier = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], { address: MW });
    try {
      const saved = await put(added);
      expect(saved.statusCode, saved.body).toBe(200);
      const v2 = json<{ id: string; policy: typeof DEFAULT_RETURN_POLICY }>(saved);
      expect(v2.id).not.toBe(before.id);
      expect(v2.policy.rules.at(-1)).toEqual({ ...rule, country: 'MW' });
      const during = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], { address: MW });
      const reasonOf = async (id: string, reason: string) => json<OrderReturnsDto>(await eligibility(id)).items[0]!.reasons.find((r) => r.reason === reason)!;
      // Placed under the new version: accessories are final sale in Malawi (no change of mind), damage is the new rule's.
      expect(await reasonOf(during.id, 'changed_mind')).toMatchObject({ eligible: false, why: 'final_sale' });
      // Placed before: the old version's change of mind still applies.
      expect(await reasonOf(earlier.id, 'changed_mind')).toMatchObject({ eligible: true });

      // Removed again: a third version; the order placed under the second keeps its rules.
      const removed = await put(DEFAULT_RETURN_POLICY);
      expect(removed.statusCode).toBe(200);
      expect(json<{ id: string }>(removed).id).not.toBe(v2.id);
      expect(await reasonOf(during.id, 'changed_mind')).toMatchObject({ eligible: false, why: 'final_sale' });
      const after = await deliveredOrder([{ variantId: accessory.id, quantity: 1 }], { address: MW });
      expect(await reasonOf(after.id, 'changed_mind')).toMatchObject({ eligible: true });
      const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'return-policy'), eq(auditLog.entityId, v2.id)));
      expect(audits).toHaveLength(1);
    } finally {
      await put(DEFAULT_RETURN_POLICY);
    }
  });

  it('the seeded policy is the domain default', async () => {
    const res = json<{ policy: unknown }>(await api(t.app, { url: '/api/admin/return-policy', cookie: admin }));
    expect(res.policy).toEqual(DEFAULT_RETURN_POLICY);
  });
});

describe('exchanges', () => {
  it('for a cheaper colour: new units reserved on approval, taken on exchange, the difference refunded, returned units restocked', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const item = order.items[0]!;
    const opts = json<OrderReturnsDto>(await eligibility(order.id)).items[0]!.exchangeOptions;
    expect(opts.map((o) => o.variantId)).toContain(cheaper.id);
    expect(dearer, 'a dearer variant of the same phone').not.toBeNull();
    expect(opts.map((o) => o.variantId)).toContain(dearer!.id);
    const other = await ask(order.id, { reason: 'wrong_item', resolution: 'exchange', lines: [{ orderItemId: item.id, quantity: 1, serial: IMEI, exchangeVariantId: accessory.id }] });
    expect(other.statusCode).toBe(400);

    const res = await ask(order.id, { reason: 'wrong_item', resolution: 'exchange', lines: [{ orderItemId: item.id, quantity: 1, serial: IMEI, exchangeVariantId: cheaper.id }] });
    expect(res.statusCode, res.body).toBe(201);
    const r = json<ReturnRequestDto>(res);
    const difference = cheaper.priceCents - phone.priceCents;
    expect(r).toMatchObject({ resolution: 'exchange', exchangeDifferenceCents: difference, estimateCents: Math.max(0, -difference), differenceDueCents: 0 });
    // Nothing to pay on a cheaper exchange.
    expect((await api(t.app, { url: `/api/returns/${r.id}/pay-difference`, body: {}, cookie: customer })).statusCode).toBe(400);
    const [newBefore, oldBefore] = [await stockOf(cheaper.id), await stockOf(phone.id)];
    expect((await staff(r.id, 'refund')).statusCode).toBe(409);
    expect((await staff(r.id, 'approve', { instructions: 'Send the wrong colour back; we will ship the right one.' })).statusCode).toBe(200);
    expect(await stockOf(cheaper.id)).toBe(newBefore - 1);
    expect((await staff(r.id, 'receive')).statusCode).toBe(200);
    expect((await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: true })).statusCode).toBe(200);
    expect(await stockOf(phone.id)).toBe(oldBefore + 1);
    expect((await staff(r.id, 'refund')).statusCode).toBe(400);
    const done = await staff(r.id, 'exchange', { note: 'Tracking 1Z999' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<AdminReturnRequestDto>(done)).toMatchObject({ status: 'exchanged', refundedCents: Math.max(0, -difference) });
    expect(await stockOf(cheaper.id)).toBe(newBefore - 1);
    expect(refundsOf(order.paymentId).reduce((n, x) => n + x.amountCents, 0)).toBe(Math.max(0, -difference));
  });

  it('a device with its activation lock on and damaged units are not restocked; closing an exchange gives back the reserved units', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 2 }]);
    const res = await ask(order.id, { reason: 'not_as_described', resolution: 'exchange', lines: [{ orderItemId: order.items[0]!.id, quantity: 2, serial: IMEI, exchangeVariantId: cheaper.id }] });
    expect(res.statusCode, res.body).toBe(201);
    const r = json<ReturnRequestDto>(res);
    const [newBefore, oldBefore] = [await stockOf(cheaper.id), await stockOf(phone.id)];
    await staff(r.id, 'approve', { instructions: 'Return both units to the hub.' });
    expect(await stockOf(cheaper.id)).toBe(newBefore - 2);
    await staff(r.id, 'receive');
    const ins = await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 2, damagedQuantity: 1 }], activationLockRemoved: false });
    expect(json<AdminReturnRequestDto>(ins).lines[0]).toMatchObject({ receivedQuantity: 2, damagedQuantity: 1, restockedQuantity: 0 });
    expect(await stockOf(phone.id)).toBe(oldBefore);
    expect((await staff(r.id, 'close', { note: 'Activation lock still on; phones sent back to you.' })).statusCode).toBe(200);
    expect(await stockOf(cheaper.id)).toBe(newBefore);
  });
});

describe('an exchange for a dearer variant (decision 071)', () => {
  const pay = (id: string, cookie = customer) => api(t.app, { url: `/api/returns/${id}/pay-difference`, body: {}, cookie });
  const capturesOf = (id: string) => t.payments.captures.filter((c) => c.reference === `return-difference-${id}`);
  beforeAll(async () => {
    await t.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, dearer!.id));
  });

  it('shows the difference, is paid once by its customer (double click, retry) and cannot ship before it is paid', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const res = await ask(order.id, { reason: 'changed_mind', resolution: 'exchange', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI, exchangeVariantId: dearer!.id }] });
    expect(res.statusCode, res.body).toBe(201);
    const r = json<ReturnRequestDto>(res);
    const difference = dearer!.priceCents - phone.priceCents;
    expect(difference).toBeGreaterThan(0);
    expect(r).toMatchObject({ exchangeDifferenceCents: difference, differenceDueCents: difference, differencePaidCents: 0, estimateCents: 0 });

    // Not before staff approve (the new unit is reserved then).
    const early = await pay(r.id);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(RETURN_MESSAGES.differenceNotYet);
    expect(capturesOf(r.id)).toHaveLength(0);
    expect((await staff(r.id, 'approve', { instructions: 'Send the phone back; the new one ships once the difference is paid.' })).statusCode).toBe(200);
    expect((await staff(r.id, 'receive')).statusCode).toBe(200);
    expect((await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: true })).statusCode).toBe(200);

    // Staff cannot ship it before it is paid.
    const unpaid = await staff(r.id, 'exchange', { note: 'Tracking 1Z1' });
    expect(unpaid.statusCode).toBe(409);
    expect(json(unpaid).message).toBe(RETURN_STAFF_MESSAGES.differenceUnpaid);
    expect(json<AdminReturnRequestDto>(await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin }))).toMatchObject({ status: 'inspected', differenceDueCents: difference });

    // Someone else cannot pay for (or learn of) it.
    expect((await pay(r.id, stranger)).statusCode).toBe(404);
    expect(capturesOf(r.id)).toHaveLength(0);

    // A double click: both answers show it paid once, and the provider holds one capture of the difference.
    t.payments.delayMs = 50;
    const [a, b] = await Promise.all([pay(r.id), pay(r.id)]);
    t.payments.delayMs = 0;
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    for (const x of [a, b]) expect(json<ReturnRequestDto>(x)).toMatchObject({ differencePaidCents: difference, differenceDueCents: 0 });
    expect(capturesOf(r.id).every((c) => c.amountCents === difference && c.currency === 'USD')).toBe(true);
    const ledger = await t.payments.lookup({ reference: `return-difference-${r.id}`, externalOrderId: null });
    expect(ledger).toMatchObject({ state: 'captured', capture: { capturedCents: difference } });
    // A later retry captures nothing more.
    const calls = capturesOf(r.id).length;
    const again = await pay(r.id);
    expect(again.statusCode).toBe(200);
    expect(json<ReturnRequestDto>(again).differencePaidCents).toBe(difference);
    expect(capturesOf(r.id)).toHaveLength(calls);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'return-difference-paid')));
    expect(audit).toHaveLength(1);

    const shipped = await staff(r.id, 'exchange', { note: 'Tracking 1Z2' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(json<AdminReturnRequestDto>(shipped)).toMatchObject({ status: 'exchanged', refundedCents: 0, exchangeDifferenceCents: difference, differencePaidCents: difference, differenceRefundedCents: 0 });
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    // Finished: nothing more to pay.
    expect((await pay(r.id)).statusCode).toBe(200);
    expect(capturesOf(r.id)).toHaveLength(calls);
  });

  it('what was paid for units not received goes back on the difference payment, once', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 2 }]);
    const res = await ask(order.id, { reason: 'changed_mind', resolution: 'exchange', lines: [{ orderItemId: order.items[0]!.id, quantity: 2, serial: IMEI, exchangeVariantId: dearer!.id }] });
    const r = json<ReturnRequestDto>(res);
    const unit = dearer!.priceCents - phone.priceCents;
    expect(r.differenceDueCents).toBe(2 * unit);
    await staff(r.id, 'approve', { instructions: 'Send both phones back.' });
    const paid = json<ReturnRequestDto>(await pay(r.id));
    expect(paid.differencePaidCents).toBe(2 * unit);
    await staff(r.id, 'receive');
    await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: true });
    const done = await staff(r.id, 'exchange', { note: 'One unit arrived.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<AdminReturnRequestDto>(done)).toMatchObject({ status: 'exchanged', exchangeDifferenceCents: unit, differenceRefundedCents: unit, refundedCents: 0 });
    const back = t.payments.refunds.filter((x) => x.requestId === `return-difference-refund-${r.id}`);
    expect(back).toEqual([expect.objectContaining({ amountCents: unit })]);
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    expect((await staff(r.id, 'exchange', { note: 'again' })).statusCode).toBe(409);
    expect(t.payments.refunds.filter((x) => x.requestId === `return-difference-refund-${r.id}`)).toHaveLength(1);
  });
  it('a request closed while the provider takes the payment gets that payment back at once', async () => {
    const order = await deliveredOrder([{ variantId: phone.id, quantity: 1 }]);
    const r = json<ReturnRequestDto>(await ask(order.id, { reason: 'changed_mind', resolution: 'exchange', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI, exchangeVariantId: dearer!.id }] }));
    await staff(r.id, 'approve', { instructions: 'Send it back.' });
    await staff(r.id, 'receive');
    await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: false });
    t.payments.delayMs = 400;
    try {
      const paying = pay(r.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await staff(r.id, 'close', { note: 'Activation lock still on; phone sent back.' })).statusCode).toBe(200);
      const late = await paying;
      expect(late.statusCode).toBe(409);
    } finally {
      t.payments.delayMs = 0;
    }
    const back = t.payments.refunds.filter((x) => x.requestId === `return-difference-refund-${r.id}`);
    expect(back).toEqual([expect.objectContaining({ amountCents: dearer!.priceCents - phone.priceCents })]);
    expect(json<AdminReturnRequestDto>(await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin }))).toMatchObject({ status: 'closed', differencePaidCents: 0, differenceDueCents: 0 });
  });
});

describe('under concurrency and limits', () => {
  it('two requests at once for every unit: one is taken, the other refused', async () => {
    const order = await deliveredOrder([{ variantId: accessory.id, quantity: 2 }]);
    const body = { reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 2 }] };
    const results = await Promise.all([ask(order.id, body), ask(order.id, body), ask(order.id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect(json<OrderReturnsDto>(await eligibility(order.id)).returns).toHaveLength(1);
  });

  it("a manager refunds a return only within the role's refund limit; nothing changes above it", async () => {
    const managerEmail = uniqueEmail('manager');
    const manager = await registerAdmin(t, managerEmail);
    const { profiles } = await import('../../../src/db/schema.ts');
    await t.db.update(profiles).set({ role: 'manager' }).where(eq(profiles.email, managerEmail));
    const pricey = (await activeVariants(t.db))
      .map((r) => r.v)
      .find((v) => v.priceCents > 50_000 && v.stock > 2)!;
    const order = await deliveredOrder([{ variantId: pricey.id, quantity: 1 }]);
    const r = await inspected(order, { reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI }] });
    const above = await staff(r.id, 'refund', {}, manager);
    expect(above.statusCode).toBe(403);
    expect(refundsOf(order.paymentId)).toHaveLength(0);
    expect(json<AdminReturnRequestDto>(await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin })).status).toBe('inspected');
    const within = await staff(r.id, 'refund', { amountCents: 50_000 }, manager);
    expect(within.statusCode, within.body).toBe(200);
    expect(refundsOf(order.paymentId)).toEqual([expect.objectContaining({ amountCents: 50_000 })]);
  });
});

describe('refunds are counted once in every figure', () => {
  it('dashboard, sales report and the order agree after return refunds', async () => {
    const order = await deliveredOrder([{ variantId: accessory.id, quantity: 2 }]);
    await inspected(order, { reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const rid = json<OrderReturnsDto>(await eligibility(order.id)).returns[0]!.id;
    expect((await staff(rid, 'refund')).statusCode).toBe(200);
    const all = await t.db.select().from(orders);
    const net = all.reduce((n, o) => n + netSaleCents(o), 0);
    const d = json<DashboardDto>(await api(t.app, { url: '/api/admin/dashboard', cookie: admin }));
    expect(d).toMatchObject({ totalRevenueCents: net, totalOrders: all.filter(countsAsSale).length });
    const today = new Date().toISOString().slice(0, 10);
    const report = json<ReportDto>(await api(t.app, { url: `/api/admin/reports/sales?from=${today}&to=${today}`, cookie: admin }));
    expect(report.totals.revenueCents).toBe(net);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.refundedCents - row!.refundedCents).toBe(accessory.priceCents);
    expect(netSaleCents(after!)).toBe(order.totalCents - accessory.priceCents);
    // The customer's total spent: their orders by the same rule, the return refunds taken off once.
    const mine = all.filter((o) => o.customerEmail === after!.customerEmail);
    const listed = json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?search=${encodeURIComponent(customerEmail)}`, cookie: admin }));
    expect(listed.items[0]).toMatchObject({ totalSpentCents: mine.reduce((n, o) => n + netSaleCents(o), 0), orderCount: mine.filter(countsAsSale).length });
  });

  it('a support agent reads the queue but cannot act on a return or edit the policy', async () => {
    const support = await register(t.app, uniqueEmail('support'));
    const { profiles } = await import('../../../src/db/schema.ts');
    const supportEmail = json<{ email: string }>(await api(t.app, { url: '/api/me', cookie: support })).email;
    await t.db.update(profiles).set({ role: 'support' }).where(eq(profiles.email, supportEmail));
    // Written behind the server's back after /api/me resolved the session: drop what it remembers (decision 074).
    forgetResolvedSessions(t.db);
    expect((await api(t.app, { url: '/api/admin/returns', cookie: support })).statusCode).toBe(200);
    const anyReturn = json<{ items: AdminReturnRequestDto[] }>(await api(t.app, { url: '/api/admin/returns?status=requested', cookie: admin })).items[0];
    if (anyReturn) expect((await staff(anyReturn.id, 'approve', { instructions: 'Please send it back' }, support)).statusCode).toBe(403);
    expect((await api(t.app, { method: 'PUT', url: '/api/admin/return-policy', body: DEFAULT_RETURN_POLICY, cookie: support })).statusCode).toBe(403);
  });
});
