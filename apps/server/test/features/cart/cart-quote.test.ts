import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDto } from '@phonexport/contracts/cart';
import { productVariants, products } from '../../../src/db/schema.ts';
import { api, countryByCode, json, pickVariant, setVariantStock, useTestServer, type VariantRow } from '../../support/helpers.ts';

const t = useTestServer();

let a: VariantRow; // a cheap variant with plenty of stock
let b: VariantRow; // another one

beforeAll(async () => {
  a = await pickVariant(t.db, 50);
  b = await pickVariant(t.db, 50, [a.id]);
});

async function quote(body: unknown): Promise<QuoteDto> {
  const res = await api(t.app, { url: '/api/cart/quote', body });
  expect(res.statusCode, res.body).toBe(200);
  return json<QuoteDto>(res);
}

describe('POST /api/cart/quote prices from the database', () => {
  it('uses database prices whatever the client sends', async () => {
    const q = await quote({
      lines: [
        { variantId: a.id, quantity: 2, priceCents: 1, unitPriceCents: 1, price: 0.01, name: 'Free phone' },
        { variantId: b.id, quantity: 1, priceCents: 1 },
      ],
      countryCode: 'ZA',
      totals: { totalCents: 1 },
      subtotalCents: 1,
      discountCents: 999_999,
    });
    expect(q.lines.map((l) => [l.variantId, l.unitPriceCents, l.quantity, l.problem])).toEqual([
      [a.id, a.priceCents, 2, null],
      [b.id, b.priceCents, 1, null],
    ]);
    const [pa] = await t.db.select().from(products).where(eq(products.id, a.productId));
    expect(q.lines[0]!.name).toBe(pa!.name);
    expect(q.lines[0]!.variant).toBe(`${a.storage}, ${a.color}`);
    const za = await countryByCode(t.db, 'ZA');
    const subtotal = a.priceCents * 2 + b.priceCents;
    expect(q.totals).toEqual({
      subtotalCents: subtotal,
      shippingCents: za.standardShippingCostCents,
      dutyCents: 0,
      discountCents: 0,
      totalCents: subtotal + za.standardShippingCostCents!,
      itemCount: 3,
    });
    expect(q.country?.code).toBe('ZA');
    expect(q.shippingOption).toBe('standard');
    expect(q.deliveryEstimate).toBe(`${za.standardDeliveryDays}-${za.standardDeliveryDays + 2}`);
  });

  it('follows a price change in the database', async () => {
    await t.db.update(productVariants).set({ priceCents: a.priceCents + 1_000 }).where(eq(productVariants.id, a.id));
    try {
      const q = await quote({ lines: [{ variantId: a.id, quantity: 1 }] });
      expect(q.lines[0]!.unitPriceCents).toBe(a.priceCents + 1_000);
      expect(q.totals.subtotalCents).toBe(a.priceCents + 1_000);
    } finally {
      await t.db.update(productVariants).set({ priceCents: a.priceCents }).where(eq(productVariants.id, a.id));
    }
  });

  it('express shipping and its delivery estimate (N to N+1 days)', async () => {
    const bw = await countryByCode(t.db, 'BW');
    const q = await quote({ lines: [{ variantId: a.id, quantity: 1 }], countryCode: 'bw', shippingOption: 'express' });
    expect(q.totals.shippingCents).toBe(bw.expressShippingCostCents);
    expect(q.deliveryEstimate).toBe(`${bw.expressDeliveryDays}-${bw.expressDeliveryDays + 1}`);
    expect(q.totals.totalCents).toBe(a.priceCents + bw.expressShippingCostCents!);
  });

  it('without a country uses the fallback: standard free (5-7 days), express $15 (2-3 days)', async () => {
    const std = await quote({ lines: [{ variantId: a.id, quantity: 1 }] });
    expect(std.country).toBeNull();
    expect(std.totals.shippingCents).toBe(0);
    expect(std.deliveryEstimate).toBe('5-7');
    const exp = await quote({ lines: [{ variantId: a.id, quantity: 1 }], shippingOption: 'express' });
    expect(exp.totals.shippingCents).toBe(1_500);
    expect(exp.deliveryEstimate).toBe('2-3');
  });

  it('an empty cart ships free and totals 0', async () => {
    const q = await quote({ lines: [], countryCode: 'ZA', shippingOption: 'express', includeDuty: true });
    expect(q.totals).toEqual({ subtotalCents: 0, shippingCents: 0, dutyCents: 0, discountCents: 0, totalCents: 0, itemCount: 0 });
  });
});

