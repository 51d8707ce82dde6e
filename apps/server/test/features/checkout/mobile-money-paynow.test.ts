/**
 * Mobile money in Zimbabwe with Paynow express checkout (issue 25, decision 070), against the local
 * stand-in written from Paynow's documentation (test numbers 0771111111 success, 0772222222 delayed
 * success, 0773333333 cancelled, 0774444444 insufficient balance): success by result post and by
 * polling only; cancelled; insufficient balance; a result that never comes (reconciler); forged and
 * duplicate result posts; a paid amount that is not the order's; the USD amount; manual refunds.
 */
import type { MobileMoneyCheckoutDto, MobileMoneyInfoDto } from '@phonexport/contracts/mobile-money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mobileMoneyRefunds, notifications, orders, paymentCheckouts, shipmentEvents } from '../../../src/db/schema.ts';
import { reconcileCheckouts } from '../../../src/features/checkout/reconcile.ts';
import { paynowFrom } from '../../../src/config.ts';
import { createPaynowClient, paynowHash, signedForm, type PaynowConfig } from '../../../src/features/payments/paynow/paynow-client.ts';
import { createPaynowProvider } from '../../../src/features/payments/paynow/paynow-provider.ts';
import { startPaynowStandIn, type PaynowStandIn } from '../../../src/features/payments/paynow/paynow-stand-in.ts';
import { api, json, listenOnPort, pickVariant, register, registerAdmin, startTestServer, uniqueEmail, until, type TestServer } from '../../support/helpers.ts';
import { mobileMoneySteps, withSwitchOff } from './mobile-money-steps.ts';

const ZW_ADDRESS = { name: 'Tendai Moyo', street: '15 Samora Machel Avenue', city: 'Harare', zipCode: '00263', countryCode: 'ZW', phone: '+263 77 111 1111' };
const SUCCESS = '0771111111';
const DELAYED = '0772222222';
const CANCELLED = '0773333333';
const NO_FUNDS = '0774444444';
/** Not a test number: the stand-in leaves it Sent, as a phone that never answers. */
const SILENT = '0775550101';

