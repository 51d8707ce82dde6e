/**
 * The in-process read cache for hot, rarely written data (decision 039): catalog pages and
 * products, heroes, countries, brands, FAQ, shop settings and exchange rates. Each entry has a key and tags
 * (CacheTag); a write drops its tags in the writing process at once (dropTags, after the
 * transaction commits) and in every other process on the same database through a NOTIFY on
 * CACHE_CHANNEL sent inside the writing transaction (invalidate), which followInvalidations
 * LISTENs for. An entry may also carry a time to live (the catalog's stock-bearing entries: 1 s).
 *
 * One cache per database handle (a WeakMap, so tests that open many databases in one process keep
 * them apart), of at most MAX_ENTRIES entries (the oldest go first: search words are the
 * visitors' to choose). Large values (rendered pages, decision 062) go into the handle's second
 * area, `pages`, bounded by MAX_PAGE_BYTES and MAX_PAGE_ENTRIES instead (their size is given by
 * the caller once loaded). A load whose value `keep` refuses (an unknown product) is answered but
 * not kept. Concurrent misses of one key share one load; a load that overlaps a drop
 * of one of its tags is answered but not kept (it may have read the old rows). A failed load is
 * not kept. Cached values are shared by every request and never changed, so their JSON is made
 * once (jsonOnce), compressed at most once per encoding (encodedJsonOnce), and sent as is by
 * route() (http/contract-route.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { withTransaction, type Db, type Listen, type Tx, type Unlisten } from '../db/client.ts';
import { notify } from '../db/notify.ts';
import { JSON_EFFORT, compressedOnce, type CompressedCopies, type StoredEncoding } from '../http/compressed-once.ts';

/** What a cached entry depends on; a write drops every entry of the tags it touched. */
export type CacheTag = 'catalog' | 'heroes' | 'countries' | 'brands' | 'faq' | 'settings' | 'rates';

/** The NOTIFY channel of invalidations; the payload is a JSON array of CacheTag. */
export const CACHE_CHANNEL = 'phonexport_cache';

interface Entry {
  value: Promise<unknown>;
  tags: readonly CacheTag[];
  /** Date.now() after which the entry is stale (Infinity: until a drop). */
  expires: number;
  /** The loaded value's size in bytes (pages area; 0 until loaded and elsewhere). */
  bytes: number;
}

/** A part of the cache with its own bound: `data` counts entries; `pages` counts entries and bytes. */
interface Area {
  entries: Map<string, Entry>;
  maxEntries: number;
  /** Bytes of the loaded values (pages area only; 0 elsewhere). */
  bytes: number;
  maxBytes: number;
}

interface ReadCache {
  data: Area;
  pages: Area;
  /** Bumped by every drop of a tag: a load that started under an older generation is not kept. */
  generations: Map<CacheTag, number>;
}

const caches = new WeakMap<object, ReadCache>();

/** Entries kept per database handle (data area). */
export const MAX_ENTRIES = 2_000;
/** Rendered pages kept per database handle, and their bytes at most (pages area, decision 062). */
export const MAX_PAGE_ENTRIES = 1_000;
export const MAX_PAGE_BYTES = 24 * 1024 * 1024;

/** The JSON of values the cache has handed out, as UTF-8 bytes (made on first use, see jsonOnce). */
const jsonBytes = new WeakMap<object, Buffer | null>();
/** The compressed copies of those bytes (made on first use, see encodedJsonOnce). */
const jsonCopies = new WeakMap<object, CompressedCopies>();

function cacheOf(db: Db): ReadCache {
  let c = caches.get(db);
  if (!c) {
    c = {
      data: { entries: new Map(), maxEntries: MAX_ENTRIES, bytes: 0, maxBytes: Infinity },
      pages: { entries: new Map(), maxEntries: MAX_PAGE_ENTRIES, bytes: 0, maxBytes: MAX_PAGE_BYTES },
      generations: new Map(),
    };
    caches.set(db, c);
  }
  return c;
}

/** Removes `key` from `area` (when it still holds `entry`, if given), keeping the byte count. */
function remove(area: Area, key: string, entry?: Entry): void {
  const held = area.entries.get(key);
  if (!held || (entry && held !== entry)) return;
  area.entries.delete(key);
  area.bytes -= held.bytes;
}

/** Drops the oldest entries of `area` until it is within its bounds. */
function trim(area: Area): void {
  for (const [key, entry] of area.entries) {
    if (area.entries.size <= area.maxEntries && area.bytes <= area.maxBytes) break;
    remove(area, key, entry);
  }
}

