/**
 * Catalog search and keyset paging (issue 15, decision 041): the SQL pieces the product lists
 * use. Search is PostgreSQL full-text search (every word as a prefix, over name + brand weighted
 * A and the description weighted C, 'simple' configuration) OR pg_trgm word similarity of the
 * whole text to name + brand (typos: "galxy" finds the Galaxy phones); both are served by the
 * GIN indexes of migration 0007, on PGlite and PostgreSQL alike.
 * Results rank by ts_rank + trigram similarity to the name. Deep pages use a keyset cursor instead of OFFSET.
 * The storefront ranks a bounded candidate set (SEARCH_CANDIDATES; decisions 063, 072): name
 * matches, then other full-text matches, then (only when there are none) typo matches, fewer of
 * them (TYPO_CANDIDATES); a search matching more counts "1,000+" ("100+" for typo matches).
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, fillPlaceholders, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRICE_RANGES } from '@phonexport/domain/catalog';
import type { ProductListFilter } from '@phonexport/domain/catalog';
import { runStatement, type Db } from '../../db/client.ts';
import { brands, productVariants, products, searchWords as searchWordsTable } from '../../db/schema.ts';

/** A product variant: price in cents, units in stock. */
export interface Variant {
  id: string;
  color: string;
  storage: string;
  priceCents: number;
  stock: number;
}

/** A visible product as the storefront's list shows it: its lowest and highest variant price (cents), its first variant. */
export interface ProductSummary {
  id: string;
  name: string;
  brand: string;
  brandName: string;
  category: (typeof products.$inferSelect)['category'];
  priceCents: number;
  maxPriceCents: number;
  stock: number;
  status: (typeof products.$inferSelect)['status'];
  featured: boolean;
  images: string[];
  defaultVariant: Variant | null;
}

/**
 * The full-text document: the stored generated column `search_document` of migration 0007
 * (name + brand weighted A in the 'simple' configuration, description weighted C in 'english'),
 * GIN-indexed as products_search_idx.
 */
const DOCUMENT = sql`"products"."search_document"`;
/** The indexed trigram text (products_name_trgm_idx). */
const TRIGRAM_TEXT = sql`(${products.name} || ' ' || ${products.brand})`;
/** Name + brand alone as a full-text document (GIN-indexed as products_name_search_idx, migration 0015). */
const NAME_DOCUMENT = sql`to_tsvector('simple', ${products.name} || ' ' || ${products.brand})`;

/**
 * A search ranks at most this many matching products (storefront lists; issue 29): more matches
 * are counted as "1,000+" and the customer narrows the search. Bounding the candidate set keeps
 * a search of common words (100,000 products, 20,000 matches) as cheap as a rare one.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * Typo matches (no word found as written) rank at most this many names, counted "100+" beyond
 * (decision 072): each is a pg_trgm comparison, and past the first pages their order means little.
 */
export const TYPO_CANDIDATES = 100;

/** The words of a search (letters and digits, lower case, at most 8); [] when it has none ('%', '_'). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Every word of a search as a prefix ('galax:*'; partial words match), as to_tsquery('simple') text. */
const prefixText = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/**
 * A search's relevance for `prefixQuery` (every word as a prefix) and the words' `text`: the text
 * rank from the stored document (normalised by its length) plus how closely the words match the
 * whole name (pg_trgm similarity), so 'galaxy s25 ultra' puts the phone before its case and
 * typo-only matches (text rank 0) still come closest first. A numeric rounded to 6 places, so a
 * cursor can carry it exactly.
 */
const relevance = (prefixQuery: SQL, text: unknown) => sql`round((ts_rank(${DOCUMENT}, ${prefixQuery}, 1) + similarity(${text}::text, ${products.name}))::numeric, 6)`;

/**
 * A search's match condition and relevance (higher is better, see relevance), or null when the
 * text has no word (it matches nothing).
 */
export function productSearch(search: string): { where: SQL; rank: SQL<string>; text: string; words: string[] } | null {
  const words = searchWords(search);
  if (!words.length) return null;
  const text = words.join(' ');
  // The words are letters and digits only.
  const prefixQuery = sql`to_tsquery('simple', ${prefixText(words)})`;
  const englishQuery = sql`plainto_tsquery('english', ${text})`;
  return {
    where: sql`(${DOCUMENT} @@ ${prefixQuery} or ${DOCUMENT} @@ ${englishQuery} or ${text} <% ${TRIGRAM_TEXT})`,
    rank: sql<string>`${relevance(prefixQuery, text)}::text`,
    text,
    words,
  };
}

