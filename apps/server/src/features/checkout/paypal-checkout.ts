/**
 * PayPal checkout (storefront §4 Checkout, §7 Payment provider), with the money decisions on the
 * server (decision record 011):
 * - createPayPalCheckout: re-prices the cart, keeps a pending checkout (status 'created') and
 *   creates the PayPal order for the server's total (USD, intent CAPTURE, one purchase unit,
 *   2-decimal amount, description with the item count). Idempotent per (customer, idempotency key).
 * - capturePayPalCheckout: captures with PayPal-Request-Id `capture-{checkout id}` (a replay, a
 *   second request or a double click gets the same capture), treats ORDER_ALREADY_CAPTURED as
 *   success after reading the order, checks the captured amount and currency against the
 *   checkout's, then places the order through fulfilCheckout (exactly once). A capture that
 *   cannot become an order (wrong amount, stock ran out) is refunded.
 * - handlePayPalWebhook: PAYMENT.CAPTURE.COMPLETED / DENIED / REFUNDED, applied once each (the
 *   webhook_events table), after PayPal verified the signature; COMPLETED places the order of a
 *   checkout whose browser never came back.
 */
import type { OrderDto } from '@phonexport/contracts/orders';
import type { Db } from '../../db/client.ts';
import { RuleError, invalid, notFound, conflict } from '../../lib/rule-errors.ts';
import { applyProviderRefund } from '../orders/index.ts';
import { capturePayPalPayment, capturedAsExpected, capturedCentsOf, createPayPalPayment, payPalError as paymentError, payPalValueToCents, refundUnexpectedCapture, type CaptureResult, type PayPalCapture, type PayPalProvider, type WebhookHeaders } from '../payments/index.ts';
import { failedUndo, flow } from '../../flows/flow.ts';
import {
  checkoutDescription,
  checkoutKeyOf,
  checkoutRefundKey,
  fulfilCheckout,
  quoteCheckout,
  resumeCheckout,
  type Buyer,
  type CheckoutInput,
  type StoredCheckout,
} from './checkout-service.ts';
import {
  findBuyer,
  findCheckout,
  findCheckoutByExternalOrder,
  deleteWebhookEvent,
  insertCheckout,
  insertWebhookEvent,
  updateCheckout,
  type CheckoutRow,
} from './checkout-repository.ts';


/** Answers `{ orderId }` (the PayPal order id the JS SDK's createOrder returns). */
export async function createPayPalCheckout(db: Db, provider: PayPalProvider, user: Buyer, input: CheckoutInput): Promise<{ orderId: string }> {
  const key = checkoutKeyOf(user, input);
  let checkout = await findCheckout(db, provider.name, key);
  if (checkout && (checkout.status !== 'created' || checkout.externalOrderId)) {
    if (checkout.status === 'created' && checkout.externalOrderId) return { orderId: checkout.externalOrderId };
    await resumeCheckout(db, checkout);
    throw conflict('This payment has already been completed.');
  }
  if (!checkout) {
    const quote = await quoteCheckout(db, input);
    const stored: StoredCheckout = { input, quote };
    const inserted = await insertCheckout(db, { userId: user.id, provider: provider.name, providerOrderId: key, amountCents: quote.totals.totalCents, request: stored });
    checkout = inserted ?? (await findCheckout(db, provider.name, key));
    if (!checkout) throw conflict('Your checkout is already being processed.');
  }
  const { quote } = checkout.request as StoredCheckout;
  const created = checkout;
  // One outside call, so no flow (decision 104): its undo, the checkout 'failed' when PayPal refuses
  // the order, is the callback below; an unknown outcome leaves it 'created' (the same request id
  // answers the same PayPal order on a retry; the reconciler gives it up after ABANDONED_AFTER_MS).
  const orderId = await createPayPalPayment(
    provider,
    { amountCents: created.amountCents, description: checkoutDescription(quote), customId: created.id, requestId: `create-${created.id}` },
    () => updateCheckout(db, created.id, { status: 'failed' }).then(() => undefined),
  );
  await updateCheckout(db, checkout.id, { externalOrderId: orderId });
  return { orderId };
}