const generationOf = (c: ReadCache, tags: readonly CacheTag[]) => tags.map((t) => c.generations.get(t) ?? 0).join(',');

/** The earliest expiry among the cached entries a `followReads` load has read so far. */
const readExpiries = new AsyncLocalStorage<{ expires: number }>();

export interface CacheOptions<T = unknown> {
  /** Milliseconds the entry is served before it is loaded again (default: until its tags are dropped). */
  ttlMs?: number;
  /**
   * The entry expires no later than the cached entries its load read (a rendered page is no older
   * than the product answer it shows: a page lags a sale as the answer does, not twice as long).
   */
  followReads?: boolean;
  /** False for a loaded value that is answered but not kept (e.g. an unknown product: visitors choose ids). */
  keep?: (value: T) => boolean;
  /**
   * A large value's size in bytes: the entry goes into the pages area, bounded by MAX_PAGE_BYTES
   * and MAX_PAGE_ENTRIES (rendered pages, decision 062). Without it: the data area (MAX_ENTRIES).
   */
  bytes?: (value: T) => number;
}

/**
 * The value of `key` in `db`'s cache, loaded with `load` on a miss (or when its time to live has
 * passed) and kept under `tags`. Rejects with `load`'s error (nothing is kept then). Callers must
 * not change the returned value: it is shared by every request.
 */
export function cached<T>(db: Db, key: string, tags: readonly CacheTag[], load: () => Promise<T>, options: CacheOptions<T> = {}): Promise<T> {
  const c = cacheOf(db);
  const area = options.bytes ? c.pages : c.data;
  const now = Date.now();
  const hit = area.entries.get(key);
  const reader = readExpiries.getStore();
  if (hit && hit.expires > now) {
    if (reader && hit.expires < reader.expires) reader.expires = hit.expires;
    return hit.value as Promise<T>;
  }
  const generation = generationOf(c, tags);
  const entry: Entry = { value: Promise.resolve(), tags, expires: options.ttlMs ? now + options.ttlMs : Infinity, bytes: 0 };
  if (reader && entry.expires < reader.expires) reader.expires = entry.expires;
  const reads = options.followReads ? { expires: Infinity } : null;
  const value = (reads ? readExpiries.run(reads, load) : load()).then(
    (v) => {
      if (reads && reads.expires < entry.expires) entry.expires = reads.expires;
      if (generationOf(c, tags) !== generation || (options.keep && !options.keep(v))) remove(area, key, entry);
      else {
        if (options.bytes && area.entries.get(key) === entry) {
          entry.bytes = options.bytes(v);
          area.bytes += entry.bytes;
          trim(area);
        }
        else if (v !== null && typeof v === 'object' && !jsonBytes.has(v)) jsonBytes.set(v, null);
      }
      return v;
    },
    (err: unknown) => {
      remove(area, key, entry);
      throw err;
    },
  );
  entry.value = value;
  remove(area, key); // re-inserted last: the Map's order is the age order
  area.entries.set(key, entry);
  trim(area);
  return value;
}

/** How many entries and bytes `db`'s cache holds now, per area (tests of the bounds, the bench). */
export function cacheSize(db: Db): { entries: number; pages: number; pageBytes: number } {
  const c = caches.get(db);
  return { entries: c?.data.entries.size ?? 0, pages: c?.pages.entries.size ?? 0, pageBytes: c?.pages.bytes ?? 0 };
}

/**
 * The JSON of `value` as UTF-8 bytes when it is a value this cache handed out (made once and kept
 * as long as the value lives), else null: the caller serializes as usual. Bytes, not a string: a
 * string body is measured (Buffer.byteLength) and encoded again on every request that sends it
 * (a 12 KB product list: about a fifth of a bare route's throughput, decision 080).
 */
export function jsonOnce(value: unknown): Buffer | null {
  if (value === null || typeof value !== 'object' || !jsonBytes.has(value)) return null;
  let bytes = jsonBytes.get(value);
  if (bytes == null) jsonBytes.set(value, (bytes = Buffer.from(JSON.stringify(value), 'utf8')));
  return bytes;
}

/** Cached JSON shorter than this (bytes) is sent as is: compressing it would save less than its headers. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

/**
 * A cached value's JSON compressed in `encoding`, made once per value (http/compressed-once.ts)
 * and kept as long as the value lives; null when `value` is not a cached value or its JSON is
 * shorter than COMPRESS_JSON_FROM_BYTES (the caller sends jsonOnce's bytes).
 */
