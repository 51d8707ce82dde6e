/**
 * Database-backed counters for the sign-in and password-reset throttles (decision 019): kept in
 * the auth_throttle table (accounts-repository.ts) so every server process on one PostgreSQL
 * database sees the same counts. Counting is one atomic upsert (a new window starts when the old
 * one has ended).
 */
import { retryAfterSeconds, type ThrottleRule } from '@phonexport/domain/throttle';
import type { Db } from '../../db/client.ts';
import { clearThrottle, findThrottle, hitThrottle, pruneThrottles } from './accounts-repository.ts';

/** Counters older than this are deleted now and then (ms). */
const KEEP_MS = 24 * 60 * 60_000;

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
      const count = await hitThrottle(db, key, rule.windowMs, now);
      if (Math.random() < 0.01) await pruneThrottles(db, new Date(now.getTime() - KEEP_MS));
      return count;
    },
    async clear(key) {
      await clearThrottle(db, key);
    },
  };
}
