/**
 * Exchange-rate data access (issue 22, decision 053), the only currency code that touches the
 * database: the stored rates per currency (exact numeric, units per USD) and the one refresh-state
 * row through which processes claim a refresh, so that only one of them fetches.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { RoundingRule } from '@phonexport/domain/currency';
import type { StoredRate } from '@phonexport/domain/exchange-rates';
import type { Db, Tx } from '../../db/client.ts';
import { exchangeRates, fxRefreshState } from '../../db/schema.ts';

/** Every stored rate row (currencies without one use their seeded values). */
export async function findStoredRates(db: Db | Tx): Promise<StoredRate[]> {
  const rows = await db.select().from(exchangeRates);
  return rows.map((r) => ({
    currency: r.currency,
    serviceRate: r.serviceRate,
    serviceFetchedAt: r.serviceFetchedAt,
    manualRate: r.manualRate,
    manualSetAt: r.manualSetAt,
    rounding: r.rounding,
    enabled: r.enabled,
  }));
}

/**
 * Keeps the rate service's rates (decimal strings) fetched at `at`, leaving every other currency,
 * and each currency's manual rate, rounding and availability, as they are. `rounding` gives a new
 * row its rule.
 */
export async function upsertServiceRates(tx: Db | Tx, rates: Record<string, string>, at: Date, rounding: (currency: string) => RoundingRule): Promise<void> {
  for (const [currency, rate] of Object.entries(rates)) {
    await tx
      .insert(exchangeRates)
      .values({ currency, serviceRate: rate, serviceFetchedAt: at, rounding: rounding(currency) })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { serviceRate: rate, serviceFetchedAt: at, updatedAt: at } });
  }
}

/** What the back office sets for one currency. */
export interface CurrencyWrite {
  manualRate: string | null;
  manualSetAt: Date | null;
  rounding: RoundingRule;
  enabled: boolean;
}

/** Writes the owner's settings of `currency` (the row is made when missing; the service's rate is kept). */
export async function upsertCurrencySettings(tx: Db | Tx, currency: string, write: CurrencyWrite): Promise<void> {
  await tx
    .insert(exchangeRates)
    .values({ currency, ...write })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: { ...write, updatedAt: new Date() } });
}

/** The refresh-state row: when the next refresh is due and how the last attempt went. */
export interface RefreshState {
  nextDueAt: Date;
  claimedUntil: Date | null;
  lastAttemptAt: Date | null;
  lastOk: boolean | null;
  lastMessage: string | null;
}

/** The refresh-state row (made by the migration), or null if it is missing. */
export async function findRefreshState(db: Db | Tx): Promise<RefreshState | null> {
  const [row] = await db.select().from(fxRefreshState).where(eq(fxRefreshState.id, 1));
  return row ?? null;
}

/**
 * Claims the refresh for `leaseMs` with one conditional UPDATE: only when no other claim is live
 * and (unless `force`) the refresh is due. Concurrent claimers serialize on the row; the losers'
 * condition no longer holds once the winner commits, so they get nothing. Resolves true when this
 * caller holds the claim.
 */
export async function updateRefreshClaimed(db: Db, { force, leaseMs }: { force: boolean; leaseMs: number }): Promise<boolean> {
  const claimed = await db
    .update(fxRefreshState)
    .set({ claimedUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'` })
    .where(
      and(
        eq(fxRefreshState.id, 1),
        or(isNull(fxRefreshState.claimedUntil), lt(fxRefreshState.claimedUntil, sql`now()`)),
        force ? undefined : lte(fxRefreshState.nextDueAt, sql`now()`),
      ),
    )
    .returning({ id: fxRefreshState.id });
  return claimed.length === 1;
}

/** Records the attempt that held the claim (and releases it): its outcome, message and when the next one is due. */
export async function updateRefreshFinished(tx: Db | Tx, { ok, message, nextDueInMs }: { ok: boolean; message: string | null; nextDueInMs: number }): Promise<void> {
  await tx
    .update(fxRefreshState)
    .set({
      claimedUntil: null,
      lastAttemptAt: sql`now()`,
      lastOk: ok,
      lastMessage: message,
      nextDueAt: sql`now() + ${Math.round(nextDueInMs)}::bigint * interval '1 millisecond'`,
    })
    .where(eq(fxRefreshState.id, 1));
}
