/**
 * The pawaPay mobile money suite (issue 25, decision 065), run against the local stand-in with
 * unsigned callbacks (mobile-money.test.ts) and with signed ones (mobile-money-signed.test.ts):
 * two files, so that the two runs of this long suite can run side by side (decision 078).
 * See mobile-money.test.ts for what it covers.
 */
import crypto from 'node:crypto';
import type { MobileMoneyCheckoutDto, MobileMoneyInfoDto } from '@phonexport/contracts/mobile-money';
import { localChargeMinor } from '@phonexport/domain/mobile-money';
import { desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, mobileMoneyRefunds, notifications, orders, paymentCheckouts, productVariants, shipmentEvents } from '../../../src/db/schema.ts';
import { reconcileCheckouts } from '../../../src/features/checkout/reconcile.ts';
import { reconcileMobileMoneyRefunds } from '../../../src/features/checkout/mobile-money-checkout.ts';
import { createPawaPayClient, type PawaPayConfig } from '../../../src/features/payments/pawapay/pawapay-client.ts';
import { createPawaPayProvider } from '../../../src/features/payments/pawapay/pawapay-provider.ts';
import { startPawaPayStandIn, type PawaPayStandIn } from '../../../src/features/payments/pawapay/pawapay-stand-in.ts';
import { api, checkoutBody, json, listenOnPort, pickVariant, register, registerAdmin, setVariantStock, startTestServer, uniqueEmail, until, variantById, type TestServer } from '../../support/helpers.ts';
import { mobileMoneySteps, withSwitchOff } from './mobile-money-steps.ts';

