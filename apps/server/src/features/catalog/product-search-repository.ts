/**
 * Catalog search and keyset paging (issue 15, decision 041): the SQL pieces the product lists
 * use. Search is PostgreSQL full-text search (every word as a prefix, over name + brand weighted
 * A and the description weighted C, 'simple' configuration) OR pg_trgm word similarity of the
 * whole text to name + brand (typos: "galxy" finds the Galaxy phones); both are served by the
 * GIN indexes of migration 0007, on PGlite and PostgreSQL alike.
 * Results rank by ts_rank + trigram similarity to the name. Deep pages use a keyset cursor instead of OFFSET.
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * The full-text document: the stored generated column `search_document` of migration 0007
 * (name + brand weighted A in the 'simple' configuration, description weighted C in 'english'),
 * GIN-indexed as products_search_idx.
 */
const DOCUMENT = sql`"products"."search_document"`;
/** The indexed trigram text (products_name_trgm_idx). */
const TRIGRAM_TEXT = sql`(${products.name} || ' ' || ${products.brand})`;

/** The words of a search (letters and digits, lower case, at most 8); [] when it has none ('%', '_'). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A search's match condition and relevance (higher is better, a numeric rounded to 6 places so a
 * cursor can carry it exactly), or null when the text has no word (it matches nothing).
 */
export function productSearch(search: string): { where: SQL; rank: SQL<string> } | null {
  const words = searchWords(search);
  if (!words.length) return null;
  const text = words.join(' ');
  // Every word as a prefix ('galax:*'): partial words match. The words are letters and digits only.
  const prefixQuery = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  const englishQuery = sql`plainto_tsquery('english', ${text})`;
  return {
    where: sql`(${DOCUMENT} @@ ${prefixQuery} or ${DOCUMENT} @@ ${englishQuery} or ${text} <% ${TRIGRAM_TEXT})`,
    // Text rank from the stored document (normalised by its length) plus how closely the words
    // match the whole name (pg_trgm similarity): 'galaxy s25 ultra' puts the phone before its
    // case, and typo-only matches (text rank 0) still come closest first.
    rank: sql<string>`round((ts_rank(${DOCUMENT}, ${prefixQuery}, 1) + similarity(${text}, ${products.name}))::numeric, 6)::text`,
  };
}

/** Sort keys of a product list page: newest first, then name, then id (unique, so the order is total). */
export const NEWEST_FIRST = [desc(products.createdAt), asc(products.name), asc(products.id)];

/** The keys a cursor carries: the relevance (search only), created_at as PostgreSQL text (microseconds kept), name, id. */
export interface CursorKeys {
  rank: string | null;
  createdAt: string;
  name: string;
  id: string;
}

/** Encodes a page's last row as an opaque URL-safe cursor. */
export function encodeCursor(keys: CursorKeys): string {
  return Buffer.from(JSON.stringify([keys.rank, keys.createdAt, keys.name, keys.id])).toString('base64url');
}

const INVALID_CURSOR = 'Invalid cursor';

/** Decodes a cursor. Throws 400 'Invalid cursor' when it is not one of ours or was made for another kind of list (search vs none). */
export function decodeCursor(cursor: string, searching: boolean): CursorKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  const ok =
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    (searching ? typeof parsed[0] === 'string' && /^\d+(\.\d+)?$/.test(parsed[0]) : parsed[0] === null) &&
    typeof parsed[1] === 'string' &&
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(parsed[1]) &&
    typeof parsed[2] === 'string' &&
    typeof parsed[3] === 'string';
  if (!ok) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const [rank, createdAt, name, id] = parsed as [string | null, string, string, string];
  return { rank, createdAt, name, id };
}

/** created_at as text for a cursor (full precision, with its offset). */
export const CREATED_AT_TEXT = sql<string>`${products.createdAt}::text`;

/**
 * Rows after `keys` in the list's order. Without a search the leading `created_at <=` bound lets
 * the (category|brand, created_at desc, name, id) indexes start the scan at the cursor.
 */
export function afterCursor(keys: CursorKeys, rank: SQL<string> | null): SQL {
  const created = sql`${keys.createdAt}::timestamptz`;
  const sameTime = and(sql`${products.createdAt} = ${created}`, sql`(${products.name}, ${products.id}) > (${keys.name}, ${keys.id})`)!;
  const byTime = sql`(${products.createdAt} < ${created} or ${sameTime})`;
  if (!rank || keys.rank === null) return and(sql`${products.createdAt} <= ${created}`, byTime)!;
  const r = sql`${keys.rank}::numeric`;
  const rankNum = sql`(${rank})::numeric`;
  return sql`(${rankNum} < ${r} or (${rankNum} = ${r} and ${byTime}))`;
}