/**
 * One row of a search page: the product as the list shows it, the keys a cursor carries, the
 * number of candidates (≤ the bound + 1) and whether they are typo matches (bound
 * TYPO_CANDIDATES) or words found (SEARCH_CANDIDATES).
 */
export interface SearchHit extends ProductSummary {
  rank: string;
  createdAt: string;
  candidates: number;
  typo: boolean;
}

/**
 * Most catalog words a search word stands for as a prefix (decision 079): a word that begins more
 * catalog words ('s', 'p') stays a prefix for the index to gather.
 */
export const PREFIX_WORDS = 32;

/**
 * A lexeme as a quoted tsquery operand (SQL text; quotes and backslashes doubled, as tsquery input
 * reads them), so catalog words made of any characters ('wi-fi') stay one lexeme each.
 */
const tsqueryOperand = (lexeme: SQL) => sql`('''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || '''')`;

/**
 * One page of a storefront search, ranked within a bounded candidate set, in one statement.
 * The candidates are the products of `scope` (visibility and filters) that match, best kinds
 * first, each branch read from its index, ranked as it is read and stopped as soon as enough are
 * found: (1) every word, as a prefix, in the name or brand (products_name_search_idx); (2) every
 * word, whole or by its English stem, anywhere in the document (description), at most
 * SEARCH_CANDIDATES + 1 of (1) and (2) together; (3) only when neither found anything, names
 * with, for every word, one of the catalog's words closest to it (typos: pg_trgm word similarity
 * in search_words, then products_name_search_idx), at most TYPO_CANDIDATES + 1. The page is
 * the candidates after `cursor` (else from `offset`) in relevance order, `limit` rows, each with
 * what the list shows of it (brand name, price range and first variant, like the plain list) and
 * the candidate count (more than the bound: shown "1,000+" or "100+"). On PostgreSQL it
 * runs as a prepared statement with a generic plan (db/client.ts, runStatement), made once per
 * shape (filters present, cursor or not; at most 64) with placeholders for every value.
 * Cost (decision 079): every text query is made once per statement (the `queries` row), not once
 * per row read; a word of (1) is looked up as the catalog words it begins (search_words, at most
 * PREFIX_WORDS, else kept as a prefix), so the index intersects exact words instead of gathering
 * every name of each prefix; (2) is one index scan of the words or their stems.
 */
export async function findSearchPage(
  db: Db,
  search: NonNullable<ReturnType<typeof productSearch>>,
  filter: SearchFilter,
  page: { cursor: CursorKeys | null; limit: number; offset: number },
): Promise<SearchHit[]> {
  const { text, words } = search;
  const range = filter.price ? PRICE_RANGES[filter.price] : null;
  const key = [filter.category ? 'c' : '', filter.brand ? 'b' : '', filter.featured === 'true' ? 'f' : '', range ? 'p' : '', range?.max != null ? 'm' : '', page.cursor ? 'k' : ''].join('');
  let statement = searchStatements.get(key);
  if (!statement) {
    const compiled = dialect.sqlToQuery(searchStatement(filter, page.cursor !== null));
    statement = { name: `search_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`, text: compiled.sql, params: compiled.params };
    searchStatements.set(key, statement);
  }
  const c = page.cursor;
  const values: Record<string, unknown> = {
    text,
    rankText: prefixText(words),
    wordsText: words.join(' & '),
    namePartText: words.map((w) => `${w}:*A`).join(' & '),
    // The words are letters and digits only: a valid array literal.
    wordArray: `{${words.join(',')}}`,
    wordCount: words.length,
    category: filter.category,
    brand: filter.brand,
    priceMin: range?.min,
    priceMax: range?.max,
    cursorRank: c?.rank,
    cursorCreatedAt: c?.createdAt,
    cursorName: c?.name,
    cursorId: c?.id,
    limit: page.limit,
    offset: c ? 0 : page.offset,
  };
  return runStatement<SearchHit>(db, statement.name, statement.text, fillPlaceholders(statement.params, values));
}

