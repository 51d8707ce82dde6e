import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, type PriceRangeKey } from '@phonexport/domain/catalog';
import type { HeroDto, ProductDetail, ProductPage } from '@phonexport/contracts/catalog';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import { heroes, productVariants, products } from '../../../src/db/schema.ts';
import { api, dropReadCache, json, useTestServer, productPage } from '../../support/helpers.ts';

const t = useTestServer();

const VISIBLE = inArray(products.status, ['active', 'out_of_stock']);

const page = (query: string) => productPage(t.app, query.replace(/^\?/, ''));

async function visibleCount(...conditions: Parameters<typeof and>): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products).where(and(VISIBLE, ...conditions));
  return row!.n;
}

/** Every product matching a query, following nextOffset in pages of 50. */
async function all(query: string): Promise<ProductPage['items']> {
  const items: ProductPage['items'] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const p: ProductPage = await page(`?${query}${query ? '&' : ''}limit=50&offset=${offset}`);
    items.push(...p.items);
    offset = p.nextOffset;
  }
  return items;
}

describe('GET /api/products paging (§2: 20 first, then 10 per Load More)', () => {
  it('returns the first 20 with nextOffset 20 and the total', async () => {
    const total = await visibleCount();
    expect(total).toBeGreaterThan(30);
    const first = await page('');
    expect(first.items).toHaveLength(20);
    expect(first.nextOffset).toBe(20);
    expect(first.total).toBe(total);
  });

  it('pages on with offset and limit 10 until nextOffset is null, each product once', async () => {
    const first = await page('');
    const ids = first.items.map((p) => p.id);
    let offset: number | null = first.nextOffset;
    while (offset !== null) {
      const next = await page(`?offset=${offset}&limit=10`);
      expect(next.items.length).toBeGreaterThan(0);
      expect(next.items.length).toBeLessThanOrEqual(10);
      ids.push(...next.items.map((p) => p.id));
      expect(next.nextOffset).toBe(offset + next.items.length < first.total ? offset + next.items.length : null);
      offset = next.nextOffset;
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('lists newest first', async () => {
    const first = await page('?limit=5');
    const rows = await t.db.select({ id: products.id, createdAt: products.createdAt }).from(products).where(inArray(products.id, first.items.map((p) => p.id)));
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const times = first.items.map((p) => created.get(p.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('an offset past the end is an empty page', async () => {
    const p = await page('?offset=5000');
    expect(p.items).toEqual([]);
    expect(p.nextOffset).toBeNull();
  });

  it('summaries carry lowest/highest variant price and the first variant', async () => {
    const first = await page('?limit=5');
    for (const item of first.items) {
      const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, item.id)).orderBy(productVariants.position);
      const prices = variants.map((v) => v.priceCents);
      expect(item.priceCents).toBe(Math.min(...prices));
      expect(item.maxPriceCents).toBe(Math.max(...prices));
      expect(item.defaultVariant?.id).toBe(variants[0]!.id);
    }
  });
});

describe('GET /api/products filters', () => {
  it.each(['smartphones', 'tablets', 'computers', 'accessories'] as const)('category=%s lists only that category', async (category) => {
    const items = await all(`category=${category}`);
    expect(items.length).toBe(await visibleCount(eq(products.category, category)));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.category === category)).toBe(true);
  });

  it('brand filter is case-insensitive and exact', async () => {
    const items = await all('brand=Samsung');
    expect(items.length).toBe(await visibleCount(eq(products.brand, 'samsung')));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.brand === 'samsung')).toBe(true);
  });

  it('combines category and brand', async () => {
    const items = await all('category=tablets&brand=samsung');
    expect(items.length).toBe(await visibleCount(eq(products.brand, 'samsung'), eq(products.category, 'tablets')));
    expect(items.every((p) => p.brand === 'samsung' && p.category === 'tablets')).toBe(true);
  });

  it('search matches name, brand or description, case-insensitively', async () => {
    const items = await all('search=GALAXY');
    expect(items.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(products).where(inArray(products.id, items.map((p) => p.id)));
    for (const r of rows) expect(`${r.name} ${r.brand} ${r.description}`.toLowerCase()).toContain('galaxy');
    // every visible product mentioning galaxy in its name is found
    const named = (await t.db.select({ id: products.id, name: products.name }).from(products).where(VISIBLE)).filter((r) => /galaxy/i.test(r.name));
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(named.map((r) => r.id)));
  });

  it("a search with no match is an empty page (the 'No results' state)", async () => {
    const p = await page('?search=zzqx-no-such-phone');
    expect(p).toEqual({ items: [], total: 0, totalCapped: false, nextOffset: null, nextCursor: null });
  });

  it('treats % and _ in a search as literal characters', async () => {
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=_')).total).toBe(0);
  });

  it.each(Object.keys(PRICE_RANGES) as PriceRangeKey[])('price=%s keeps lower bound inclusive, upper exclusive', async (key) => {
    const range = PRICE_RANGES[key];
    const items = await all(`price=${key}`);
    const expected = await visibleCount(gte(products.priceCents, range.min), ...(range.max === null ? [] : [lt(products.priceCents, range.max)]));
    expect(items.length).toBe(expected);
    for (const p of items) {
      expect(p.priceCents).toBeGreaterThanOrEqual(range.min);
      if (range.max !== null) expect(p.priceCents).toBeLessThan(range.max);
    }
  });

  it('price=under-200 lists only products under $200', async () => {
    const items = await all('price=under-200');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.priceCents < 20_000)).toBe(true);
  });

  it('the four price ranges partition the catalog', async () => {
    const total = (await page('')).total;
    let sum = 0;
    for (const key of Object.keys(PRICE_RANGES)) sum += (await page(`?price=${key}`)).total;
    expect(sum).toBe(total);
  });

  it('a product priced exactly on a bound belongs to the upper range', async () => {
    const [target] = await t.db.select().from(products).where(VISIBLE).orderBy(products.priceCents).limit(1);
    const original = target!.priceCents;
    await t.db.update(products).set({ priceCents: 20_000 }).where(eq(products.id, target!.id));
    dropReadCache(t.db);
    try {
      expect((await all('price=under-200')).map((p) => p.id)).not.toContain(target!.id);
      expect((await all('price=200-500')).map((p) => p.id)).toContain(target!.id);
    } finally {
      await t.db.update(products).set({ priceCents: original }).where(eq(products.id, target!.id));
      dropReadCache(t.db);
    }
  });

  it.each([
    ['price=cheap', 'price'],
    ['category=phones', 'category'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('?%s → 400 with fields.%s', async (query, field) => {
    const res = await api(t.app, { url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toHaveProperty(field);
  });
});

describe('GET /api/products/:id', () => {
  it('returns the detail with variants and specifications from the database', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.slug, 'samsung-galaxy-s25-ultra'));
    const target = row ?? (await t.db.select().from(products).limit(1))[0]!;
    const res = await api(t.app, { url: `/api/products/${target.id}` });
    expect(res.statusCode).toBe(200);
    const p = json<ProductDetail>(res);
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, target.id)).orderBy(productVariants.position);

    expect(p).toMatchObject({ id: target.id, name: target.name, brand: target.brand, category: target.category, description: target.description, stock: target.stock });
    expect(p.variants).toEqual(variants.map((v) => ({ id: v.id, color: v.color, storage: v.storage, priceCents: v.priceCents, stock: v.stock })));
    expect(p.priceCents).toBe(Math.min(...variants.map((v) => v.priceCents)));
    expect(p.maxPriceCents).toBe(Math.max(...variants.map((v) => v.priceCents)));
    expect(p.stock).toBe(variants.reduce((n, v) => n + v.stock, 0));
    expect(p.specifications).toMatchObject({
      display: target.specifications.display,
      processor: target.specifications.processor,
      ram: target.specifications.ram,
      storage: target.specifications.storage,
      camera: target.specifications.camera,
      battery: target.specifications.battery,
      hsCode: target.hsCode,
      declaredValueCents: target.declaredValueCents,
      estimatedDutyCents: target.estimatedDutyCents,
    });
    // §3: colours and storage options as comma-plus-space separated text
    expect(p.specifications.colors).toBe([...new Set(variants.map((v) => v.color))].join(', '));
    expect(p.specifications.storage_options).toBe([...new Set(variants.map((v) => v.storage))].join(', '));
    expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
  });

  it('answers 404 JSON for an unknown id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-product', "x' or '1'='1"]) {
      const res = await api(t.app, { url: `/api/products/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(json(res)).toMatchObject({ error: 'Not Found', message: 'Product not found' });
    }
  });

  it('hides inactive products from the detail and the list', async () => {
    const first = (await page('?limit=1')).items[0]!;
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, first.id));
    dropReadCache(t.db);
    try {
      expect((await api(t.app, { url: `/api/products/${first.id}` })).statusCode).toBe(404);
      expect((await all('')).map((p) => p.id)).not.toContain(first.id);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, first.id));
      dropReadCache(t.db);
    }
  });
});

describe('GET /api/countries', () => {
  it('returns the eight service countries sorted by name', async () => {
    const res = await api(t.app, { url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    const countries = json<ServiceCountryDto[]>(res);
    expect(countries.map((c) => c.name)).toEqual([
      'Botswana',
      'Eswatini',
      'Lesotho',
      'Malawi',
      'Namibia',
      'South Africa',
      'Zambia',
      'Zimbabwe',
    ]);
    expect(countries.map((c) => c.code)).toEqual(['BW', 'SZ', 'LS', 'MW', 'NA', 'ZA', 'ZM', 'ZW']);
    for (const c of countries) {
      expect(c.isActive).toBe(true);
      expect(Number.isInteger(c.shippingCostCents)).toBe(true);
      expect(c.dutyRate).toBeGreaterThanOrEqual(0);
      expect(c.dutyRate).toBeLessThanOrEqual(100);
      expect(c.estimatedDeliveryDays.standard).toBeGreaterThan(0);
      expect(c.estimatedDeliveryDays.express).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/heroes', () => {
  it('returns the active heroes sorted by priority, highest first', async () => {
    const res = await api(t.app, { url: '/api/heroes' });
    expect(res.statusCode).toBe(200);
    const list = json<HeroDto[]>(res);
    expect(list.length).toBeGreaterThan(1);
    const priorities = list.map((h) => h.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const [{ n }] = (await t.db.select({ n: count() }).from(heroes).where(eq(heroes.isActive, true))) as [{ n: number }];
    expect(list).toHaveLength(n);
  });

  it('leaves inactive heroes out and re-sorts after a priority change', async () => {
    const before = json<HeroDto[]>(await api(t.app, { url: '/api/heroes' }));
    const last = before[before.length - 1]!;
    const top = before[0]!;
    await t.db.update(heroes).set({ priority: top.priority + 5 }).where(eq(heroes.id, last.id));
    await t.db.update(heroes).set({ isActive: false }).where(eq(heroes.id, top.id));
    dropReadCache(t.db);
    try {
      const after = json<HeroDto[]>(await api(t.app, { url: '/api/heroes' }));
      expect(after[0]!.id).toBe(last.id);
      expect(after.map((h) => h.id)).not.toContain(top.id);
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await t.db.update(heroes).set({ priority: last.priority }).where(eq(heroes.id, last.id));
      await t.db.update(heroes).set({ isActive: true }).where(eq(heroes.id, top.id));
      dropReadCache(t.db);
    }
  });

  it("a product slide carries the product's name and price for its chip", async () => {
    const list = json<HeroDto[]>(await api(t.app, { url: '/api/heroes' }));
    const slide = list.find((h) => h.buttonAction === 'product' && h.productId);
    expect(slide).toBeDefined();
    const [p] = await t.db.select().from(products).where(eq(products.id, slide!.productId!));
    expect(slide!.product).toEqual({ id: p!.id, name: p!.name, priceCents: p!.priceCents });
  });
});
