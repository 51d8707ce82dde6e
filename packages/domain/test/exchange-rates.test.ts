import { describe, expect, it } from 'vitest';
import {
  checkServiceAnswer,
  currencyUpdateFieldErrors,
  RATE_MESSAGES,
  resolveRates,
  roundingRulesFor,
  SEEDED_RATES,
  SEEDED_RATES_AT,
  shownAmountOf,
  type StoredRate,
} from '../src/exchange-rates.ts';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const row = (currency: string, over: Partial<StoredRate> = {}): StoredRate => ({
  currency,
  serviceRate: null,
  serviceFetchedAt: null,
  manualRate: null,
  manualSetAt: null,
  rounding: 'whole',
  enabled: true,
  ...over,
});
const of = (rates: ReturnType<typeof resolveRates>, c: string) => rates.find((r) => r.currency === c)!;

describe('resolveRates', () => {
  it('uses seeded rates when nothing is stored, fresh without a rate service, stale with one', () => {
    const offline = resolveRates([], { now, maxAgeHours: 72, serviceConfigured: false });
    expect(of(offline, 'MWK')).toMatchObject({ rate: SEEDED_RATES.MWK, source: 'seeded', stale: false, rounding: 'ten' });
    expect(of(offline, 'MWK').fetchedAt.toISOString()).toBe(SEEDED_RATES_AT);
    const online = resolveRates([], { now, maxAgeHours: 72, serviceConfigured: true });
    expect(of(online, 'MWK').stale).toBe(true);
    expect(of(online, 'USD')).toMatchObject({ rate: '1', source: 'base', stale: false });
  });

  it('prefers a manual rate to the service, and the service to the seed; ages only service rates', () => {
    const rates = resolveRates(
      [
        row('ZMW', { serviceRate: '26.77230000', serviceFetchedAt: hoursAgo(80), manualRate: '25.50000000', manualSetAt: hoursAgo(500) }),
        row('EUR', { serviceRate: '0.91230000', serviceFetchedAt: hoursAgo(71) }),
        row('GBP', { serviceRate: '0.78010000', serviceFetchedAt: hoursAgo(73) }),
      ],
      { now, maxAgeHours: 72, serviceConfigured: true },
    );
    expect(of(rates, 'ZMW')).toMatchObject({ rate: '25.50000000', source: 'manual', stale: false, serviceRate: '26.77230000' });
    expect(of(rates, 'EUR')).toMatchObject({ rate: '0.91230000', source: 'service', stale: false });
    expect(of(rates, 'GBP')).toMatchObject({ source: 'service', stale: true });
  });

  it('gives NAD, LSL and SZL the rand rate, time and staleness, whatever is stored for them', () => {
    const fetchedAt = hoursAgo(100);
    const rates = resolveRates([row('ZAR', { serviceRate: '18.20440000', serviceFetchedAt: fetchedAt }), row('NAD', { serviceRate: '99.00000000', serviceFetchedAt: now, enabled: false })], {
      now,
      maxAgeHours: 72,
      serviceConfigured: true,
    });
    for (const c of ['NAD', 'LSL', 'SZL']) expect(of(rates, c)).toMatchObject({ rate: '18.20440000', source: 'pegged', fetchedAt, stale: true, serviceRate: null });
    expect(of(rates, 'NAD').enabled).toBe(false);
  });
});

describe('checkServiceAnswer', () => {
  const good = { amount: 1, base: 'USD', date: '2026-11-24', rates: { EUR: 0.9123, GBP: 0.7801, CAD: 1.3702, AUD: 1.5011, ZAR: 18.2044, BWP: 13.6611, MWK: 1741.25, ZMW: 26.7723, ZWG: 26.81, JPY: 151.4 } };

  it('keeps every display currency of a good answer as an exact decimal, ignores the others', () => {
    const answer = checkServiceAnswer(good);
    expect(answer).toMatchObject({ ok: true, date: '2026-11-24', missing: [] });
    if (!answer.ok) throw new Error('refused');
    expect(answer.rates).toEqual({ EUR: '0.91230000', GBP: '0.78010000', CAD: '1.37020000', AUD: '1.50110000', ZAR: '18.20440000', BWP: '13.66110000', MWK: '1741.25000000', ZMW: '26.77230000', ZWG: '26.81000000' });
  });

  it('lists the display currencies it leaves out', () => {
    const { BWP: _bwp, MWK: _mwk, ...rest } = good.rates;
    expect(checkServiceAnswer({ ...good, rates: rest })).toMatchObject({ ok: true, missing: ['BWP', 'MWK'] });
  });

  it.each([
    ['an HTML page', '<html>', /not a JSON object/],
    ['an array', [1, 2], /not a JSON object/],
    ['another base', { ...good, base: 'EUR' }, /base is "EUR"/],
    ['no rates', { base: 'USD' }, /no rates object/],
    ['a negative rate', { ...good, rates: { ...good.rates, ZAR: -18 } }, /ZAR rate -18/],
    ['a zero rate', { ...good, rates: { ...good.rates, EUR: 0 } }, /EUR rate 0/],
    ['a text rate', { ...good, rates: { ...good.rates, EUR: '0.9' } }, /EUR rate "0.9"/],
    ['an absurd rate', { ...good, rates: { ...good.rates, MWK: 1e12 } }, /MWK rate/],
    ['none of the currencies', { base: 'USD', rates: { JPY: 151 } }, /none of the shop's currencies/],
  ])('refuses %s whole', (_name, body, reason) => {
    const answer = checkServiceAnswer(body);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toMatch(reason);
  });
});

describe('the back office input', () => {
  it('allows rounding to 10/50/100 for MWK only, and only none for USD', () => {
    expect(roundingRulesFor('MWK')).toContain('hundred');
    expect(roundingRulesFor('ZAR')).toEqual(['none', 'whole', 'nine']);
    expect(roundingRulesFor('USD')).toEqual(['none']);
  });

  it('names the field each currency rule breaks', () => {
    expect(currencyUpdateFieldErrors('USD', { manualRate: 2, rounding: 'whole', enabled: false })).toEqual({
      manualRate: RATE_MESSAGES.baseRate,
      rounding: RATE_MESSAGES.rounding,
      enabled: RATE_MESSAGES.baseDisabled,
    });
    expect(currencyUpdateFieldErrors('LSL', { manualRate: 18, rounding: 'whole', enabled: true })).toEqual({ manualRate: RATE_MESSAGES.pegged });
    expect(currencyUpdateFieldErrors('MWK', { manualRate: 1800, rounding: 'fifty', enabled: false })).toEqual({});
  });
});

describe('shownAmountOf', () => {
  it("converts an order's USD total at its frozen rate and rule, and is null for USD", () => {
    expect(shownAmountOf(32_900, { displayCurrency: 'ZMW', exchangeRate: 26.2912, displayRounding: 'whole' })).toEqual({ currency: 'ZMW', minor: 865_000 });
    // 329 × 1741.25 = MK 572,871.25, up to the next hundred.
    expect(shownAmountOf(32_900, { displayCurrency: 'MWK', exchangeRate: 1741.25, displayRounding: 'hundred' })).toEqual({ currency: 'MWK', minor: 57_290_000 });
    expect(shownAmountOf(32_900, { displayCurrency: 'USD', exchangeRate: 1, displayRounding: 'none' })).toBeNull();
  });
});
