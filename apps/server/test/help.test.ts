/**
 * Help centre FAQ (back office spec §2 Help Center): 20 entries in 5 categories, public, and
 * seeded once (a second seed adds nothing).
 */
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, filterFaq } from '@phonexport/domain/help';
import type { FaqItemDto } from '@phonexport/contracts/help';
import { seedDatabase } from '../src/seed/seed.ts';
import { api, json, useTestServer } from './helpers.ts';

const t = useTestServer();

describe('help centre FAQ', () => {
  it('serves 20 entries in 5 categories to visitors, and a second seed adds none', async () => {
    const res = await api(t.app, { url: '/api/help/faq' });
    expect(res.statusCode).toBe(200);
    const { items } = json<{ items: FaqItemDto[] }>(res);
    expect(items).toHaveLength(20);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(FAQ_CATEGORIES));
    for (const c of FAQ_CATEGORIES) expect(items.filter((i) => i.category === c).length).toBe(4);
    expect((await seedDatabase(t.db, { mediaDir: null })).faq).toBe(0);
  });

  it("its texts agree with the shop's policies", async () => {
    const { items } = json<{ items: FaqItemDto[] }>(await api(t.app, { url: '/api/help/faq' }));
    const all = items.map((i) => i.answer).join(' ');
    expect(all).toContain('48 hours');
    expect(all).toContain('7 days');
    expect(all).toContain('24/7');
    expect(all).toContain('24 hours');
    expect(filterFaq(items, 'products', 'defective')).toHaveLength(1);
    expect(filterFaq(items, 'all', 'zzz-no-such-thing')).toEqual([]);
  });
});
