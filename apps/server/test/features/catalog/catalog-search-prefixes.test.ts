/**
 * Partial words after decision 079: a search word is looked up as the catalog words it begins
 * (search_words), so it finds what a prefix finds: words with hyphens, quotes or backslashes stay
 * one word, a word that begins more than PREFIX_WORDS catalog words is still read as a prefix,
 * and a word that begins none finds nothing by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@phonexport/contracts/catalog';
import { sql } from 'drizzle-orm';
import { PREFIX_WORDS } from '../../../src/features/catalog/product-search-repository.ts';
import { dropReadCache, productPage, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();

const page = (query: string) => productPage(t.app, query);

const names = (p: ProductPage) => p.items.map((i) => i.name).sort();

/** Adds visible products with these names (one variant-less product each, brand samsung). */
async function addProducts(slugPrefix: string, rows: string[]): Promise<void> {
  for (const [i, name] of rows.entries()) {
    await t.db.execute(sql`
      insert into products (id, slug, name, description, brand, category, price_cents, stock, specifications, hs_code, declared_value_cents, estimated_duty_cents)
      values (gen_random_uuid()::text, ${`${slugPrefix}${i}`}, ${name}, 'A travel adapter.', 'samsung', 'accessories', 999, 5, '{}'::jsonb, '8544', 999, 0)`);
  }
  dropReadCache(t.db);
}

describe('partial words are the catalog words they begin (decision 079)', () => {
  // More than PREFIX_WORDS words that begin with 'qzx', and a few unusual words.
  const many = Array.from({ length: PREFIX_WORDS + 8 }, (_, i) => `Qzx${String.fromCharCode(97 + (i % 26))}${i} Adapter`);
  beforeAll(async () => {
    await addProducts('prefix-', [...many, 'Vortl Wi-Fi Extender', "Vortl O'Neill Edition", 'Vortl C:\\Drive Cable']);
  });
  afterAll(async () => {
    await t.db.execute(sql`delete from products where slug like 'prefix-%'`);
    dropReadCache(t.db);
  });

  it('finds a hyphenated word by its beginning and by its parts', async () => {
    expect(names(await page('search=vortl%20wi'))).toEqual(['Vortl Wi-Fi Extender']);
    expect(names(await page('search=wi%20fi%20vortl'))).toEqual(['Vortl Wi-Fi Extender']);
    expect(names(await page('search=vortl%20neill'))).toEqual(["Vortl O'Neill Edition"]);
    expect(names(await page('search=vortl%20driv'))).toEqual(['Vortl C:\\Drive Cable']);
  });

  it('reads a word that begins more than PREFIX_WORDS catalog words as a prefix: every one is found', async () => {
    const p = await page('search=qzx&limit=50');
    expect(p.total).toBe(many.length);
    expect(names(p)).toEqual([...many].sort());
    // With another word: the same products, narrowed.
    expect(names(await page('search=qzxa%20adapt&limit=50'))).toEqual(many.filter((n) => n.startsWith('Qzxa')).sort());
  });

  it('finds nothing by name when a word begins no catalog word', async () => {
    const p = await page('search=vortl%20qqqqzzzz');
    expect(p.items.filter((i) => i.name.startsWith('Vortl'))).toEqual([]);
  });
});