/** The filters a storefront search is scoped by (the list's own, besides the search text and paging). */
export type SearchFilter = Pick<ProductListFilter, 'category' | 'brand' | 'featured' | 'price'>;

/**
 * The storefront list's conditions for `f`: visible products (active or out of stock) of its
 * category, brand, featured flag and price range (cents, min inclusive, max exclusive). Each
 * value is `value(name, v)`: the value itself (the plain list) or a placeholder named `name`
 * (the search statement, made once per shape).
 */
export function listConditions(f: SearchFilter, value: <T>(name: string, v: T) => T): SQL[] {
  const conditions: SQL[] = [inArray(products.status, ['active', 'out_of_stock'])];
  if (f.category) conditions.push(eq(products.category, value('category', f.category)));
  if (f.brand) conditions.push(eq(products.brand, value('brand', f.brand)));
  if (f.featured === 'true') conditions.push(eq(products.featured, true));
  if (f.price) {
    const range = PRICE_RANGES[f.price];
    conditions.push(gte(products.priceCents, value('priceMin', range.min)));
    if (range.max !== null) conditions.push(lt(products.priceCents, value('priceMax', range.max)));
  }
  return conditions;
}

const dialect = new PgDialect();
/** The search statement's text and parameters (values as placeholders) by shape (see searchPage). */
const searchStatements = new Map<string, { name: string; text: string; params: unknown[] }>();
const p = (name: string) => sql.placeholder(name);

/**
 * searchPage's statement for one shape: the filters present in `filter` and whether a cursor is
 * given, with a placeholder for every value that varies (named as in searchPage's `values`).
 */