describe('mobile money with Paynow (Zimbabwe: EcoCash, OneMoney)', () => {
  let standIn: PaynowStandIn;
  let t: TestServer;
  let config: PaynowConfig;

  beforeAll(async () => {
    // The delayed number is approved 1.5 s after it starts: long enough that the first status check
    // still finds it pending on a busy machine (250 ms was not), short enough to keep the file quick.
    standIn = await startPaynowStandIn({ successDelayMs: 60, delayedMs: 1_500 });
    config = { integrationId: standIn.integrationId, integrationKey: standIn.integrationKey, apiBase: standIn.url, testMode: true };
    t = await startTestServer({ paynow: config, reconcile: false });
    const base = await listenOnPort(t.app);
    config.resultUrl = `${base}/api/payments/paynow/result`;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const { checkoutRow, paymentOf, start, status, settled, startedBy, paidBy } = mobileMoneySteps(() => t, ZW_ADDRESS, 'ECOCASH_ZWE');
  /** Runs `steps` with the stand-in posting no results (the status endpoint or the reconciler must ask the poll URL). */
  const withoutResultPosts = (steps: () => Promise<void>) => withSwitchOff(standIn, 'resultPosts', steps);
  const postResult = (body: string) => api(t.app, { url: '/api/payments/paynow/result', raw: body, contentType: 'application/x-www-form-urlencoded', origin: false });
  const resultFor = (tx: { reference: string; paynowReference: string; amount: string; guid: string }, status: string, key = standIn.integrationKey, amount = tx.amount) =>
    signedForm(
      [
        ['reference', tx.reference],
        ['paynowreference', tx.paynowReference],
        ['amount', amount],
        ['status', status],
        ['pollurl', `${standIn.url}/interface/mobilepoll?guid=${tx.guid}`],
      ],
      key,
    );

  it('offers EcoCash and OneMoney for Zimbabwe, charged in USD, in test mode', async () => {
    const info = json<MobileMoneyInfoDto>(await api(t.app, { method: 'GET', url: '/api/checkout/mobile-money' }));
    expect(info).toMatchObject({ enabled: true, testMode: true });
    expect(info.operators.map((o) => o.code)).toEqual(['ECOCASH_ZWE', 'ONEMONEY_ZWE']);
    expect(info.operators[0]).toMatchObject({ name: 'EcoCash', countryCode: 'ZW', currency: 'USD', provider: 'paynow', testMode: true, decimals: 2, minMinor: 100, maxMinor: 500_000, available: true });
  });

  it('predicts the operator from the number prefix: 077/078 EcoCash, 071 OneMoney, else none', async () => {
    const cookie = await register(t.app, uniqueEmail('zw-predict'));
    const predict = async (phoneNumber: string) => json<{ operator: string | null; countryCode: string | null }>(await api(t.app, { url: '/api/checkout/mobile-money/predict', cookie, body: { phoneNumber, countryCode: 'ZW' } }));
    expect(await predict(SUCCESS)).toMatchObject({ countryCode: 'ZW', operator: 'ECOCASH_ZWE' });
    expect(await predict('+263 78 123 4567')).toMatchObject({ operator: 'ECOCASH_ZWE' });
    expect(await predict('071 234 5678')).toMatchObject({ operator: 'ONEMONEY_ZWE' });
    expect(await predict('073 234 5678')).toMatchObject({ countryCode: 'ZW', operator: null });
  });

  it('success by result post: the order is placed for the USD total, with EcoCash, the masked number and Paynow’s reference', async () => {
    const email = uniqueEmail('zw-ok');
    const cookie = await register(t.app, email);
    const v = await pickVariant(t.db, 5);
    const res = await start(cookie, v.id, SUCCESS);
    expect(res.statusCode).toBe(201);
    const started = json<MobileMoneyCheckoutDto>(res);
    const row = await checkoutRow(started.checkoutId);
    expect(started).toMatchObject({ status: 'pending', currency: 'USD', operator: 'ECOCASH_ZWE', operatorName: 'EcoCash', account: '+263 ••• ••• 111', amountMinor: row.amountCents });
    const tx = standIn.transactions.get(row.externalOrderId!)!;
    // What Paynow was asked: the USD amount with two decimals, EcoCash, the local number, the customer's e-mail, our result URL.
    expect(tx).toMatchObject({ amount: (row.amountCents / 100).toFixed(2), method: 'ecocash', phone: SUCCESS, authEmail: email, resultUrl: config.resultUrl });
    expect((await paymentOf(started.checkoutId)).providerRef).toBe(`${standIn.url}/interface/mobilepoll?guid=${tx.guid}`);

    // The result post alone places the order (the status endpoint is not asked before).
    await until(() => checkoutRow(started.checkoutId), (r) => r.status === 'placed');
    await until(() => Promise.resolve(standIn.sentResults.some((r) => r.body.includes(`reference=${tx.reference}`) && r.status === 200)), Boolean);
    const done = await status(cookie, started.checkoutId);
    expect(done.status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, done.order!.id));
    expect(order).toMatchObject({ paymentMethod: 'Mobile money', paymentOperator: 'EcoCash', paymentAccount: '+263 ••• ••• 111', providerTransactionId: tx.paynowReference, paymentId: tx.reference, paymentStatus: 'paid', totalCents: row.amountCents });
  });

  it('success by polling only: with no result post the status asks the poll URL (OneMoney, delayed approval)', async () => {
    await withoutResultPosts(async () => {
      const { cookie, started, externalOrderId: reference } = await startedBy('zw-poll', DELAYED, 'ONEMONEY_ZWE');
      expect(standIn.transactions.get(reference)!.method).toBe('onemoney');
      expect((await status(cookie, started.checkoutId)).status).toBe('pending');
      const done = await settled(cookie, started.checkoutId);
      expect(done.status).toBe('paid');
      expect(done.order!.paymentMethod).toBe('Mobile money');
      expect(standIn.sentResults.some((r) => r.body.includes(`reference=${reference}`))).toBe(false);
    });
  });

  it('a payment cancelled on the phone fails as declined; nothing is placed', async () => {
    const { cookie, started } = await startedBy('zw-cancel', CANCELLED);
    const done = await settled(cookie, started.checkoutId);
    expect(done).toMatchObject({ status: 'failed', reason: 'declined', order: null });
    expect((await paymentOf(started.checkoutId)).failureCode).toBe('PAYMENT_NOT_APPROVED');
    expect((await checkoutRow(started.checkoutId)).status).toBe('failed');
  });

  it('an insufficient balance is refused at once with its own message; the checkout is failed', async () => {
    const cookie = await register(t.app, uniqueEmail('zw-funds'));
    const v = await pickVariant(t.db, 5);
    const res = await start(cookie, v.id, NO_FUNDS);
    expect(res.statusCode).toBe(400);
    expect(json<{ code: string; message: string }>(res)).toMatchObject({ code: 'mobile_money_no_funds', message: 'There is not enough money in this mobile money account. Nothing was charged.' });
    const [checkout] = await t.db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.provider, 'paynow'), eq(paymentCheckouts.status, 'failed')));
    expect(checkout).toBeDefined();
  });

  it('a result that never comes: the checkout stays open, the reconciler asks the poll URL and places the order once Paynow says Paid', async () => {
    await withoutResultPosts(async () => {
      const { started, externalOrderId: reference } = await startedBy('zw-silent', SILENT);
      const provider = createPaynowProvider(createPaynowClient(config), t.db, { resultUrl: () => config.resultUrl!, returnUrl: 'http://localhost/checkout', onManualRefund: async () => {} });
      expect((await reconcileCheckouts(t.db, provider, { olderThanMs: 0 })).open).toBeGreaterThanOrEqual(1);
      expect((await checkoutRow(started.checkoutId)).status).toBe('created');
      await standIn.finish(reference, 'Paid');
      const report = await reconcileCheckouts(t.db, provider, { olderThanMs: 0 });
      expect(report.placed).toBeGreaterThanOrEqual(1);
      expect((await checkoutRow(started.checkoutId)).status).toBe('placed');
      expect(await t.db.select().from(orders).where(eq(orders.paymentId, reference))).toHaveLength(1);
    });
  });

  it('a forged result post (wrong hash, another key, no hash) is refused with 403 and changes nothing', async () => {
    await withoutResultPosts(async () => {
      const { started, externalOrderId: reference } = await startedBy('zw-forged', SILENT);
      const tx = standIn.transactions.get(reference)!;
      const otherKey = await postResult(resultFor(tx, 'Paid', 'not-the-integration-key'));
      expect(otherKey.statusCode).toBe(403);
      const tampered = resultFor(tx, 'Cancelled').replace('status=Cancelled', 'status=Paid');
      expect((await postResult(tampered)).statusCode).toBe(403);
      const unsigned = new URLSearchParams({ reference, paynowreference: tx.paynowReference, amount: tx.amount, status: 'Paid' }).toString();
      expect((await postResult(unsigned)).statusCode).toBe(403);
      // A hash of the right length in characters but not in bytes is refused too (never a 500).
      const wide = new URLSearchParams({ reference, paynowreference: tx.paynowReference, amount: tx.amount, status: 'Paid', hash: 'é'.repeat(128) }).toString();
      expect((await postResult(wide)).statusCode).toBe(403);
      expect((await checkoutRow(started.checkoutId)).status).toBe('created');
      expect((await paymentOf(started.checkoutId)).status).toBe('accepted');
      // A correctly signed body that is not a status update is a 400.
      expect((await postResult(signedForm([['hello', 'world']], standIn.integrationKey))).statusCode).toBe(400);
      // The hash is the one Paynow documents: uppercase SHA-512 of the values in order plus the key.
      expect(paynowHash([['a', '1'], ['b', '2']], 'k')).toMatch(/^[0-9A-F]{128}$/);
    });
  });

  it('a duplicate result post changes nothing: one order', async () => {
    const { started, externalOrderId: reference } = await startedBy('zw-dup', SUCCESS);
    await until(() => checkoutRow(started.checkoutId), (r) => r.status === 'placed');
    const again = await postResult(resultFor(standIn.transactions.get(reference)!, 'Paid'));
    expect(again.statusCode).toBe(200);
    expect(json<{ status: string }>(again).status).toBe('duplicate');
    // A late "Cancelled" after Paid changes nothing either.
    expect(json<{ status: string }>(await postResult(resultFor(standIn.transactions.get(reference)!, 'Cancelled'))).status).toBe('duplicate');
    expect(await t.db.select().from(orders).where(eq(orders.paymentId, reference))).toHaveLength(1);
    expect((await paymentOf(started.checkoutId)).status).toBe('completed');
  });

  it('a payment of another amount than the order’s is not placed: it is marked for a manual refund', async () => {
    await withoutResultPosts(async () => {
      const { started, externalOrderId: reference } = await startedBy('zw-amount', SILENT);
      const res = await postResult(resultFor(standIn.transactions.get(reference)!, 'Paid', standIn.integrationKey, '0.50'));
      expect(res.statusCode).toBe(200);
      expect((await checkoutRow(started.checkoutId)).status).toBe('refunded');
      expect(await t.db.select().from(orders).where(eq(orders.paymentId, reference))).toHaveLength(0);
      const [refund] = await t.db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.depositId, reference));
      expect(refund).toMatchObject({ status: 'accepted', failureCode: 'MANUAL_REFUND', amountMinor: started.amountMinor });
      const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'manual_refund_required'), eq(auditLog.entityId, started.checkoutId)));
      expect(audit).toMatchObject({ entity: 'checkout' });
    });
  });

  it('back-office refund and cancel of a Paynow order become marked manual refunds: timeline, audit log, never more than was paid', async () => {
    const admin = await registerAdmin(t);
    const { externalOrderId: reference, order, totalCents: total } = await paidBy('zw-refund', SUCCESS);
    const part = Math.floor(total / 4);
    const r1 = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: (part / 100).toFixed(2) } });
    expect(r1.statusCode).toBe(200);
    // Staff are told the refund is theirs to pay by hand.
    expect(json<{ refundedCents: number; manualRefund?: boolean }>(r1)).toMatchObject({ refundedCents: part, manualRefund: true });
    const cancel = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, cookie: admin, body: {} });
    expect(cancel.statusCode).toBe(200);
    expect(json<{ refundedCents: number; manualRefund?: boolean }>(cancel)).toMatchObject({ refundedCents: total - part, manualRefund: true });
    const refunds = await t.db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.depositId, reference));
    expect(refunds.map((r) => r.amountMinor).sort((a, b) => a - b)).toEqual([part, total - part].sort((a, b) => a - b));
    expect(refunds.every((r) => r.status === 'accepted' && r.failureCode === 'MANUAL_REFUND')).toBe(true);
    const events = await t.db.select().from(shipmentEvents).where(and(eq(shipmentEvents.orderId, order.id), eq(shipmentEvents.statusCode, 'exception')));
    const tx = standIn.transactions.get(reference)!;
    expect(events.map((e) => e.description)).toEqual(
      expect.arrayContaining([`Manual refund: pay ${(part / 100).toFixed(2)} USD back by hand to EcoCash +263 ••• ••• 111 (Paynow reference ${tx.paynowReference}). Paynow has no refund API for this payment.`]),
    );
    expect(events.filter((e) => e.description.startsWith('Manual refund:'))).toHaveLength(2);
    expect(events.some((e) => e.description.includes(`(${((total - part) / 100).toFixed(2)} USD to be paid back by hand)`))).toBe(true);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'manual_refund_required'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', refundedCents: total });
    // The customer is not told money came back: it has not yet.
    const told = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(told.some((n) => /refund/i.test(n.title) && /refunded/i.test(n.message))).toBe(false);
    // Nothing is left to refund: a further refund is refused.
    const more = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: '1.00' } });
    expect(more.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.depositId, reference))).toHaveLength(2);
  });

  it('settings fail closed: production without credentials offers no Paynow; one credential alone is refused', () => {
    expect(paynowFrom({ NODE_ENV: 'production' })).toBeNull();
    expect(paynowFrom({ NODE_ENV: 'development' })).toBe('stand-in');
    expect(() => paynowFrom({ PAYNOW_INTEGRATION_ID: '1234' })).toThrow(/together/);
    expect(paynowFrom({ PAYNOW_INTEGRATION_ID: '1234', PAYNOW_INTEGRATION_KEY: 'k' })).toMatchObject({ apiBase: 'https://www.paynow.co.zw', testMode: false });
    expect(paynowFrom({ PAYNOW_INTEGRATION_ID: '1234', PAYNOW_INTEGRATION_KEY: 'k', PAYNOW_API_BASE: 'http://127.0.0.1:9/' })).toMatchObject({ apiBase: 'http://127.0.0.1:9', testMode: true });
  });
});
