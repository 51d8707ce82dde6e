/**
 * Exchange rates (issue 22, decision 053): the rate of every display currency (units per 1 USD,
 * exact decimals), its source and age; refreshes from a Frankfurter-compatible rate service
 * (`GET {FX_RATES_URL}/latest?base=USD`) every FX_REFRESH_HOURS, claimed through one database row
 * so that however many processes run, one fetches; the owner's manual rates and rounding rules;
 * the rate snapshot an order keeps. An answer that is not a rate list (down, HTML, negative, wrong
 * base) changes nothing and is logged; a currency it leaves out keeps its last rate.
 * Other features reach it through the subject's index.ts (decision 105).
 */
import type { AdminCurrenciesDto, AdminCurrencyDto, ExchangeRatesDto } from '@phonexport/contracts/currency';
import { type DisplayCurrency, type RoundingRule } from '@phonexport/domain/currency';
import {
  BASE_CURRENCY,
  checkServiceAnswer,
  currencyUpdateFieldErrors,
  decimalString,
  defaultRounding,
  isDisplayCurrency,
  resolveRates,
  type CurrencyUpdate,
  type RateSource,
  type ResolvedRate,
} from '@phonexport/domain/exchange-rates';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { cached, dropTags, withInvalidation, type CacheTag } from '../../cache/read-cache.ts';
import { insertAudit } from '../audit/index.ts';
import { updateRefreshClaimed, updateRefreshFinished, findRefreshState, findStoredRates, upsertCurrencySettings, upsertServiceRates } from './currency-repository.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';

/** Where rates come from and how old they may get (Config.fx), plus test hooks. */
export interface FxOptions {
  /** A Frankfurter-compatible API base, or null: seeded and manual rates only. */
  ratesUrl: string | null;
  refreshHours: number;
  maxAgeHours: number;
  /** Milliseconds a fetch may take (default 10 s). */
  timeoutMs?: number;
}

/** The logger rate refreshes write to (the app's). */
export interface FxLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const RATES: CacheTag[] = ['rates'];
/** The shoppers' answer is cached this long at most (staleness is a matter of time, not only of writes). */
const RATES_TTL_MS = 60_000;
/** A refresh holds its claim this long; a process that dies mid-refresh lets the next one in after it. */
const CLAIM_LEASE_MS = 60_000;
/** After a failed attempt, the next one comes this soon (or at the regular interval if that is shorter). */
const RETRY_AFTER_FAILURE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

const optionsByDb = new WeakMap<object, FxOptions>();
const DEFAULT_FX: FxOptions = { ratesUrl: null, refreshHours: 6, maxAgeHours: 72 };

/** Sets the rate settings of `db` for what is not handed them: orders' snapshots and the stale-rates alert (buildApp does; default: no service, 72 h). */
export function useFxOptions(db: Db, fx: FxOptions): void {
  optionsByDb.set(db, fx);
}


/** The stored rates resolved now (no cache). */
async function currentRates(db: Db | Tx, fx: FxOptions): Promise<ResolvedRate[]> {
  return resolveRates(await findStoredRates(db), { now: new Date(), maxAgeHours: fx.maxAgeHours, serviceConfigured: Boolean(fx.ratesUrl) });
}

const shopperRate = (r: ResolvedRate) => ({ currency: r.currency, rate: Number(r.rate), source: r.source, fetchedAt: r.fetchedAt.toISOString(), rounding: r.rounding, stale: r.stale });

/**
 * `GET /api/exchange-rates`: every currency shoppers may choose (enabled), USD first. Cached per
 * process for at most a minute and dropped by every rate write (tag 'rates').
 */
export function exchangeRatesAnswer(db: Db, fx: FxOptions): Promise<ExchangeRatesDto> {
  return cached(
    db,
    'exchange-rates',
    RATES,
    async () => ({ base: BASE_CURRENCY, rates: (await currentRates(db, fx)).filter((r) => r.enabled).map(shopperRate) }),
    { ttlMs: RATES_TTL_MS },
  );
}