function searchStatement(filter: SearchFilter, cursor: boolean): SQL {
  const n = SEARCH_CANDIDATES + 1;
  // The list's visibility and filters, as placeholders.
  const scope = and(...listConditions(filter, (name) => p(name) as never))!;
  const text = p('text');
  const sw = searchWordsTable.word;
  // (1) Each lexeme of the words (the 'simple' configuration, as to_tsquery('simple', 'w:*') reads
  // them) as the catalog words it begins: search_words holds every lexeme of every name and brand
  // (migration 0023's triggers), so 'pro' → ('pro' | 'probook'), exact words the index intersects
  // cheaply; a lexeme beginning more than PREFIX_WORDS stays 'w':*; one beginning none makes the
  // query null (no name matches). The range is read from search_words_prefix_idx (C collation:
  // the words beginning with w are those in [w, w with its last character's code point + 1)).
  const nameQuery = sql`(
    select case when bool_and(alternatives is not null) then string_agg(alternatives, ' & ')::tsquery end
    from (
      select (
        select case when count(*) > ${PREFIX_WORDS}::int then ${tsqueryOperand(sql`given.lexeme`)} || ':*'
          else '(' || string_agg(${tsqueryOperand(sql`begun.word`)}, ' | ') || ')' end
        from (
          select ${sw} as word from ${searchWordsTable}
          where ${sw} collate "C" >= given.lexeme collate "C"
            and ${sw} collate "C" < (left(given.lexeme, -1) || chr(case when ascii(right(given.lexeme, 1)) + 1 between 55296 and 57343 then 57344
              else least(ascii(right(given.lexeme, 1)) + 1, 1114111) end)) collate "C"
          limit ${PREFIX_WORDS + 1}
        ) begun
      ) as alternatives
      from unnest(tsvector_to_array(to_tsvector('simple', ${text}::text))) as given(lexeme)
    ) per_lexeme)`;
  // (3) Typos: each word's closest catalog words (search_words, pg_trgm word similarity ≥ the
  // connection's threshold, at most 8, letters and digits only, so each is one quoted lexeme), as
  // a query of exact words: every word by one of its own. Null (no match) when a word is close to
  // none.
  const typoQuery = sql`(
    select case when count(*) = ${p('wordCount')}::int then to_tsquery('simple', string_agg(alternatives, ' & ')) end
    from (
      select '(' || string_agg(quote_literal(close.word), ' | ') || ')' as alternatives
      from unnest(${p('wordArray')}::text[]) with ordinality as given(word, i)
      cross join lateral (
        select ${sw} as word from ${searchWordsTable}
        where given.word <% ${sw} and ${sw} ~ '^[[:alnum:]]+$'
        order by given.word <<-> ${sw}, ${sw} limit 8
      ) close
      group by given.i
    ) per_word)`;
  // The text queries, made once: the rank's prefix query (every word as a prefix, over the whole
  // document, as productSearch ranks); (2)'s whole words or English stems, ORed into one query (one
  // index scan; a prefix such as 'pro:*' would gather every description's 'product'); the prefix query on the document's name + brand part only (weight A, the same
  // words as NAME_DOCUMENT), which tells name matches apart without parsing each row's name again.
  const queries = sql`queries as materialized (
    select to_tsquery('simple', ${p('rankText')}::text) as rank_query,
      to_tsquery('simple', ${p('wordsText')}::text) || plainto_tsquery('english', ${text}::text) as words_query,
      to_tsquery('simple', ${p('namePartText')}::text) as name_part_query,
      ${nameQuery} as name_query
  )`;
  const q = (column: string) => sql.raw(`(select ${column} from queries)`);
  const columns = sql`${products.id} as id, ${products.name} as name, ${products.createdAt} as created_at, ${relevance(q('rank_query'), text)} as rank`;
  const after = cursor
    ? sql`and (rank < ${p('cursorRank')}::numeric or (rank = ${p('cursorRank')}::numeric and (created_at < ${p('cursorCreatedAt')}::timestamptz
        or (created_at = ${p('cursorCreatedAt')}::timestamptz and (name, id) > (${p('cursorName')}::text, ${p('cursorId')}::text)))))`
    : sql``;
  return sql`
    with ${queries}, full_text as (
      (select ${columns} from ${products} where ${scope} and ${NAME_DOCUMENT} @@ ${q('name_query')} limit ${n})
      union all
      (select ${columns} from ${products} where ${scope} and ${DOCUMENT} @@ ${q('words_query')} and not (${DOCUMENT} @@ ${q('name_part_query')}) limit ${n})
      limit ${n}
    ), candidates as (
      select * from full_text
      union all
      (select ${columns} from ${products} where not exists (select 1 from full_text) and ${scope} and ${NAME_DOCUMENT} @@ ${typoQuery} limit ${TYPO_CANDIDATES + 1})
    )
    , page as (
      select * from candidates where true ${after}
      order by rank desc, created_at desc, name, id
      limit ${p('limit')}::int offset ${p('offset')}::int
    )
    select page.id, page.name, page.rank::text as rank, page.created_at::text as "createdAt",
      (select count(*) from candidates)::int as candidates, not exists (select 1 from full_text) as typo,
      ${products.brand} as brand, coalesce(${brands.name}, ${products.brand}) as "brandName", ${products.category} as category,
      coalesce(variants.lowest, ${products.priceCents}) as "priceCents", coalesce(variants.highest, ${products.priceCents}) as "maxPriceCents",
      ${products.stock} as stock, ${products.status} as status, ${products.featured} as featured, ${products.images} as images,
      variants.first as "defaultVariant"
    from page
    join ${products} on ${products.id} = page.id
    left join ${brands} on ${brands.slug} = ${products.brand}
    left join lateral (
      select min(${productVariants.priceCents}) as lowest, max(${productVariants.priceCents}) as highest,
        (array_agg(json_build_object('id', ${productVariants.id}, 'color', ${productVariants.color}, 'storage', ${productVariants.storage},
          'priceCents', ${productVariants.priceCents}, 'stock', ${productVariants.stock}) order by ${productVariants.position}))[1] as first
      from ${productVariants} where ${productVariants.productId} = page.id
    ) variants on true
    order by page.rank desc, page.created_at desc, page.name, page.id`;
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

/** Decodes a cursor; null when it is not one of ours or was made for another kind of list (search vs none). */
export function decodeCursor(cursor: string, searching: boolean): CursorKeys | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const ok =
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    (searching ? typeof parsed[0] === 'string' && /^\d+(\.\d+)?$/.test(parsed[0]) : parsed[0] === null) &&
    typeof parsed[1] === 'string' &&
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(parsed[1]) &&
    typeof parsed[2] === 'string' &&
    typeof parsed[3] === 'string';
  if (!ok) return null;
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