/** Captures the customer's approved PayPal order and answers the placed order (see the module comment). */
export async function capturePayPalCheckout(db: Db, provider: PayPalProvider, user: Buyer, paypalOrderId: string): Promise<OrderDto> {
  const checkout = await findByPayPalOrder(db, paypalOrderId);
  if (!checkout || checkout.userId !== user.id) throw notFound('Payment not found');
  if (checkout.status !== 'created' && checkout.status !== 'captured') return resumeCheckout(db, checkout);

  const capture = await capturePayPalPayment(provider, paypalOrderId, `capture-${checkout.id}`);
  if (capture.status !== 'COMPLETED') {
    // PENDING (e.g. under review): PayPal's PAYMENT.CAPTURE.COMPLETED webhook places the order later.
    await updateCheckout(db, checkout.id, { captureId: capture.id });
    throw conflict('Your payment is being reviewed by PayPal. Your order will be confirmed as soon as it completes.', 'payment_pending');
  }
  return settleCapture(db, provider, checkout, user, capture);
}

/**
 * A completed capture becomes the order, or is refunded: when its amount or currency differ from
 * the checkout's (never place an order for money other than the quoted total), or when the order
 * cannot be placed. Shared by the browser's capture and the COMPLETED webhook. Throws 400 'Payment
 * Failed' for a capture of the wrong amount (refunded), 502 when that refund failed (the checkout
 * stays 'captured': the webhook or an operator settles it), and fulfilCheckout's errors.
 */
async function settleCapture(db: Db, provider: PayPalProvider, checkout: CheckoutRow, buyer: Buyer, capture: PayPalCapture): Promise<OrderDto> {
  try {
    return (await settleSteps.run({ db, provider, checkout, buyer, capture })).fulfilCheckout;
  } catch (err) {
    if (!(err instanceof WrongAmount)) throw err;
    if (failedUndo(err, 'recordCapture')) throw paymentError();
    throw err.refused!;
  }
}

/** What settleSteps runs on: the checkout, its buyer and PayPal's completed capture. */
interface SettleContext {
  db: Db;
  provider: PayPalProvider;
  checkout: CheckoutRow;
  buyer: Buyer;
  capture: PayPalCapture;
}

/** Thrown by checkAmount; `refused` is the 400 to answer, set by the undo that refunded the capture. */
class WrongAmount extends Error {
  refused?: RuleError;
}

/**
 * A completed PayPal capture (decision 104):
 *   recordCapture  ↔ undo refundCapture (only for WrongAmount: all of it back, 'refunded')
 *   checkAmount      the captured amount and currency are the checkout's, else WrongAmount
 *   fulfilCheckout   the order, itself a flow whose undo refunds the capture when the order is refused
 * Money in is recorded first and never un-recorded: any other failure leaves it 'captured'.
 */
const settleSteps = flow<SettleContext>('settlePayPalCapture')
  .step({
    name: 'recordCapture',
    run: async ({ db, checkout, capture }): Promise<CaptureResult> => {
      // Money is in: record it before anything else can fail.
      await updateCheckout(db, checkout.id, { status: 'captured', captureId: capture.id }, ['created']);
      return { paymentId: capture.id, paymentMethod: 'PayPal', capturedCents: capturedCentsOf(capture) ?? 0, currency: capture.amount?.currency_code ?? '' };
    },
    undo: async ({ db, provider, checkout, capture }, _recorded, error) => {
      if (!(error instanceof WrongAmount)) return;
      // A failed refund throws 502 and the checkout stays 'captured': the webhook or an operator settles it.
      error.refused = await refundUnexpectedCapture(provider, capture, { cents: checkout.amountCents, currency: checkout.currency }, checkoutRefundKey(checkout.id));
      await updateCheckout(db, checkout.id, { status: 'refunded' }, ['created', 'captured']);
    },
  })
  .step({
    name: 'checkAmount',
    run: ({ checkout, capture }) => {
      if (!capturedAsExpected(capture, checkout.amountCents, checkout.currency)) throw new WrongAmount(`capture ${capture.id} is not the checkout's amount`);
    },
  })
  .step({ name: 'fulfilCheckout', run: ({ db, provider, checkout, buyer }, done) => fulfilCheckout(db, provider, checkout, buyer, done.recordCapture) });

