/**
 * Money: the one home of every conversion between cents and text (decision 026). Every amount in
 * the shop is an integer number of US cents; formatting to text happens only at the edge
 * (storefront spec §9: en-US, 2 decimals, USD). Parsing a typed or received amount goes through
 * `parseDollars`, exact in integers (no float rounding).
 */

// Made on first use: an Intl formatter's first construction loads the locale's data, which a
// page's first script should not pay before it can hydrate (issue 26).
let usd: Intl.NumberFormat | undefined;
let usdWhole: Intl.NumberFormat | undefined;

/** Formats cents as '$1,234.50'. */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

/** Formats cents with no decimals, as product cards show prices (§9): '$1,235'. */
export function formatUsdWhole(cents: number): string {
  usdWhole ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return usdWhole.format(Math.round(cents / 100));
}

/** Converts a dollar amount (possibly fractional) to whole cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** Cents to a 2-decimal string for payment providers: 123456 -> '1234.56'. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal dollar amount as cents, exactly: '12' → 1200, '12.5' → 1250, '$1234.56' → 123456.
 * Accepts digits with at most 2 decimals and, unless `allowDollarSign` is false, a leading '$';
 * surrounding spaces are ignored. Returns null for anything else (negative, 3
 * decimals, '1e3', '', more than `maxWholeDigits` whole digits, default 9).
 */
export function parseDollars(text: string, { allowDollarSign = true, maxWholeDigits = 9 } = {}): number | null {
  const trimmed = text.trim();
  const body = allowDollarSign ? trimmed.replace(/^\$/, '') : trimmed;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(body);
  if (!m || m[1]!.length > maxWholeDigits) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as a form's dollar text: 1250 → '12.50'; null/undefined → ''. */
export function centsToInput(cents: number | null | undefined): string {
  return cents == null ? '' : centsToDecimalString(cents);
}

/**
 * A number input's dollar text as cents for the server to check: '' → NaN (sent as JSON null, so
 * the server answers the field's "is required" message), anything else → dollarsToCents(Number(text)),
 * which is NaN for text that is not a number. 12.5 → 1250, '19.99' → 1999.
 */
export function inputToCents(text: string): number {
  return text.trim() === '' ? NaN : dollarsToCents(Number(text));
}

/** Rounds a fractional cent amount to whole cents (half up). */
export function roundCents(value: number): number {
  return Math.round(value);
}
