/**
 * Help centre FAQ (back office spec §2 Help Center): 20 entries in 5 categories, public, seeded
 * once (a second seed adds nothing), and read in each of the shop's five languages (issue 23).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAQ_CATEGORIES, filterFaq } from '@phonexport/domain/help';
import { LANGUAGES } from '@phonexport/domain/settings';
import type { FaqItemDto } from '@phonexport/contracts/help';
import { seedDatabase } from '../../../src/seed/seed.ts';
import { faqItems } from '../../../src/db/schema.ts';
import { api, json, useTestServer } from '../../support/helpers.ts';

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

  it('answers in the language asked for: every entry in es, fr, de and zh, the same entries in the same order', async () => {
    const english = json<{ items: FaqItemDto[] }>(await api(t.app, { url: '/api/help/faq' })).items;
    const byLanguage = new Map<string, FaqItemDto[]>();
    for (const lang of LANGUAGES) {
      const res = await api(t.app, { url: `/api/help/faq?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      byLanguage.set(lang, json<{ items: FaqItemDto[] }>(res).items);
    }
    expect(byLanguage.get('en')).toEqual(english);
    for (const lang of ['es', 'fr', 'de', 'zh'] as const) {
      const items = byLanguage.get(lang)!;
      expect(items.map((i) => [i.id, i.category])).toEqual(english.map((i) => [i.id, i.category]));
      items.forEach((item, n) => {
        // A missing translation would fall back to the English text.
        expect(item.question, `${lang} #${n}`).not.toBe(english[n]!.question);
        expect(item.answer, `${lang} #${n}`).not.toBe(english[n]!.answer);
        expect(item.tags.length).toBeGreaterThan(0);
      });
    }
    // The facts hold in every language: the 48-hour return window and the coupon codes.
    for (const lang of LANGUAGES) {
      const all = byLanguage.get(lang)!.map((i) => i.answer).join(' ');
      expect(all).toContain('48');
      expect(all).toContain('WELCOME10');
      expect(all).toContain('PX12345678');
    }
    expect(filterFaq(byLanguage.get('fr')!, 'all', 'colis').length).toBeGreaterThan(0);
    expect(filterFaq(byLanguage.get('zh')!, 'all', '退款').length).toBeGreaterThan(0);
  });

  it('refuses a language the shop does not have with a 400 naming the field', async () => {
    const res = await api(t.app, { url: '/api/help/faq?lang=xx' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res))).toContain('lang');
  });

  it('gives a database seeded before translations existed its translations on the next start, leaving edited ones alone', async () => {
    const [first] = await t.db.select().from(faqItems).orderBy(faqItems.position).limit(1);
    await t.db.update(faqItems).set({ translations: {} });
    const edited = { es: { question: 'Pregunta editada', answer: 'Respuesta editada', tags: ['editada'] } };
    await t.db.update(faqItems).set({ translations: edited }).where(eq(faqItems.id, first!.id));
    expect((await seedDatabase(t.db, { mediaDir: null })).faq).toBe(0);
    const rows = await t.db.select().from(faqItems).orderBy(faqItems.position);
    expect(rows[0]!.translations).toEqual(edited);
    for (const row of rows.slice(1)) expect(Object.keys(row.translations).sort()).toEqual(['de', 'es', 'fr', 'zh']);
  });
});
