/**
 * Catalog search and keyset paging (issue 15, decision 041): typos and partial words find the
 * right products, the best match comes first, and cursors walk a list exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@phonexport/contracts/catalog';
import { sql } from 'drizzle-orm';
import { api, dropReadCache, json, useTestServer, productPage } from '../../support/helpers.ts';

const t = useTestServer();

const page = (query: string) => productPage(t.app, query);

const names = (p: ProductPage) => p.items.map((i) => i.name);

describe('GET /api/products?search= (relevance, typos, partial words)', () => {
  it('finds the Galaxy phones for the typo "galxy", and nothing unrelated', async () => {
    const p = await page('search=galxy&limit=50');
    expect(names(p)).toContain('Samsung Galaxy S25 Ultra');
    expect(names(p)).toContain('Samsung Galaxy Watch8');
    expect(names(p).every((n) => /galaxy/i.test(n))).toBe(true);
  });

  it('tolerates a typo in a brand ("xiaomy") and a missing letter ("iphne")', async () => {
    expect(names(await page('search=xiaomy&limit=50')).filter((n) => n.startsWith('Xiaomi')).length).toBeGreaterThanOrEqual(4);
    expect(names(await page('search=iphne&limit=50'))).toContain('Apple iPhone 17 Pro Max');
  });

  it('matches partial words ("thinkp", "magic7")', async () => {
    expect(names(await page('search=thinkp'))).toContain('Lenovo ThinkPad X1 Carbon Gen 13 Aura Edition');
    expect(names(await page('search=magic7'))[0]).toBe('Honor Magic7 Pro');
  });

  it('ranks the closest match first: "galaxy s25 ultra" puts the S25 Ultra before the S25 and its case', async () => {
    const list = names(await page('search=galaxy%20s25%20ultra&limit=50'));
    expect(list[0]).toBe('Samsung Galaxy S25 Ultra');
    expect(list.indexOf('Samsung Galaxy S25 Ultra')).toBeLessThan(list.indexOf('Samsung Galaxy S25 Ultra Silicone Case'));
  });

  it('ranks a name match above a product that only mentions the word in its description', async () => {
    const list = names(await page('search=ipad&limit=50'));
    expect(list.slice(0, 3).every((n) => n.includes('iPad'))).toBe(true);
  });

  it('combines a search with the brand and category filters', async () => {
    const p = await page('search=galaxy&category=tablets');
    expect(p.items.length).toBeGreaterThan(0);
    expect(p.items.every((i) => i.category === 'tablets' && i.brand === 'samsung')).toBe(true);
  });
});

describe('GET /api/products?cursor= (keyset paging)', () => {
  async function walk(query: string, limit: number): Promise<ProductPage['items']> {
    const first = await page(`${query}&limit=${limit}`);
    const items = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`${query}&limit=${limit}&cursor=${cursor}`);
      expect(next.total).toBe(first.total);
      expect(next.nextOffset).toBeNull();
      items.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(items).toHaveLength(first.total);
    return items;
  }

  it('walks the whole list once, in the same order as offset paging', async () => {
    const byCursor = await walk('featured=false', 7);
    const byOffset = await page('featured=false&limit=50');
    expect(new Set(byCursor.map((i) => i.id)).size).toBe(byCursor.length);
    expect(byCursor.map((i) => i.id)).toEqual(byOffset.items.map((i) => i.id).slice(0, byCursor.length));
  });

  it('walks a category and a search result the same way (relevance order kept across pages)', async () => {
    const category = await walk('category=smartphones', 4);
    expect(category.every((i) => i.category === 'smartphones')).toBe(true);
    const search = await walk('search=pro', 3);
    expect(search.map((i) => i.id)).toEqual((await page('search=pro&limit=50')).items.map((i) => i.id));
  });

  it('has no next cursor on the last page', async () => {
    const p = await page('category=accessories&limit=50');
    expect(p.nextCursor).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a search cursor on a plain list', 'WyIwLjUiLCIyMDI2LTAxLTAxIDAwOjAwOjAwKzAwIiwiYSIsImIiXQ'],
    ['a forged time', Buffer.from(JSON.stringify([null, "2026'; drop table products", 'a', 'b'])).toString('base64url')],
  ])('answers 400 for %s', async (_label, cursor) => {
    const res = await api(t.app, { url: `/api/products?cursor=${cursor}` });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toContain('Invalid cursor');
  });
});

describe('a search matching more than 1,000 products (issue 29, decision 063)', () => {
  it('counts "1,000+", ranks the candidates it found and pages them; a narrower search counts exactly', async () => {
    await t.db.execute(sql`
      insert into products (id, slug, name, description, brand, category, price_cents, stock, specifications, hs_code, declared_value_cents, estimated_duty_cents)
      select gen_random_uuid()::text, 'zephyr-' || g, 'Zephyr Cable ' || g, 'A braided charging cable.', 'samsung', 'accessories', 999, 5, '{}'::jsonb, '8544', 999, 0
      from generate_series(1, 1100) as g`);
    dropReadCache(t.db);
    try {
      const first = await page('search=zephyr&limit=20');
      expect(first.total).toBe(1000);
      expect(first.totalCapped).toBe(true);
      expect(first.items).toHaveLength(20);
      expect(first.items.every((i) => i.name.startsWith('Zephyr Cable '))).toBe(true);
      const second = await page(`search=zephyr&limit=20&cursor=${first.nextCursor}`);
      expect(second).toMatchObject({ total: 1000, totalCapped: true });
      expect(second.items.filter((i) => first.items.some((f) => f.id === i.id))).toEqual([]);

      const exact = await page('search=zephyr%20cable%201099');
      expect(exact).toMatchObject({ total: 1, totalCapped: false });
      expect(names(exact)).toEqual(['Zephyr Cable 1099']);
      // A typo finds them through the name's trigrams, counted the same way.
      const typo = await page('search=zephr');
      expect(typo.totalCapped).toBe(true);
      expect(typo.items[0]?.name).toMatch(/^Zephyr Cable /);
    } finally {
      await t.db.execute(sql`delete from products where slug like 'zephyr-%'`);
      dropReadCache(t.db);
    }
  });
});