const adminRow = (r: ResolvedRate): AdminCurrencyDto => ({
  ...shopperRate(r),
  serviceRate: r.serviceRate === null ? null : Number(r.serviceRate),
  serviceFetchedAt: r.serviceFetchedAt?.toISOString() ?? null,
  manualRate: r.manualRate === null ? null : Number(r.manualRate),
  enabled: r.enabled,
});

/** The back office's Currencies screen: every display currency, the service settings and the last refresh. */
export async function adminCurrencies(db: Db, fx: FxOptions): Promise<AdminCurrenciesDto> {
  const [rates, state] = await Promise.all([currentRates(db, fx), findRefreshState(db)]);
  return {
    currencies: rates.map(adminRow),
    serviceConfigured: Boolean(fx.ratesUrl),
    refreshHours: fx.refreshHours,
    maxAgeHours: fx.maxAgeHours,
    lastRefresh: state?.lastAttemptAt ? { at: state.lastAttemptAt.toISOString(), ok: state.lastOk ?? false, message: state.lastMessage } : null,
  };
}

/**
 * How many currencies shoppers may choose have a stale rate (the back office's alert, decision
 * 049): with `db`'s rate settings (useFxOptions).
 */
export async function staleRateCount(db: Db): Promise<number> {
  return (await exchangeRatesAnswer(db, optionsByDb.get(db) ?? DEFAULT_FX)).rates.filter((r) => r.stale).length;
}

/**
 * The owner's save of one currency (manual rate or null, rounding rule, availability), audited,
 * in one transaction; the rates cache of every process is dropped. Throws 400 with field messages
 * when a rule of that currency is broken (USD stays on, NAD/LSL/SZL take no manual rate, the
 * rounding rule must be one of the currency's).
 */
export async function updateCurrency(db: Db, fx: FxOptions, admin: Pick<SessionUser, 'id' | 'email'>, currency: DisplayCurrency, input: CurrencyUpdate): Promise<AdminCurrencyDto> {
  const fields = currencyUpdateFieldErrors(currency, input);
  if (Object.keys(fields).length) throw invalid(Object.values(fields)[0]!, fields);
  return withInvalidation(db, RATES, async (tx) => {
    const before = (await currentRates(tx, fx)).find((r) => r.currency === currency)!;
    const manualRate = input.manualRate === null ? null : decimalString(input.manualRate);
    const sameManual = manualRate !== null && before.manualRate !== null && Number(before.manualRate) === input.manualRate;
    await upsertCurrencySettings(tx, currency, {
      manualRate,
      manualSetAt: manualRate === null ? null : sameManual && before.source === 'manual' ? before.fetchedAt : new Date(),
      rounding: input.rounding,
      enabled: input.enabled,
    });
    const after = (await currentRates(tx, fx)).find((r) => r.currency === currency)!;
    const audited = (r: ResolvedRate) => ({ rate: r.rate, source: r.source, manualRate: r.manualRate, rounding: r.rounding, enabled: r.enabled });
    await insertAudit(tx, admin, { action: 'update', entity: 'currency', entityId: currency, label: currency, before: audited(before), after: audited(after) });
    return adminRow(after);
  });
}

/** What one refresh attempt did. */
export type RefreshOutcome = 'refreshed' | 'failed' | 'skipped';

/**
 * One refresh: claims it (skipped when another process holds it or, unless `force`, when it is
 * not due), fetches `{ratesUrl}/latest?base=USD`, keeps the rates of a good answer and records
 * the attempt. A failed or refused answer keeps every rate as it was and logs a warning.
 */
