/** Joins parts of one language's texts (en.ts; i18n.ts when the back office's English arrives). */
type Tree = { [key: string]: string | Tree };

/** `base` with `extra`'s texts added, section by section (new objects; neither argument changes). */
export function mergeTexts<A extends object, B extends object>(base: A, extra: B): A & B {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(extra as Tree)) {
    const had = out[key];
    out[key] = typeof value === 'object' && had && typeof had === 'object' ? mergeTexts(had, value) : value;
  }
  return out as A & B;
}