export function encodedJsonOnce(value: unknown, encoding: StoredEncoding): Promise<Buffer> | null {
  const bytes = jsonOnce(value);
  if (bytes === null || bytes.length < COMPRESS_JSON_FROM_BYTES) return null;
  const key = value as object;
  let copies = jsonCopies.get(key);
  if (!copies) jsonCopies.set(key, (copies = {}));
  return copies[encoding] ?? compressedOnce(copies, encoding, bytes, JSON_EFFORT);
}

/** Drops every entry of `tags` from this process's cache of `db` (at once; see invalidate for the others). */
export function dropTags(db: Db, tags: readonly CacheTag[]): void {
  const c = caches.get(db);
  if (!c) return;
  for (const t of tags) c.generations.set(t, (c.generations.get(t) ?? 0) + 1);
  for (const area of [c.data, c.pages]) for (const [key, entry] of area.entries) if (entry.tags.some((t) => tags.includes(t))) remove(area, key, entry);
}

/** Drops this process's whole cache of `db` (after a lost LISTEN connection: notifications may be lost). */
export function dropAll(db: Db): void {
  const c = caches.get(db);
  if (!c) return;
  for (const t of c.generations.keys()) c.generations.set(t, (c.generations.get(t) ?? 0) + 1);
  // Tags never dropped have no generation yet: give every cached entry's tags one.
  for (const area of [c.data, c.pages]) {
    for (const entry of area.entries.values()) for (const t of entry.tags) c.generations.set(t, (c.generations.get(t) ?? 0) + 1);
    area.entries.clear();
    area.bytes = 0;
  }
}

/**
 * Tells every process (this one too) to drop `tags`: a NOTIFY on `tx`, delivered when it commits
 * (nothing is sent if it rolls back). Also drops them here at once; call dropTags again after the
 * commit (or use `invalidating`) so that a read between this call and the commit is not kept.
 */
export async function invalidate(db: Db, tx: Db | Tx, tags: readonly CacheTag[]): Promise<void> {
  dropTags(db, tags);
  await notify(tx, CACHE_CHANNEL, JSON.stringify(tags));
}

/**
 * Runs `write` (a whole transaction on `db`, e.g. withTransaction(db, …) around a service's
 * writes, which calls invalidate inside) and drops `tags` in this process once it has settled,
 * committed or not.
 */
export async function invalidating<T>(db: Db, tags: readonly CacheTag[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    dropTags(db, tags);
  }
}

/**
 * `write` in one transaction on `db` that also tells every process to drop `tags` (invalidate),
 * dropping them here again once it has settled: the usual shape of a write to cached data.
 * Rejects with `write`'s error (rolled back, nothing sent).
 */
export function withInvalidation<T>(db: Db, tags: readonly CacheTag[], write: (tx: Tx) => Promise<T>): Promise<T> {
  return invalidating(db, tags, () =>
    withTransaction(db, async (tx) => {
      const result = await write(tx);
      await invalidate(db, tx, tags);
      return result;
    }),
  );
}

/**
 * A step run inside someone else's transaction (e.g. deleteAudited's `remove`) that also tells
 * every process to drop `tags`; wrap the whole call in `invalidating` for this process.
 */
export function invalidatingStep<A extends unknown[]>(db: Db, tags: readonly CacheTag[], step: (tx: Tx, ...args: A) => Promise<unknown>): (tx: Tx, ...args: A) => Promise<void> {
  return async (tx, ...args) => {
    await step(tx, ...args);
    await invalidate(db, tx, tags);
  };
}

const TAGS: readonly CacheTag[] = ['catalog', 'heroes', 'countries', 'brands', 'faq', 'settings', 'rates'];

/**
 * LISTENs on CACHE_CHANNEL and drops the tags each notification names from `db`'s cache; drops the
 * whole cache after the listening connection was re-established. Resolves with the unlisten function.
 */
export function followInvalidations(db: Db, listen: Listen): Promise<Unlisten> {
  return listen(
    CACHE_CHANNEL,
    (payload) => {
      let tags: unknown;
      try {
        tags = JSON.parse(payload);
      } catch {
        return dropAll(db);
      }
      if (!Array.isArray(tags)) return dropAll(db);
      dropTags(db, tags.filter((t): t is CacheTag => TAGS.includes(t as CacheTag)));
    },
    () => dropAll(db),
  );
}
