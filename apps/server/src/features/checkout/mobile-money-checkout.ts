/**
 * Mobile money checkout (issue 25, decision 065), with the same guarantees as card payments:
 * - startMobileMoneyCheckout: re-prices the cart (stock checked), freezes the rate of the
 *   operator's currency and the local amount (the shown amount, in the operator's decimals),
 *   checks the operator's limits, records the checkout and the deposit (depositId UUIDv4) BEFORE
 *   calling pawaPay, then POST /v2/deposits. One deposit per (customer, idempotency key): a replay
 *   answers the same checkout. A lost answer leaves the deposit 'requested': the status poll or the
 *   reconciler asks GET /v2/deposits/{id} (NOT_FOUND: never received → failed).
 * - applyDeposit: one door for the callback, the shopper's status poll and the reconciler's
 *   answer. COMPLETED places the order (stock checked again; sold out → refunded through
 *   POST /v2/refunds), FAILED records the reason; a final deposit never changes again, so
 *   duplicate and out-of-order callbacks are harmless. A deposit that completes after its
 *   checkout was given up is refunded. Every change is pushed to the customer's live sockets.
 * - handlePawaPayCallback: verifies the signature (when configured: 403 otherwise) and applies the
 *   deposit or refund it carries; without signing, it applies what pawaPay answers when asked.
 * - Paynow (Zimbabwe, decision 070) goes through the same doors behind MobileMoneyGateway: its
 *   poll URL stands for GET /v2/deposits/{id}, handlePaynowResult for the callback (hash verified).
 * Errors: 400 with field messages (`mobileMoney.phoneNumber`, `mobileMoney.operator`, `payment`),
 * 404 (another customer's checkout), 409 (stock), 502 (pawaPay unreachable at start), 503 (off).
 */
import type { MobileMoneyCheckoutDto, MobileMoneyInfoDto, MobileMoneyPredictionDto } from '@phonexport/contracts/mobile-money';
import { formatMoney, type DisplayCurrency } from '@phonexport/domain/currency';
import {
  APPROVAL_WINDOW_MS,
  FAILURE_MESSAGES,
  amountToMinor,
  countryOfMsisdn,
  customerMessageFor,
  failureReasonOf,
  localChargeMinor,
  maskMsisdn,
  minorToAmount,
  operatorByCode,
  MOBILE_MONEY_MESSAGES,
  MOBILE_MONEY_OPERATORS,
} from '@phonexport/domain/mobile-money';
import { normalizePhone } from '@phonexport/domain/phone';
import { MESSAGES } from '@phonexport/domain/messages';
import type { Db } from '../../db/client.ts';
import { RuleError, conflict, forbidden, invalid, isRefusal, notFound, outsideFailed } from '../../lib/rule-errors.ts';
import { failedUndo, flow } from '../../flows/flow.ts';
import { publish } from '../../realtime/events.ts';
import { refundClaimOpen, settleProviderRefund } from '../orders/index.ts';
import { toOrderDto } from '../orders/index.ts';
import { insertAudit } from '../audit/index.ts';
import { REFUND_MESSAGES } from '@phonexport/domain/refunds';
import { rateSnapshot } from '../currency/index.ts';
import { MobileMoneyUnreachable, statusUpdateOf, type DepositRequest, type MobileMoneyDeposit, type MobileMoneyGateway, type MobileMoneyRefundState, type PawaPayDeposit, type PawaPayGateway, type PawaPayRefund, type PaynowGateway } from '../payments/index.ts';
import { findMobileMoneyPayment, findMobileMoneyPaymentOfCheckout, insertMobileMoneyPayment, updateMobileMoneyDepositFailed, updateMobileMoneyPaymentStatus, updateMobileMoneyRefundStatus, SUPERSEDED, findMobileMoneyRefund, findOpenMobileMoneyRefunds, updatePendingDepositsSuperseded, type MobileMoneyPaymentRow } from '../payments/index.ts';
import { checkoutKeyOf, checkoutRefundKey, fulfilCheckout, quoteCheckout, type Buyer, type CheckoutInput, type StoredCheckout } from './checkout-service.ts';
import { findBuyer, findCheckout, findCheckoutById, findOrderWithItems, insertCheckout, updateCheckoutCapture, updateCheckout, type CheckoutRow } from './checkout-repository.ts';

