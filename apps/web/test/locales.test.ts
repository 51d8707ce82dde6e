/**
 * The five interface languages (storefront §3 Settings preferences.language) say everything the
 * English texts say: the same keys, the plural forms each language's rules need (CLDR, as
 * Intl.PluralRules reports them: French and Spanish `_many`, Chinese only `_other`), the same
 * {{placeholders}} and the same <0>…</0> markup, so a switched language never shows a raw key,
 * an English fallback, drops an amount or breaks a link. And every key the app asks for exists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en';
import es from '../src/i18n/locales/es';
import fr from '../src/i18n/locales/fr';
import de from '../src/i18n/locales/de';
import zh from '../src/i18n/locales/zh';
import { flattenTexts, type TextTree } from '../src/i18n/locales/merge-texts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const marks = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\d+>/g)].map((m) => m[0]).sort();
const english = flattenTexts(en as unknown as TextTree);
/** Keys without plural suffix → the English plural forms ('summary.subtotal' → one, other). */
const pluralBases = new Map<string, string[]>();
for (const key of english.keys()) {
  const m = PLURAL.exec(key);
  if (m) pluralBases.set(key.slice(0, -m[0].length), [...(pluralBases.get(key.slice(0, -m[0].length)) ?? []), m[1]!]);
}

/** The keys a language must have: English's plain keys, and for each plural text the forms of English and of the language. */
function expectedKeys(lng: string): string[] {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
  const keys = [...english.keys()].filter((k) => !PLURAL.test(k));
  for (const [base, forms] of pluralBases) for (const form of new Set([...forms, ...categories])) keys.push(`${base}_${form}`);
  return keys.sort();
}

describe('English', () => {
  it('has both English plural forms of every plural text', () => {
    for (const [base, forms] of pluralBases) expect(forms.sort(), base).toEqual(['one', 'other']);
  });
});

describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
  ['zh', zh],
])('%s', (lng, texts) => {
  const translated = flattenTexts(texts as unknown as TextTree);

  it('has every English key, the plural forms its plural rules need, and no other', () => {
    expect([...translated.keys()].sort()).toEqual(expectedKeys(lng));
  });

  it('keeps the placeholders and markup of each English text', () => {
    for (const [key, text] of translated) {
      const base = key.replace(PLURAL, '');
      const source = english.get(key) ?? english.get(`${base}_other`);
      if (source === undefined) continue;
      expect(marks(text), key).toEqual(marks(source));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('translates each plural form (a count reads right for 1, 2, 5 and 1 000 000)', () => {
    const rules = new Intl.PluralRules(lng);
    for (const base of pluralBases.keys()) {
      for (const n of [1, 2, 5, 1_000_000]) expect(translated.has(`${base}_${rules.select(n)}`), `${base} for ${n}`).toBe(true);
    }
  });
});

describe('each language in the parts the browser loads on their own (decision 081)', () => {
  const parts = ['storefront', 'account', 'back-office'] as const;
  const bases = (tree: object) => [...new Set([...flattenTexts(tree as TextTree).keys()].map((k) => k.replace(PLURAL, '')))].sort();

  it.each((['es', 'fr', 'de', 'zh'] as const).flatMap((lng) => parts.map((part) => [lng, part] as const)))('%s-%s has the texts of English’s part and no other', async (lng, part) => {
    const own = (await import(`../src/i18n/locales/${lng}-${part}.ts`)) as { default: object };
    const english = (await import(`../src/i18n/locales/en-${part}.ts`)) as { default: object };
    expect(bases(own.default)).toEqual(bases(english.default));
  });
});

describe('keys used by the app', () => {
  const SRC = join(import.meta.dirname, '../src');
  const sources = (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('locales'))
    .map((f) => ({ file: f, text: readFileSync(join(SRC, f), 'utf8') }));
  const exists = (key: string) => english.has(key) || pluralBases.has(key);
  const isSection = (prefix: string) => [...english.keys()].some((k) => k.startsWith(prefix));

  it('finds keys to check', () => {
    const count = sources.reduce((n, s) => n + [...s.text.matchAll(/\b(?:t|translate)\('([\w.-]+)'/g)].length, 0);
    expect(count).toBeGreaterThan(300);
  });

  it.each(sources.map((s) => [s.file, s.text] as const))('%s asks only for keys English has', (_file, text) => {
    const missing: string[] = [];
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*'([\w.-]+)'/g)) if (!exists(m[1]!)) missing.push(m[1]!);
    for (const m of text.matchAll(/i18nKey="([\w.-]+)"/g)) if (!exists(m[1]!)) missing.push(m[1]!);
    for (const m of text.matchAll(/\bkey: '([a-z]\w*\.[\w.-]+)'/g)) if (!exists(m[1]!)) missing.push(m[1]!);
    // `t(\`orders.paymentStatus.${status}\`)`: the fixed part names a section English has.
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*`([\w.-]*)\$\{/g)) if (!isSection(m[1]!)) missing.push(`${m[1]}…`);
    expect(missing).toEqual([]);
  });
});
