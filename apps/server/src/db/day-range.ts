/**
 * SQL conditions of a list's date range: `from` and `to` are UTC days `YYYY-MM-DD`, both inclusive
 * (the whole of the `to` day counts). No bound, no condition.
 */
import { gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** The conditions `column >= from 00:00 UTC` and `column < (to + 1 day) 00:00 UTC`, for the bounds given. */
export function withinDays(column: AnyColumn, range: { from?: string; to?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, new Date(`${range.from}T00:00:00.000Z`)));
  if (range.to) conditions.push(lt(column, new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS)));
  return conditions;
}
