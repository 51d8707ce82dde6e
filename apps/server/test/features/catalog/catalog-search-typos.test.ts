/**
 * The long tail of searches (issue 29, decision 072): a typo is matched word by word against the
 * catalog's own words (search_words, kept by triggers), so it still finds its product among many
 * broad matches; typo matches count "100+"; a search page shows each product exactly as the
 * plain list does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@phonexport/contracts/catalog';
import { sql } from 'drizzle-orm';
import { dropReadCache, productPage, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();

const page = (query: string) => productPage(t.app, query);

const names = (p: ProductPage) => p.items.map((i) => i.name);

/** Adds visible products named `name` (one per entry) with one variant each. */
async function addProducts(slugPrefix: string, rows: string[]): Promise<void> {
  await t.db.execute(sql`
    insert into products (id, slug, name, description, brand, category, price_cents, stock, specifications, hs_code, declared_value_cents, estimated_duty_cents)
    select gen_random_uuid()::text, ${slugPrefix} || g.i, g.name, 'A braided charging cable.', 'samsung', 'accessories', 999, 5, '{}'::jsonb, '8544', 999, 0
    from unnest(${`{${rows.map((r) => `"${r}"`).join(',')}}`}::text[]) with ordinality as g(name, i)`);
  dropReadCache(t.db);
}

describe('typos among many broad matches (issue 29)', () => {
  beforeAll(async () => {
    // 1,100 products share the word 'zephyr'; one of them is the dock.
    await addProducts('zephyr-', [...Array.from({ length: 1100 }, (_, i) => `Zephyr Cable ${i + 1}`), 'Zephyr Dock Station']);
  });
  afterAll(async () => {
    await t.db.execute(sql`delete from products where slug like 'zephyr-%' or slug like 'quokka-%'`);
    dropReadCache(t.db);
  });

  it('finds the one product every word points to, typo included, among 1,100 that share one word', async () => {
    for (const search of ['zephr dock', 'zephyr dok', 'dock zepyr']) {
      const p = await page(`search=${encodeURIComponent(search)}`);
      expect(names(p), search).toEqual(['Zephyr Dock Station']);
      expect(p).toMatchObject({ total: 1, totalCapped: false });
    }
  });

  it('counts typo matches "100+" and pages through the 100 it ranked, closest first', async () => {
    const first = await page('search=zephr&limit=50');
    expect(first).toMatchObject({ total: 100, totalCapped: true });
    expect(first.items.every((i) => i.name.startsWith('Zephyr '))).toBe(true);
    const second = await page(`search=zephr&limit=50&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 100, totalCapped: true });
    expect(second.items.filter((i) => first.items.some((f) => f.id === i.id))).toEqual([]);
    // The same word spelt right is a full-text match: up to 1,000 ranked.
    expect(await page('search=zephyr')).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('finds nothing when one word is close to no word of the catalog', async () => {
    expect(await page('search=zephr%20qwxzv')).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it('learns the words of new and renamed products: a typo of them finds the product', async () => {
    expect((await page('search=qokka')).items).toEqual([]);
    await addProducts('quokka-', ['Quokka Phone 7']);
    expect(names(await page('search=qokka'))).toEqual(['Quokka Phone 7']);
    await t.db.execute(sql`update products set name = 'Wombat Phone 7' where slug like 'quokka-%'`);
    dropReadCache(t.db);
    expect(names(await page('search=wombatt'))).toEqual(['Wombat Phone 7']);
  });
});

describe('a search page shows products as the list does', () => {
  it('has the same brand name, price range, stock and first variant as the plain list', async () => {
    const list = await page('limit=50');
    const found = await page('search=galaxy&limit=50');
    expect(found.items.length).toBeGreaterThan(1);
    for (const item of found.items) expect(item).toEqual(list.items.find((i) => i.id === item.id));
  });
});
