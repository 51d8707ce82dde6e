/**
 * Placing an order (storefront §4 Checkout, DESIGN "Orders are atomic", decision 014):
 * 1. re-price the cart from the database (quoteCheckout) for an active service country;
 * 2. record the checkout, status 'created', keyed by (user, idempotency key) so a retry returns the
 *    same result (a replay is priced too, then finds its checkout; one whose cart cannot be bought
 *    any more still gets its result);
 * 3. capture the server's total through the payment provider and record 'captured' with the
 *    capture id BEFORE the order transaction (money in is never forgotten);
 * 4. in one statement (decision 077; retried on a deadlock or serialization failure): lock the
 *    variants in id order whatever order the cart lists them in and check their stock; only when
 *    every line has enough, move the checkout to 'placed' and create the order (status confirmed,
 *    paymentStatus paid, unique PX number), its items, invoice, first shipment event, notification
 *    and mails, decrement the stock and the products' totals (products locked in id order);
 * 5. if stock ran out meanwhile, refund the capture ('refunded') and answer 409.
 * A checkout left 'created' or 'captured' by a crash or an unreachable provider is settled by
 * the reconciler (reconcile.ts). States: created → captured → placed | refunded | failed.
 * Steps 1 and 4-5 are shared with PayPal (paypal-checkout.ts), whose customer approves the
 * payment between creating and capturing it. From the capture on, the steps are flows (placeSteps,
 * fulfilSteps; decision 104) that list each step with its undo, so the undo order is read in one
 * place; the SQL is in checkout-repository.ts.
 * This file is also the checkout subject's public face (decision 023).
 * Errors: 400 (validation, empty cart, unknown country, coupon), 409 (stock; 'in_progress' with
 * Retry-After while the same key is being settled), declined payments are reported as 400
 * 'Payment Failed', provider outages as 502 'Payment Error'.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import { INVOICE_DUE_MS, invoiceNumberFor } from '@phonexport/domain/invoices';
import type { checkoutRequestSchema } from '@phonexport/contracts/checkout';
import type { QuoteDto } from '@phonexport/contracts/cart';
import { orderNumberFromTimestamp } from '@phonexport/domain/order-number';
import { MESSAGES } from '@phonexport/domain/messages';
import { CHECKOUT_ADDRESS_MESSAGE } from '@phonexport/domain/validation';
import { normalizePhone } from '@phonexport/domain/phone';
import { EXPRESS_UNAVAILABLE_MESSAGE } from '@phonexport/domain/shipping';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { RuleError, invalid, conflict, outsideFailed } from '../../lib/rule-errors.ts';
import { sqlState } from '../../db/sql-state.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toOrderDto } from '../orders/index.ts';
import { PaymentError, type CaptureResult, type PaymentProvider } from '../payments/index.ts';
import { quoteCart } from '../cart/index.ts';
import { insertAddress } from '../addresses/index.ts';
import { notificationRecord, ordersChanged } from '../notifications/index.ts';
import { lowStockAlert, mailQueuedEnvelope, orderPlacedMails } from '../outbox/index.ts';
import { LIVE_CHANNEL, livePayloads } from '../../realtime/events.ts';
import { rateSnapshot, type RateSnapshot } from '../currency/index.ts';
import { getSettings } from '../shop-settings/index.ts';
import {
  findCheckout,
  findCheckoutById,
  findOrderWithItems,
  insertCheckout,
  isOrderNumberTaken,
  nextOrderMs,
  insertOrderRecords,
  updateCheckoutCapture,
  updateCheckout,
  type CheckoutRow,
  type OrderPlan,
  type PlaceResult,
} from './checkout-repository.ts';
import { withTransaction } from '../../db/client.ts';
import { failedUndo, flow } from '../../flows/flow.ts';

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

class StockError extends Error {}

/** Seconds a client is asked to wait (Retry-After) before replaying a checkout still in flight. */
export const IN_PROGRESS_RETRY_AFTER_S = 2;

/** 409 'in_progress': this idempotency key's checkout is still being settled; the routes add Retry-After. */
export const inProgress = () => conflict('Your checkout is already being processed.', 'in_progress');