export const ZM_ADDRESS = { name: 'Mwila Banda', street: '12 Cairo Road', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 555 0101' };
const MW_ADDRESS = { name: 'Chikondi Phiri', street: '4 Kamuzu Procession Road', city: 'Lilongwe', zipCode: '207', countryCode: 'MW', phone: '+265 99 555 0101' };
const LS_ADDRESS = { name: 'Lineo Mokoena', street: '1 Kingsway', city: 'Maseru', zipCode: '100', countryCode: 'LS', phone: '+266 5800 0101' };

export const MTN_OK = '260763456789';

/**
 * Declares the suite as a describe block called `name`: its own stand-in (callbacks signed with
 * RFC 9421 when `signed`) and its own test server, started before its tests and closed after.
 */
export function mobileMoneySuite(name: string, signed: boolean): void {
  describe(name, () => {
    let standIn: PawaPayStandIn;
    let t: TestServer;
    let config: PawaPayConfig;
    const keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

    beforeAll(async () => {
      standIn = await startPawaPayStandIn({ signingKeyPem: signed ? privatePem : null, finalDelayMs: 60 });
      config = { apiToken: standIn.apiToken, apiBase: standIn.url, callbackPublicKey: signed ? publicPem : null, testMode: true };
      t = await startTestServer({ pawapay: config, reconcile: false });
      const base = await listenOnPort(t.app);
      standIn.setCallbackUrl(`${base}/api/payments/pawapay/callback`);
    });
    afterAll(async () => {
      await t?.close();
      await standIn?.close();
    });

    const { checkoutRow, paymentOf, start, status, settled, startedBy, paidBy } = mobileMoneySteps(() => t, ZM_ADDRESS, 'MTN_MOMO_ZMB');
    /** Runs `steps` with the stand-in sending no callbacks (the status endpoint or the reconciler must ask pawaPay). */
    const withoutCallbacks = (steps: () => Promise<void>) => withSwitchOff(standIn, 'callbacks', steps);

    it('offers the operators of Zambia, Malawi and Lesotho with their currency, decimals and limits', async () => {
      const info = json<MobileMoneyInfoDto>(await api(t.app, { method: 'GET', url: '/api/checkout/mobile-money' }));
      expect(info.enabled).toBe(true);
      expect(info.testMode).toBe(true);
      const mtn = info.operators.find((o) => o.code === 'MTN_MOMO_ZMB')!;
      expect(mtn).toMatchObject({ name: 'MTN MoMo', countryCode: 'ZM', currency: 'ZMW', decimals: 2, minMinor: 100, maxMinor: 5_000_000, available: true });
      expect(info.operators.find((o) => o.code === 'TNM_MWI')).toMatchObject({ currency: 'MWK', decimals: 0 });
      expect(info.operators.find((o) => o.code === 'VODACOM_LSO')).toMatchObject({ currency: 'LSL' });
    });

    it('predicts the operator of a number written nationally or internationally', async () => {
      const cookie = await register(t.app, uniqueEmail('predict'));
      const zm = await api(t.app, { url: '/api/checkout/mobile-money/predict', cookie, body: { phoneNumber: '076 345 6789', countryCode: 'ZM' } });
      expect(json(zm)).toEqual({ msisdn: MTN_OK, countryCode: 'ZM', operator: 'MTN_MOMO_ZMB' });
      const mw = await api(t.app, { url: '/api/checkout/mobile-money/predict', cookie, body: { phoneNumber: '+265 88 345 6789' } });
      expect(json(mw)).toMatchObject({ countryCode: 'MW', operator: 'TNM_MWI' });
      const za = await api(t.app, { url: '/api/checkout/mobile-money/predict', cookie, body: { phoneNumber: '+27 82 555 0101' } });
      expect(json(za)).toMatchObject({ countryCode: null, operator: null });
    });

    it('success by callback: the order is placed in ZMW at the frozen rate with operator, masked number and transaction id', async () => {
      const cookie = await register(t.app, uniqueEmail('zm-ok'));
      const v = await pickVariant(t.db, 5);
      const stockBefore = (await variantById(t.db, v.id)).stock;
      const res = await start(cookie, v.id, '0763456789', 'MTN_MOMO_ZMB');
      expect(res.statusCode).toBe(201);
      const started = json<MobileMoneyCheckoutDto>(res);
      expect(started).toMatchObject({ status: 'pending', currency: 'ZMW', operator: 'MTN_MOMO_ZMB', operatorName: 'MTN MoMo', account: '+260 ••• ••• 789', order: null });
      const row = await checkoutRow(started.checkoutId);
      const rate = (row.request as { rate: { exchangeRate: string; displayRounding: 'whole' } }).rate;
      expect(started.amountMinor).toBe(localChargeMinor(row.amountCents, rate.exchangeRate, 'ZMW', rate.displayRounding, 2));
      const sent = standIn.deposits.get(row.externalOrderId!)!;
      expect(sent.amount).toMatch(/^\d+\.\d{2}$/);
      expect(Math.round(Number(sent.amount) * 100)).toBe(started.amountMinor);
      expect(sent.currency).toBe('ZMW');
      expect(row.externalOrderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      // The callback alone places the order (the status endpoint is not asked before).
      await until(() => checkoutRow(started.checkoutId), (r) => r.status === 'placed');
      const done = await status(cookie, started.checkoutId);
      expect(done.status).toBe('paid');
      const [order] = await t.db.select().from(orders).where(eq(orders.id, done.order!.id));
      expect(order).toMatchObject({
        paymentMethod: 'Mobile money',
        paymentOperator: 'MTN MoMo',
        paymentAccount: '+260 ••• ••• 789',
        providerTransactionId: standIn.deposits.get(row.externalOrderId!)!.providerTransactionId,
        paymentId: row.externalOrderId,
        displayCurrency: 'ZMW',
        paymentStatus: 'paid',
      });
      expect(Number(order!.exchangeRate)).toBe(Number(rate.exchangeRate));
      // The invoice and the confirmation e-mail name the operator, the masked number and the transaction.
      const paidWith = `Mobile money · MTN MoMo · +260 ••• ••• 789 · ${order!.providerTransactionId}`;
      const invoices = json<{ orderId: string; paymentMethod: string }[]>(await api(t.app, { method: 'GET', url: '/api/invoices', cookie }));
      expect(invoices.find((i) => i.orderId === order!.id)?.paymentMethod).toBe(paidWith);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-placed'));
      expect(mails.map((m) => m.payload as { orderId: string; paidWith?: string }).find((m) => m.orderId === order!.id)?.paidWith).toBe(paidWith);
      expect((await variantById(t.db, v.id)).stock).toBe(stockBefore - 1);
    });

    it('success by polling only: no callback ever comes, the status endpoint asks pawaPay and places the order', async () => {
      await withoutCallbacks(async () => {
        const { cookie, started } = await startedBy('poll', MTN_OK);
        const done = await settled(cookie, started.checkoutId);
        expect(done.status).toBe('paid');
        expect(done.order?.status).toBe('confirmed');
      });
    });

    it.each([
      ['260763456039', 'declined'],
      ['260763456049', 'no_funds'],
      ['260763456019', 'limit'],
      ['260763456029', 'not_found'],
      ['260763456069', 'other'],
    ] as const)('a deposit from %s fails with reason %s: no order, no stock taken, a message to show', async (number, reason) => {
      const cookie = await register(t.app, uniqueEmail('fail'));
      const v = await pickVariant(t.db, 5);
      const stockBefore = (await variantById(t.db, v.id)).stock;
      const started = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, number, 'MTN_MOMO_ZMB'));
      const done = await settled(cookie, started.checkoutId);
      expect(done).toMatchObject({ status: 'failed', reason, order: null });
      expect(done.message).toMatch(/\./);
      expect((await checkoutRow(started.checkoutId)).status).toBe('failed');
      expect((await variantById(t.db, v.id)).stock).toBe(stockBefore);
    });

    it('an operator pawaPay reports unavailable is refused before any deposit, with its own message', async () => {
      standIn.closedOperators.add('AIRTEL_OAPI_ZMB');
      try {
        // active-conf is cached a minute: the refusal at initiation is what tells it here.
        const cookie = await register(t.app, uniqueEmail('down'));
        const v = await pickVariant(t.db, 5);
        const res = await start(cookie, v.id, '260973456789', 'AIRTEL_OAPI_ZMB');
        expect(res.statusCode).toBe(400);
        expect(json(res).code).toBe('mobile_money_unavailable');
      } finally {
        standIn.closedOperators.delete('AIRTEL_OAPI_ZMB');
      }
    });

    it('a callback that never comes (number …129 stays SUBMITTED): pending with a deadline, nothing placed', async () => {
      const { cookie, started } = await startedBy('never', '260763456129');
      await new Promise((r) => setTimeout(r, 300));
      const now = await status(cookie, started.checkoutId);
      expect(now.status).toBe('pending');
      expect(new Date(now.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60_000);
      expect((await checkoutRow(started.checkoutId)).status).toBe('created');
    });

    it.each([
      ['its callback', true],
      ['the reconciler (no callback)', false],
    ])('no double order after a timeout: A waits, the shopper pays B with another number (one order), A is approved late and refunded through %s', async (_how, callbacks) => {
      const cookie = await register(t.app, uniqueEmail('superseded'));
      const v = await pickVariant(t.db, 5);
      const stockBefore = (await variantById(t.db, v.id)).stock;
      const a = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, '260763456129', 'MTN_MOMO_ZMB'));
      const depositA = (await checkoutRow(a.checkoutId)).externalOrderId!;
      await until(() => Promise.resolve(standIn.deposits.get(depositA)!.status), (s) => s === 'SUBMITTED');
      // The countdown ran out; the shopper tries again with another number (a new checkout attempt).
      const b = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, '260773456789', 'AIRTEL_OAPI_ZMB'));
      expect(b.checkoutId).not.toBe(a.checkoutId);
      expect((await paymentOf(a.checkoutId)).status).toBe('superseded');
      const paidB = await settled(cookie, b.checkoutId);
      expect(paidB.status).toBe('paid');
      const userId = (await checkoutRow(b.checkoutId)).userId!;
      expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
      expect((await variantById(t.db, v.id)).stock).toBe(stockBefore - 1);

      standIn.callbacks = callbacks;
      try {
        await standIn.finishDeposit(depositA);
        if (callbacks) await until(() => checkoutRow(a.checkoutId), (r) => r.status === 'refunded');
        else {
          const provider = createPawaPayProvider(createPawaPayClient(config), t.db);
          const report = await reconcileCheckouts(t.db, provider, { olderThanMs: 0 });
          expect(report.refunded).toBeGreaterThanOrEqual(1);
          expect((await checkoutRow(a.checkoutId)).status).toBe('refunded');
        }
      } finally {
        standIn.callbacks = true;
      }
      const refunds = [...standIn.refunds.values()].filter((r) => r.depositId === depositA);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(standIn.deposits.get(depositA)!.amount);
      expect((await status(cookie, a.checkoutId)).status).toBe('refunded');
      // Asking again (the shopper's poll, a resent callback, another round) refunds nothing more and places nothing.
      await standIn.resendCallback(depositA);
      await status(cookie, a.checkoutId);
      await reconcileCheckouts(t.db, createPawaPayProvider(createPawaPayClient(config), t.db), { olderThanMs: 0 });
      expect([...standIn.refunds.values()].filter((r) => r.depositId === depositA)).toHaveLength(1);
      expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
      expect((await variantById(t.db, v.id)).stock).toBe(stockBefore - 1);
      expect((await checkoutRow(b.checkoutId)).status).toBe('placed');
    });

    it('a superseded deposit approved late whose refund pawaPay reports FAILED is in the audit log for staff, still no order', async () => {
      const { cookie, v, started: a, externalOrderId: depositA } = await startedBy('superseded-fail', '260763456129');
      await until(() => Promise.resolve(standIn.deposits.get(depositA)!.status), (s) => s === 'SUBMITTED');
      const b = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, '260773456789', 'AIRTEL_OAPI_ZMB'));
      expect((await settled(cookie, b.checkoutId)).status).toBe('paid');
      standIn.failRefunds = 'UNSPECIFIED_FAILURE';
      try {
        await standIn.finishDeposit(depositA);
        await until(() => checkoutRow(a.checkoutId), (r) => r.status === 'refunded');
        const refund = [...standIn.refunds.values()].find((r) => r.depositId === depositA)!;
        await until(() => Promise.resolve(refund.status), (s) => s === 'FAILED');
        await until(async () => (await reconcileMobileMoneyRefunds(t.db, createPawaPayProvider(createPawaPayClient(config), t.db), 0), t.db.select().from(auditLog).where(eq(auditLog.entityId, a.checkoutId))), (rows) => rows.length === 1);
      } finally {
        standIn.failRefunds = null;
      }
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.checkoutId));
      expect(entry).toMatchObject({ action: 'refund_failed', entity: 'checkout' });
      expect(entry!.after).toMatchObject({ depositId: depositA, failureCode: 'UNSPECIFIED_FAILURE', currency: 'ZMW' });
      const userId = (await checkoutRow(b.checkoutId)).userId!;
      expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
    });

    it('a replay of the key answers the same checkout and sends no second deposit', async () => {
      const cookie = await register(t.app, uniqueEmail('replay'));
      const v = await pickVariant(t.db, 5);
      const body = { ...checkoutBody([{ variantId: v.id, quantity: 1 }], { address: { ...ZM_ADDRESS } }), mobileMoney: { phoneNumber: MTN_OK, operator: 'MTN_MOMO_ZMB' } };
      const before = standIn.deposits.size;
      const [a, b] = await Promise.all([api(t.app, { url: '/api/checkout/mobile-money', cookie, body }), api(t.app, { url: '/api/checkout/mobile-money', cookie, body })]);
      const ids = [a, b].filter((r) => r.statusCode === 201).map((r) => json<MobileMoneyCheckoutDto>(r).checkoutId);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ids).size).toBe(1);
      const again = json<MobileMoneyCheckoutDto>(await api(t.app, { url: '/api/checkout/mobile-money', cookie, body }));
      expect(again.checkoutId).toBe(ids[0]);
      expect(standIn.deposits.size).toBe(before + 1);
      await settled(cookie, ids[0]!);
      const orderIds = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, ids[0]!));
      expect(orderIds[0]!.status).toBe('placed');
    });

    it('duplicate and out-of-order callbacks change nothing: one order, a late FAILED ignored', async () => {
      const { cookie, started, externalOrderId: depositId } = await startedBy('dup', MTN_OK);
      await until(() => checkoutRow(started.checkoutId), (r) => r.status === 'placed');
      const sentBefore = standIn.sentCallbacks.length;
      await standIn.resendCallback(depositId);
      await standIn.resendCallback(depositId);
      const late = { ...standIn.deposits.get(depositId)!, status: 'FAILED', failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' } };
      delete (late as { operatorConfirmed?: boolean }).operatorConfirmed;
      expect(await standIn.postCallback(late)).toBe(200);
      expect(standIn.sentCallbacks.length - sentBefore).toBeGreaterThanOrEqual(3);
      expect(standIn.sentCallbacks.slice(-3).map((c) => c.status)).toEqual([200, 200, 200]);
      const rows = await t.db.select().from(orders).where(eq(orders.paymentId, depositId));
      expect(rows).toHaveLength(1);
      expect((await paymentOf(started.checkoutId)).status).toBe('completed');
      expect((await status(cookie, started.checkoutId)).status).toBe('paid');
    });

    it('a forged callback is refused or changes nothing', async () => {
      const { started, externalOrderId: depositId } = await startedBy('forged', '260763456129');
      const forged = JSON.stringify({ depositId, status: 'COMPLETED', amount: standIn.deposits.get(depositId)!.amount, currency: 'ZMW', providerTransactionId: 'FAKE' });
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/pawapay/callback', headers: { 'content-type': 'application/json' }, payload: forged });
      if (signed) {
        expect(res.statusCode).toBe(403);
      } else {
        // Unsigned callbacks are only trusted as far as pawaPay itself confirms them.
        expect(res.statusCode).toBe(200);
        expect(json(res).status).toBe('ignored');
      }
      // A forged failure of the same pending deposit is refused too, or changes nothing.
      const forgedFailure = JSON.stringify({ depositId, status: 'FAILED', amount: '1.00', currency: 'ZMW', failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' } });
      const res2 = await t.app.inject({ method: 'POST', url: '/api/payments/pawapay/callback', headers: { 'content-type': 'application/json' }, payload: forgedFailure });
      expect(res2.statusCode).toBe(signed ? 403 : 200);
      expect((await checkoutRow(started.checkoutId)).status).toBe('created');
      expect((await paymentOf(started.checkoutId)).status).toBe('accepted');
      expect(await t.db.select().from(orders).where(eq(orders.paymentId, depositId))).toHaveLength(0);
    });

    if (signed) {
      it('a signed callback whose body was changed after signing is refused', async () => {
        const { started, externalOrderId: depositId } = await startedBy('tamper', '260763456129');
        // Sign a FAILED callback, then send a COMPLETED body under its headers.
        let captured: { headers: Record<string, string> } | null = null;
        const original = globalThis.fetch;
        globalThis.fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
          captured = { headers: init!.headers as Record<string, string> };
          return new Response('{}', { status: 200 });
        }) as typeof fetch;
        try {
          await standIn.postCallback({ depositId, status: 'FAILED', amount: '1.00', currency: 'ZMW' });
        } finally {
          globalThis.fetch = original;
        }
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/pawapay/callback',
          headers: captured!.headers,
          payload: JSON.stringify({ depositId, status: 'COMPLETED', amount: '1.00', currency: 'ZMW' }),
        });
        expect(res.statusCode).toBe(403);
        expect((await checkoutRow(started.checkoutId)).status).toBe('created');
      });
    }

    it('a lost deposit answer: the reconciler asks GET /v2/deposits/{id} and places the order', async () => {
      standIn.loseNextDepositAnswer = true;
      await withoutCallbacks(async () => {
        const cookie = await register(t.app, uniqueEmail('lost'));
        const v = await pickVariant(t.db, 5);
        const res = await start(cookie, v.id, MTN_OK, 'MTN_MOMO_ZMB');
        expect(res.statusCode).toBe(201);
        const started = json<MobileMoneyCheckoutDto>(res);
        expect(started.status).toBe('pending');
        expect((await paymentOf(started.checkoutId)).status).toBe('requested');
        await new Promise((r) => setTimeout(r, 200));
        const provider = createPawaPayProvider(createPawaPayClient(config), t.db);
        const report = await reconcileCheckouts(t.db, provider, { olderThanMs: 0 });
        expect(report.placed).toBeGreaterThanOrEqual(1);
        expect((await checkoutRow(started.checkoutId)).status).toBe('placed');
      });
    });

    it('a deposit pawaPay never received (NOT_FOUND after a lost request) is failed by the reconciler, nothing charged', async () => {
      standIn.loseNextDepositRequest = true;
      const { cookie, started, externalOrderId: depositId } = await startedBy('notfound', MTN_OK);
      expect(standIn.deposits.has(depositId)).toBe(false);
      const provider = createPawaPayProvider(createPawaPayClient(config), t.db);
      await reconcileCheckouts(t.db, provider, { olderThanMs: 0 });
      expect((await checkoutRow(started.checkoutId)).status).toBe('failed');
      expect((await status(cookie, started.checkoutId)).status).toBe('failed');
    });

    it('sold out while the customer approved: the deposit is refunded in full through POST /v2/refunds', async () => {
      await withoutCallbacks(async () => {
        const { cookie, v, started, externalOrderId: depositId } = await startedBy('soldout', MTN_OK);
        const stock = (await variantById(t.db, v.id)).stock;
        await setVariantStock(t.db, v.id, 0);
        try {
          await until(() => Promise.resolve(standIn.deposits.get(depositId)!.status), (s) => s === 'COMPLETED');
          const done = await status(cookie, started.checkoutId);
          expect(done.status).toBe('refunded');
          const refunds = [...standIn.refunds.values()].filter((r) => r.depositId === depositId);
          expect(refunds).toHaveLength(1);
          expect(refunds[0]!.amount).toBe(standIn.deposits.get(depositId)!.amount);
          expect(await t.db.select().from(orders).where(eq(orders.paymentId, depositId))).toHaveLength(0);
        } finally {
          await setVariantStock(t.db, v.id, stock);
        }
      });
    });

    it('refund and partial refund from the back office go to pawaPay in the deposit’s currency, never more than was paid', async () => {
      const admin = await registerAdmin(t);
      const { started, externalOrderId: depositId, order, totalCents: total } = await paidBy('refund', MTN_OK);
      const part = Math.floor(total / 4);
      const r1 = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: (part / 100).toFixed(2) } });
      expect(r1.statusCode).toBe(200);
      const first = [...standIn.refunds.values()].filter((r) => r.depositId === depositId);
      expect(first).toHaveLength(1);
      const expected = Math.round((started.amountMinor * part) / total);
      expect(Math.round(Number(first[0]!.amount) * 100)).toBe(expected);
      expect(first[0]!.currency).toBe('ZMW');
      const cancel = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, cookie: admin, body: {} });
      expect(cancel.statusCode).toBe(200);
      const all = [...standIn.refunds.values()].filter((r) => r.depositId === depositId);
      expect(all).toHaveLength(2);
      const refundedMinor = all.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
      expect(refundedMinor).toBe(started.amountMinor);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled', refundedCents: total });
      await until(() => Promise.resolve(all.every((r) => r.status === 'COMPLETED')), Boolean);
    });

    it('a refund pawaPay reports FAILED is not shown as refunded: the order gets the money back on its books, staff see it, the customer is told only when a retry completes', async () => {
      const admin = await registerAdmin(t);
      const { externalOrderId: depositId, order, totalCents: total } = await paidBy('refund-fails', MTN_OK);
      const part = Math.floor(total / 2);
      const refundNotes = async () => (await t.db.select().from(notifications).where(eq(notifications.orderId, order.id))).filter((n) => n.title === 'Order Refunded');
      const provider = createPawaPayProvider(createPawaPayClient(config), t.db);

      standIn.failRefunds = 'UNSPECIFIED_FAILURE';
      standIn.callbacks = false;
      try {
        const r1 = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: (part / 100).toFixed(2) } });
        expect(r1.statusCode, r1.body).toBe(200);
        // Only accepted so far: the customer is not told money came back.
        expect(await refundNotes()).toHaveLength(0);
        const sent = [...standIn.refunds.values()].filter((r) => r.depositId === depositId);
        expect(sent).toHaveLength(1);
        await until(() => Promise.resolve(sent[0]!.status), (s) => s === 'FAILED');
        // The callback was lost: the reconciler's refund round asks GET /v2/refunds/{id}.
        const ours = async () => t.db.select().from(mobileMoneyRefunds).where(eq(mobileMoneyRefunds.depositId, depositId));
        expect((await ours())[0]!.status).toBe('accepted');
        expect(await reconcileMobileMoneyRefunds(t.db, provider, 0)).toBeGreaterThanOrEqual(1);
        expect(await ours()).toMatchObject([{ status: 'failed', failureCode: 'UNSPECIFIED_FAILURE', usdCents: part }]);
        await reconcileMobileMoneyRefunds(t.db, provider, 0); // applied once: a second round changes nothing
      } finally {
        standIn.failRefunds = null;
        standIn.callbacks = true;
      }
      const [failed] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      // Nothing was returned: the order (and so the sales report's net sale) counts no refund.
      expect(failed).toMatchObject({ refundedCents: 0, paymentStatus: 'paid' });
      expect(await refundNotes()).toHaveLength(0);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['refund', 'refund_failed']));
      expect(audit.find((a) => a.action === 'refund_failed')!.after).toMatchObject({ refundCents: part, failureCode: 'UNSPECIFIED_FAILURE' });
      const events = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, order.id));
      expect(events.find((e) => e.statusCode === 'exception')?.description).toContain(`Refund of ${(part / 100).toFixed(2)} USD did not go through at pawapay (UNSPECIFIED_FAILURE)`);

      // Staff refund again: a new refund (new refundId) goes to pawaPay, completes, and only then the customer is told.
      const r2 = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: (part / 100).toFixed(2) } });
      expect(r2.statusCode, r2.body).toBe(200);
      const all = [...standIn.refunds.values()].filter((r) => r.depositId === depositId);
      expect(all).toHaveLength(2);
      expect(new Set(all.map((r) => r.refundId)).size).toBe(2);
      await until(() => Promise.resolve(all[1]!.status), (s) => s === 'COMPLETED');
      // By its callback, or (when it came while the refund request was still finishing) by the reconciler's round.
      await until(async () => (await reconcileMobileMoneyRefunds(t.db, provider, 0), refundNotes()), (n) => n.length === 1);
      await reconcileMobileMoneyRefunds(t.db, provider, 0);
      expect(await refundNotes()).toHaveLength(1);
      expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ refundedCents: part, paymentStatus: 'partially_refunded' });
    });

    it('MWK is charged in whole kwacha (the operator takes no decimals) and LSL with two', async () => {
      const cookie = await register(t.app, uniqueEmail('mw'));
      const v = await pickVariant(t.db, 5);
      const mw = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, '0883456789', 'TNM_MWI', { address: { ...MW_ADDRESS } }));
      expect(mw.currency).toBe('MWK');
      expect(mw.amountMinor % 100).toBe(0);
      const mwDeposit = standIn.deposits.get((await checkoutRow(mw.checkoutId)).externalOrderId!)!;
      expect(mwDeposit.amount).toMatch(/^\d+$/);
      expect(Number(mwDeposit.amount) * 100).toBe(mw.amountMinor);
      expect((await settled(cookie, mw.checkoutId)).status).toBe('paid');

      const ls = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, '+266 5034 5789', 'VODACOM_LSO', { address: { ...LS_ADDRESS } }));
      expect(ls.currency).toBe('LSL');
      const lsDeposit = standIn.deposits.get((await checkoutRow(ls.checkoutId)).externalOrderId!)!;
      expect(lsDeposit.amount).toMatch(/^\d+\.\d{2}$/);
      expect((await settled(cookie, ls.checkoutId)).status).toBe('paid');
    });

    it('a number of another country, or of another operator, is refused with a field message before any deposit', async () => {
      const cookie = await register(t.app, uniqueEmail('country'));
      const v = await pickVariant(t.db, 5);
      const before = standIn.deposits.size;
      const za = await start(cookie, v.id, '+27 82 555 0101', 'MTN_MOMO_ZMB');
      expect(za.statusCode).toBe(400);
      expect(json<{ fields: Record<string, string> }>(za).fields['mobileMoney.phoneNumber']).toMatch(/Zambia, Malawi, Lesotho or Zimbabwe/);
      const wrongOp = await start(cookie, v.id, '+265 88 345 6789', 'MTN_MOMO_ZMB');
      expect(wrongOp.statusCode).toBe(400);
      expect(json<{ fields: Record<string, string> }>(wrongOp).fields['mobileMoney.operator']).toBeTruthy();
      const garbage = await start(cookie, v.id, 'call me', 'MTN_MOMO_ZMB');
      expect(garbage.statusCode).toBe(400);
      expect(standIn.deposits.size).toBe(before);
    });

    it('an amount above the operator’s limit is refused with a clear message, no deposit sent', async () => {
      const cookie = await register(t.app, uniqueEmail('limit'));
      // LSL's limit of 30,000 at the seeded rate is under $2,000: enough units of a phone go above it.
      const [v] = await t.db.select().from(productVariants).where(gte(productVariants.stock, 10)).orderBy(desc(productVariants.priceCents)).limit(1);
      const quantity = Math.ceil(250_000 / v!.priceCents);
      expect(quantity).toBeLessThanOrEqual(v!.stock);
      const before = standIn.deposits.size;
      const res = await start(cookie, v!.id, '+266 5034 5789', 'VODACOM_LSO', { address: { ...LS_ADDRESS } }, quantity);
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string; fields: Record<string, string> }>(res).fields.payment).toMatch(/takes payments between L\s1 and L\s30,000/);
      expect(standIn.deposits.size).toBe(before);
    });

    it('the sales report splits revenue by payment method: mobile money beside the card', async () => {
      const admin = await registerAdmin(t);
      const cookie = await register(t.app, uniqueEmail('report'));
      const v = await pickVariant(t.db, 5);
      const card = await api(t.app, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: v.id, quantity: 1 }]) });
      expect(card.statusCode).toBe(201);
      const started = json<MobileMoneyCheckoutDto>(await start(cookie, v.id, MTN_OK, 'MTN_MOMO_ZMB'));
      expect((await settled(cookie, started.checkoutId)).status).toBe('paid');
      const today = new Date().toISOString().slice(0, 10);
      const report = json<{ totals: { orders: number; revenueCents: number }; byMethod: { method: string; orders: number; revenueCents: number }[] }>(
        await api(t.app, { method: 'GET', url: `/api/admin/reports/sales?from=${today}&to=${today}`, cookie: admin }),
      );
      const methods = new Map(report.byMethod.map((m) => [m.method, m]));
      expect(methods.get('Mobile money')?.orders).toBeGreaterThanOrEqual(1);
      expect(methods.get('Test card')?.orders).toBeGreaterThanOrEqual(1);
      expect(report.byMethod.reduce((n, m) => n + m.orders, 0)).toBe(report.totals.orders);
      expect(report.byMethod.reduce((n, m) => n + m.revenueCents, 0)).toBe(report.totals.revenueCents);
    });

    it('another customer cannot read a checkout’s status (404)', async () => {
      const { started } = await startedBy('owner', '260763456129');
      const other = await register(t.app, uniqueEmail('other'));
      const res = await api(t.app, { method: 'GET', url: `/api/checkout/mobile-money/${started.checkoutId}`, cookie: other });
      expect(res.statusCode).toBe(404);
    });
  });
}