/** The mobile money part of a checkout request. */
export interface MobileMoneyChoice {
  phoneNumber: string;
  operator: string;
}

const PHONE_FIELD = 'mobileMoney.phoneNumber';
const OPERATOR_FIELD = 'mobileMoney.operator';
const NUMBER_COUNTRY_MESSAGE = MOBILE_MONEY_MESSAGES.numberCountry;
const OPERATOR_MESSAGE = MOBILE_MONEY_MESSAGES.operator;
const OPERATOR_DOWN_MESSAGE = MOBILE_MONEY_MESSAGES.operatorDown;
const RATE_MESSAGE = MOBILE_MONEY_MESSAGES.rate;

/** The configured gateway of a provider name, or null. */
export function gatewayNamed(gateways: readonly MobileMoneyGateway[], name: string | undefined | null): MobileMoneyGateway | null {
  return gateways.find((g) => g.name === name) ?? null;
}

/**
 * What the checkout offers: every configured provider's operators with their limits (a provider
 * that cannot be reached offers none). `testMode` is true when any offered operator is in test mode.
 */
export async function mobileMoneyInfo(gateways: readonly MobileMoneyGateway[]): Promise<MobileMoneyInfoDto> {
  const operators: MobileMoneyInfoDto['operators'] = [];
  let testMode = false;
  for (const provider of gateways) {
    let confs: Awaited<ReturnType<MobileMoneyGateway['operators']>>;
    try {
      confs = await provider.operators();
    } catch {
      testMode ||= provider.testMode;
      continue;
    }
    for (const op of MOBILE_MONEY_OPERATORS) {
      if (op.provider !== provider.name) continue;
      const conf = confs.find((c) => c.provider === op.code && c.currency === op.currency);
      if (!conf) continue;
      testMode ||= provider.testMode;
      operators.push({
        code: op.code,
        name: op.name,
        countryCode: op.countryCode,
        currency: op.currency,
        provider: provider.name,
        testMode: provider.testMode,
        decimals: conf.decimals,
        minMinor: amountToMinor(conf.minAmount, op.currency) ?? 0,
        maxMinor: amountToMinor(conf.maxAmount, op.currency) ?? 0,
        available: conf.status === 'OPERATIONAL',
      });
    }
  }
  return { enabled: operators.length > 0, testMode, operators };
}

/** The number as international digits, read in `countryCode` when it has no country code; 400 on the phone field otherwise. */
export function msisdnOf(phoneNumber: string, countryCode?: string | null): string {
  const phone = normalizePhone(phoneNumber, countryCode);
  if (!phone.ok) throw invalid(phone.message, { [PHONE_FIELD]: phone.message });
  return phone.e164.slice(1);
}

/** The operator of a number: ours when the provider of its country (pawaPay, Paynow) predicts one we offer, else null. */
export async function predictOperator(gateways: readonly MobileMoneyGateway[], phoneNumber: string, countryCode?: string): Promise<MobileMoneyPredictionDto> {
  const msisdn = msisdnOf(phoneNumber, countryCode);
  const country = countryOfMsisdn(msisdn);
  if (!country) return { msisdn, countryCode: null, operator: null };
  const provider = gatewayNamed(gateways, MOBILE_MONEY_OPERATORS.find((o) => o.countryCode === country)?.provider);
  if (!provider) return { msisdn, countryCode: country, operator: null };
  let predicted: { provider: string } | null;
  try {
    predicted = await provider.predict(msisdn);
  } catch (err) {
    if (err instanceof MobileMoneyUnreachable) throw outsideFailed(MESSAGES.paymentError, 'payment_error');
    throw err;
  }
  const op = predicted ? operatorByCode(predicted.provider) : null;
  return { msisdn, countryCode: country, operator: op && op.countryCode === country ? op.code : null };
}