describe('duty (§9: only at checkout)', () => {
  it('adds subtotal × dutyRate only with includeDuty', async () => {
    const mw = await countryByCode(t.db, 'MW');
    const lines = [{ variantId: a.id, quantity: 3 }];
    const subtotal = a.priceCents * 3;
    const without = await quote({ lines, countryCode: 'MW' });
    expect(without.totals.dutyCents).toBe(0);
    const withDuty = await quote({ lines, countryCode: 'MW', includeDuty: true });
    expect(withDuty.totals.dutyCents).toBe(Math.round((subtotal * mw.dutyRate) / 100));
    expect(withDuty.totals.totalCents).toBe(subtotal + mw.standardShippingCostCents! + withDuty.totals.dutyCents);
  });
});

describe('coupons', () => {
  it('applies WELCOME10 typed in lower case with spaces', async () => {
    const q = await quote({ lines: [{ variantId: b.id, quantity: 2 }], countryCode: 'ZA', couponCode: '  welcome10 ' });
    const za = await countryByCode(t.db, 'ZA');
    const subtotal = b.priceCents * 2;
    const discount = Math.round(subtotal / 10);
    expect(q.coupon).toEqual({ code: 'WELCOME10', discount: 10, type: 'percentage' });
    expect(q.couponError).toBeNull();
    expect(q.totals.discountCents).toBe(discount);
    expect(q.totals.totalCents).toBe(subtotal + za.standardShippingCostCents! - discount);
  });

  it('applies SAVE20 as $20 off', async () => {
    const q = await quote({ lines: [{ variantId: b.id, quantity: 1 }], couponCode: 'SAVE20' });
    expect(q.totals.discountCents).toBe(2_000);
    expect(q.totals.totalCents).toBe(Math.max(0, b.priceCents - 2_000));
  });

  it('reports an unknown code with the spec message and no discount', async () => {
    const q = await quote({ lines: [{ variantId: b.id, quantity: 1 }], couponCode: 'HALFPRICE' });
    expect(q.coupon).toBeNull();
    expect(q.couponError).toBe('This code is not valid or has expired.');
    expect(q.totals.discountCents).toBe(0);
  });

  it('POST /api/coupons/validate checks a code with the §5 messages', async () => {
    const ok = await api(t.app, { url: '/api/coupons/validate', body: { code: ' newuser15' } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ code: 'NEWUSER15', discount: 15, type: 'percentage' });
    const empty = await api(t.app, { url: '/api/coupons/validate', body: { code: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Please enter a coupon code.');
    const bad = await api(t.app, { url: '/api/coupons/validate', body: { code: 'SAVE99' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('This code is not valid or has expired.');
  });
});

describe('stock problems', () => {
  it('flags a quantity above stock as insufficient_stock with the stock left', async () => {
    const q = await quote({ lines: [{ variantId: a.id, quantity: a.stock + 1 }] });
    expect(q.lines[0]).toMatchObject({ variantId: a.id, stock: a.stock, problem: 'insufficient_stock' });
    const exact = await quote({ lines: [{ variantId: a.id, quantity: a.stock }] });
    expect(exact.lines[0]!.problem).toBeNull();
  });

  it('flags an unknown or sold-out variant as unavailable and leaves it out of the totals', async () => {
    const sold = await pickVariant(t.db, 1, [a.id, b.id]);
    await setVariantStock(t.db, sold.id, 0);
    try {
      const q = await quote({
        lines: [
          { variantId: a.id, quantity: 1 },
          { variantId: 'no-such-variant', quantity: 1 },
          { variantId: sold.id, quantity: 1 },
        ],
      });
      expect(q.lines.map((l) => l.problem)).toEqual([null, 'unavailable', 'unavailable']);
      expect(q.lines[1]!.unitPriceCents).toBe(0);
      expect(q.totals.subtotalCents).toBe(a.priceCents);
      expect(q.totals.itemCount).toBe(1);
    } finally {
      await setVariantStock(t.db, sold.id, sold.stock);
    }
  });

  it('flags a variant of an inactive product as unavailable', async () => {
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, b.productId));
    try {
      const q = await quote({ lines: [{ variantId: b.id, quantity: 1 }] });
      expect(q.lines[0]).toMatchObject({ problem: 'unavailable', stock: 0 });
      expect(q.totals.subtotalCents).toBe(0);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, b.productId));
    }
  });
});

describe('malformed bodies → 400 with fields, never 500', () => {
  const line = () => ({ variantId: a.id, quantity: 1 });
  const cases: [string, () => unknown][] = [
    ['missing lines', () => ({ countryCode: 'ZA' })],
    ['lines not an array', () => ({ lines: 'all of them' })],
    ['quantity 0', () => ({ lines: [{ ...line(), quantity: 0 }] })],
    ['negative quantity', () => ({ lines: [{ ...line(), quantity: -3 }] })],
    ['quantity "abc"', () => ({ lines: [{ ...line(), quantity: 'abc' }] })],
    ['quantity "2" as text', () => ({ lines: [{ ...line(), quantity: '2' }] })],
    ['fractional quantity', () => ({ lines: [{ ...line(), quantity: 1.5 }] })],
    ['quantity 1000', () => ({ lines: [{ ...line(), quantity: 1000 }] })],
    ['missing quantity', () => ({ lines: [{ variantId: a.id }] })],
    ['missing variantId', () => ({ lines: [{ quantity: 1 }] })],
    ['empty variantId', () => ({ lines: [{ variantId: '', quantity: 1 }] })],
    ['numeric variantId', () => ({ lines: [{ variantId: 42, quantity: 1 }] })],
    ['null line', () => ({ lines: [null] })],
    ['101 lines', () => ({ lines: Array.from({ length: 101 }, line) })],
    ['10,000 lines', () => ({ lines: Array.from({ length: 10_000 }, line) })],
    ['unknown shipping option', () => ({ lines: [line()], shippingOption: 'overnight' })],
    ['3-letter country code', () => ({ lines: [line()], countryCode: 'ZAF' })],
    ['includeDuty as text', () => ({ lines: [line()], includeDuty: 'yes' })],
    ['coupon code as a number', () => ({ lines: [line()], couponCode: 20 })],
    ['a JSON array body', () => [line()]],
    ['a JSON null body', () => null],
    ['a JSON string body', () => 'lines'],
  ];

  it.each(cases)('%s', async (_name, body) => {
    const res = await api(t.app, { url: '/api/cart/quote', raw: JSON.stringify(body()) });
    expect(res.statusCode, res.body).toBe(400);
    const err = json<{ error: string; message: string; fields: Record<string, string> }>(res);
    expect(err.error).toBe('Bad Request');
    expect(typeof err.message).toBe('string');
    expect(Object.keys(err.fields ?? {}).length).toBeGreaterThan(0);
  });

  it('names the offending field', async () => {
    const res = await api(t.app, { url: '/api/cart/quote', body: { lines: [line(), { ...line(), quantity: 0 }] } });
    expect(Object.keys(json<{ fields: Record<string, string> }>(res).fields)).toEqual(['lines.1.quantity']);
  });

  it.each([
    ['invalid JSON', '{"lines": [', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['plain text', 'two phones please', 'text/plain'],
  ])('%s → 400 with fields', async (_name, raw, contentType) => {
    const res = await api(t.app, { url: '/api/cart/quote', raw, contentType });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).fields).toBeTypeOf('object');
  });

  it('no body at all → 400 with fields', async () => {
    const res = await api(t.app, { method: 'POST', url: '/api/cart/quote' });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).fields).toBeTypeOf('object');
  });

  it('an unsupported content type is refused without a 500', async () => {
    const res = await api(t.app, { url: '/api/cart/quote', raw: '<lines/>', contentType: 'application/xml' });
    expect(res.statusCode).toBe(415);
  });

  it('a body over 1 MB is refused with 413, not 500', async () => {
    const lines = Array.from({ length: 20_000 }, () => ({ variantId: a.id.padEnd(64, 'x'), quantity: 1 }));
    const res = await api(t.app, { url: '/api/cart/quote', body: { lines } });
    expect(res.statusCode).toBe(413);
  });
});
