/**
 * The long tail of searches for `npm run bench:large` (issue 29): distinct searches a shopper
 * might type that no read cache has seen — random pairs of catalog words, every third with a
 * typo. Deterministic (seeded), so before/after runs send the same list.
 */
/** A small seeded random generator (mulberry32): the same long tail every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `word` with one typo: a letter dropped, doubled or two neighbours swapped (words of 4+ letters). */
function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** `count` distinct searches: pairs of catalog words, every third with a typo (see the module comment). */
export function longTailSearches(names: string[], count: number, seed = 29): string[] {
  const random = seeded(seed);
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].filter((w) => w.length >= 2).sort();
  const out = new Set<string>();
  for (let guard = 0; out.size < count && guard < count * 100; guard++) {
    let a = words[Math.floor(random() * words.length)]!;
    const b = words[Math.floor(random() * words.length)]!;
    if (a === b) continue;
    if (out.size % 3 === 2) {
      if (a.length < 4) continue;
      a = typo(a, random);
    }
    out.add(`${a} ${b}`);
  }
  return [...out];
}