/** The shopper's view of a checkout and its deposit. */
async function statusDto(db: Db, checkout: CheckoutRow, payment: MobileMoneyPaymentRow): Promise<MobileMoneyCheckoutDto> {
  const op = operatorByCode(payment.operator);
  let status: MobileMoneyCheckoutDto['status'] = 'pending';
  let order: MobileMoneyCheckoutDto['order'] = null;
  if (checkout.status === 'placed' && checkout.orderId) {
    const placed = await findOrderWithItems(db, checkout.orderId);
    if (placed) {
      status = 'paid';
      order = toOrderDto(placed.order, placed.items);
    }
  } else if (checkout.status === 'refunded') status = 'refunded';
  else if (checkout.status === 'failed' || payment.status === 'failed') status = 'failed';
  const reason = status === 'failed' ? failureReasonOf(payment.failureCode) : null;
  return {
    checkoutId: checkout.id,
    status,
    reason,
    message: status === 'refunded' ? REFUND_TEXT : reason ? FAILURE_MESSAGES[reason] : null,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    operator: payment.operator,
    operatorName: op?.name ?? payment.operator,
    account: maskMsisdn(payment.msisdn),
    expiresAt: new Date(payment.createdAt.getTime() + APPROVAL_WINDOW_MS).toISOString(),
    order,
  };
}

const REFUND_TEXT = 'This order could not be placed and your payment has been refunded.';

/** Tells the customer's sockets that a checkout moved (the waiting screen then asks its status). */
async function announce(db: Db, checkout: CheckoutRow): Promise<void> {
  if (!checkout.userId) return;
  const row = (await findCheckoutById(db, checkout.id)) ?? checkout;
  const payment = await findMobileMoneyPaymentOfCheckout(db, checkout.id);
  if (!payment) return;
  const dto = await statusDto(db, row, payment);
  await publish(db, [`user:${checkout.userId}`], { type: 'mobile-money', checkoutId: checkout.id, status: dto.status });
}

