/**
 * Database-backed counters for the sign-in and password-reset throttles (decision 019): kept in
 * the auth_throttle table (accounts-repository.ts) so every server process on one PostgreSQL
 * database sees the same counts. Counting is one atomic upsert (a new window starts when the old
 * one has ended).
 */
import { retryAfterSeconds, type ThrottleRule } from '@phonexport/domain/throttle';
import type { Db } from '../../db/client.ts';
import { deleteThrottle, findThrottle, upsertThrottleHit, upsertThrottleWindow, deleteThrottlesBefore } from './accounts-repository.ts';

/** Counters older than this are deleted now and then (ms). */
const KEEP_MS = 24 * 60 * 60_000;
/** Request-rate counters (`rate:` keys, windows of a minute) are deleted sooner (ms). */
const KEEP_RATE_MS = 10 * 60_000;
/** Key prefix of the request-rate counters (sharedRateCounter). */
const RATE_PREFIX = 'rate:';

export interface AuthThrottle {
  /** Seconds to wait (> 0) when `key` has used up `rule` in its current window, else 0. */
  retryAfter(key: string, rule: ThrottleRule): Promise<number>;
  /** Counts one event for `key` (a failure, a mail); returns the count in the current window. */
  hit(key: string, rule: ThrottleRule): Promise<number>;
  /** Forgets `key` (a successful sign-in clears its account's failures). */
  clear(key: string): Promise<void>;
}

export function createAuthThrottle(db: Db): AuthThrottle {
  return {
    async retryAfter(key, rule) {
      return retryAfterSeconds(await findThrottle(db, key), rule, new Date());
    },
    async hit(key, rule) {
      const now = new Date();
      const count = await upsertThrottleHit(db, key, rule.windowMs, now);
      if (Math.random() < 0.01) await deleteThrottlesBefore(db, new Date(now.getTime() - KEEP_MS));
      return count;
    },
    async clear(key) {
      await deleteThrottle(db, key);
    },
  };
}

/**
 * A fixed-window request counter in the same table, for the HTTP layer's shared limits
 * (http/rate-limits.ts: sign-in, registration and reset per address): counts one request for
 * `key` in one atomic upsert and returns the count in the current window and the milliseconds
 * left in it. Every process on the database counts in the same row. Old rows are deleted now
 * and then (after 10 minutes).
 */
export function sharedRateCounter(db: Db): (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }> {
  return async (key, windowMs) => {
    const now = new Date();
    const { count, windowStart } = await upsertThrottleWindow(db, RATE_PREFIX + key, windowMs, now);
    if (Math.random() < 0.01) await deleteThrottlesBefore(db, new Date(now.getTime() - KEEP_RATE_MS), RATE_PREFIX);
    return { count, ttlMs: Math.max(0, windowStart.getTime() + windowMs - now.getTime()) };
  };
}
