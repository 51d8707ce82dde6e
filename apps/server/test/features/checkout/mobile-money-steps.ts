/**
 * The steps every mobile money test takes against its test server, whichever the provider
 * (pawaPay in mobile-money-suite.ts, Paynow in mobile-money-paynow.test.ts): start a checkout,
 * read its row and its payment, ask its status until it is settled.
 */
import type { MobileMoneyCheckoutDto } from '@phonexport/contracts/mobile-money';
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import type { OrderDto } from '@phonexport/contracts/orders';
import { eq } from 'drizzle-orm';
import { mobileMoneyPayments, orders, paymentCheckouts } from '../../../src/db/schema.ts';
import { api, checkoutBody, json, pickVariant, register, uniqueEmail, until, type TestServer } from '../../support/helpers.ts';

/**
 * The steps against `server()` (read at each call: the suites start their server in a beforeAll),
 * shipping to `address` and paying with `defaultOperator` unless a step is given another operator.
 */
export function mobileMoneySteps(server: () => TestServer, address: CheckoutRequest['address'], defaultOperator: string) {
  /** The checkout's `payment_checkouts` row (its `externalOrderId` is the provider's deposit id or reference). */
  const checkoutRow = async (id: string) => (await server().db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)))[0]!;
  /** The checkout's `mobile_money_payments` row. */
  const paymentOf = async (checkoutId: string) => (await server().db.select().from(mobileMoneyPayments).where(eq(mobileMoneyPayments.checkoutId, checkoutId)))[0]!;
  /** `POST /api/checkout/mobile-money` as `cookie` for `quantity` units of the variant, paid from `phoneNumber`; `over` changes the checkout body (e.g. the address). The raw answer. */
  const start = (cookie: string, variantId: string, phoneNumber: string, operator = defaultOperator, over: Partial<CheckoutRequest> = {}, quantity = 1) =>
    api(server().app, {
      url: '/api/checkout/mobile-money',
      cookie,
      body: { ...checkoutBody([{ variantId, quantity }], { address: { ...address }, ...over }), mobileMoney: { phoneNumber, operator } },
    });
  /** The checkout's status as its customer sees it (`GET /api/checkout/mobile-money/:id`). */
  const status = async (cookie: string, id: string) => json<MobileMoneyCheckoutDto>(await api(server().app, { method: 'GET', url: `/api/checkout/mobile-money/${id}`, cookie }));
  /** Asks the status until it is no longer pending (fails the test after `until`'s 8 s). */
  const settled = (cookie: string, id: string) => until(() => status(cookie, id), (s) => s.status !== 'pending');
  /**
   * A new customer (`prefix` in the e-mail) starts a checkout of one unit of the cheapest variant
   * with 5 in stock, paid from `phoneNumber`: the cookie, the variant, the started checkout (the
   * answer read as a 201's body) and the provider's id of its payment.
   */
  const startedBy = async (prefix: string, phoneNumber: string, operator = defaultOperator) => {
    const cookie = await register(server().app, uniqueEmail(prefix));
    const v = await pickVariant(server().db, 5);
    const started = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, phoneNumber, operator));
    const externalOrderId = (await checkoutRow(started.checkoutId)).externalOrderId!;
    return { cookie, v, started, externalOrderId };
  };
  /**
   * `startedBy`, then the order its payment placed once the checkout is settled, and that order's
   * total in US cents as the database keeps it. For a phone number the stand-in approves.
   */
  const paidBy = async (prefix: string, phoneNumber: string, operator = defaultOperator) => {
    const begun = await startedBy(prefix, phoneNumber, operator);
    const order = (await settled(begun.cookie, begun.started.checkoutId)).order as OrderDto;
    const totalCents = (await server().db.select().from(orders).where(eq(orders.id, order.id)))[0]!.totalCents;
    return { ...begun, order, totalCents };
  };
  return { checkoutRow, paymentOf, start, status, settled, startedBy, paidBy };
}

/**
 * Runs `steps` with the stand-in's switch `key` (pawaPay's `callbacks`, Paynow's `resultPosts`)
 * turned off, and turns it back on after, even when a step fails.
 */
export async function withSwitchOff<K extends string>(standIn: Record<K, boolean>, key: K, steps: () => Promise<void>): Promise<void> {
  standIn[key] = false;
  try {
    await steps();
  } finally {
    standIn[key] = true;
  }
}