/** Starts (or replays) a mobile money checkout; see the module comment. */
export async function startMobileMoneyCheckout(
  db: Db,
  provider: MobileMoneyGateway,
  user: Buyer,
  input: CheckoutInput,
  choice: MobileMoneyChoice,
): Promise<MobileMoneyCheckoutDto> {
  const key = checkoutKeyOf(user, input);
  const previous = await findCheckout(db, provider.name, key);
  if (previous) return replay(db, previous);

  const msisdn = msisdnOf(choice.phoneNumber, input.address.countryCode);
  const country = countryOfMsisdn(msisdn);
  if (!country) throw invalid(NUMBER_COUNTRY_MESSAGE, { [PHONE_FIELD]: NUMBER_COUNTRY_MESSAGE });
  const op = operatorByCode(choice.operator);
  if (!op || op.countryCode !== country) throw invalid(OPERATOR_MESSAGE, { [OPERATOR_FIELD]: OPERATOR_MESSAGE });
  let confs;
  try {
    confs = await provider.operators();
  } catch {
    throw outsideFailed(MESSAGES.paymentError, 'payment_error');
  }
  const conf = confs.find((c) => c.provider === op.code && c.currency === op.currency);
  if (!conf || conf.status !== 'OPERATIONAL') throw invalid(OPERATOR_DOWN_MESSAGE, { [OPERATOR_FIELD]: OPERATOR_DOWN_MESSAGE });

  const quote = await quoteCheckout(db, input);
  const rate = await rateSnapshot(db, db, op.currency);
  if (rate.displayCurrency !== op.currency) throw invalid(RATE_MESSAGE, { payment: RATE_MESSAGE });
  const currency = op.currency as DisplayCurrency;
  const amountMinor = localChargeMinor(quote.totals.totalCents, rate.exchangeRate, currency, rate.displayRounding, conf.decimals);
  const min = amountToMinor(conf.minAmount, currency) ?? 0;
  const max = amountToMinor(conf.maxAmount, currency) ?? Number.MAX_SAFE_INTEGER;
  if (amountMinor < min || amountMinor > max) {
    const message = limitMessage(op.name, amountMinor, min, max, currency);
    throw invalid(message, { payment: message });
  }

  const depositId = crypto.randomUUID();
  const stored: StoredCheckout = {
    input: { ...input, displayCurrency: currency },
    quote,
    rate: { ...rate, rateFetchedAt: rate.rateFetchedAt.toISOString() },
  };
  const checkout = await insertCheckout(db, { userId: user.id, provider: provider.name, providerOrderId: key, amountCents: quote.totals.totalCents, request: stored, externalOrderId: depositId });
  if (!checkout) {
    const raced = await findCheckout(db, provider.name, key);
    if (raced) return replay(db, raced);
    throw conflict('Your checkout is already being processed.', 'in_progress');
  }
  const amount = minorToAmount(amountMinor, currency, conf.decimals);
  const deposit: DepositRequest = { depositId, amount, currency, msisdn, operator: op.code, customerMessage: customerMessageFor(checkout.id), reference: checkout.id, email: user.email };
  try {
    const done = await startSteps.run({ db, provider, user, checkout, deposit, amountMinor });
    return done.requestDeposit;
  } catch (err) {
    if (err instanceof EarlierPlacing) throw conflict('Your checkout is already being processed.', 'in_progress');
    if (err instanceof DepositRejected) {
      const reason = failureReasonOf(err.code);
      throw invalid(FAILURE_MESSAGES[reason], { payment: FAILURE_MESSAGES[reason] }, `mobile_money_${reason}`);
    }
    throw err;
  }
}

/** What startSteps runs on: the checkout recorded 'created' and the deposit to ask for. */
interface StartContext {
  db: Db;
  provider: MobileMoneyGateway;
  user: Buyer;
  checkout: CheckoutRow;
  deposit: DepositRequest;
  amountMinor: number;
}

/** An earlier deposit of this customer is already approved and being placed: it wins (409 'in_progress'). */
class EarlierPlacing extends Error {}

/** The provider rejected the deposit at once (its failure code; 400 with the reason's message). */
class DepositRejected extends Error {
  constructor(readonly code: string) {
    super(`deposit rejected: ${code}`);
  }
}

/**
 * Asking for the deposit (decision 104):
 *   recordDeposit    ↔ undo failDeposit (EarlierPlacing: SUPERSEDED_BY_EARLIER; DepositRejected: its code)
 *   supersedeEarlier   this attempt supersedes the earlier ones still waiting for a phone (a late
 *                      approval of those is refunded); an earlier one being placed wins (EarlierPlacing)
 *   requestDeposit     POST the deposit; a lost answer is no failure: the deposit stays 'requested'
 *                      and the status poll or the reconciler asks the provider
 * Any other failure leaves the deposit 'requested' (deliberately no undo): the status poll or the
 * reconciler asks the provider, who answers NOT_FOUND for one never sent (→ failed).
 */
const startSteps = flow<StartContext>('startMobileMoneyCheckout')
  .step({
    name: 'recordDeposit',
    // Stored before the call: whatever happens next, the deposit can be asked about by its id.
    run: ({ db, provider, checkout, deposit, amountMinor }) =>
      insertMobileMoneyPayment(db, { depositId: deposit.depositId, checkoutId: checkout.id, provider: provider.name, operator: deposit.operator, msisdn: deposit.msisdn, currency: deposit.currency, amountMinor, amount: deposit.amount }),
    undo: async ({ db, checkout, deposit }, _payment, error) => {
      const code = error instanceof EarlierPlacing ? 'SUPERSEDED_BY_EARLIER' : error instanceof DepositRejected ? error.code : null;
      if (code) await updateMobileMoneyDepositFailed(db, deposit.depositId, checkout.id, code, ['requested']);
    },
  })
  .step({
    name: 'supersedeEarlier',
    // One order per customer: this attempt supersedes the earlier ones still waiting for a phone (a late
    // approval of those is refunded). An earlier deposit already approved and being placed wins instead.
    run: async ({ db, provider, user, checkout }) => {
      const earlier = await updatePendingDepositsSuperseded(db, user.id, provider.name, checkout.id);
      if (earlier.placing) throw new EarlierPlacing();
      for (const id of earlier.superseded) {
        const row = await findCheckoutById(db, id);
        if (row) await announce(db, row);
      }
    },
  })
  .step({ name: 'requestDeposit', run: requestDeposit });

