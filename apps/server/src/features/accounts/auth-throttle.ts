/**
 * Database-backed counters for the sign-in and password-reset throttles (decision 019): kept in
 * the auth_throttle table so every server process on one PostgreSQL database sees the same
 * counts. Counting is one atomic upsert (a new window starts when the old one has ended).
 */
import { eq, lt, sql } from 'drizzle-orm';
import { retryAfterSeconds, type ThrottleRule } from '@phonexport/domain/throttle';
import type { Db } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';

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
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
      return retryAfterSeconds(row, rule, new Date());
    },
    async hit(key, rule) {
      const now = new Date();
      const expired = sql`${authThrottle.windowStart} <= ${new Date(now.getTime() - rule.windowMs)}`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${authThrottle.windowStart} END`,
          },
        })
        .returning({ count: authThrottle.count });
      if (Math.random() < 0.01) await db.delete(authThrottle).where(lt(authThrottle.windowStart, new Date(now.getTime() - KEEP_MS)));
      return row!.count;
    },
    async clear(key) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
