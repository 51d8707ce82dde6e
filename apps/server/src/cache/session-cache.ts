/**
 * The per-process cache of resolved sessions (decision 074): who a session cookie belongs to, with
 * the role and profile fields every signed-in request needs, so a signed-in request (a checkout, a
 * chat message) costs no session, user, profile or staff-policy query once its session has been
 * seen. Keyed by the signed session cookie's value: a hit needs the exact cookie a first full
 * resolution (signature checked by better-auth, session row read) accepted.
 *
 * An entry lives at most SESSION_CACHE_TTL_MS and never past its session's expiry. It is dropped
 * at once, in every process, when what it holds changes:
 * - a sign-out, a revoked session, a password change or reset, a deactivation or an account
 *   deletion (the SESSIONS_ENDED live event, realtime/events.ts; decision 061);
 * - a change of role, name, phone, two-factor sign-in or the staff two-factor rule (the
 *   ACCOUNTS_CHANGED live event);
 * - everything, after the database listener reconnected (events may have been lost).
 * The writing process drops its entries synchronously too (forgetSessions / forgetAllSessions,
 * called by the writer after its commit), so its own next request never sees the old answer; a
 * load that overlaps a drop is answered but not kept (a generation counter, as in read-cache.ts).
 *
 * One cache per database handle (a WeakMap, like the read cache), at most MAX_SESSION_ENTRIES
 * entries (the oldest go first), so 100,000 distinct sessions cannot grow it without bound.
 * Visitors and unknown cookies are never kept (nothing to cache, and a stranger chooses them).
 */

/** Longest time a resolved session is answered from memory, in ms (a safety net: drops are events). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept per database handle. */
export const MAX_SESSION_ENTRIES = 10_000;

/** What a full resolution found: the value to answer, whose session it is, and until when it holds. */
export interface ResolvedSession<T> {
  value: T;
  userId: string;
  sessionId: string;
  /** The session's own expiry: never answered from memory after it. */
  expiresAt: Date;
}

interface Entry {
  value: unknown;
  userId: string;
  sessionId: string;
  /** Date.now() after which the entry is loaded again. */
  expires: number;
}

interface SessionCache {
  entries: Map<string, Entry>;
  /** Bumped by every drop: a load that started under an older generation is not kept. */
  generation: number;
}

const caches = new WeakMap<object, SessionCache>();

function cacheOf(db: object): SessionCache {
  let c = caches.get(db);
  if (!c) {
    c = { entries: new Map(), generation: 0 };
    caches.set(db, c);
  }
  return c;
}

/**
 * The value of session cookie `key` in `db`'s cache, else what `load` resolves (kept when it is
 * a session, null for none: not kept). Rejects with `load`'s error (nothing kept). The value is
 * shared by every hit: callers may only change what is theirs to keep (e.g. an activity stamp).
 */
export async function cachedSession<T>(db: object, key: string, load: () => Promise<ResolvedSession<T> | null>): Promise<T | null> {
  const c = cacheOf(db);
  const now = Date.now();
  const hit = c.entries.get(key);
  if (hit) {
    if (hit.expires > now) return hit.value as T;
    c.entries.delete(key);
  }
  const generation = c.generation;
  const found = await load();
  if (!found) return null;
  const expires = Math.min(Date.now() + SESSION_CACHE_TTL_MS, found.expiresAt.getTime());
  if (c.generation === generation && expires > Date.now()) {
    c.entries.delete(key); // re-inserted last: the Map's order is the age order
    c.entries.set(key, { value: found.value, userId: found.userId, sessionId: found.sessionId, expires });
    for (const oldest of c.entries.keys()) {
      if (c.entries.size <= MAX_SESSION_ENTRIES) break;
      c.entries.delete(oldest);
    }
  }
  return found.value;
}

/**
 * Drops the cached sessions of `userIds` from this process's cache of `db` (only `sessionIds` of
 * them when given). Synchronous; other processes drop theirs on the live event.
 */
export function forgetSessions(db: object, userIds: readonly string[], sessionIds?: readonly string[]): void {
  const c = caches.get(db);
  if (!c) return;
  c.generation++;
  for (const [key, entry] of c.entries) {
    if (userIds.includes(entry.userId) && (!sessionIds || sessionIds.includes(entry.sessionId))) c.entries.delete(key);
  }
}

/** Drops every cached session of `db` in this process (the staff rule changed, or events were lost). */
export function forgetAllSessions(db: object): void {
  const c = caches.get(db);
  if (!c) return;
  c.generation++;
  c.entries.clear();
}

/** Sessions cached for `db` in this process (tests of the bound). */
export function sessionCacheSize(db: object): number {
  return caches.get(db)?.entries.size ?? 0;
}
