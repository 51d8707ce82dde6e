/** One language's texts as a tree of sections (joins parts of them: en.ts; i18n.ts when the back office's English arrives). */

/** Texts by section: a key holds a text or a section of more keys. */
export type TextTree = { readonly [key: string]: string | TextTree };
type Tree = { [key: string]: string | TextTree };

/** `base` with `extra`'s texts added, section by section (new objects; neither argument changes). */
export function mergeTexts<A extends object, B extends object>(base: A, extra: B): A & B {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(extra as Tree)) {
    const had = out[key];
    out[key] = typeof value === 'object' && had && typeof had === 'object' ? mergeTexts(had, value) : value;
  }
  return out as A & B;
}

/** Every text of `tree` by its dotted key (`'cart.title'`, plural forms as `'cart.items_one'`), each key starting with `prefix`. */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenTexts(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