/** Attempts of the order transaction when PostgreSQL reports a deadlock or serialization failure. */
const TX_ATTEMPTS = 5;

/** True for PostgreSQL's 40P01 (deadlock detected) and 40001 (serialization failure), however wrapped. */
export function isRetryableTxError(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}

/** Runs `fn` (a whole transaction) again, after a short random pause, when it failed with a retryable error. */
async function retryTransaction<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= TX_ATTEMPTS || !isRetryableTxError(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** Told to a customer whose payment was refunded because the order could not be placed. */
export const REFUNDED_MESSAGE = 'This order could not be placed and your payment has been refunded.';

/** The stored checkout: the request as sent and the server's quote the customer pays. */
export interface StoredCheckout {
  input: CheckoutInput;
  quote: QuoteDto;
  /**
   * The rate frozen when the checkout was priced in local money (mobile money, issue 25): the order
   * keeps this one, the rate the charged local amount was computed at, not the rate of its placing.
   */
  rate?: Omit<RateSnapshot, 'rateFetchedAt'> & { rateFetchedAt: string };
}

/** The customer an order is placed for. */
export type Buyer = Pick<SessionUser, 'id' | 'email'>;

/**
 * Re-prices the checkout on the server and refuses what cannot be bought (§5 Checkout).
 * Throws 400 (empty cart, country, coupon, express while the courier is off) or 409 (unavailable, stock limit).
 */
export async function quoteCheckout(db: Db, input: CheckoutInput): Promise<QuoteDto> {
  if (!input.lines.length) throw invalid(MESSAGES.emptyCart, { lines: MESSAGES.emptyCart });
  const quote = await quoteCart(db, {
    lines: input.lines,
    countryCode: input.address.countryCode,
    shippingOption: input.shippingOption,
    couponCode: input.couponCode,
    includeDuty: true,
  });
  if (!quote.country) throw invalid(CHECKOUT_ADDRESS_MESSAGE, { 'address.countryCode': CHECKOUT_ADDRESS_MESSAGE });
  if (quote.shippingOption !== input.shippingOption) throw invalid(EXPRESS_UNAVAILABLE_MESSAGE, { shippingOption: EXPRESS_UNAVAILABLE_MESSAGE });
  if (input.couponCode && quote.couponError) throw invalid(quote.couponError, { couponCode: quote.couponError });
  for (const line of quote.lines) {
    if (line.problem === 'unavailable') throw conflict(`${line.name} is no longer available.`, 'unavailable');
    if (line.problem === 'insufficient_stock') throw conflict(MESSAGES.stockLimit(line.stock), 'stock_limit');
  }
  return quote;
}

/**
 * The checkout request with its address phone in E.164, read in the address's country (domain
 * phone.ts); 400 on `address.phone` when it is not a phone number there.
 */
export function withNormalizedPhone(input: CheckoutInput): CheckoutInput {
  const phone = normalizePhone(input.address.phone, input.address.countryCode);
  if (!phone.ok) throw invalid(phone.message, { 'address.phone': phone.message });
  return { ...input, address: { ...input.address, phone: phone.e164 } };
}

/** The statement description of a checkout: 'PhoneXport order (3 items)' (§7: with the item count). */
export function checkoutDescription(quote: QuoteDto): string {
  const n = quote.totals.itemCount;
  return `PhoneXport order (${n} item${n === 1 ? '' : 's'})`;
}

/**
 * The provider's idempotency key for refunding a checkout's capture: every path that refunds a
 * checkout (sold out, a late capture, the reconciler, PayPal's amount check) sends this one, so
 * the capture is refunded once whichever path gets there first.
 */
export const checkoutRefundKey = (checkoutId: string): string => `refund-${checkoutId}`;

/** The idempotency key of a customer's checkout (unique per provider in payment_checkouts). */
export function checkoutKeyOf(user: Buyer, input: CheckoutInput): string {
  return `${user.id}:${input.idempotencyKey}`;
}

/** Places the order through a one-step provider (the test provider); see the module comment. */
export async function placeOrder(db: Db, provider: PaymentProvider, user: SessionUser, input: CheckoutInput): Promise<OrderDto> {
  if (!input.lines.length) throw invalid(MESSAGES.emptyCart, { lines: MESSAGES.emptyCart });

  const checkoutKey = checkoutKeyOf(user, input);
  // Priced first, the key looked up only when needed (one round trip fewer for a new checkout):
  // a replay is found by the insert below, or here when its cart can no longer be bought (sold
  // out since), so it still answers its order or its settled refusal.
  let quote: QuoteDto;
  try {
    quote = await quoteCheckout(db, input);
  } catch (err) {
    const previous = await findCheckout(db, provider.name, checkoutKey);
    if (previous) return resumeCheckout(db, previous);
    throw err;
  }
  const stored: StoredCheckout = { input, quote };
  const checkout = await insertCheckout(db, {
    userId: user.id,
    provider: provider.name,
    providerOrderId: checkoutKey,
    amountCents: quote.totals.totalCents,
    request: stored,
  });
  if (!checkout) {
    const raced = await findCheckout(db, provider.name, checkoutKey);
    if (raced) return resumeCheckout(db, raced);
    throw inProgress();
  }

  // Priced and recorded 'created' before any outside call: nothing to undo (a checkout that never
  // captures is marked 'failed' by the reconciler). The rest is placeSteps.
  try {
    const { fulfilCheckout: order } = await placeSteps.run({ db, provider, user, checkout, quote });
    return order;
  } catch (err) {
    if (!(err instanceof SettledMeanwhile)) throw err;
    // The late capture's refund failed (refundLateCapture logged it): the checkout stays as the reconciler left it.
    if (failedUndo(err, 'capturePayment')) throw outsideFailed(MESSAGES.paymentError, 'payment_error');
    return resumeCheckout(db, (await findCheckoutById(db, checkout.id))!);
  }
}

/** What the one-step provider's flow runs on: the checkout recorded 'created' and its quote. */
interface PlaceContext {
  db: Db;
  provider: PaymentProvider;
  user: Buyer;
  checkout: CheckoutRow;
  quote: QuoteDto;
}

/** Thrown by recordCapture when the checkout was no longer 'created': the reconciler settled it meanwhile. */
class SettledMeanwhile extends Error {}

/**
 * The one-step provider's checkout once it is recorded 'created' (decision 104):
 *   capturePayment  ↔ undo refundLateCapture (only when the reconciler gave the checkout up meanwhile)
 *   recordCapture     'created' → 'captured' with the capture id; throws SettledMeanwhile otherwise
 *   fulfilCheckout    the order, itself a flow whose undo refunds the capture when the order is refused
 * A failure that is not SettledMeanwhile undoes nothing here: an unknown outcome (the database or
 * the provider's answer lost) leaves the checkout 'created' or 'captured' for the reconciler.
 */
const placeSteps = flow<PlaceContext>('placeOrder')
  .step({ name: 'capturePayment', run: capturePayment, undo: refundLateCapture })
  .step({
    name: 'recordCapture',
    run: async ({ db, checkout }, done) => (await recordCapture(db, checkout.id, done.capturePayment)) ?? Promise.reject(new SettledMeanwhile()),
  })
  .step({ name: 'fulfilCheckout', run: ({ db, provider, user }, done) => fulfilCheckout(db, provider, done.recordCapture, user, done.capturePayment) });

/**
 * Captures the server's total through the provider. A declined payment marks the checkout 'failed'
 * and throws 400 'Payment Failed'; an unknown outcome (provider unreachable mid-capture) leaves it
 * 'created' for the reconciler, who asks the provider, and throws 502 'Payment Error'.
 */
async function capturePayment({ db, provider, checkout, quote }: PlaceContext): Promise<CaptureResult> {
  try {
    return await provider.capture({
      amountCents: quote.totals.totalCents,
      currency: 'USD',
      description: checkoutDescription(quote),
      reference: checkout.id,
    });
  } catch (err) {
    if (err instanceof PaymentError) {
      await updateCheckout(db, checkout.id, { status: 'failed' }, ['created']);
      throw invalid(MESSAGES.paymentFailed, { payment: err.message });
    }
    // Unknown outcome (provider unreachable mid-capture): stays 'created'; the reconciler asks the provider.
    console.error(`checkout ${checkout.id}: capture outcome unknown`, err);
    throw outsideFailed(MESSAGES.paymentError, 'payment_error');
  }
}

/**
 * Records money in: 'created' → 'captured' with the capture id (§ decision 014: before the order
 * transaction). Returns the updated row, or null when the checkout was no longer 'created'
 * (settled by the reconciler meanwhile; a second record of the same capture also answers the row).
 */
export function recordCapture(db: Db, checkoutId: string, capture: CaptureResult): Promise<CheckoutRow | null> {
  return updateCheckoutCapture(db, checkoutId, capture.paymentId);
}

/**
 * Undo of capturePayment, for a capture that arrived after the reconciler settled its checkout
 * (SettledMeanwhile): a checkout marked 'failed' (the provider showed nothing yet when asked) gets
 * this capture refunded and is marked 'refunded'. Any other failure refunds nothing here (see
 * placeSteps). Throws when the refund fails (the caller answers 502).
 */
async function refundLateCapture({ db, provider, checkout }: PlaceContext, capture: CaptureResult, error: unknown): Promise<void> {
  if (!(error instanceof SettledMeanwhile)) return;
  const current = await findCheckoutById(db, checkout.id);
  if (current!.status !== 'failed' || current!.captureId === capture.paymentId) return;
  try {
    await provider.refund(capture.paymentId, capture.capturedCents, checkoutRefundKey(checkout.id));
  } catch (err) {
    console.error(`checkout ${checkout.id}: late capture ${capture.paymentId} could not be refunded`, err);
    throw err;
  }
  await updateCheckout(db, checkout.id, { status: 'refunded', captureId: capture.paymentId });
}

/** The outbox worker's wake-up NOTIFY payload, sent by the order statement with a low-stock alert (the same every order). */
const MAIL_QUEUED_PAYLOAD = livePayloads([mailQueuedEnvelope])[0]!;

/** Order numbers tried before giving up (each a new millisecond; another process may hold the first). */
const ORDER_NUMBER_ATTEMPTS = 50;

/**
 * Turns a checkout whose money was captured into the order, exactly once (§4 Checkout), in one
 * statement (decision 077; with a saved address, one transaction around it): the variants are
 * locked in id order and their stock checked; only when every line has enough is the checkout
 * claimed ('created' or 'captured' → 'placed'; only one caller can) and are the order, items,
 * invoice, first shipment event, notification, mails, stock and product totals written (products
 * locked in id order after the variants, so concurrent carts never wait on each other in a cycle),
 * and (if asked) the address saved. A deadlock or serialization failure re-runs it (up to 5
 * times), a taken order number moves to the next (up to 50) before anything is refunded.
 * A caller that loses the claim gets the order the winner placed. When stock ran out meanwhile
 * the capture is refunded, the checkout marked 'refunded' and 409 'stock_limit' thrown telling
 * the customer so. If the refund itself fails, or the statement fails for another reason, the
 * checkout stays 'captured' (with its capture id) for the reconciler: 502 'Payment Error' or 409
 * 'in_progress'.
 */
export async function fulfilCheckout(db: Db, provider: PaymentProvider, checkout: CheckoutRow, user: Buyer, capture: CaptureResult): Promise<OrderDto> {
  // The mail switches and the owner's address, from the read cache (dropped on every save): no
  // settings query inside the statement.
  const settings = await getSettings(db);
  let order: OrderDto | null;
  try {
    order = (await fulfilSteps.run({ db, provider, checkout, user, capture, settings })).writeOrder;
  } catch (err) {
    if (!refusedOrder(err)) {
      // keepPayment's undo left the checkout 'captured' (with its capture id) for the reconciler.
      console.error(`checkout ${checkout.id}: order transaction failed; left to the reconciler`, err);
      throw inProgress();
    }
    // The refund failed (refundPayment logged it; the checkout stays 'captured' for the webhook or an operator).
    if (failedUndo(err, 'keepPayment')) throw outsideFailed(MESSAGES.paymentError, 'payment_error');
    if (err instanceof StockError) {
      throw conflict(`${err.message} sold out while you were paying. Your payment has been refunded.`, 'stock_limit');
    }
    throw err;
  }
  // Claimed by another caller (the reconciler, a webhook, a second click): the order the winner placed.
  return order ?? resumeCheckout(db, (await findCheckoutById(db, checkout.id))!);
}

/** What fulfilCheckout's flow runs on: the checkout, its buyer, the money already in, the shop's settings. */
interface FulfilContext {
  db: Db;
  provider: PaymentProvider;
  checkout: CheckoutRow;
  user: Buyer;
  capture: CaptureResult;
  settings: Awaited<ReturnType<typeof getSettings>>;
}

/**
 * A refusal of the order (stock ran out, an order number could not be allocated, any refusal RuleError):
 * nothing was written, so the capture goes back. Anything else (the database failed, or a commit's
 * answer was lost) may have placed the order: refunding then could refund a placed order.
 */
const refusedOrder = (err: unknown) => err instanceof StockError || err instanceof RuleError;

/**
 * Turning money in into the order (decision 104):
 *   keepPayment  ↔ undo refundPayment (on a refusal: the capture refunded, 'refunded'; otherwise
 *                  deliberately no refund: the checkout is left 'captured' for the reconciler)
 *   writeOrder     the one statement; null when another caller claimed the checkout
 * keepPayment does no work: the money was taken by the caller (the provider's capture, PayPal's
 * capture, a completed deposit, the reconciler's lookup); it stands first so its undo is written here.
 */
const fulfilSteps = flow<FulfilContext>('fulfilCheckout')
  .step({ name: 'keepPayment', run: ({ capture }) => capture, undo: refundPayment })
  .step({ name: 'writeOrder', run: writeOrder });

/**
 * Undo of keepPayment. On a refusal: the capture refunded with the checkout's refund key and the
 * checkout 'refunded'; when the refund fails, the checkout 'captured' with its capture id (the
 * webhook or an operator settles it) and the refund's error thrown. Otherwise no refund: 'created'
 * → 'captured' with the capture id, for the reconciler.
 */
async function refundPayment({ db, provider, checkout }: FulfilContext, capture: CaptureResult, error: unknown): Promise<void> {
  if (!refusedOrder(error)) {
    await updateCheckout(db, checkout.id, { status: 'captured', captureId: capture.paymentId }, ['created']).catch(() => {});
    return;
  }
  try {
    await provider.refund(capture.paymentId, capture.capturedCents, checkoutRefundKey(checkout.id));
  } catch (refundErr) {
    await updateCheckout(db, checkout.id, { status: 'captured', captureId: capture.paymentId });
    // Left 'captured' with its capture id: the webhook or an operator settles it. Never silent.
    console.error(`checkout ${checkout.id}: order not placed and refund failed`, refundErr);
    throw refundErr;
  }
  await updateCheckout(db, checkout.id, { status: 'refunded', captureId: capture.paymentId });
}

/**
 * The order statement (see fulfilCheckout), retried on a deadlock or serialization failure and on
 * a taken order number. Answers the placed order, or null when another caller claimed the
 * checkout; throws StockError when stock ran out, 409 when no order number could be allocated.
 */
async function writeOrder({ db, checkout, user, capture, settings }: FulfilContext): Promise<OrderDto | null> {
  const { input, quote } = checkout.request as StoredCheckout;
  const address = input.address;
  // The shown currency's rate from the shop's own table (read cache), frozen with the order; the charge stays USD.
  const stored = (checkout.request as StoredCheckout).rate;
  const rate = stored ? { ...stored, rateFetchedAt: new Date(stored.rateFetchedAt) } : await rateSnapshot(db, db, input.displayCurrency);
  const wanted = new Map<string, number>();
  for (const l of quote.lines) wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
  const names = new Map(quote.lines.map((l) => [l.variantId, l.name]));
  const orderId = crypto.randomUUID();
  const lowStock = lowStockAlert(settings);
  const planFor = (orderNumber: string): OrderPlan => {
    const order = {
      id: orderId,
      orderNumber,
      userId: user.id,
      customerName: address.name,
      customerEmail: user.email,
      customerPhone: address.phone,
      status: 'confirmed' as const,
      paymentStatus: 'paid' as const,
      paymentMethod: capture.paymentMethod,
      paymentId: capture.paymentId,
      paymentOperator: capture.details?.operator ?? null,
      paymentAccount: capture.details?.account ?? null,
      providerTransactionId: capture.details?.providerTransactionId ?? null,
      subtotalCents: quote.totals.subtotalCents,
      shippingCents: quote.totals.shippingCents,
      shippingOption: input.shippingOption,
      dutyCents: quote.totals.dutyCents,
      discountCents: quote.totals.discountCents,
      totalCents: quote.totals.totalCents,
      currency: 'USD',
      ...rate,
      couponCode: quote.coupon?.code ?? null,
      shippingAddress: {
        name: address.name,
        company: address.company || null,
        street: address.street,
        city: address.city,
        state: address.state || null,
        zipCode: address.zipCode,
        country: quote.country!.name,
        countryCode: quote.country!.code,
        phone: address.phone,
      },
      deliveryEstimate: quote.deliveryEstimate,
    };
    const now = new Date();
    const notification = notificationRecord(
      { userId: user.id, title: 'Order Confirmed', message: `Your order #${orderNumber} has been confirmed.`, type: 'order', orderId },
      [ordersChanged], // the admins' order lists hear of it in the same statement
    );
    const mails = orderPlacedMails(order, quote.lines.map((l) => ({ name: l.name, variant: l.variant, quantity: l.quantity, priceCents: l.unitPriceCents })), settings);
    return {
      checkoutId: checkout.id,
      captureId: capture.paymentId,
      order,
      items: quote.lines.map((l, position) => ({
        id: crypto.randomUUID(),
        orderId,
        position,
        productId: l.productId,
        variantId: l.variantId,
        productName: l.name,
        variant: l.variant,
        priceCents: l.unitPriceCents,
        quantity: l.quantity,
        image: l.image,
      })),
      invoice: { id: crypto.randomUUID(), invoiceNumber: invoiceNumberFor(orderNumber), issueDate: now, dueDate: new Date(now.getTime() + INVOICE_DUE_MS) },
      shipmentEvent: { id: crypto.randomUUID(), status: 'confirmed', statusCode: 'pre-transit', description: 'Order confirmed and payment received', location: 'Guangzhou, China' },
      notification: notification.row,
      mails: mails.map((m) => ({ kind: m.mail.kind, to: m.to, language: m.language, payload: m.mail })),
      buyerId: user.id,
      wanted,
      lowStock,
      channel: LIVE_CHANNEL,
      payloads: livePayloads([...notification.envelopes, ...(mails.length ? [mailQueuedEnvelope] : [])]),
      mailQueued: MAIL_QUEUED_PAYLOAD,
    };
  };
  const place = (plan: OrderPlan) =>
    input.saveAddress
      ? withTransaction(db, async (tx) => {
          const result = await insertOrderRecords(tx, plan);
          if (result.outcome === 'placed') await insertAddress(tx, user.id, { ...address, country: quote.country!.name });
          return result;
        })
      : insertOrderRecords(db, plan);
  let result: PlaceResult | undefined;
  for (let attempt = 1; !result; attempt++) {
    const plan = planFor(orderNumberFromTimestamp(nextOrderMs()));
    try {
      result = await retryTransaction(() => place(plan));
    } catch (err) {
      if (!isOrderNumberTaken(err)) throw err;
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw conflict('Could not allocate an order number. Please try again.');
    }
    if (result?.outcome === 'placed') return toOrderDto(result.order, plan.items);
  }
  if (result.outcome === 'claimed elsewhere') return null;
  throw new StockError(names.get(result.outcome === 'short' ? result.variantIds[0]! : '') ?? 'An item');
}

/**
 * The answer for a checkout seen before: its order when placed, else 409: 'in_progress' while it
 * is being settled (never for ever: the reconciler settles it), or 'refunded' / failed with the reason.
 */
export async function resumeCheckout(db: Db, row: CheckoutRow): Promise<OrderDto> {
  if (row.status === 'placed' && row.orderId) {
    const placed = await findOrderWithItems(db, row.orderId);
    if (placed) return toOrderDto(placed.order, placed.items);
  }
  if (row.status === 'created' || row.status === 'captured') throw inProgress();
  if (row.status === 'refunded') throw conflict(REFUNDED_MESSAGE, 'refunded');
  throw conflict('This checkout could not be completed. Please review your cart and try again.');
}