/** POSTs the deposit and answers the shopper's status; throws DepositRejected when the provider rejects it. */
async function requestDeposit({ db, provider, checkout, deposit }: StartContext, done: { recordDeposit: MobileMoneyPaymentRow }): Promise<MobileMoneyCheckoutDto> {
  let answer;
  try {
    answer = await provider.requestDeposit(deposit);
  } catch (err) {
    // Unknown outcome (no answer): stays 'requested'; the status poll or the reconciler asks the provider.
    console.error(`checkout ${checkout.id}: deposit ${deposit.depositId} outcome unknown`, err);
    return statusDto(db, checkout, done.recordDeposit);
  }
  if (answer.status === 'REJECTED') throw new DepositRejected(answer.failureReason?.failureCode ?? 'UNSPECIFIED_FAILURE');
  await updateMobileMoneyPaymentStatus(db, deposit.depositId, { status: 'accepted', ...(answer.providerRef ? { providerRef: answer.providerRef } : {}) }, ['requested']);
  return statusDto(db, (await findCheckoutById(db, checkout.id))!, (await findMobileMoneyPayment(db, deposit.depositId))!);
}

function limitMessage(operator: string, amount: number, min: number, max: number, currency: DisplayCurrency): string {
  const f = (m: number) => formatMoney(m, currency, 'en');
  return MOBILE_MONEY_MESSAGES.limit(f(amount), operator, f(min), f(max));
}

async function replay(db: Db, checkout: CheckoutRow): Promise<MobileMoneyCheckoutDto> {
  const payment = await findMobileMoneyPaymentOfCheckout(db, checkout.id);
  if (!payment) throw conflict('This checkout could not be completed. Please review your cart and try again.');
  return statusDto(db, checkout, payment);
}

/**
 * The shopper's status of a checkout (404 unless it is theirs). While the deposit is not final
 * the server asks pawaPay itself, so an order is placed even when no callback ever comes.
 */
export async function mobileMoneyStatus(db: Db, gateways: readonly MobileMoneyGateway[], user: Buyer, checkoutId: string): Promise<MobileMoneyCheckoutDto> {
  const checkout = await findCheckoutById(db, checkoutId);
  const provider = gatewayNamed(gateways, checkout?.provider);
  if (!checkout || !provider || checkout.userId !== user.id) throw notFound('Payment not found');
  const payment = await findMobileMoneyPaymentOfCheckout(db, checkoutId);
  if (!payment) throw notFound('Payment not found');
  if (checkout.status === 'created' && (payment.status === 'requested' || payment.status === 'accepted' || payment.status === 'superseded')) {
    try {
      const deposit = await provider.checkDeposit(payment.depositId);
      if (deposit) await applyDeposit(db, provider, deposit);
      else if (payment.status === 'requested') await applyNeverReceived(db, checkout, payment);
    } catch (err) {
      if (!(err instanceof MobileMoneyUnreachable) && !(err instanceof RuleError)) throw err;
      // The provider unreachable, or the order was refused (sold out: refunded): the status below says where it stands.
    }
  }
  return statusDto(db, (await findCheckoutById(db, checkoutId))!, (await findMobileMoneyPayment(db, payment.depositId))!);
}

