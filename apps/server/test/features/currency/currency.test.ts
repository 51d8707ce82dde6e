/**
 * Exchange rates (issue 22, decision 053): the rates every visitor reads, seeded for an offline
 * shop, refreshed from a Frankfurter-compatible service (a local stand-in), NAD/LSL/SZL pegged to
 * ZAR, the owner's manual rate winning, stale rates flagged and alerted, garbage answers refused
 * with the last good rates kept, the back office's 400s, and the rate snapshot an order keeps
 * while the charge stays USD.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdminCurrenciesDto, AdminCurrencyDto, ExchangeRatesDto } from '@phonexport/contracts/currency';
import type { StaffAlertsDto } from '@phonexport/contracts/notifications';
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import type { OrderDto } from '@phonexport/contracts/orders';
import { formatUsd } from '@phonexport/domain/money';
import { DISPLAY_CURRENCIES, PEGGED_TO_ZAR } from '@phonexport/domain/currency';
import { RATE_MESSAGES, SEEDED_RATES, SEEDED_RATES_AT, roundingRulesFor } from '@phonexport/domain/exchange-rates';
import { fxSettingsFrom } from '../../../src/config.ts';
import { exchangeRates, mailOutbox } from '../../../src/db/schema.ts';
import { renderShopMail, type ShopMail } from '../../../src/mail/shop-mails.ts';
import { forgetCachedRates, refreshRates, type FxOptions } from '../../../src/features/currency/currency-service.ts';
import { api, checkoutAs, json, pickVariant, register, registerAdmin, setVariantStock, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { startFrankfurterStandIn, STAND_IN_RATES, type FrankfurterStandIn } from '../../stand-ins/frankfurter-stand-in.ts';

function rateOf(answer: AdminCurrenciesDto, currency: string): AdminCurrencyDto;
function rateOf(answer: ExchangeRatesDto, currency: string): ExchangeRatesDto['rates'][number];
function rateOf(answer: ExchangeRatesDto | AdminCurrenciesDto, currency: string) {
  const list: { currency: string }[] = 'rates' in answer ? answer.rates : answer.currencies;
  const found = list.find((r) => r.currency === currency);
  if (!found) throw new Error(`${currency} is not in the answer`);
  return found;
}

describe('configuration', () => {
  it('reads FX_RATES_URL, FX_REFRESH_HOURS (6) and FX_MAX_AGE_HOURS (72), and stops the shop on bad values', () => {
    expect(fxSettingsFrom({})).toEqual({ ratesUrl: null, refreshHours: 6, maxAgeHours: 72 });
    expect(fxSettingsFrom({ FX_RATES_URL: 'https://api.frankfurter.dev/v1/', FX_REFRESH_HOURS: '0.5', FX_MAX_AGE_HOURS: '24' })).toEqual({
      ratesUrl: 'https://api.frankfurter.dev/v1',
      refreshHours: 0.5,
      maxAgeHours: 24,
    });
    expect(() => fxSettingsFrom({ FX_RATES_URL: 'ftp://rates' })).toThrow(/FX_RATES_URL/);
    expect(() => fxSettingsFrom({ FX_REFRESH_HOURS: '0' })).toThrow(/FX_REFRESH_HOURS/);
    expect(() => fxSettingsFrom({ FX_MAX_AGE_HOURS: 'three days' })).toThrow(/FX_MAX_AGE_HOURS/);
  });
});

describe('a fresh shop without a rate service', () => {
  const t = useTestServer({ outbox: false });

  it('answers every display currency on seeded rates, USD first, NAD/LSL/SZL equal to ZAR', async () => {
    const res = await api(t.app, { url: '/api/exchange-rates' });
    expect(res.statusCode).toBe(200);
    const body = json<ExchangeRatesDto>(res);
    expect(body.base).toBe('USD');
    expect(body.rates.map((r) => r.currency)).toEqual([...DISPLAY_CURRENCIES]);
    expect(body.rates[0]).toMatchObject({ currency: 'USD', rate: 1, source: 'base', stale: false });
    const zar = rateOf(body, 'ZAR');
    expect(zar).toMatchObject({ rate: Number(SEEDED_RATES.ZAR), source: 'seeded', fetchedAt: SEEDED_RATES_AT, stale: false });
    for (const pegged of ['NAD', 'LSL', 'SZL']) expect(rateOf(body, pegged)).toMatchObject({ rate: zar.rate, source: 'pegged', fetchedAt: zar.fetchedAt, stale: false });
    expect(rateOf(body, 'MWK')).toMatchObject({ rate: Number(SEEDED_RATES.MWK), rounding: 'ten' });
  });

  it('has no rate service to refresh from: a refresh changes nothing and says the service is not set', async () => {
    const admin = await registerAdmin(t);
    const res = await api(t.app, { method: 'POST', url: '/api/admin/currencies/refresh', cookie: admin });
    expect(res.statusCode).toBe(200);
    const body = json<AdminCurrenciesDto>(res);
    expect(body.serviceConfigured).toBe(false);
    expect(rateOf(body, 'ZAR').source).toBe('seeded');
  });
});

describe('rates from a rate service', () => {
  let standIn: FrankfurterStandIn;
  const fx = (): FxOptions & { refresher: false } => ({ ratesUrl: standIn.url, refreshHours: 6, maxAgeHours: 72, timeoutMs: 2_000, refresher: false });
  beforeAll(async () => {
    standIn = await startFrankfurterStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  // No outbox worker: the confirmation mails stay in the outbox for the test to read.
  const t = useTestServer(() => ({ outbox: false, fx: fx() }));
  let admin: string;
  beforeAll(async () => {
    admin = await registerAdmin(t);
  });
  beforeEach(() => {
    standIn.mode = 'ok';
    standIn.rates = { ...STAND_IN_RATES };
    standIn.delayMs = 0;
  });

  const publicRates = async () => json<ExchangeRatesDto>(await api(t.app, { url: '/api/exchange-rates' }));
  const adminRates = async () => json<AdminCurrenciesDto>(await api(t.app, { url: '/api/admin/currencies', cookie: admin }));
  const refresh = async () => {
    const res = await api(t.app, { method: 'POST', url: '/api/admin/currencies/refresh', cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return json<AdminCurrenciesDto>(res);
  };
  const put = (currency: string, body: unknown, cookie = admin) => api(t.app, { method: 'PUT', url: `/api/admin/currencies/${currency}`, cookie, body });
  const recordingLog = () => {
    const warnings: string[] = [];
    return { warnings, log: { warn: (_obj: object, msg: string) => void warnings.push(msg), info: () => {} } };
  };

  it('fetches {url}/latest?base=USD and shows the service rates; NAD, LSL and SZL are ZAR, never fetched', async () => {
    const before = standIn.requests.length;
    const body = await refresh();
    expect(standIn.requests.slice(before)).toEqual(['/latest?base=USD']);
    expect(body.serviceConfigured).toBe(true);
    expect(body.lastRefresh).toMatchObject({ ok: true, message: null });
    const zar = rateOf(body, 'ZAR');
    expect(zar).toMatchObject({ rate: STAND_IN_RATES.ZAR, source: 'service', serviceRate: STAND_IN_RATES.ZAR, stale: false });
    for (const pegged of ['NAD', 'LSL', 'SZL']) {
      expect(rateOf(body, pegged)).toMatchObject({ rate: zar.rate, source: 'pegged', fetchedAt: zar.fetchedAt, serviceRate: null, manualRate: null });
    }
    // The shoppers' answer says the same.
    const shown = await publicRates();
    expect(rateOf(shown, 'MWK')).toMatchObject({ rate: STAND_IN_RATES.MWK, source: 'service', stale: false });
    expect(rateOf(shown, 'LSL').rate).toBe(STAND_IN_RATES.ZAR);
  });

  it("keeps the owner's manual rate over the service's, says so, and follows the service again once cleared", async () => {
    await refresh();
    const saved = await put('ZMW', { manualRate: 25.5, rounding: 'whole', enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<AdminCurrencyDto>(saved)).toMatchObject({ currency: 'ZMW', rate: 25.5, source: 'manual', manualRate: 25.5, serviceRate: STAND_IN_RATES.ZMW });
    standIn.rates = { ...STAND_IN_RATES, ZMW: 27.9 };
    await refresh();
    expect(rateOf(await publicRates(), 'ZMW')).toMatchObject({ rate: 25.5, source: 'manual', stale: false });
    expect(rateOf(await adminRates(), 'ZMW').serviceRate).toBe(27.9);
    // A manual ZAR rate carries its pegs with it.
    expect((await put('ZAR', { manualRate: 19.25, rounding: 'nine', enabled: true })).statusCode).toBe(200);
    const shown = await publicRates();
    expect(rateOf(shown, 'ZAR')).toMatchObject({ rate: 19.25, source: 'manual', rounding: 'nine' });
    expect(rateOf(shown, 'NAD')).toMatchObject({ rate: 19.25, source: 'pegged' });

    expect((await put('ZMW', { manualRate: null, rounding: 'whole', enabled: true })).statusCode).toBe(200);
    expect((await put('ZAR', { manualRate: null, rounding: 'whole', enabled: true })).statusCode).toBe(200);
    expect(rateOf(await publicRates(), 'ZMW')).toMatchObject({ rate: 27.9, source: 'service' });
    expect(rateOf(await publicRates(), 'SZL')).toMatchObject({ rate: STAND_IN_RATES.ZAR, source: 'pegged' });
  });

  it('refuses bad back-office input with 400 and field messages, and is for admins only', async () => {
    const cases: [string, unknown, string, string][] = [
      ['EUR', { manualRate: -1, rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.ratePositive],
      ['EUR', { manualRate: 0, rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.ratePositive],
      ['EUR', { manualRate: 2e9, rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.rateTooLarge],
      ['EUR', { manualRate: 0.123456789, rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.rateDecimals],
      ['EUR', { manualRate: '0.9', rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.rateNumber],
      ['EUR', { manualRate: null, rounding: 'thousand', enabled: true }, 'rounding', RATE_MESSAGES.rounding],
      ['ZAR', { manualRate: null, rounding: 'hundred', enabled: true }, 'rounding', RATE_MESSAGES.rounding],
      ['USD', { manualRate: null, rounding: 'none', enabled: false }, 'enabled', RATE_MESSAGES.baseDisabled],
      ['USD', { manualRate: 2, rounding: 'none', enabled: true }, 'manualRate', RATE_MESSAGES.baseRate],
      ['NAD', { manualRate: 18, rounding: 'whole', enabled: true }, 'manualRate', RATE_MESSAGES.pegged],
      ['EUR', { manualRate: null, rounding: 'whole', enabled: 'yes' }, 'enabled', RATE_MESSAGES.enabled],
    ];
    for (const [currency, body, field, message] of cases) {
      const res = await put(currency, body);
      expect(res.statusCode, `${currency} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields[field], JSON.stringify(body)).toBe(message);
    }
    // Nothing of it was kept.
    expect(rateOf(await adminRates(), 'EUR')).toMatchObject({ manualRate: null, enabled: true });
    expect((await put('XYZ', { manualRate: null, rounding: 'whole', enabled: true })).statusCode).toBe(404);
    expect((await put('MWK', { manualRate: 1800.5, rounding: 'hundred', enabled: true })).statusCode).toBe(200);
    expect((await put('MWK', { manualRate: null, rounding: 'ten', enabled: true })).statusCode).toBe(200);
    const customer = await register(t.app, uniqueEmail('fx-nosy'));
    expect((await put('EUR', { manualRate: 1, rounding: 'whole', enabled: true }, customer)).statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/admin/currencies', cookie: customer })).statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/admin/currencies' })).statusCode).toBe(401);
  });

  it('keeps the last good rates and logs it when the service is down, answers HTML, a negative rate or the wrong base', async () => {
    await refresh();
    const good = await adminRates();
    const garbage: [string, () => void, RegExp][] = [
      ['down', () => (standIn.mode = 'down'), /HTTP 503/],
      ['hang-up', () => (standIn.mode = 'hangup'), /could not be reached/],
      ['HTML', () => (standIn.mode = 'html'), /not JSON \(text\/html\)/],
      ['negative', () => Object.assign(standIn, { mode: 'body', body: { amount: 1, base: 'USD', date: '2026-11-24', rates: { ...STAND_IN_RATES, ZMW: -26.7 } } }), /ZMW rate -26\.7/],
      ['wrong base', () => Object.assign(standIn, { mode: 'body', body: { amount: 1, base: 'EUR', date: '2026-11-24', rates: { ...STAND_IN_RATES, EUR: undefined, USD: 1.08 } } }), /base is "EUR"/],
      ['no rates', () => Object.assign(standIn, { mode: 'body', body: { base: 'USD', date: '2026-11-24', rates: {} } }), /none of the shop's currencies/],
      ['text rate', () => Object.assign(standIn, { mode: 'body', body: { base: 'USD', rates: { ...STAND_IN_RATES, EUR: '0.9' } } }), /EUR rate "0\.9"/],
    ];
    for (const [name, setUp, reason] of garbage) {
      setUp();
      const { warnings, log } = recordingLog();
      expect(await refreshRates(t.db, fx(), log, { force: true }), name).toBe('failed');
      expect(warnings, name).toHaveLength(1);
      expect(warnings[0], name).toMatch(reason);
      const after = await adminRates();
      const rows = (a: AdminCurrenciesDto) => a.currencies.filter((c) => c.currency !== 'USD').map((c) => [c.currency, c.rate, c.source, c.fetchedAt, c.serviceRate]);
      expect(rows(after), name).toEqual(rows(good));
      expect(after.lastRefresh, name).toMatchObject({ ok: false });
      expect(after.lastRefresh!.message, name).toMatch(reason);
    }
  });

  it('keeps the last rate of a currency the service leaves out, updates the others, and logs which', async () => {
    await refresh();
    const before = rateOf(await adminRates(), 'BWP');
    const rates: Record<string, number> = { ...STAND_IN_RATES, EUR: 0.95 };
    delete rates.BWP;
    standIn.rates = rates;
    const { warnings, log } = recordingLog();
    expect(await refreshRates(t.db, fx(), log, { force: true })).toBe('refreshed');
    expect(warnings).toEqual([expect.stringMatching(/No rate for BWP/)]);
    const after = await adminRates();
    expect(rateOf(after, 'BWP')).toMatchObject({ rate: before.rate, fetchedAt: before.fetchedAt, source: 'service' });
    expect(rateOf(after, 'EUR').rate).toBe(0.95);
    expect(after.lastRefresh).toMatchObject({ ok: true, message: expect.stringMatching(/BWP/) });
  });

  it('flags a rate older than the maximum age as stale (pegs too), raises the back-office alert, and orders fall back to USD', async () => {
    await refresh();
    const alerts = async () => json<StaffAlertsDto>(await api(t.app, { url: '/api/admin/alerts', cookie: admin }));
    expect((await alerts()).staleRates).toBe(0);
    // ZAR's last good rate is 73 hours old (the service has failed since).
    await t.db.update(exchangeRates).set({ serviceFetchedAt: sql`now() - interval '73 hours'` }).where(eq(exchangeRates.currency, 'ZAR'));
    forgetCachedRates(t.db);
    const shown = await publicRates();
    for (const c of ['ZAR', 'NAD', 'LSL', 'SZL']) expect(rateOf(shown, c).stale, c).toBe(true);
    expect(rateOf(shown, 'ZMW').stale).toBe(false);
    expect((await alerts()).staleRates).toBe(4);

    const buyer = await register(t.app, uniqueEmail('fx-stale'));
    const order = await checkoutAs(t.app, buyer, [{ variantId: (await pickVariant(t.db, 5)).id, quantity: 1 }], { displayCurrency: 'ZAR' });
    expect(order).toMatchObject({ currency: 'USD', displayCurrency: 'USD', exchangeRate: 1, rateSource: 'base' });

    await refresh();
    expect(rateOf(await publicRates(), 'NAD').stale).toBe(false);
    expect((await alerts()).staleRates).toBe(0);
  });

  it("records the order's rate snapshot from the shop's own table and charges the unchanged USD amount", async () => {
    await refresh();
    const buyer = await register(t.app, uniqueEmail('fx-buyer'));
    const variant = await pickVariant(t.db, 5);
    const address = { name: 'Ada Banda', street: '1 Cairo Rd', city: 'Lusaka', zipCode: '10101', countryCode: 'ZM', phone: '+260 97 1234567' };
    const body = (over: Record<string, unknown>) => ({ lines: [{ variantId: variant.id, quantity: 2 }], shippingOption: 'standard', address, idempotencyKey: `fx-${crypto.randomUUID()}`, ...over });
    const capturesBefore = t.payments.captures.length;
    // The same cart in USD and in kwacha; a rate the client makes up is not the server's to take.
    const inUsd = json<OrderDto>(await api(t.app, { url: '/api/checkout', cookie: buyer, body: body({}) }));
    const res = await api(t.app, { url: '/api/checkout', cookie: buyer, body: body({ displayCurrency: 'ZMW', exchangeRate: 1 }) });
    expect(res.statusCode, res.body).toBe(201);
    const order = json<OrderDto>(res);
    const zmw = rateOf(await publicRates(), 'ZMW');
    expect(inUsd).toMatchObject({ currency: 'USD', displayCurrency: 'USD', exchangeRate: 1, rateSource: 'base' });
    expect(order).toMatchObject({ currency: 'USD', displayCurrency: 'ZMW', exchangeRate: STAND_IN_RATES.ZMW, rateSource: 'service', rateFetchedAt: zmw.fetchedAt, displayRounding: zmw.rounding });
    expect(order.totalCents).toBe(inUsd.totalCents);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + order.dutyCents - order.discountCents);
    expect(t.payments.captures.slice(capturesBefore).map((c) => [c.amountCents, c.currency])).toEqual([
      [inUsd.totalCents, 'USD'],
      [inUsd.totalCents, 'USD'],
    ]);
    // Invoice (page data and PDF) and the confirmation e-mail: the charged USD total and the shown kwacha one.
    // Expected independently: cents × rate, half up to ngwee, then up to whole kwacha (ZMW's rule 'whole').
    const ngwee = (BigInt(order.totalCents) * 267723n + 5000n) / 10000n;
    const shownMinor = Number(((ngwee + 99n) / 100n) * 100n);
    const kwacha = (shownMinor / 100).toLocaleString('en-US');
    const invoice = json<InvoiceDto[]>(await api(t.app, { url: '/api/invoices', cookie: buyer })).find((i) => i.orderId === order.id)!;
    expect(invoice).toMatchObject({ totalCents: order.totalCents, currency: 'USD', shownTotal: { currency: 'ZMW', minor: shownMinor, exchangeRate: STAND_IN_RATES.ZMW, rateFetchedAt: order.rateFetchedAt } });
    expect(json<InvoiceDto[]>(await api(t.app, { url: '/api/invoices', cookie: buyer })).find((i) => i.orderId === inUsd.id)!.shownTotal).toBeNull();
    const pdf = await api(t.app, { url: `/api/invoices/${invoice.id}/pdf`, cookie: buyer });
    expect(pdf.statusCode).toBe(200);
    const file = path.join(t.dataDir, 'zmw-invoice.pdf');
    await fs.writeFile(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`Total (USD)`);
    expect(text).toContain(formatUsd(order.totalCents));
    expect(text).toMatch(new RegExp(`Approx\\. in ZMW\\s+K\\s${kwacha}\\b`));
    const rateDay = (locale: string) => new Date(order.rateFetchedAt!).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(text.replace(/\s+/g, ' ')).toContain(`Charged in USD. Shown amounts used ${STAND_IN_RATES.ZMW} ZMW per USD (rate of ${rateDay('en')}).`);
    // The same lines in the language the PDF is asked for (issue 23: the whole PDF follows the language).
    const esPdf = await api(t.app, { url: `/api/invoices/${invoice.id}/pdf`, cookie: buyer, headers: { 'accept-language': 'es' } });
    expect(esPdf.statusCode).toBe(200);
    await fs.writeFile(file, esPdf.rawPayload);
    const esText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(esText).toMatch(new RegExp(`Aprox\\. en ZMW\\s+K\\s${kwacha}\\b`));
    const esRate = String(STAND_IN_RATES.ZMW).replace('.', ',');
    expect(esText.replace(/\s+/g, ' ')).toContain(`Cobrado en USD. Los importes mostrados usaron ${esRate} ZMW por USD (tipo del ${rateDay('es')}).`);
    expect(esText).not.toMatch(/Approx\.|Charged in/);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-placed'));
    const mail = mails.find((m) => (m.payload as ShopMail & { orderId: string }).orderId === order.id)!;
    const rendered = renderShopMail(mail.payload as ShopMail, mail.toAddress, 'en', { publicUrl: 'https://shop.example', storeName: 'PhoneXport', storeEmail: 'shop@example.com' });
    expect(rendered.text).toContain(`Total  ${formatUsd(order.totalCents)}`);
    expect(rendered.text).toContain(`Shown at checkout in ZMW (approximate; charged in USD)  ≈\u00a0K\u00a0${kwacha}`);
    const usdMail = mails.find((m) => (m.payload as ShopMail & { orderId: string }).orderId === inUsd.id)!;
    expect(renderShopMail(usdMail.payload as ShopMail, usdMail.toAddress, 'en', { publicUrl: 'https://shop.example', storeName: 'PhoneXport', storeEmail: 'shop@example.com' }).text).not.toContain('Shown at checkout');
    // The snapshot stays when the rate moves.
    standIn.rates = { ...STAND_IN_RATES, ZMW: 30 };
    await refresh();
    const again = json<OrderDto>(await api(t.app, { url: `/api/orders/${order.id}`, cookie: buyer }));
    expect(again).toMatchObject({ displayCurrency: 'ZMW', exchangeRate: STAND_IN_RATES.ZMW, rateFetchedAt: order.rateFetchedAt });
  });

  it("the refund and cancel e-mails give the USD refunded and, for a kwacha order, that amount at the order's rate", async () => {
    await refresh();
    const buyer = await register(t.app, uniqueEmail('fx-refund'));
    const order = await checkoutAs(t.app, buyer, [{ variantId: (await pickVariant(t.db, 5)).id, quantity: 1 }], { displayCurrency: 'ZMW' });
    expect(order).toMatchObject({ displayCurrency: 'ZMW', exchangeRate: STAND_IN_RATES.ZMW });
    const refund = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, cookie: admin, body: { amount: '10.00' } });
    expect(refund.statusCode, refund.body).toBe(200);
    const cancel = await api(t.app, { url: `/api/admin/orders/${order.id}/cancel`, cookie: admin, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const ctx = { publicUrl: 'https://shop.example', storeName: 'PhoneXport', storeEmail: 'shop@example.com' };
    const mailOf = async (kind: string) => {
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
      const row = rows.find((m) => (m.payload as ShopMail & { orderId: string }).orderId === order.id)!;
      return renderShopMail(row.payload as ShopMail, row.toAddress, 'en', ctx).text;
    };
    // Expected independently: cents × rate, half up to ngwee, then up to whole kwacha (ZMW's rule 'whole').
    const kwachaOf = (cents: number) => (Number(((((BigInt(cents) * 267723n + 5000n) / 10000n) + 99n) / 100n) * 100n) / 100).toLocaleString('en-US');
    expect(await mailOf('order-refunded')).toContain(`${formatUsd(1_000)} (≈\u00a0K\u00a0${kwachaOf(1_000)}) has been refunded`);
    const rest = order.totalCents - 1_000;
    expect(await mailOf('order-cancelled')).toContain(`${formatUsd(rest)} (≈\u00a0K\u00a0${kwachaOf(rest)}) has been refunded`);
  });

  it('offers shoppers only the enabled currencies; an order in a disabled one snapshots USD', async () => {
    expect((await put('EUR', { manualRate: null, rounding: 'whole', enabled: false })).statusCode).toBe(200);
    expect((await publicRates()).rates.map((r) => r.currency)).not.toContain('EUR');
    expect(rateOf(await adminRates(), 'EUR').enabled).toBe(false);
    const buyer = await register(t.app, uniqueEmail('fx-eur'));
    const order = await checkoutAs(t.app, buyer, [{ variantId: (await pickVariant(t.db, 5)).id, quantity: 1 }], { displayCurrency: 'EUR' });
    expect(order).toMatchObject({ currency: 'USD', displayCurrency: 'USD', exchangeRate: 1 });
    expect((await put('EUR', { manualRate: null, rounding: 'whole', enabled: true })).statusCode).toBe(200);
    expect((await publicRates()).rates.map((r) => r.currency)).toContain('EUR');
  });

  it('property: whatever the shown currency, rate and rounding, the order charges the same USD amount as in USD', async () => {
    const buyer = await register(t.app, uniqueEmail('fx-property'));
    const variant = await pickVariant(t.db, 5);
    await setVariantStock(t.db, variant.id, 10_000);
    const choice = fc
      .constantFrom(...DISPLAY_CURRENCIES.filter((c) => c !== 'USD' && !PEGGED_TO_ZAR.includes(c as never)))
      .chain((currency) =>
        fc.record({
          currency: fc.constant(currency),
          // Up to 8 decimals, (0, 1e6]: what the back office accepts.
          rate: fc.integer({ min: 1, max: 100_000_000_000_000 }).map((n) => n / 1e8),
          rounding: fc.constantFrom(...roundingRulesFor(currency)),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
      );
    await fc.assert(
      fc.asyncProperty(choice, async ({ currency, rate, rounding, quantity }) => {
        const saved = await put(currency, { manualRate: rate, rounding, enabled: true });
        expect(saved.statusCode, saved.body).toBe(200);
        const lines = [{ variantId: variant.id, quantity }];
        const captures = t.payments.captures.length;
        const usd = await checkoutAs(t.app, buyer, lines);
        const shown = await checkoutAs(t.app, buyer, lines, { displayCurrency: currency });
        expect(shown).toMatchObject({ displayCurrency: currency, exchangeRate: rate, rateSource: 'manual', displayRounding: rounding, currency: 'USD' });
        expect(shown.totalCents).toBe(usd.totalCents);
        expect(t.payments.captures.slice(captures).map((c) => [c.amountCents, c.currency])).toEqual([
          [usd.totalCents, 'USD'],
          [usd.totalCents, 'USD'],
        ]);
        // The shown total is the conversion rounded up by the rule: never below it, less than one step above.
        const invoice = json<InvoiceDto[]>(await api(t.app, { url: '/api/invoices', cookie: buyer })).find((i) => i.orderId === shown.id)!;
        expect(invoice.totalCents).toBe(usd.totalCents);
        const exact = (usd.totalCents * rate) / 1; // minor units of the currency (exponent 2, like USD)
        const step = { none: 1, whole: 100, nine: 1000, ten: 1000, fifty: 5000, hundred: 10000 }[rounding];
        expect(invoice.shownTotal!.minor).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(invoice.shownTotal!.minor).toBeLessThanOrEqual(Math.ceil(exact) + step);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

