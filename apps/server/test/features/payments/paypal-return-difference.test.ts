/**
 * An exchange's price difference paid with PayPal (decision 071), against the local PayPal
 * stand-in: the PayPal order is created for exactly the server's amount, captured and recorded
 * once however often the browser approves, a capture of another amount is refunded and refused,
 * someone else's request is a 404, and nothing can be paid before approval (409).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@phonexport/contracts/orders';
import type { ReturnRequestDto } from '@phonexport/contracts/returns';
import { RETURN_MESSAGES } from '@phonexport/domain/returns';
import { productVariants } from '../../../src/db/schema.ts';
import { api, json, register, registerAdmin, uniqueEmail, type VariantRow } from '../../support/helpers.ts';
import { activeVariants } from '../../support/shop-fixtures.ts';
import { usePayPalShop } from './paypal-shop.ts';

const { t, shop } = usePayPalShop();
const IMEI = '356938035643809';

let admin = '';
let customer = '';
let stranger = '';
let phone: VariantRow;
let dearer: VariantRow;

beforeAll(async () => {
  admin = await registerAdmin(t);
  customer = await register(t.app, uniqueEmail('pp-exchange'));
  stranger = await register(t.app, uniqueEmail('pp-stranger'));
  const rows = await activeVariants(t.db);
  const phones = rows.filter((r) => r.category === 'smartphones' && r.v.stock >= 5).map((r) => r.v);
  for (const v of phones) {
    const up = rows.find((w) => w.v.productId === v.productId && w.v.priceCents > v.priceCents);
    if (up) {
      phone = v;
      dearer = up.v;
      break;
    }
  }
  expect(dearer, 'a phone with a dearer sibling variant').toBeDefined();
  await t.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, dearer.id));
});

const staff = (id: string, action: string, body: unknown = {}) => api(t.app, { url: `/api/admin/returns/${id}/${action}`, body, cookie: admin });
const create = (id: string, cookie = customer) => api(t.app, { url: `/api/returns/${id}/pay-difference/paypal`, body: {}, cookie });
const capture = (id: string, orderId: string, cookie = customer) => api(t.app, { url: `/api/returns/${id}/pay-difference/paypal/${orderId}/capture`, body: {}, cookie });
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A delivered PayPal order of one `phone` and the customer's exchange request for `dearer` (not yet approved). */
async function requested(): Promise<{ order: OrderDto; r: ReturnRequestDto }> {
  const paypalOrder = await shop.createOrder(customer, [{ variantId: phone.id, quantity: 1 }]);
  shop.standIn.approve(paypalOrder);
  const placed = await api(t.app, { url: `/api/checkout/paypal/orders/${paypalOrder}/capture`, method: 'POST', cookie: customer });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = json<OrderDto>(placed);
  expect((await api(t.app, { url: `/api/admin/orders/${order.id}/status`, body: { status: 'delivered' }, cookie: admin })).statusCode).toBe(200);
  const res = await api(t.app, {
    url: `/api/orders/${order.id}/returns`,
    body: { reason: 'changed_mind', resolution: 'exchange', lines: [{ orderItemId: order.items[0]!.id, quantity: 1, serial: IMEI, exchangeVariantId: dearer.id }] },
    cookie: customer,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order, r: json<ReturnRequestDto>(res) };
}

async function approved(): Promise<ReturnRequestDto> {
  const { r } = await requested();
  expect((await staff(r.id, 'approve', { instructions: 'Send the phone back; the new one ships once the difference is paid.' })).statusCode).toBe(200);
  return r;
}

describe('the difference of a dearer exchange, paid with PayPal', () => {
  it("the one-step payment is refused; the PayPal order is for the server's amount, captured and recorded once, and the exchange ships", async () => {
    const { r } = await requested();
    const difference = dearer.priceCents - phone.priceCents;
    expect(r.differenceDueCents).toBe(difference);

    // Before approval: nothing to create (409), no PayPal order.
    const before = shop.standIn.orders.size;
    const early = await create(r.id);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(RETURN_MESSAGES.differenceNotYet);
    expect(shop.standIn.orders.size).toBe(before);

    expect((await staff(r.id, 'approve', { instructions: 'Send the phone back; the new one ships once the difference is paid.' })).statusCode).toBe(200);
    expect((await api(t.app, { url: `/api/returns/${r.id}/pay-difference`, body: {}, cookie: customer })).statusCode).toBe(400);

    // Someone else's request: 404, nothing created.
    expect((await create(r.id, stranger)).statusCode).toBe(404);
    expect(shop.standIn.orders.size).toBe(before);

    const made = await create(r.id);
    expect(made.statusCode, made.body).toBe(201);
    const { orderId } = json<{ orderId: string }>(made);
    expect(shop.standIn.orders.get(orderId)).toMatchObject({ amount: { currency_code: 'USD', value: dollars(difference) }, customId: `return-difference-${r.id}` });
    // Asked again (a second click): the same PayPal order.
    expect(json<{ orderId: string }>(await create(r.id)).orderId).toBe(orderId);

    shop.standIn.approve(orderId);
    // Another customer cannot capture it on their behalf.
    expect((await capture(r.id, orderId, stranger)).statusCode).toBe(404);
    expect(shop.standIn.orders.get(orderId)!.capture).toBeNull();

    // A double approval: both answer it paid, one capture, recorded once.
    const [a, b] = await Promise.all([capture(r.id, orderId), capture(r.id, orderId)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    for (const x of [a, b]) expect(json<ReturnRequestDto>(x)).toMatchObject({ differencePaidCents: difference, differenceDueCents: 0 });
    const captured = shop.standIn.orders.get(orderId)!.capture!;
    expect(captured.amount).toEqual({ currency_code: 'USD', value: dollars(difference) });
    // A later retry records nothing more; nothing was refunded.
    expect(json<ReturnRequestDto>(await capture(r.id, orderId))).toMatchObject({ differencePaidCents: difference, differenceDueCents: 0 });
    expect(shop.standIn.refunds.filter((x) => x.captureId === captured.id)).toHaveLength(0);
    const audit = await api(t.app, { url: `/api/admin/returns/${r.id}`, cookie: admin });
    expect(json(audit)).toMatchObject({ differencePaidCents: difference, differenceDueCents: 0 });

    // Now the exchange can ship.
    expect((await staff(r.id, 'receive')).statusCode).toBe(200);
    expect((await staff(r.id, 'inspect', { lines: [{ lineId: r.lines[0]!.id, receivedQuantity: 1, damagedQuantity: 0 }], activationLockRemoved: true })).statusCode).toBe(200);
    const shipped = await staff(r.id, 'exchange', { note: 'Tracking 1Z1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('a capture of another amount is refunded and refused; the difference stays due and can be paid again', async () => {
    const r = await approved();
    const difference = dearer.priceCents - phone.priceCents;
    const { orderId } = json<{ orderId: string }>(await create(r.id));
    shop.standIn.approve(orderId);
    shop.standIn.program('capture', { kind: 'amount', value: '1.00' });
    const wrong = await capture(r.id, orderId);
    expect(wrong.statusCode, wrong.body).toBe(400);
    const cap = shop.standIn.orders.get(orderId)!.capture!;
    expect(shop.standIn.refunds.filter((x) => x.captureId === cap.id).map((x) => x.value)).toEqual(['1.00']);
    const now = json<ReturnRequestDto[]>(await api(t.app, { url: `/api/orders/${r.orderId}/returns`, cookie: customer }));
    expect(JSON.stringify(now)).toContain(`"differenceDueCents":${difference}`);
    expect((await staff(r.id, 'receive')).statusCode).toBe(200);
  });

  it("a PayPal order that is not this request's difference is a 404 and is not captured", async () => {
    const r = await approved();
    const checkoutOrder = await shop.createOrder(customer, [{ variantId: phone.id, quantity: 1 }]);
    shop.standIn.approve(checkoutOrder);
    expect((await capture(r.id, checkoutOrder)).statusCode).toBe(404);
    expect(shop.standIn.orders.get(checkoutOrder)!.capture).toBeNull();
    expect((await capture(r.id, 'NO-SUCH-ORDER')).statusCode).toBe(404);
  });
});