/** A deposit whose answer was lost and that pawaPay does not know (NOT_FOUND): it was never received. */
async function applyNeverReceived(db: Db, checkout: CheckoutRow, payment: MobileMoneyPaymentRow): Promise<void> {
  // Give pawaPay a moment to record a deposit still in flight before calling it lost.
  if (Date.now() - payment.createdAt.getTime() < 10_000) return;
  if (await updateMobileMoneyDepositFailed(db, payment.depositId, checkout.id, 'NOT_RECEIVED', ['requested'])) {
    await announce(db, checkout);
  }
}

/**
 * Applies a deposit as pawaPay reports it (callback, poll or reconciler); answers what changed:
 * 'applied', or 'duplicate' when it was final before. Throws MobileMoneyUnreachable (refund of a
 * late deposit could not be sent: the next callback or round tries again).
 */
export async function applyDeposit(db: Db, provider: MobileMoneyGateway, deposit: MobileMoneyDeposit): Promise<'applied' | 'duplicate' | 'ignored'> {
  const payment = await findMobileMoneyPayment(db, deposit.depositId);
  if (!payment || payment.provider !== provider.name) return 'ignored';
  const checkout = await findCheckoutById(db, payment.checkoutId);
  if (!checkout) return 'ignored';
  if (deposit.status === 'FAILED') {
    const moved = await updateMobileMoneyDepositFailed(db, payment.depositId, checkout.id, deposit.failureReason?.failureCode ?? 'UNSPECIFIED_FAILURE', ['requested', 'accepted', 'superseded']);
    if (!moved) return 'duplicate';
    await announce(db, checkout);
    return 'applied';
  }
  if (deposit.status !== 'COMPLETED') return 'ignored';
  try {
    await depositSteps.run({ db, provider, payment, checkout, deposit });
  } catch (err) {
    if (err instanceof Duplicate) return 'duplicate';
    if (!(err instanceof NotWanted)) throw err;
    // The refund could not be sent: thrown, so the next callback or round tries again (same key).
    const refund = failedUndo(err, 'depositCompleted');
    if (refund) throw refund.error;
    await announce(db, checkout);
  }
  return 'applied';
}

/** What depositSteps runs on: the deposit as recorded, its checkout, the deposit as the provider reports it. */
interface DepositContext {
  db: Db;
  provider: MobileMoneyGateway;
  payment: MobileMoneyPaymentRow;
  checkout: CheckoutRow;
  deposit: MobileMoneyDeposit;
}

/** The deposit was final before, or its checkout settled meanwhile: nothing changes ('duplicate'). */
class Duplicate extends Error {}

/** Money arrived for a checkout given up or superseded by another attempt (or not the amount asked): it goes back. */
class NotWanted extends Error {}

/**
 * A completed deposit (decision 104):
 *   depositCompleted  ↔ undo refundDeposit (only for NotWanted: the deposit refunded, 'refunded')
 *   checkWanted         superseded, given up or another amount: NotWanted
 *   recordCapture       'created' → 'captured' with the deposit id; Duplicate when settled meanwhile
 *   placeOrder          the order (fulfilCheckout, a flow whose undo refunds a refused order), or the
 *                       money back when the customer's account is gone; the sockets told either way
 * Any other failure refunds nothing here (deliberately: the outcome is unknown): the reconciler
 * settles the checkout.
 */