export async function refreshRates(db: Db, fx: FxOptions, log: FxLog, { force = false, fetchImpl = fetch }: { force?: boolean; fetchImpl?: typeof fetch } = {}): Promise<RefreshOutcome> {
  if (!fx.ratesUrl) return 'skipped';
  if (!(await updateRefreshClaimed(db, { force, leaseMs: CLAIM_LEASE_MS }))) return 'skipped';
  const everyMs = fx.refreshHours * HOUR_MS;
  let answer: ReturnType<typeof checkServiceAnswer>;
  try {
    answer = checkServiceAnswer(await fetchRates(fx.ratesUrl, fx.timeoutMs ?? 10_000, fetchImpl));
  } catch (err) {
    answer = { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!answer.ok) {
    const message = `The rate service's answer was not used: ${answer.reason} The last rates are kept.`;
    log.warn({ ratesUrl: fx.ratesUrl }, message);
    await updateRefreshFinished(db, { ok: false, message, nextDueInMs: Math.min(everyMs, RETRY_AFTER_FAILURE_MS) });
    return 'failed';
  }
  const { rates, missing } = answer;
  const message = missing.length ? `No rate for ${missing.join(', ')} in the service's answer; their last rates are kept.` : null;
  if (message) log.warn({ ratesUrl: fx.ratesUrl, missing }, message);
  await withInvalidation(db, RATES, async (tx) => {
    await upsertServiceRates(tx, rates as Record<string, string>, new Date(), (c) => (isDisplayCurrency(c) ? defaultRounding(c) : 'none'));
    await updateRefreshFinished(tx, { ok: true, message, nextDueInMs: everyMs });
  });
  log.info({ currencies: Object.keys(rates).length }, 'exchange rates refreshed');
  return 'refreshed';
}

/** GETs the rate list and parses its JSON; throws a short reason on a network error, timeout, non-200 or non-JSON answer. */
async function fetchRates(ratesUrl: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(`${ratesUrl}/latest?base=USD`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new Error(`The rate service could not be reached (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`The rate service answered HTTP ${res.status}.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`The answer is not JSON (${res.headers.get('content-type') ?? 'no content type'}).`);
  }
}

/**
 * Checks every `checkEveryMs` (default a minute) whether a refresh is due and, if this process
 * wins the claim, refreshes; the first check runs at once. Does nothing without a rate service.
 * Returns stop(), which waits for a refresh under way.
 */
export function startRateRefresher(db: Db, fx: FxOptions, log: FxLog, { checkEveryMs = 60_000, fetchImpl = fetch }: { checkEveryMs?: number; fetchImpl?: typeof fetch } = {}): () => Promise<void> {
  if (!fx.ratesUrl) return async () => {};
  const job = startRepeatingJob(() => refreshRates(db, fx, log, { fetchImpl }), checkEveryMs, (err) => log.warn({ err }, 'exchange-rate refresh failed'));
  return job.stop;
}

/** The rate an order keeps (issue 22): what the shopper saw, frozen with the order. */
export interface RateSnapshot {
  displayCurrency: DisplayCurrency;
  /** Decimal string, units per USD ('1' for USD). */
  exchangeRate: string;
  rateSource: RateSource;
  rateFetchedAt: Date;
  displayRounding: RoundingRule;
}

/**
 * The snapshot of `displayCurrency`'s rate read on `tx` (the order's transaction on `db`; never
 * from the client), with `db`'s rate settings (useFxOptions). A currency shoppers may not choose, or whose rate is stale, gives USD at rate 1.
 */
export async function rateSnapshot(db: Db, tx: Db | Tx, displayCurrency: DisplayCurrency | undefined): Promise<RateSnapshot> {
  const fx = optionsByDb.get(db) ?? DEFAULT_FX;
  const usd: RateSnapshot = { displayCurrency: BASE_CURRENCY, exchangeRate: '1', rateSource: 'base', rateFetchedAt: new Date(), displayRounding: 'none' };
  if (!displayCurrency || displayCurrency === BASE_CURRENCY) return usd;
  const rate = (await currentRates(tx, fx)).find((r) => r.currency === displayCurrency);
  if (!rate || !rate.enabled || rate.stale) return usd;
  return { displayCurrency, exchangeRate: rate.rate, rateSource: rate.source, rateFetchedAt: rate.fetchedAt, displayRounding: rate.rounding };
}

/** Drops this process's cached rates (tests that change rates behind the service's back). */
export const forgetCachedRates = (db: Db) => dropTags(db, RATES);