function findByPayPalOrder(db: Db, paypalOrderId: string): Promise<CheckoutRow | null> {
  return findCheckoutByExternalOrder(db, 'paypal', paypalOrderId);
}

interface WebhookEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    seller_payable_breakdown?: { total_refunded_amount?: { currency_code?: string; value?: string } };
    links?: { rel?: string; href?: string }[];
  };
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one PayPal webhook (raw JSON body as received). Throws 400 unless PayPal verifies the
 * signature; answers 'duplicate' for an event id seen before. Events:
 * - PAYMENT.CAPTURE.COMPLETED: a pending checkout of that PayPal order gets its order (or refund);
 * - PAYMENT.CAPTURE.DENIED: a pending checkout is marked failed;
 * - PAYMENT.CAPTURE.REFUNDED: the order paid by that capture records the refund (refunded or
 *   partially_refunded, the customer's notification, the audit record; see applyProviderRefund).
 * Other types are recorded and ignored.
 */
export async function handlePayPalWebhook(db: Db, provider: PayPalProvider, headers: WebhookHeaders, rawBody: string): Promise<WebhookOutcome> {
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw invalid('Invalid webhook body');
  }
  // `null`, an array or a number parse too: only an object with a string id and type is an event.
  if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || !event.id || typeof event.event_type !== 'string' || !event.event_type) {
    throw invalid('Invalid webhook body');
  }
  let verified: boolean;
  try {
    verified = await provider.client.verifyWebhookSignature(headers, rawBody);
  } catch {
    throw paymentError(); // PayPal retries the webhook later
  }
  if (!verified) throw invalid('Invalid webhook signature');

  const fresh = await insertWebhookEvent(db, { id: `paypal:${event.id}`, provider: 'paypal', type: event.event_type, payload: event });
  if (!fresh) return 'duplicate';

  try {
    return await applyEvent(db, provider, event);
  } catch (err) {
    // Settled another way (refunded: wrong amount, sold out; already placed): applied.
    if (err instanceof RuleError && err.kind !== 'outside-failed') return 'applied';
    // PayPal unreachable or a bug: forget the event so PayPal's retry applies it.
    await deleteWebhookEvent(db, `paypal:${event.id}`);
    throw err;
  }
}

async function applyEvent(db: Db, provider: PayPalProvider, event: WebhookEvent): Promise<WebhookOutcome> {
  const resource = event.resource ?? {};
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' || event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
    const checkout = paypalOrderId ? await findByPayPalOrder(db, paypalOrderId) : null;
    if (!checkout || (checkout.status !== 'created' && checkout.status !== 'captured')) return 'ignored';
    if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
      await updateCheckout(db, checkout.id, { status: 'failed' }, ['created']);
      return 'applied';
    }
    const buyer = await findBuyer(db, checkout.userId);
    const capture: PayPalCapture = {
      id: resource.id ?? '',
      status: 'COMPLETED',
      amount: { currency_code: resource.amount?.currency_code ?? '', value: resource.amount?.value ?? '' },
    };
    if (!buyer) {
      // The customer's account is gone: no one to ship to, so the money goes back.
      await provider.refund(capture.id, payPalValueToCents(capture.amount.value) ?? 0, checkoutRefundKey(checkout.id));
      await updateCheckout(db, checkout.id, { status: 'refunded', captureId: capture.id });
      return 'applied';
    }
    await settleCapture(db, provider, checkout, buyer, capture);
    return 'applied';
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    // The resource is the refund; its 'up' link points at the capture. The amount is the refund's;
    // seller_payable_breakdown.total_refunded_amount is the capture's running total (issue 12).
    const up = resource.links?.find((l) => l.rel === 'up')?.href ?? '';
    const captureId = /\/captures\/([^/?]+)/.exec(up)?.[1];
    if (!captureId) return 'ignored';
    const total = resource.seller_payable_breakdown?.total_refunded_amount;
    const applied = await applyProviderRefund(db, captureId, {
      refundId: resource.id ?? event.id ?? '',
      refundCents: resource.amount?.value !== undefined ? payPalValueToCents(resource.amount.value) : null,
      totalRefundedCents: total?.value !== undefined ? payPalValueToCents(total.value) : null,
    });
    return applied ? 'applied' : 'ignored';
  }
  return 'ignored';
}
