/**
 * Parsed query strings kept per contract route (issue 29, decision 080): the storefront asks the
 * same few URLs over and over (`/api/products?limit=20`), and parsing their query with the
 * contract's zod schema on every request was a tenth of the request's CPU. A route keeps the
 * parsed value of at most QUERY_MEMO_ENTRIES raw query strings of at most QUERY_MEMO_KEY_CHARS
 * characters each (oldest let go first), so memory stays bounded whatever URLs visitors invent;
 * a longer query string or one the schema refuses is parsed on every request, as before.
 * A kept value is frozen (objects and arrays, all levels): every request sharing it sees it as parsed.
 */

/** Raw query strings kept per route at most. */
export const QUERY_MEMO_ENTRIES = 256;
/** Query strings longer than this (characters) are not kept (parsed every time). */
export const QUERY_MEMO_KEY_CHARS = 256;

/** A bounded map from raw query string to its parsed, frozen value (one per contract route). */
export interface QueryMemo {
  /**
   * The value `parse(raw)` returned the first time, else `parse(raw)` now, kept when `raw` is
   * short enough. `parse` throwing (a 400) keeps nothing and throws on.
   */
  get<T>(raw: string, parse: () => T): T;
  /** How many query strings are kept (at most QUERY_MEMO_ENTRIES). */
  readonly size: number;
}

/** A QueryMemo holding at most `entries` query strings of at most `keyChars` characters. */
export function createQueryMemo(entries = QUERY_MEMO_ENTRIES, keyChars = QUERY_MEMO_KEY_CHARS): QueryMemo {
  const kept = new Map<string, unknown>();
  return {
    get<T>(raw: string, parse: () => T): T {
      const hit = kept.get(raw);
      if (hit !== undefined) return hit as T;
      const value = parse();
      if (raw.length <= keyChars && value !== undefined) {
        if (kept.size >= entries) kept.delete(kept.keys().next().value as string);
        kept.set(raw, deepFreeze(value));
      }
      return value;
    },
    get size() {
      return kept.size;
    },
  };
}

/** The raw query string of a request URL (after the first '?', '' when none). */
export function rawQuery(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

/** Freezes `value` and every plain object and array in it; returns it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
