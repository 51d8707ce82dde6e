/** Reading the database's errors, whichever driver threw them (pg, PGlite). */

/** The SQLSTATE of a database error (pg, PGlite) found on `err` or its `cause` chain (Drizzle wraps them). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