const depositSteps = flow<DepositContext>('applyDeposit')
  .step({
    name: 'depositCompleted',
    run: async ({ db, provider, payment, checkout, deposit }) => {
      const moved = await updateMobileMoneyPaymentStatus(db, payment.depositId, { status: 'completed', providerTransactionId: deposit.providerTransactionId ?? null }, ['requested', 'accepted', 'superseded', 'failed']);
      if (!moved && checkout.status !== 'created' && checkout.status !== 'captured') throw new Duplicate();
      // Read after the move: a deposit superseded by a later attempt keeps its mark, so it is refunded on every path.
      const superseded = (await findMobileMoneyPayment(db, payment.depositId))?.failureCode === SUPERSEDED;
      return { superseded, capture: provider.captureOf(payment, checkout.amountCents, deposit) };
    },
    undo: async ({ db, provider, payment, checkout }, _completed, error) => {
      if (!(error instanceof NotWanted)) return;
      await provider.refund(payment.depositId, checkout.amountCents, checkoutRefundKey(checkout.id));
      await updateCheckout(db, checkout.id, { status: 'refunded', captureId: payment.depositId }, ['created', 'captured', 'failed']);
    },
  })
  .step({
    name: 'checkWanted',
    run: ({ checkout }, done) => {
      const { superseded, capture } = done.depositCompleted;
      if (superseded || checkout.status === 'failed' || capture.capturedCents !== checkout.amountCents) throw new NotWanted();
    },
  })
  .step({
    name: 'recordCapture',
    run: async ({ db, payment, checkout }) => (await updateCheckoutCapture(db, checkout.id, payment.depositId)) ?? Promise.reject(new Duplicate()),
  })
  .step({
    name: 'placeOrder',
    run: async ({ db, provider, payment, checkout }, done) => {
      const buyer = await findBuyer(db, checkout.userId);
      try {
        if (!buyer) {
          // No one to ship to: the money goes back.
          await provider.refund(payment.depositId, checkout.amountCents, checkoutRefundKey(checkout.id));
          await updateCheckout(db, checkout.id, { status: 'refunded' }, ['captured']);
        } else {
          await fulfilCheckout(db, provider, done.recordCapture, buyer, done.depositCompleted.capture);
        }
      } catch (err) {
        // Sold out meanwhile: fulfilCheckout refunded the deposit (409). Anything else: the reconciler settles it.
        if (!isRefusal(err) || err.code === 'in_progress') throw err;
      } finally {
        await announce(db, checkout);
      }
    },
  });

/**
 * Applies a refund's final status (callback): COMPLETED tells the order's customer the money came
 * back; FAILED frees the refund's key and gives its USD cents back to the order, which shows the
 * failure on its timeline and in the audit log (settleProviderRefund) so staff refund again.
 * Throws 409 while the order's own refund request is still finishing (the callback is sent again).
 */
export async function applyRefund(db: Db, provider: MobileMoneyGateway, refund: MobileMoneyRefundState): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (refund.status !== 'COMPLETED' && refund.status !== 'FAILED') return 'ignored';
  const known = await findMobileMoneyRefund(db, refund.refundId);
  if (!known) return 'ignored';
  if (known.status === 'completed' || known.status === 'failed') return 'duplicate';
  const failureCode = refund.failureReason?.failureCode ?? null;
  const settle = (status: 'completed' | 'failed') =>
    known.usdCents === null ? Promise.resolve(false) : settleProviderRefund(db, known.depositId, { refundId: known.refundId, usdCents: known.usdCents, status, failureCode, provider: provider.name });
  // While the order's refund request is finishing, its end cannot be applied yet: pawaPay sends the callback again.
  if (await refundClaimOpen(db, known.depositId)) throw conflict(REFUND_MESSAGES.inProgress, 'refund_in_progress');
  // The refund row moves once; only that caller settles the order.
  const set = await updateMobileMoneyRefundStatus(db, refund.refundId, refund.status === 'COMPLETED' ? 'completed' : 'failed', failureCode);
  if (!set?.moved) return 'duplicate';
  const hasOrder = await settle(refund.status === 'COMPLETED' ? 'completed' : 'failed');
  if (!hasOrder && refund.status === 'FAILED') {
    // A checkout's refund (sold out, superseded): no order to show it on; staff see it in the audit log.
    console.error(`pawaPay refund ${refund.refundId} of deposit ${known.depositId} (no order) FAILED (${failureCode ?? 'no code'}): refund it by hand`);
    const payment = await findMobileMoneyPayment(db, known.depositId);
    await insertAudit(db, { id: null, email: null }, {
      action: 'refund_failed',
      entity: 'checkout',
      entityId: payment?.checkoutId ?? null,
      label: `${payment ? maskMsisdn(payment.msisdn) : ''} ${known.depositId}`.trim(),
      after: { depositId: known.depositId, refundId: known.refundId, amountMinor: known.amountMinor, currency: payment?.currency ?? null, failureCode, source: 'callback' },
    });
  }
  return 'applied';
}

