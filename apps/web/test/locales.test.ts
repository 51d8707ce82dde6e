/**
 * The five interface languages (storefront §3 Settings preferences.language) say everything the
 * English texts say: the same keys, the same {{placeholders}} and the same <0>…</0> markup, so a
 * switched language never shows a raw key, drops an amount or breaks a link.
 */
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en';
import es from '../src/i18n/locales/es';
import fr from '../src/i18n/locales/fr';
import de from '../src/i18n/locales/de';
import zh from '../src/i18n/locales/zh';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const marks = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\d+>/g)].map((m) => m[0]).sort();
const english = flatten(en as unknown as Tree);

describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
  ['zh', zh],
])('%s', (_lng, texts) => {
  const translated = flatten(texts as unknown as Tree);

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders and markup of each English text', () => {
    for (const [key, text] of english) {
      const other = translated.get(key);
      if (other === undefined) continue;
      expect(marks(other), key).toEqual(marks(text));
      expect(other.trim(), key).not.toBe('');
    }
  });
});