/**
 * The refunds' part of the reconciler: asks GET /v2/refunds/{id} for every refund still open after
 * `olderThanMs` (its callback lost, or answered while the order's refund was finishing) and applies
 * the final ones. Answers how many were applied; one that cannot be applied yet waits for the next round.
 */
export async function reconcileMobileMoneyRefunds(db: Db, provider: MobileMoneyGateway, olderThanMs: number): Promise<number> {
  let applied = 0;
  for (const open of await findOpenMobileMoneyRefunds(db, provider.name, new Date(Date.now() - olderThanMs), 200)) {
    try {
      const refund = await provider.checkRefund(open.refundId);
      if (refund && (await applyRefund(db, provider, refund)) === 'applied') applied++;
    } catch (err) {
      if (!(err instanceof MobileMoneyUnreachable) && !(err instanceof RuleError)) throw err;
    }
  }
  return applied;
}

/** A callback as received: verified (403 when forged), parsed (400 when not a deposit or refund), applied. */
export async function handlePawaPayCallback(
  db: Db,
  provider: PawaPayGateway,
  req: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  rawBody: string,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (!(await provider.client.verifyCallback(req, rawBody))) throw forbidden(MOBILE_MONEY_MESSAGES.badSignature, 'bad_signature');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw invalid(MOBILE_MONEY_MESSAGES.notJson);
  }
  const b = body as Partial<PawaPayDeposit & PawaPayRefund>;
  // Without signed callbacks, a callback only says "ask again": what pawaPay itself answers is applied,
  // so a forged callback (success or failure) changes nothing.
  const trusted = Boolean(provider.client.config.callbackPublicKey);
  const ask = <T>(fn: () => Promise<T>) =>
    fn().catch((err: unknown) => {
      if (err instanceof MobileMoneyUnreachable) throw outsideFailed(MESSAGES.paymentError, 'payment_error');
      throw err;
    });
  if (typeof b.refundId === 'string' && typeof b.status === 'string') {
    const refund = trusted ? (b as PawaPayRefund) : await ask(() => provider.client.checkRefund(b.refundId!));
    return refund ? applyRefund(db, provider, refund) : 'ignored';
  }
  if (typeof b.depositId === 'string' && typeof b.status === 'string' && typeof b.amount === 'string' && typeof b.currency === 'string') {
    const deposit = trusted ? (b as PawaPayDeposit) : await ask(() => provider.checkDeposit(b.depositId!));
    return deposit ? applyDeposit(db, provider, deposit) : 'ignored';
  }
  throw invalid(MOBILE_MONEY_MESSAGES.notPayment);
}

/**
 * Paynow's result post (decision 070) as received (form-urlencoded): its hash must verify with the
 * integration key (403 otherwise, nothing changes); a verified status update of one of our Paynow
 * deposits is applied through applyDeposit (Paid places the order, Cancelled / Failed fail it;
 * duplicates and late posts change nothing). 400 when it is not a status update.
 */
export async function handlePaynowResult(db: Db, provider: PaynowGateway, rawBody: string): Promise<'applied' | 'duplicate' | 'ignored'> {
  const message = new URLSearchParams(rawBody);
  if (!provider.client.verify(message)) throw forbidden(MOBILE_MONEY_MESSAGES.badHash, 'bad_hash');
  const update = statusUpdateOf(message);
  if (!update) throw invalid(MOBILE_MONEY_MESSAGES.notResult);
  return applyDeposit(db, provider, provider.depositOf(update));
}
